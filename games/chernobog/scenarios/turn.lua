-- Turn structure, rolls and graces (CH-4, CH-5): stuns, roll cycles, graces, forfeits, three equal graces, entering.
local T = require "tabula.test"
local P = require "positions"

T.scenario("a stunned player skips the turn without declaring or rolling; the stun is used up [CH-4.1]", function()
  local t = P.match{ players = 3, to_play = "red", stunned = { "blue" },
                     red = { cuora = "@20" }, blue = { texas = "@30" }, yellow = { exusiai = "@40" } }
  t:dice(3, 3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@23", "Red moved")
  T.eq(t:run{ turns = 1 }, "turn", "no declaration prompt for Blue's Texas")
  T.eq(t.match.state.stunned[2], nil, "stun removed")
  T.eq(P.where(t, "texas"), "@30", "Blue did not move")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@43", "the second 3 was Yellow's roll")
  t:dice(2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2, "Blue's next turn is played")
  T.eq(t:pending().kind, "declare")
end)

T.scenario("roll cycle: declaration before every roll, a grace gives a new cycle, a non-grace ends the turn [CH-4.2, CH-5.3]", function()
  local t = P.match{ players = 3, to_play = "blue",
                     red = { cuora = "@2" }, blue = { texas = "@30", sora = "home" }, yellow = { exusiai = "@40" } }
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "declare", "declaration before the roll")
  T.options(t, { "none", "texas" })
  t:answer("none")
  t:dice(6)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "grace")
  T.options(t, { "enter:sora", "move:texas" })
  t:answer("enter:sora")
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "declare", "a new declaration before the extra roll")
  T.options(t, { "none", "texas", "sora" })
  t:answer("none")
  t:dice(2)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "move", "the extra roll may move any token")
  T.options(t, { "texas", "sora" })
  t:answer("texas")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "texas"), "@32", "Texas moved 2 with the extra roll")
  T.eq(P.where(t, "sora"), "@13", "Sora entered")
  T.eq(t.match:seat(), 3, "2 is not a grace: the turn ended")
end)

T.scenario("marks are applied and consumed by the next roll [CH-4.2]", function()
  local t = P.match{ players = 3, to_play = "red", marks = { red = { "sora" } },
                     red = { cuora = "@20" }, blue = { exusiai = "@30" } }
  t:dice(9)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@26", "9 - 3 = 6 squares")
  T.eq(t.match.state.marks[1], {}, "the mark is gone")
end)

T.scenario("a round is one turn per player from the first player, skipped turns included [CH-4.3]", function()
  local t = P.match{ players = 3, first = "blue", to_play = "blue", stunned = { "yellow" },
                     red = { cuora = "home" }, blue = { exusiai = "home" }, yellow = { chen = "home" } }
  t:dice(2, 3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match.state.rounds, 0, "after Blue")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match.state.rounds, 0, "after Yellow's skipped turn")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match.state.rounds, 1, "after Red, the last before Blue")
  T.eq(t.match:seat(), 2, "Blue starts round 2")
end)

T.scenario("the game ends at once when a grace wins: no extra roll [CH-4.4, CH-10.1]", function()
  local t = P.match{ players = 2, to_play = "red",
                     red = { amiya = "finish", cuora = "L5", exusiai = "@10" }, yellow = { chen = "@40" } }
  t:dice(1, 4)
  t:answer("move:cuora", "exusiai")
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 1 }, "Red wins")
  T.eq(P.where(t, "exusiai"), "@10", "no extra roll was used")
  T.eq(t:unused(), { answers = { "exusiai" }, dice = { 4 } }, "the extra roll's die and answer, never used")
end)

T.scenario("the player whose turn it is rolls and is asked [CH-5.1]", function()
  local t = P.match{ players = 3, to_play = "yellow",
                     red = { cuora = "@20" }, blue = { exusiai = "@30" }, yellow = { chen = "@40", shaw = "@45" } }
  t:dice(3)
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 3, "Yellow is asked")
  T.options(t, { "chen", "shaw" })
end)

T.scenario("grace values are exactly 1, 6 and 12 [CH-5.2]", function()
  for v = 1, 12 do
    local t = P.match{ players = 2, to_play = "red", red = { cuora = "@20", exusiai = "home" }, yellow = { chen = "home" } }
    t:dice(v)
    if v == 1 or v == 6 or v == 12 then
      T.eq(t:run(), "choice", v .. " asks")
      T.eq(t:pending().kind, "grace", v .. " is a grace")
      T.options(t, { "enter:exusiai", "move:cuora" })
    else
      T.eq(t:run{ turns = 1 }, "turn", v .. " is used without asking")
      T.eq(t.match:seat(), 2, v .. " is no grace: turn over")
      T.ne(P.where(t, "cuora"), "@20", v .. " moved Cuora")
      T.eq(P.where(t, "exusiai"), "home", v .. " did not enter")
    end
  end
end)

T.scenario("a declared 1 or 6 is no grace: the token moves and the turn ends [CH-5.2]", function()
  for _, v in ipairs{ 1, 6 } do
    local t = P.match{ players = 2, to_play = "red", red = { texas = "@20", cuora = "home" }, yellow = { chen = "home" } }
    t:answer("texas")
    t:dice(v)
    T.eq(t:run{ turns = 1 }, "turn", "declared " .. v)
    T.eq(P.p(t, "texas"), 20 + v, "Texas moved " .. v)
    T.eq(P.where(t, "cuora"), "home", "no entering")
    T.eq(t.match:seat(), 2, "turn over")
  end
end)

T.scenario("a modified 6 or 12 is no grace [CH-5.2]", function()
  local t = P.match{ players = 2, to_play = "red", marks = { red = { "sora" } },
                     red = { cuora = "@20", exusiai = "home" }, yellow = { chen = "home" } }
  t:dice(6)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@23", "reduced to 3, moved")
  T.eq(P.where(t, "exusiai"), "home", "not entered")
  T.eq(t.match:seat(), 2, "no extra roll")
  t = P.match{ players = 2, to_play = "red", marks = { red = { "angelina" } },
               red = { cuora = "@20", exusiai = "home" }, yellow = { chen = "home" } }
  t:dice(12)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@26", "override: moved 6")
  T.eq(t.match:seat(), 2, "no extra roll")
end)

T.scenario("a grace with nothing to enter or move does nothing, then rolls again [CH-5.3]", function()
  local t = P.match{ players = 2, to_play = "red", red = { cuora = "L3" }, yellow = { chen = "@40" } }
  t:dice(6, 2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "L5", "the extra roll 2 moved Cuora")
  T.eq(t.match:seat(), 2)
end)

T.scenario("a grace offers only entering and legal moves of the raw value, no pass [CH-5.3, CH-D4]", function()
  local t = P.match{ players = 2, to_play = "red",
                     red = { cuora = "L2", exusiai = "@30", shaw = "home", chen = "finish" }, yellow = { w = "@40" } }
  t:dice(6)
  T.eq(t:run(), "choice")
  T.options(t, { "enter:shaw", "move:exusiai" }, "Cuora (50 + 6 > 54) and Ch'en in the Finish cannot")
end)

T.scenario("a non-grace roll must be used: the player picks among legal moves [CH-5.4, CH-D5]", function()
  local t = P.match{ players = 2, to_play = "red",
                     red = { cuora = "L2", exusiai = "@30", shaw = "@10", chen = "home" }, yellow = { w = "@45" } }
  t:dice(4)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "move")
  T.options(t, { "cuora", "exusiai", "shaw" })
  t:answer("cuora")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "finish")
  T.eq(t.match:seat(), 2)
end)

T.scenario("a non-grace roll no token can use is forfeited; the turn ends [CH-5.4]", function()
  local t = P.match{ players = 2, to_play = "red", red = { cuora = "L4", exusiai = "home" }, yellow = { w = "@40" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "L4", "52 + 3 > 54")
  T.eq(P.where(t, "exusiai"), "home", "a 3 does not enter")
  T.eq(t.match:seat(), 2)
end)

T.scenario("three equal graces: each other player's farthest token returns Home before the grace is used [CH-5.5]", function()
  local t = P.match{ players = 3, to_play = "yellow",
                     red = { cuora = "L2", croissant = "@40", amiya = "finish" },
                     blue = { exusiai = "@20", hoshiguma = "@15" },
                     yellow = { crownslayer = "home", chen = "home", shaw = "home" } }
  t:dice(12, 12)
  t:answer("enter:crownslayer", "enter:chen")
  t:dice(12)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "grace", "the third grace is then used")
  T.eq(P.where(t, "cuora"), "home", "Red's farthest: Cuora in her lane (p 50)")
  T.eq(P.where(t, "croissant"), "@40", "Red's other token stays")
  T.eq(P.where(t, "amiya"), "finish", "the Finish does not count")
  T.eq(P.where(t, "exusiai"), "home", "Blue's farthest: Exusiai (p 7)")
  T.eq(P.where(t, "hoshiguma"), "@15")
  T.options(t, { "enter:shaw", "move:crownslayer", "move:chen" })
  t:answer("enter:shaw")
  t:dice(3)
  t:answer("shaw")
  T.eq(t:run{ turns = 1 }, "turn", "the third grace granted a roll")
  T.eq(P.where(t, "shaw"), "@29")
end)

T.scenario("three equal graces: a tie for farthest is broken by the rolling player [CH-5.5]", function()
  local t = P.match{ players = 2, to_play = "yellow",
                     red = { cuora = "@30", exusiai = "@30", chen = "@10" }, yellow = { shaw = "finish" } }
  t:dice(12, 12, 12)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "farthest_tie")
  T.eq(t:pending().seat, 2, "Yellow chooses")
  T.options(t, { "cuora", "exusiai" })
  t:answer("exusiai")
  t:dice(2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "home")
  T.eq(P.where(t, "cuora"), "@30")
  T.eq(P.where(t, "chen"), "@10")
end)

-- Yellow's only token is in the Finish: every grace does nothing and rolls again.
local function graces(dice)
  local t = P.match{ players = 2, to_play = "yellow",
                     red = { cuora = "@40", exusiai = "@30", chen = "@20", shaw = "@10" }, yellow = { w = "finish" } }
  t:dice(dice)
  T.eq(t:run{ turns = 1 }, "turn")
  local home = {}
  for _, id in ipairs{ "cuora", "exusiai", "chen", "shaw" } do
    if P.where(t, id) == "home" then home[#home + 1] = id end
  end
  return home
end

T.scenario("three equal graces: the count restarts, so a fourth and fifth equal grace do not trigger [CH-5.5]", function()
  T.eq(graces{ 12, 12, 12, 12, 12, 3 }, { "cuora" }, "five 12s: one triple")
  T.eq(graces{ 12, 12, 12, 12, 12, 12, 3 }, { "cuora", "exusiai" }, "six 12s: two triples")
  T.eq(graces{ 1, 1, 3 }, {}, "two equal graces: none")
end)

T.scenario("three equal graces: a different grace value restarts the count at 1 [CH-5.5]", function()
  T.eq(graces{ 12, 12, 6, 12, 12, 3 }, {}, "12 12 6 12 12: no triple")
  T.eq(graces{ 12, 12, 6, 6, 6, 3 }, { "cuora" }, "the 6s count from 1")
  T.eq(graces{ 1, 6, 12, 3 }, {}, "three different graces")
end)

T.scenario("three equal graces: the count does not carry over a non-grace into the next turn [CH-5.5]", function()
  local t = P.match{ players = 2, to_play = "yellow",
                     red = { cuora = "@40", exusiai = "@30" }, yellow = { w = "finish" } }
  t:dice(12, 12, 3, 3, 12, 3)
  t:answer("exusiai")
  T.eq(t:run{ turns = 3 }, "turn")
  T.eq(P.where(t, "cuora"), "@40", "no triple across turns")
  T.eq(P.where(t, "exusiai"), "@33")
end)

T.scenario("entering puts the token on its entry square with progress 0, without a jump [CH-5.6]", function()
  local t = P.match{ players = 4, to_play = "red",
                     red = { cuora = "home" }, blue = { exusiai = "home" }, yellow = { chen = "home" }, green = { shaw = "home" } }
  t:dice(6, 2, 6, 2, 6, 2, 6, 2)
  T.eq(t:run{ turns = 4 }, "turn")
  T.eq(P.where(t, "cuora"), "@2", "Red entered on 0 (a Red square, no jump), then moved 2")
  T.eq(P.p(t, "cuora"), 2)
  T.eq(P.where(t, "exusiai"), "@15", "Blue entered on 13")
  T.eq(P.where(t, "chen"), "@28", "Yellow entered on 26")
  T.eq(P.where(t, "shaw"), "@41", "Green entered on 39")
end)

T.scenario("entering captures an opponent on the entry square and resets the counter [CH-5.6]", function()
  local t = P.match{ players = 3, to_play = "blue", counters = { texas = 1 },
                     red = { amiya = "@13" }, blue = { texas = "home", cuora = "@30" } }
  t:answer("enter:texas")
  t:dice(6)
  T.eq(t:run(), "choice")
  T.eq(P.where(t, "amiya"), "home", "captured on Blue's entry")
  T.eq(P.where(t, "texas"), "@13")
  T.eq(P.token(t, "texas").counter, 0, "counter 0")
end)

T.scenario("entering is an arrival: it clears an obstacle; a blocker next to the entry holds nobody [CH-5.6]", function()
  local t = P.match{ players = 2, to_play = "red", obstacles = { 0 }, supply = { obstacle = 2 },
                     red = { cuora = "home" }, yellow = { hoshiguma = "@1" } }
  t:dice(12, 3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match.state.obstacles[0], nil, "the obstacle on 0 is removed")
  T.eq(t.match.state.supply.obstacle, 3, "back to the supply")
  T.eq(P.where(t, "cuora"), "@0", "the extra 3 passes Hoshiguma: stopped on 0")
  T.eq(P.token(t, "cuora").held_by, "hoshiguma", "held only after that move")
end)
