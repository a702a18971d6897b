-- The rules of {{name}} (RULES.md): each scenario cites the rule it checks.
local T = require "tabula.test"

T.scenario("every runner starts at square 0 [R-1]", function()
  local t = T.match{ seats = 3 }
  T.eq(t.match.state.at, { 0, 0, 0 })
end)

T.scenario("a runner moves the number rolled, or rests [R-2]", function()
  local t = T.match{}
  t:dice(4, 3)
  t:answer("move", "rest")
  T.eq(t:run{ turns = 2 }, "turn")
  T.eq(t.match.state.at, { 4, 0 })
end)

T.scenario("reaching the goal wins; a roll past it stops there [R-2, R-3]", function()
  local t = T.match{}
  t.match.state.at[1] = 17
  t:dice(5)
  t:answer("move")
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 1 })
  T.eq(t.match.state.at[1], 20)
end)

T.scenario("a 6 gives the same runner another turn [R-4]", function()
  local t = T.match{}
  t:dice(6, 2)
  t:answer("move", "move")
  T.eq(t:run{ turns = 2 }, "turn")
  T.eq(t.match.state.at, { 8, 0 }, "seat 1 moved twice")
end)

T.scenario("the length option sets the goal [R-1, R-3]", function()
  local t = T.match{ options = { length = 6 } }
  t:dice(6)
  t:answer("move")
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 1 })
end)
