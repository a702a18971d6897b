-- The 3x3 grid: cells 1..9, row by row, "." for empty.
local board = {}

local LINES = {
  { 1, 2, 3 }, { 4, 5, 6 }, { 7, 8, 9 },
  { 1, 4, 7 }, { 2, 5, 8 }, { 3, 6, 9 },
  { 1, 5, 9 }, { 3, 5, 7 },
}
local ROWS, COLS = { "top", "middle", "bottom" }, { "left", "centre", "right" }

function board.empty()
  return { ".", ".", ".", ".", ".", ".", ".", ".", "." }
end

function board.name(i)
  return ROWS[(i - 1) // 3 + 1] .. " " .. COLS[(i - 1) % 3 + 1]
end

-- The lines through each cell, so that a move is checked against its own lines only.
local THROUGH = {}
for i = 1, 9 do THROUGH[i] = {} end
for _, line in ipairs(LINES) do
  for _, cell in ipairs(line) do table.insert(THROUGH[cell], line) end
end
-- Read-only from here on: data every match shares (docs/api.md, tabula.freeze).
local frozen = tabula.freeze{ lines = LINES, through = THROUGH, rows = ROWS, cols = COLS }
LINES, THROUGH, ROWS, COLS = frozen.lines, frozen.through, frozen.rows, frozen.cols

-- The first of `lines` whose three cells all hold `mark`, or nil.
local function full_line(cells, lines, mark)
  for i = 1, #lines do
    local line = lines[i]
    if cells[line[1]] == mark and cells[line[2]] == mark and cells[line[3]] == mark then return line end
  end
  return nil
end

-- A line through `cell` whose three cells all hold its mark, or nil (TTT-1).
function board.line_through(cells, cell) return full_line(cells, THROUGH[cell], cells[cell]) end

function board.line_of(cells, mark) return full_line(cells, LINES, mark) end

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
