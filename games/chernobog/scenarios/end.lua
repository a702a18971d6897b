-- End of game and options (CH-10, CH-11): two in the Finish, stall, round limit, result by count, option values.
local T = require "tabula.test"
local P = require "positions"

-- 2 players who can only forfeit: Red's Exusiai at Home, Yellow's Cuora on L5; every roll is 3.
local function idle(options, extra)
  local spec = { players = 2, to_play = "red", options = options,
                 red = { exusiai = "home" }, yellow = { cuora = "L5" } }
  for k, v in pairs(extra or {}) do spec[k] = v end
  return P.match(spec)
end

local function threes(t, n)
  for _ = 1, n do t:dice(3) end
end

T.scenario("one token in the Finish does not win; the second wins at once, mid-turn [CH-10.1]", function()
  local t = P.match{ players = 3, to_play = "blue", blue = { cuora = "L5", exusiai = "L5", chen = "@20" },
                     yellow = { shaw = "@30" } }
  t:dice(1, 1, 4)
  t:answer("move:cuora")
  T.eq(t:run(), "choice", "one in the Finish: the game goes on")
  T.eq(P.where(t, "cuora"), "finish")
  T.options(t, { "move:exusiai", "move:chen" })
  t:answer("move:exusiai", "chen")
  T.eq(t:run(), "finished")
  T.eq(t.result.outcome, "win")
  T.eq(t.result.winners, { 2 }, "Blue")
  T.eq(P.where(t, "chen"), "@20", "the extra roll of the grace is never made")
  T.eq(t:unused(), { answers = { "chen" }, dice = { 4 } }, "the extra roll's die and answer")
  local board = t:render()
  T.truthy(board:find("game over, Blue has two tokens in the Finish", 1, true), "the board after the win says so")
  T.falsy(board:find("to play", 1, true), "and names nobody to play")
end)

T.scenario("stall: the game ends when the round-end position repeats stall_rounds times in a row [CH-10.2, CH-10.4]", function()
  local t = idle{ stall_rounds = 2 }
  threes(t, 6)
  T.eq(t:run{ turns = 4 }, "turn", "two unchanged rounds: one repeat")
  T.eq(t.match.state.rounds, 2)
  T.eq(t:run(), "finished", "the third round is the second repeat")
  T.eq(t.match.state.rounds, 3)
  T.eq(t.result.outcome, "draw", "nobody has a token in the Finish")
end)

T.scenario("stall: any change of the position restarts the count [CH-10.2, CH-10.4]", function()
  local t = P.match{ players = 2, to_play = "red", options = { stall_rounds = 2 },
                     red = { exusiai = "home", cuora = "L4" }, yellow = { chen = "L5" } }
  t:dice(3, 3, 3, 3, 2, 3, 3, 3, 3, 3)
  T.eq(t:run{ turns = 8 }, "turn", "round 3 moved Cuora into the Finish")
  T.eq(P.where(t, "cuora"), "finish")
  T.eq(t.match.state.rounds, 4)
  T.eq(t:run(), "finished")
  T.eq(t.match.state.rounds, 5)
  T.eq(t.result.winners, { 1 }, "Red has the most tokens in the Finish")
  T.truthy(t.result.reason:find("no change", 1, true), "ended by the stall rule")
end)

T.scenario("stall_rounds defaults to 50 [CH-10.2, CH-11]", function()
  local t = idle{}
  threes(t, 102)
  T.eq(t:run{ turns = 100 }, "turn", "50 rounds: 49 repeats")
  T.eq(t:run(), "finished", "round 51: the 50th repeat")
  T.eq(t.match.state.rounds, 51)
end)

T.scenario("stall_rounds = 0 turns the stall rule off [CH-10.2, CH-10.3, CH-11]", function()
  local t = idle{ stall_rounds = 0, round_limit = 5 }
  threes(t, 10)
  T.eq(t:run(), "finished")
  T.eq(t.match.state.rounds, 5, "only the round limit ended it")
  T.truthy(t.result.reason:find("round limit", 1, true))
end)

T.scenario("round_limit: the game ends after that many rounds [CH-10.3, CH-10.4]", function()
  local t = idle({ round_limit = 3 }, { yellow = { cuora = "L5", chen = "finish" } })
  threes(t, 6)
  T.eq(t:run{ turns = 4 }, "turn")
  T.eq(t:run(), "finished")
  T.eq(t.match.state.rounds, 3)
  T.eq(t.result.winners, { 2 }, "Yellow has one token in the Finish, Red none")
  T.truthy(t.result.reason:find("round limit", 1, true))
end)

T.scenario("round_limit defaults to 1000; 0 turns it off [CH-10.3, CH-11]", function()
  local t = idle{ stall_rounds = 0 }
  threes(t, 2000)
  T.eq(t:run{ turns = 1998 }, "turn")
  T.eq(t:run(), "finished")
  T.eq(t.match.state.rounds, 1000)
  t = idle{ stall_rounds = 3, round_limit = 0 }
  threes(t, 8)
  T.eq(t:run(), "finished")
  T.truthy(t.result.reason:find("no change", 1, true), "the stall rule ended it")
end)

T.scenario("result: players tied for most tokens in the Finish share the result, the others lose [CH-10.4]", function()
  local t = P.match{ players = 3, to_play = "red", options = { round_limit = 1 },
                     red = { cuora = "finish" }, blue = { exusiai = "home" }, yellow = { chen = "finish" } }
  threes(t, 3)
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 1, 3 }, "Red and Yellow, not Blue")
end)

T.scenario("result: when every player ties, the game is a draw [CH-10.4]", function()
  local t = P.match{ players = 2, to_play = "red", options = { round_limit = 1 },
                     red = { cuora = "finish", exusiai = "home" }, yellow = { chen = "finish", shaw = "home" } }
  threes(t, 2)
  T.eq(t:run(), "finished")
  T.eq(t.result.outcome, "draw")
end)

T.scenario("option defaults: 4 players, draft, roll-off, 3 markers, stall 50, round limit 1000 [CH-11]", function()
  local t = T.match{}
  T.eq(t.match.seats, 4)
  T.eq(t.match.options, { selection = "draft", first_player = "rolloff", marker_supply = 3,
                          stall_rounds = 50, round_limit = 1000 })
end)

T.scenario("bad option values raise an error from T.match [CH-11]", function()
  T.raises(function() T.match{ options = { selection = "auction" } } end, "selection")
  T.raises(function() T.match{ options = { first_player = "purple" } } end, "first_player")
  T.raises(function() T.match{ seats = 2, options = { first_player = "blue" } } end, "first_player",
           "a colour not in play")
  T.raises(function() T.match{ options = { marker_supply = -1 } } end, "marker_supply")
  T.raises(function() T.match{ options = { stall_rounds = 2.5 } } end, "stall_rounds")
  T.raises(function() T.match{ options = { round_limit = "many" } } end, "round_limit")
  T.raises(function() T.match{ options = { players = 3 } } end, "players", "the player count is the seat count")
  T.raises(function() T.match{ seats = 5 } end)
end)

T.scenario("first_player may name any colour in play [CH-11, CH-3.2]", function()
  local t = T.match{ seats = 3, options = { first_player = "blue", selection = "faction" } }
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2)
end)
