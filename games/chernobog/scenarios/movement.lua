-- Board data through play and movement (CH-2, CH-6): track, colours, lanes, shortcuts, progress, moves, stops, jumps, arrival, displacement.
local T = require "tabula.test"
local P = require "positions"
local board = require "board"

-- A 4-player match: `colour`'s Cuora on `from` rolls `roll`; `extra` adds to the position.
local function roll_one(colour, from, roll, extra)
  local spec = { players = 4, to_play = colour, [colour] = { cuora = from } }
  for k, v in pairs(extra or {}) do spec[k] = v end
  local t = P.match(spec)
  t:dice(roll)
  return t
end

T.scenario("the main track is a loop: 51 is followed by 0 [CH-2.1]", function()
  local t = roll_one("blue", "@50", 4)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@2")
  T.eq(P.p(t, "cuora"), 41)
end)

T.scenario("square colour is square mod 4: each colour jumps from its own squares only [CH-2.2, CH-6.5]", function()
  for _, c in ipairs{ { "red", 8 }, { "blue", 21 }, { "yellow", 34 }, { "green", 47 } } do
    local colour, s = c[1], c[2]
    local t = roll_one(colour, "@" .. (s - 2), 2)
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.where(t, "cuora"), "@" .. (s + 4), colour .. " lands on its own " .. s .. " and jumps 4")
    T.eq(P.p(t, "cuora"), board.progress(colour, s) + 4, colour .. " progress")
    t = roll_one(colour, "@" .. (s - 2), 3)
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.where(t, "cuora"), "@" .. (s + 1), colour .. " on another colour's square: no jump")
  end
end)

T.scenario("each colour's lane entrance is no jump square, and moving past it turns into the lane [CH-2.3, CH-2.5, CH-6.5]", function()
  for _, c in ipairs{ { "red", 48 }, { "blue", 9 }, { "yellow", 22 }, { "green", 35 } } do
    local colour, h = c[1], c[2]
    local t = roll_one(colour, "@" .. (h - 2), 2)
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.where(t, "cuora"), "@" .. h, colour .. " stays on its lane entrance " .. h)
    T.eq(P.p(t, "cuora"), 48)
    t = roll_one(colour, "@" .. (h - 2), 3)
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.where(t, "cuora"), "L1", colour .. " turns into its lane")
  end
end)

T.scenario("another colour passes a lane entrance and stays on the track [CH-2.5]", function()
  local t = roll_one("yellow", "@46", 3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@49", "Yellow passes Red's 48")
  T.eq(P.p(t, "cuora"), 23)
end)

T.scenario("each colour's shortcut runs from E+16 to E+28 and clears the crossed lane's L3 only [CH-2.3, CH-6.6]", function()
  for _, c in ipairs{ { 16, 28, "yellow", "red" }, { 29, 41, "green", "blue" },
                      { 42, 2, "red", "yellow" }, { 3, 15, "blue", "green" } } do
    local colour = c[4]
    local t = roll_one(colour, "@" .. (c[1] - 3), 3, { [c[3]] = { exusiai = "L3", shaw = "L2" } })
    T.eq(t:run(), "choice", colour)
    T.eq(t:pending().kind, "shortcut", colour .. " is offered the shortcut on " .. c[1])
    T.eq(t:pending().seat, t.match.state.seat_of[colour])
    t:answer("take")
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.where(t, "cuora"), "@" .. c[2], colour .. " ends on " .. c[2])
    T.eq(P.p(t, "cuora"), 28, colour .. " progress 28")
    T.eq(P.where(t, "exusiai"), "home", c[3] .. " L3 is cleared")
    T.eq(P.where(t, "shaw"), "L2", c[3] .. " L2 is untouched")
  end
end)

T.scenario("another colour's shortcut start is an ordinary square [CH-2.3, CH-6.6]", function()
  local t = roll_one("blue", "@14", 2)
  T.eq(t:run{ turns = 1 }, "turn", "no shortcut prompt")
  T.eq(P.where(t, "cuora"), "@16", "Blue on Red's 16 (a Red square): no jump")
end)

T.scenario("canonical progress: 48 is the lane entrance, 49 to 51 behind the entry are negative [CH-2.6]", function()
  local t = roll_one("blue", "@9", 2)
  T.eq(P.p(t, "cuora"), 48, "Blue @9")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "L2")
  t = roll_one("red", "@49", 5)
  T.eq(P.p(t, "cuora"), -3, "Red @49")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@2", "round again, not into the lane")
  T.eq(P.p(t, "cuora"), 2)
  t = roll_one("green", "@36", 3)
  T.eq(P.p(t, "cuora"), -3, "Green @36, past its lane entrance 35")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@43", "39 is Green's own square: jump")
  T.eq(P.p(t, "cuora"), 4)
end)

T.scenario("the full track table: colours, entries, lane entrances, shortcuts, rooftops [CH-2.7, CH-2.4]", function()
  local features = {
    [0] = "red entry", [2] = "yellow shortcut end", [3] = "green shortcut start", [5] = "rooftop",
    [9] = "blue lane entrance", [13] = "blue entry", [15] = "green shortcut end", [16] = "red shortcut start",
    [18] = "rooftop", [22] = "yellow lane entrance", [26] = "yellow entry", [28] = "red shortcut end",
    [29] = "blue shortcut start", [31] = "rooftop", [35] = "green lane entrance", [39] = "green entry",
    [41] = "blue shortcut end", [42] = "yellow shortcut start", [44] = "rooftop", [48] = "red lane entrance" }
  local colours = { "red", "blue", "yellow", "green" }
  for s = 0, 51 do
    T.eq(board.square_colour(s), colours[s % 4 + 1], "colour of " .. s)
    T.eq(table.concat(board.features(s), ", "), features[s] or "", "features of " .. s)
  end
end)

T.scenario("a home, frozen or Hoshiguma-held token has no legal move [CH-6.1]", function()
  local t = P.match{ players = 3, to_play = "red", held = { croissant = "hoshiguma" },
                     red = { cuora = "@20", croissant = "@39", exusiai = "@30", shaw = "home" },
                     yellow = { chen = "@22", hoshiguma = "@40" } }
  t:dice(6)
  T.eq(t:run(), "choice")
  T.options(t, { "enter:shaw", "move:exusiai" }, "Cuora frozen by Ch'en, Croissant held by Hoshiguma")
end)

T.scenario("a move may end exactly on the Finish, never beyond [CH-6.1]", function()
  local t = P.match{ players = 2, to_play = "red", red = { cuora = "L2", exusiai = "@10" }, yellow = { chen = "@40" } }
  t:dice(4)
  T.eq(t:run(), "choice")
  T.options(t, { "cuora", "exusiai" }, "50 + 4 = 54")
  t = P.match{ players = 2, to_play = "red", red = { cuora = "L2", exusiai = "@10" }, yellow = { chen = "@40" } }
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn", "50 + 5 = 55: only Exusiai, moved without asking")
  T.eq(P.where(t, "cuora"), "L2")
  T.eq(P.where(t, "exusiai"), "@15")
end)

T.scenario("a move that will be stopped where it stands is still legal [CH-6.1, CH-6.3]", function()
  local t = P.match{ players = 2, to_play = "red", red = { hoshiguma = "@19", exusiai = "@30" }, yellow = { cuora = "@20" } }
  t:dice(3)
  T.eq(t:run(), "choice")
  T.options(t, { "hoshiguma", "exusiai" })
  t:answer("hoshiguma")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@19", "stopped in place")
  T.eq(P.token(t, "hoshiguma").held_by, "cuora")
end)

T.scenario("the path: passed squares stop, the final square is landed on [CH-6.2, CH-6.3]", function()
  local t = P.match{ players = 2, to_play = "red", obstacles = { 25 }, supply = { obstacle = 2 },
                     red = { cuora = "@20" }, yellow = { chen = "@45" } }
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@25", "the obstacle on the final square is landed on")
  T.eq(t.match.state.obstacles[25], nil, "and removed")
  t = P.match{ players = 2, to_play = "red", obstacles = { 25 }, supply = { obstacle = 2 },
               red = { cuora = "@20" }, yellow = { chen = "@45" } }
  t:dice(7)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@24", "passing 25 stops on 24")
  T.eq(t.match.state.obstacles[25], true, "the obstacle stays")
end)

T.scenario("the path runs from the track into the lane: passed track squares still stop [CH-6.2]", function()
  local t = P.match{ players = 2, to_play = "red", red = { hoshiguma = "@45" }, yellow = { cuora = "@47" } }
  t:dice(7)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@46", "stopped before 47, not in the lane")
  t = P.match{ players = 2, to_play = "red", red = { hoshiguma = "@47" }, yellow = { cuora = "@30" } }
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "L4", "47 + 5 = p 52")
end)

T.scenario("an obstacle stops with wait 1 and holds nobody; a blocker stops with its wait and holds [CH-6.3]", function()
  local t = P.match{ players = 2, to_play = "red", obstacles = { 25 }, supply = { obstacle = 2 },
                     red = { hoshiguma = "@20" }, yellow = { chen = "@45" } }
  t:dice(9)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@24")
  T.eq(P.token(t, "hoshiguma").held_by, nil, "an obstacle holds nobody")
  t = P.match{ players = 2, to_play = "red", red = { hoshiguma = "@20" }, yellow = { croissant = "@25" } }
  t:dice(9)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@23", "Croissant: wait 2")
  T.eq(P.token(t, "hoshiguma").held_by, "croissant")
end)

T.scenario("the first stopper along the path stops the move [CH-6.3]", function()
  local t = P.match{ players = 2, to_play = "red", obstacles = { 27 }, supply = { obstacle = 2 },
                     red = { hoshiguma = "@20" }, yellow = { cuora = "@23" } }
  t:dice(10)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@22", "Cuora on 23 comes before the obstacle on 27")
  T.eq(P.token(t, "hoshiguma").held_by, "cuora")
end)

T.scenario("an obstacle takes precedence over a blocker on the same square [CH-6.3]", function()
  local t = P.match{ players = 2, to_play = "red", obstacles = { 25 }, supply = { obstacle = 2 },
                     red = { hoshiguma = "@20" }, yellow = { croissant = "@25" } }
  t:dice(8)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@24", "wait 1 of the obstacle, not Croissant's 2")
  T.eq(P.token(t, "hoshiguma").held_by, nil, "not held")
end)

T.scenario("blockers on one square: Hoshiguma before Croissant before Cuora [CH-6.3]", function()
  local t = P.match{ players = 2, to_play = "red",
                     red = { chen = "@20" }, yellow = { cuora = "@25", croissant = "@25", hoshiguma = "@25" } }
  t:dice(8)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "chen"), "@24")
  T.eq(P.token(t, "chen").held_by, "hoshiguma", "Hoshiguma first")
  t = P.match{ players = 2, to_play = "red",
               red = { chen = "@20" }, yellow = { cuora = "@25", croissant = "@25" } }
  t:dice(8)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "chen"), "@23", "Croissant's wait 2")
  T.eq(P.token(t, "chen").held_by, "croissant", "Croissant before Cuora")
end)

T.scenario("an own blocker never stops its teammates [CH-6.3]", function()
  local t = P.match{ players = 2, to_play = "red", red = { hoshiguma = "@20", cuora = "@23" }, yellow = { chen = "@45" } }
  t:dice(7)
  t:answer("hoshiguma")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@27")
end)

T.scenario("the waiting square may be behind the start: the token moves back and arrives there [CH-6.3]", function()
  local t = P.match{ players = 3, to_play = "red",
                     red = { hoshiguma = "@21" }, blue = { exusiai = "@20" }, yellow = { croissant = "@22" } }
  t:dice(4)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@20", "back 1 to 2 behind Croissant")
  T.eq(P.where(t, "exusiai"), "home", "arrival on the waiting square captures")
  T.eq(P.token(t, "hoshiguma").held_by, "croissant")
end)

T.scenario("the waiting square may lie behind the entry: progress becomes negative [CH-6.3, CH-2.6]", function()
  local t = P.match{ players = 2, to_play = "red", red = { hoshiguma = "@0" }, yellow = { croissant = "@1" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@51", "2 behind Croissant on 1")
  T.eq(P.p(t, "hoshiguma"), -1)
end)

T.scenario("stopped on its own square the token stays: no arrival, an obstacle under it stays [CH-6.3]", function()
  local t = P.match{ players = 2, to_play = "red", obstacles = { 19 }, supply = { obstacle = 2 },
                     red = { hoshiguma = "@19" }, yellow = { cuora = "@20" } }
  t:dice(4)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@19")
  T.eq(t.match.state.obstacles[19], true, "no arrival: the obstacle is not removed")
  T.eq(P.token(t, "hoshiguma").held_by, "cuora")
end)

T.scenario("a hazard on the waiting square sends the token Home, and it is not held [CH-6.3]", function()
  local t = P.match{ players = 2, to_play = "red", red = { hoshiguma = "@19" }, yellow = { croissant = "@20" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "home", "waiting square 18 is a rooftop")
  T.eq(P.token(t, "hoshiguma").held_by, nil)
end)

T.scenario("a full blocker lets others pass, but stops its held token again [CH-6.3, CH-8.6]", function()
  local t = P.match{ players = 3, to_play = "red", held = { projekt_red = "cuora", chen = "cuora" },
                     red = { projekt_red = "@19", chen = "@19" }, blue = { croissant = "@15" },
                     yellow = { cuora = "@20" } }
  t:dice(3)
  t:answer("projekt_red")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@19", "held by Cuora: stopped again")
  T.eq(P.token(t, "projekt_red").held_by, "cuora")
  t:dice(8)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "croissant"), "@23", "Cuora holds 2: Blue passes")
  T.eq(P.token(t, "croissant").held_by, nil)
end)

T.scenario("a stopped move takes no jump, even on an own-colour waiting square [CH-6.3, CH-6.5]", function()
  local t = P.match{ players = 2, to_play = "red", red = { hoshiguma = "@17" }, yellow = { cuora = "@21" } }
  t:dice(6)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@20", "20 is Red, but no jump")
end)

T.scenario("an unstopped move ends in the lane with no effect, or in the Finish [CH-6.4]", function()
  local t = P.match{ players = 2, to_play = "red", red = { cuora = "@45", exusiai = "L1" }, yellow = { chen = "@10" } }
  t:dice(4)
  t:answer("cuora")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "L1", "p 49, no jump in the lane")
  t:dice(2)
  T.eq(t:run{ turns = 1 }, "turn")
  t:dice(5)
  t:answer("exusiai")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "finish", "49 + 5 = 54")
  T.eq(P.where(t, "cuora"), "L1", "sharing L1 did nothing")
end)

T.scenario("a jump lands on the next own square, can't be stopped, and jumped-over squares do nothing [CH-6.5]", function()
  local t = P.match{ players = 3, to_play = "red", obstacles = { 10 }, destroyed = { 9 },
                     supply = { obstacle = 2, destroyed = 2 },
                     red = { chen = "@6" }, blue = { hoshiguma = "@11" }, yellow = { cuora = "@12" } }
  t:dice(2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "chen"), "@12", "8 then jump to 12")
  T.eq(P.p(t, "chen"), 12)
  T.eq(t.match.state.obstacles[10], true, "the obstacle jumped over stays")
  T.eq(P.where(t, "hoshiguma"), "@11", "the blocker jumped over neither stops nor is touched")
  T.eq(P.token(t, "chen").held_by, nil)
  T.eq(P.where(t, "cuora"), "home", "the jump's arrival captures")
end)

T.scenario("at most one jump per move [CH-6.5]", function()
  local t = roll_one("red", "@2", 2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@8", "4 then 8, not 12")
end)

T.scenario("a jump onto a rooftop or destroyed terrain sends the token Home [CH-6.5, CH-6.7]", function()
  local t = roll_one("red", "@37", 3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "home", "40 then rooftop 44")
  t = roll_one("red", "@1", 3, { destroyed = { 8 } })
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "home", "4 then destroyed 8")
end)

T.scenario("landing on one's own shortcut end by a normal move jumps [CH-6.5]", function()
  local t = roll_one("red", "@25", 3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@32")
end)

T.scenario("a jump onto the shortcut start offers it; declined, the token stays there [CH-6.5, CH-6.6, CH-D6]", function()
  local t = roll_one("red", "@9", 3)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "shortcut", "12 then jump to 16")
  t:answer("decline")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@16", "no second jump")
  t = roll_one("red", "@9", 3)
  t:answer("take")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@28", "taken from the jump")
end)

T.scenario("a declined shortcut reached by the move itself jumps 4 [CH-6.6]", function()
  local t = roll_one("red", "@11", 5)
  t:answer("decline")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@20")
  T.eq(P.p(t, "cuora"), 20)
end)

T.scenario("the shortcut can't be stopped, ignores bypassed squares, captures at its end, no jump after [CH-6.6]", function()
  local t = P.match{ players = 3, to_play = "red", obstacles = { 20 }, supply = { obstacle = 2 },
                     red = { chen = "@13" }, blue = { exusiai = "@28" }, yellow = { cuora = "@22" } }
  t:dice(3)
  t:answer("take")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "chen"), "@28", "28 is Red, but no jump")
  T.eq(P.where(t, "exusiai"), "home", "captured at the end")
  T.eq(P.where(t, "cuora"), "@22", "bypassed blocker untouched")
  T.eq(t.match.state.obstacles[20], true, "bypassed obstacle stays")
  T.eq(P.token(t, "chen").held_by, nil)
end)

T.scenario("arrival: the obstacle is cleared, then the hazard sends the token Home before it captures [CH-6.7 amended]", function()
  local t = P.match{ players = 2, to_play = "red", destroyed = { 25 }, obstacles = { 25 },
                     supply = { destroyed = 2, obstacle = 2 }, red = { cuora = "@20" }, yellow = { exusiai = "@25" } }
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "home", "destroyed terrain")
  T.eq(P.where(t, "exusiai"), "@25", "not captured: the immune Exusiai stays")
  T.eq(t.match.state.obstacles[25], nil, "the obstacle is cleared first")
  T.eq(t.match.state.supply.obstacle, 3, "its marker back in the supply")
end)

T.scenario("an obstacle on a rooftop is cleared by the first token that lands there, which goes Home [CH-6.7 amended, CH-7.3]", function()
  local t = P.match{ players = 2, to_play = "red", obstacles = { 18 }, supply = { obstacle = 2 },
                     red = { cuora = "@14", chen = "@10" }, yellow = { exusiai = "home" } }
  t:answer("cuora")
  t:dice(4)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "home", "rooftop 18")
  T.eq(t.match.state.obstacles[18], nil, "cleared: the square is no longer blocked for ever")
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn", "Yellow cannot move a 3")
  t:dice(9)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "chen"), "@19", "10 + 9 passes 18: nothing stops her now")
end)

T.scenario("W lands on a rooftop with an obstacle: she leaves it in place and goes Home [CH-6.7 amended, CH-9.16]", function()
  local t = P.match{ players = 2, to_play = "yellow", obstacles = { 31 }, supply = { obstacle = 2 },
                     yellow = { w = "@27" }, red = { cuora = "home" } }
  t:answer("none")
  t:dice(4)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "w"), "home", "rooftop 31")
  T.eq(t.match.state.obstacles[31], true, "W never clears an obstacle")
end)

T.scenario("arrival clears an obstacle and captures every opponent token on the square [CH-6.7]", function()
  local t = P.match{ players = 3, to_play = "red", obstacles = { 25 }, supply = { obstacle = 2 },
                     red = { cuora = "@20" }, blue = { exusiai = "@25", shaw = "@25" } }
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@25")
  T.eq(P.where(t, "exusiai"), "home")
  T.eq(P.where(t, "shaw"), "home")
  T.eq(t.match.state.obstacles[25], nil)
  T.eq(t.match.state.supply.obstacle, 3)
end)

T.scenario("a push past the lane entrance stays on the track, and never jumps [CH-6.8]", function()
  local t = P.match{ players = 3, to_play = "red", red = { shaw = "@2" }, blue = { cuora = "@8" } }
  t:dice(4)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@10", "past Blue's 9")
  T.eq(P.p(t, "cuora"), -3)
  t = P.match{ players = 3, to_play = "red", red = { shaw = "@14" }, blue = { cuora = "@19" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@21", "pushed onto a Blue square: no jump")
end)

T.scenario("a push passes obstacles and blockers freely, ends holds and captures on arrival [CH-6.8]", function()
  local t = P.match{ players = 3, to_play = "red", held = { hoshiguma = "cuora" }, obstacles = { 17 },
                     supply = { obstacle = 2 },
                     red = { shaw = "@13", cuora = "@17" }, blue = { hoshiguma = "@16" }, yellow = { exusiai = "@19" } }
  t:answer("shaw")
  t:dice(2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "shaw"), "@15")
  T.eq(P.where(t, "hoshiguma"), "@19", "pushed 3, past the obstacle and Red Cuora on 17")
  T.eq(P.token(t, "hoshiguma").held_by, nil, "the hold ended")
  T.eq(t.match.state.obstacles[17], true, "the obstacle stays")
  T.eq(P.where(t, "exusiai"), "home", "captured on arrival")
end)

T.scenario("a push onto a rooftop sends the token Home [CH-6.8, CH-7.3]", function()
  local t = P.match{ players = 3, to_play = "red", red = { shaw = "@11" }, blue = { cuora = "@15" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "home", "15 + 3 = rooftop 18")
end)

T.scenario("a push onto the token's own shortcut start offers no shortcut [CH-6.8, CH-6.6]", function()
  local t = P.match{ players = 3, to_play = "red", red = { shaw = "@22" }, blue = { cuora = "@26" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn", "no prompt for Blue")
  T.eq(P.where(t, "cuora"), "@29")
end)

T.scenario("a backward displacement below -51 wraps round [CH-6.8, CH-2.6]", function()
  local t = P.match{ players = 2, to_play = "red", red = { texas = "@30", cuora = { p = -50 } }, yellow = { chen = "@45" } }
  t:answer("texas", "cuora", "-3")
  t:dice(9)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@51")
  T.eq(P.p(t, "cuora"), -1)
end)

T.scenario("returning Home resets the counter and ends every hold involving the token [CH-6.9]", function()
  local t = P.match{ players = 3, to_play = "blue", counters = { texas = 1 }, held = { texas = "cuora", hoshiguma = "cuora" },
                     red = { texas = "@19", hoshiguma = "@19" }, blue = { cuora = "@20", chen = "@14" } }
  t:answer("chen")
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "chen"), "@19", "Blue Ch'en captures both Red tokens on 19")
  T.eq(P.where(t, "texas"), "home")
  T.eq(P.token(t, "texas").counter, 0, "counter reset")
  T.eq(P.token(t, "texas").held_by, nil, "hold ended")
  T.eq(P.token(t, "hoshiguma").held_by, nil, "hold ended")
end)

T.scenario("a blocker sent Home releases the tokens it held [CH-6.9, CH-8.6]", function()
  local t = P.match{ players = 3, to_play = "red", held = { projekt_red = "cuora", chen = "cuora" },
                     red = { projekt_red = "@19", chen = "@19" }, yellow = { cuora = "@20" } }
  t:dice(1, 3)
  t:answer("move:projekt_red")
  T.eq(t:run(), "choice")
  T.eq(P.where(t, "cuora"), "home", "a 1 lands on Cuora")
  T.eq(P.token(t, "chen").held_by, nil, "Ch'en is released")
  t:answer("chen")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "chen"), "@22", "and moves on freely")
end)

T.scenario("tokens of one player share a square; a marker shares a square with tokens [CH-6.10]", function()
  local t = P.match{ players = 2, to_play = "red", obstacles = { 25 }, supply = { obstacle = 2 },
                     red = { cuora = "@20", w = "@22" }, yellow = { chen = "@45" } }
  t:answer("none", "w")
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "w"), "@25", "W lands on the obstacle and leaves it")
  T.eq(t.match.state.obstacles[25], true)
  t:answer("none", "cuora")
  t:dice(3, 5)
  T.eq(t:run{ turns = 2 }, "turn")
  T.eq(P.where(t, "cuora"), "@25", "Cuora joins W (and removes the obstacle)")
  T.eq(P.where(t, "w"), "@25")
end)
