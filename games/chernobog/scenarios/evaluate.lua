-- The search's score of a position (game.evaluate, for mcts:cutoff): the race to two
-- tokens in the Finish (CH-10.1).
local T = require "tabula.test"
local P = require "positions"

T.scenario("evaluate: the seat whose two best tokens are further on stands better [CH-10.1]", function()
  local t = P.match{ players = 2, to_play = "red",
                     red = { cuora = "L5", exusiai = "@40" }, yellow = { chen = "@3", shaw = "home" } }
  T.truthy(t:evaluate(1) > 0.5, "Red is nearly home")
  T.truthy(t:evaluate(2) < 0.5, "Yellow has barely left")
  T.eq(t:evaluate(1) + t:evaluate(2), 1, "two seats: one's gain is the other's loss")
end)

T.scenario("evaluate: a token in the Finish counts in full, one at Home not at all [CH-10.1]", function()
  local finished = P.match{ players = 2, to_play = "red", red = { cuora = "finish", exusiai = "home" },
                            yellow = { chen = "home", shaw = "home" } }
  T.eq(finished:evaluate(1), 0.75, "one of two tokens home free")
  local level = P.match{ players = 2, to_play = "red", red = { cuora = "home" }, yellow = { chen = "home" } }
  T.eq(level:evaluate(1), 0.5, "nobody has left Home")
end)

T.scenario("evaluate: with four seats, a seat is measured against the best of the others [CH-10.1]", function()
  local t = P.match{ players = 4, to_play = "red", red = { cuora = { p = 30 } }, blue = { chen = { p = 30 } },
                     yellow = { shaw = "L5", exusiai = "L5" }, green = { amiya = "home" } }
  T.truthy(t:evaluate(3) > t:evaluate(1), "Yellow leads")
  T.eq(t:evaluate(1), t:evaluate(2), "Red and Blue stand alike")
  T.truthy(t:evaluate(4) < t:evaluate(1), "Green is last")
end)
