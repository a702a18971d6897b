-- {{name}}: Connect Three on a board of 4 columns and 4 rows (RULES.md, G-1 to G-3).
-- Made by `tabula new --template grid`; docs/guide.md explains every part.
local game = {
  name = "{{name}}",
  version = "0.1",
  seats = 2,
}

local COLUMNS, ROWS = 4, 4
local MARKS = { "X", "O" }

function game.setup(match)
  local cells = {}   -- cells[column][row], row 1 at the bottom; "." when empty
  for c = 1, COLUMNS do
    cells[c] = {}
    for r = 1, ROWS do cells[c][r] = "." end
  end
  match.state.cells = cells
end

-- The lowest empty row of column c, or nil when it is full (G-1).
local function free_row(cells, c)
  for r = 1, ROWS do
    if cells[c][r] == "." then return r end
  end
end

-- Three of `mark` in a row through (c, r), in any of the four directions (G-2).
local function three_through(cells, c, r, mark)
  for _, d in ipairs{ { 1, 0 }, { 0, 1 }, { 1, 1 }, { 1, -1 } } do
    local n = 1
    for _, sign in ipairs{ 1, -1 } do
      local cc, rr = c + sign * d[1], r + sign * d[2]
      while cells[cc] and cells[cc][rr] == mark do
        n = n + 1
        cc, rr = cc + sign * d[1], rr + sign * d[2]
      end
    end
    if n >= 3 then return true end
  end
  return false
end

function game.play(match)
  local cells = match.state.cells
  for _ = 1, COLUMNS * ROWS do
    local seat = match:seat()
    local options = {}
    for c = 1, COLUMNS do
      if free_row(cells, c) then options[#options + 1] = { id = tostring(c), label = "column " .. c } end
    end
    local id = match:choose{ seat = seat, kind = "drop", options = options,
                             prompt = MARKS[seat] .. ": which column?" }
    local c = tonumber(id)
    local r = free_row(cells, c)
    cells[c][r] = MARKS[seat]
    match:log("%s drops into column %d", MARKS[seat], c)
    if three_through(cells, c, r, MARKS[seat]) then
      return { winner = seat, reason = "three in a row" }
    end
    match:next_turn()
  end
  return { draw = true, reason = "the board is full" }   -- G-3
end

function game.render(match)
  local lines = {}
  for r = ROWS, 1, -1 do
    local row = {}
    for c = 1, COLUMNS do row[c] = match.state.cells[c][r] end
    lines[#lines + 1] = table.concat(row, " ")
  end
  lines[#lines + 1] = "1 2 3 4"
  return table.concat(lines, "\n")
end

function game.view(match)
  return { cells = match.state.cells }
end

return game
