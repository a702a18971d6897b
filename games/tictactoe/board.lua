-- The 3x3 grid: cells 1..9, row by row, "." for empty.
local lines = require "tabula.lines"

local board = {}

-- A grid whose row 1 is the top row, so that its space indices are the cells 1..9; its
-- lines of three (TTT-1): the rows, the columns, the two diagonals.
local LINES = lines.of(tabula.grid{ width = 3, height = 3, rows = "down" }, 3)
local ROWS, COLS = { "top", "middle", "bottom" }, { "left", "centre", "right" }

function board.empty()
  return { ".", ".", ".", ".", ".", ".", ".", ".", "." }
end

function board.name(i)
  return ROWS[(i - 1) // 3 + 1] .. " " .. COLS[(i - 1) % 3 + 1]
end

-- The lines through each cell, so that a move is checked against its own lines only.
local THROUGH = lines.through(LINES, 9)

-- A line through `cell` whose three cells all hold its mark, or nil (TTT-1).
function board.line_through(cells, cell) return lines.full(cells, THROUGH[cell], cells[cell]) end

-- A line whose three cells all hold `mark`, or nil.
function board.line_of(cells, mark) return lines.full(cells, LINES, mark) end

-- The empty cells, in order.
function board.free(cells)
  local free = {}
  for i = 1, 9 do
    if cells[i] == "." then free[#free + 1] = i end
  end
  return free
end

function board.text(cells)
  local rows = {}
  for r = 0, 2 do
    rows[#rows + 1] = " " .. cells[r * 3 + 1] .. " | " .. cells[r * 3 + 2] .. " | " .. cells[r * 3 + 3]
  end
  return table.concat(rows, "\n---+---+---\n")
end

return board
