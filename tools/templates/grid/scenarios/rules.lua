-- The rules of {{name}} (RULES.md): each scenario cites the rule it checks.
local T = require "tabula.test"

T.scenario("a disc falls to the lowest empty row of its column [G-1]", function()
  local t = T.match{}
  t:answer("2", "2")
  T.eq(t:run{ turns = 2 }, "turn")
  T.eq(t.match.state.cells[2][1], "X", "X at the bottom")
  T.eq(t.match.state.cells[2][2], "O", "O on top of it")
end)

T.scenario("a full column is not offered [G-1]", function()
  local t = T.match{}
  t:answer("1", "1", "1", "1")
  T.eq(t:run(), "choice")
  T.options(t, { "2", "3", "4" })
end)

T.scenario("three in a row across wins at once [G-2]", function()
  local t = T.match{}
  t:answer("1", "1", "2", "2", "3")
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 1 }, "X wins")
end)

T.scenario("three in a diagonal wins [G-2]", function()
  local t = T.match{}
  -- X: 1, 2, 3 on rows 1, 2, 3; O fills what X stands on.
  t:answer("1", "2", "2", "3", "4", "3", "3")
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 1 }, "X on (1,1), (2,2), (3,3)")
end)

T.scenario("a full board without three in a row is a draw [G-3]", function()
  local t = T.match{}
  -- Rows from the bottom: X X O O / O O X X / X X O O / O O X X, no three anywhere.
  -- The 16th disc has one column left: it drops without a question.
  t:answer("1", "3", "2", "4", "3", "1", "4", "2", "1", "3", "2", "4", "3", "1", "4")
  T.eq(t:run(), "finished")
  T.eq(t.result.outcome, "draw")
  T.eq(t.unused_answers, 0)
end)
