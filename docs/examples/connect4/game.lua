-- Connect Four (RULES.md, C4-1 to C4-3): the worked example of docs/guide.md, §2a.
local lines = require "tabula.lines"

local game = {
  name = "Connect Four",
  version = "1.0",
  seats = 2,
}

-- The board, built once: 7 columns a..g, 6 rows, row 1 at the bottom, cells named
-- a1..g6. A cell's space index (1..42, row by row from a1) is its place in
-- match.state.cells.
local BOARD = tabula.grid{ width = 7, height = 6, names = "chess" }
local COLUMNS = { "a", "b", "c", "d", "e", "f", "g" }
-- Each column's cells, bottom to top: STACK.d = { index of d1, ..., index of d6 }.
local STACK = {}
for _, column in ipairs(COLUMNS) do
  STACK[column] = {}
  for row = 1, BOARD:height() do STACK[column][row] = BOARD:index(column .. row) end
end
STACK = tabula.freeze(STACK)
-- Every line of four cells, and for each cell the lines through it (C4-2).
local THROUGH = tabula.freeze(lines.through(lines.of(BOARD, 4), #BOARD))
local MARKS = { "X", "O" }

function game.setup(match)
  local cells = {}
  for i = 1, #BOARD do cells[i] = "." end
  match.state.cells = cells
end

-- Where a disc dropped into `column` lands: the index of its lowest empty cell, or nil
-- when the column is full (C4-1).
local function landing(cells, column)
  for _, i in ipairs(STACK[column]) do
    if cells[i] == "." then return i end
  end
  return nil
end

-- The columns that are not full, in order.
local function open_columns(cells)
  local open = {}
  for _, column in ipairs(COLUMNS) do
    if landing(cells, column) then open[#open + 1] = column end
  end
  return open
end

function game.play(match)
  local cells = match.state.cells
  while true do
    local seat = match:seat()
    local mark = MARKS[seat]
    local column = match:choose{ seat = seat, kind = "drop", prompt = mark .. ": which column?",
                                 options = open_columns(cells) }
    local i = landing(cells, column)
    cells[i] = mark
    match:log("%s drops into %s and lands on %s", mark, column, BOARD:id(i))
    if lines.full(cells, THROUGH[i], mark) then
      return { winner = seat, reason = "four in a row" }              -- C4-2
    elseif #open_columns(cells) == 0 then
      return { draw = true, reason = "the board is full" }            -- C4-3
    end
    match:next_turn()
  end
end

-- The board as people see it, row 6 at the top.
function game.render(match)
  local cells, out = match.state.cells, {}
  for row = BOARD:height(), 1, -1 do
    local marks = {}
    for c, column in ipairs(COLUMNS) do marks[c] = cells[STACK[column][row]] end
    out[#out + 1] = table.concat(marks, " ")
  end
  out[#out + 1] = table.concat(COLUMNS, " ")
  return table.concat(out, "\n")
end

function game.view(match, seat)
  return { cells = match.state.cells, you = MARKS[seat] }
end

return game
