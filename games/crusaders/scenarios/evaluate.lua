-- The search's score of a position (game.evaluate, for mcts:cutoff): the lead in the final
-- score were the game to end now (CR-13).
local T = require "tabula.test"
local P = require "positions"

local function near(a, b) return math.abs(a - b) < 1e-9 end

T.scenario("evaluate: a lead in influence is worth more than half; level scores are worth a half [CR-13.1]", function()
  local t = P.match{ seats = 2, active = 1, influence = { 70, 66 } }
  T.truthy(near(t:evaluate(1), 1 / (1 + math.exp(-1))), "4 points ahead")
  T.truthy(near(t:evaluate(1) + t:evaluate(2), 1), "two seats: one's gain is the other's loss")
  T.eq(P.match{ seats = 2, active = 1, influence = { 50, 50 } }:evaluate(2), 0.5)
end)

T.scenario("evaluate: majorities of conquered enemies count as final scoring counts them [CR-13.2]", function()
  -- Equal influence; seat 2 alone has the most Prussians (5 points), seat 1 the next most (2).
  local t = P.match{ seats = 2, active = 1, influence = { 50, 50 },
                     conquered = { { prussian = 1 }, { prussian = 2 } } }
  T.truthy(near(t:evaluate(2), 1 / (1 + math.exp(-3 / 4))), "5 against 2: a lead of 3")
end)

T.scenario("evaluate: with four seats, a seat is measured against the best of the others [CR-13.1]", function()
  local t = P.match{ seats = 4, active = 1, influence = { 60, 64, 55, 64 } }
  T.truthy(near(t:evaluate(2), 0.5), "tied for the lead")
  T.truthy(near(t:evaluate(1), 1 / (1 + math.exp(1))), "4 behind the best")
  T.truthy(t:evaluate(3) < t:evaluate(1), "further behind")
end)
