-- The search's score of a position (game.evaluate, for mcts:cutoff): how near each
-- player is to the ways of winning (L5-1.2).
local T = require "tabula.test"
local P = require "positions"

T.scenario("evaluate: more Honor stands better, towards Honor victory and away from dishonor [L5-1.2]", function()
  local t = P.match{ ap = 1, phase = "action", honor = { 30, -10 } }
  T.truthy(t:evaluate(1) > 0.5, "seat 1 nears 40 Honor")
  T.truthy(t:evaluate(2) < 0.5, "seat 2 nears -20")
  T.eq(t:evaluate(1) + t:evaluate(2), 1, "one seat's gain is the other's loss")
  local level = P.match{ ap = 1, phase = "action", honor = { 5, 5 } }
  T.eq(level:evaluate(1), 0.5, "equal Honor, every Province standing")
end)

T.scenario("evaluate: destroyed Provinces of the opponent count towards military victory [L5-1.2]", function()
  local t = P.match{ ap = 1, phase = "action", honor = { 5, 5 } }
  t.match.state.provinces[2][1] = false
  t.match.state.provinces[2][3] = false
  T.eq(t:evaluate(1), 0.625, "two of four Provinces destroyed: a quarter of the way, halved")
  t.match.state.provinces[1][2] = false
  T.truthy(t:evaluate(1) > 0.5 and t:evaluate(1) < 0.625, "one of seat 1's is gone too")
end)
