-- CH-0 conventions: public information, opponents, places, directions, kinds of movement, roll terms, ids.
local T = require "tabula.test"
local P = require "positions"

T.scenario("all information is public: every seat's view and the board show every token [CH-0.1]", function()
  local t = P.match{ players = 3, to_play = "red", red = { cuora = "@7" }, blue = { exusiai = "@20" },
                     yellow = { shaw = "L2", chen = "home" }, obstacles = { 30 } }
  for seat = 1, 3 do
    local view = t:view(seat)
    T.eq(#view.tokens, 4, "seat " .. seat .. " sees all four tokens")
    T.eq(view.obstacles, { 30 }, "and the obstacle")
  end
  local text = t:render(2)
  for _, part in ipairs{ "Red Cuora", "Blue Exusiai", "Shaw Y-L2", "Ch'en Home", "obstacle" } do
    T.truthy(text:find(part, 1, true), "the board shows " .. part)
  end
end)

T.scenario("opponents are the other players: a token never captures its own side [CH-0.2, CH-6.10]", function()
  local t = P.match{ players = 2, to_play = "red", red = { cuora = "@3", exusiai = "@7" }, yellow = { w = "@11" } }
  t:answer("cuora")
  t:dice(4)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@7", "Cuora joins Exusiai (7 is not Red)")
  T.eq(P.where(t, "exusiai"), "@7", "no capture of one's own token")
end)

T.scenario("a token is always in exactly one place: Home, the track, its lane or its Finish [CH-0.3]", function()
  local t = T.match{ seed = 11, seats = 4 }
  local status = t:run()
  local checked = 0
  while status == "choice" do
    for _, tok in pairs(t.match.state.tokens) do
      local ok = tok.place == "home" and tok.p == nil or tok.place == "finish" and tok.p == nil
                 or tok.place == "board" and math.type(tok.p) == "integer" and tok.p >= -51 and tok.p <= 53
      T.truthy(ok, tok.id .. " in one place (" .. tostring(tok.place) .. ", " .. tostring(tok.p) .. ")")
      checked = checked + 1
    end
    t:answer(t:pending().options[1])
    status = t:run()
  end
  T.eq(status, "finished")
  T.truthy(checked > 1000, "checked along a whole match")
end)

T.scenario("direction: squares ahead count up and 51 is followed by 0 [CH-0.4]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { cuora = "@40" }, yellow = { exusiai = "@50" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@1", "50 -> 51 -> 0 -> 1")
  T.eq(P.p(t, "exusiai"), 27, "progress from Yellow's entry 26")
end)

T.scenario("kinds of movement: a normal move jumps, a displacement of the same distance does not [CH-0.5]", function()
  local t = P.match{ players = 2, to_play = "red", red = { texas = "@2" }, yellow = { w = "@30" } }
  t:answer("none")
  t:dice(2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "texas"), "@8", "normal move to Red 4, then the jump")
  t = P.match{ players = 2, to_play = "red", red = { texas = "@2" }, yellow = { w = "@30" } }
  t:answer("texas", "texas", "+2")
  t:dice(9)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "texas"), "@4", "displaced to Red 4: no jump")
end)

T.scenario("roll terms: the raw value decides a grace, the effective value the distance [CH-0.6, CH-8.9]", function()
  local t = P.match{ players = 2, to_play = "red", red = { cuora = "@20", exusiai = "home" }, yellow = { w = "@30" },
                     marks = { red = { "sora" } } }
  t:dice(6)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@23", "raw 6, effective 3: Cuora moves 3")
  T.eq(P.where(t, "exusiai"), "home", "a modified 6 is no grace: nothing enters")
  T.eq(t.match:seat(), 2, "and no extra roll")
  T.eq(t.match.state.marks[1].sora, nil, "the mark is consumed")
end)

T.scenario("ids: prompts offer colours, factions and operators by their ids [CH-0.7]", function()
  local t = T.match{ seats = 2, options = { selection = "faction", first_player = "red" } }
  T.eq(t:run(), "choice")
  T.options(t, { "rhodes_island", "penguin_logistics", "lungmen", "reunion" })
  t = P.match{ players = 3, to_play = "red", red = { angelina = "@30" }, blue = { cuora = "@5" }, yellow = { w = "@40" } }
  t:answer("angelina")
  t:dice(9)
  T.eq(t:run(), "choice")
  T.options(t, { "blue", "yellow" })
end)
