-- Connect Four's rules (RULES.md): dropping [C4-1], four in a row [C4-2], a full
-- board [C4-3].
local T = require "tabula.test"

-- Sets the board from its six rows written as render shows them, row 6 first:
-- position(t, { ". . . . . . .", ..., "X O . . . . ." }). Cell (column c, row r) is
-- index (r - 1) * 7 + c, the grid's order (a1, b1, ..., g1, a2, ...).
local function position(t, rows)
  assert(#rows == 6, "position: six rows, row 6 first")
  for k, text in ipairs(rows) do
    local row = 7 - k
    for c = 1, 7 do t.match.state.cells[(row - 1) * 7 + c] = text:sub(2 * c - 1, 2 * c - 1) end
  end
end

T.scenario("a disc falls to the lowest empty cell of its column [C4-1]", function()
  local t = T.match{}
  t:answer("d", "d")
  T.eq(t:run(), "choice", "X is asked next")
  T.eq(t:render(), table.concat({
    ". . . . . . .", ". . . . . . .", ". . . . . . .", ". . . . . . .",
    ". . . O . . .", ". . . X . . .", "a b c d e f g" }, "\n"), "the board")
  T.eq(t:view(2).you, "O", "O's view names its mark")
end)

T.scenario("a full column is not offered [C4-1]", function()
  local t = T.match{}
  position(t, { "O . . . . . .", "X . . . . . .", "O . . . . . .",
                "X . . . . . .", "O . . . . . .", "X . . . . . ." })
  T.eq(t:run(), "choice")
  T.options(t, { "b", "c", "d", "e", "f", "g" })
end)

T.scenario("four across wins [C4-2]", function()
  local t = T.match{}
  t:answer("a", "a", "b", "b", "c", "c", "d")   -- X: a1 b1 c1 d1, O on top of them
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 1 }, "winners")
  T.eq(t.result.reason, "four in a row", "reason")
end)

T.scenario("four up a column wins [C4-2]", function()
  local t = T.match{}
  t:answer("a", "b", "a", "b", "a", "b", "a")   -- X: a1..a4, O: b1..b3
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 1 }, "winners")
end)

T.scenario("four on a rising diagonal wins [C4-2]", function()
  local t = T.match{}
  position(t, { ". . . . . . .", ". . . . . . .", ". . . . . . .",
                ". . X O . . .", ". X O O . . .", "X O O X . . X" })
  t:answer("d")                                 -- X lands on d4: a1 b2 c3 d4
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 1 }, "winners")
end)

T.scenario("four on a falling diagonal wins, for O too [C4-2]", function()
  local t = T.match{}
  position(t, { ". . . . . . .", ". . . . . . .", ". . . . . . .",
                "O O . . . . .", "X O O . . . .", "X X O O X X X" })
  t:answer("g", "a")                            -- X: g2; O lands on a4: a4 b3 c2 d1
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 2 }, "winners")
end)

T.scenario("a full board with no four is a draw [C4-3]", function()
  local t = T.match{}
  position(t, { ". . X O X O O", "X O O O X X O", "X X O X O X O",
                "O X O O X X X", "O X X O X O X", "X O O O X O X" })
  t:answer("a")                                 -- X takes a6; O's last cell, b6, is forced
  T.eq(t:run(), "finished")
  T.eq(t.result.outcome, "draw", "outcome")
  T.eq(t.result.reason, "the board is full", "reason")
  T.eq(t:forced()[1].id, "b", "O's drop into the last open column, taken without asking")
end)
