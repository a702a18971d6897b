-- Rules of tic-tac-toe (docs/guide.md): three in a row wins, a full board draws.
local T = require "tabula.test"

T.scenario("three in a row wins [TTT-1]", function()
  local t = T.match{ seed = 1 }
  t:answer("1", "4", "2", "5", "3")
  T.eq(t:run(), "finished", "status")
  T.eq(t.result.outcome, "win", "outcome")
  T.eq(t.result.winners, { 1 }, "winners")
  T.eq(t.match.state.cells[3], "X", "cell 3")
end)

T.scenario("a full board with no line is a draw [TTT-2]", function()
  local t = T.match{}
  t:answer("1", "2", "3", "5", "4", "6", "8", "7")   -- the last cell, 9, is the only option: taken at once
  T.eq(t:run(), "finished")
  T.eq(t.result.outcome, "draw", "outcome")
  T.eq(t:forced(), { { seat = 1, turn = 9, kind = "cell", prompt = "Where do you put your X?", id = "9" } },
       "X's last move, forced")
end)

T.scenario("a taken cell is not offered [TTT-3]", function()
  local t = T.match{}
  t.match.state.cells[5] = "O"
  T.eq(t:run(), "choice")
  T.options(t, { 1, 2, 3, 4, 6, 7, 8, 9 })
end)

T.scenario("cells taken during the match are no longer offered [TTT-3]", function()
  local t = T.match{}
  t:answer("5", "1")
  T.eq(t:run(), "choice")
  T.options(t, { 2, 3, 4, 6, 7, 8, 9 })
  t:answer("9", "3")
  T.eq(t:run(), "choice")
  T.options(t, { 2, 4, 6, 7, 8 })
end)
