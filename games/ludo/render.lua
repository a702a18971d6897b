-- The board as text: the 15x15 cross, each cell three characters wide.
local board = require "board"

local render = {}

local function blank_grid()
  local grid = {}
  for r = 0, 14 do
    grid[r] = {}
    for c = 0, 14 do grid[r][c] = "   " end
  end
  for sq, rc in ipairs(board.ring) do grid[rc[1]][rc[2]] = board.safe(sq) and " * " or " . " end
  for _, colour in ipairs(board.colours) do
    for _, rc in ipairs(colour.lane) do grid[rc[1]][rc[2]] = " " .. colour.letter:lower() .. " " end
  end
  grid[7][7] = "[H]"
  return grid
end

-- Where a piece is drawn: its ring square, lane square, yard corner or the centre.
function render.cell_of(colour, index, pos)
  local c = board.colours[colour]
  if pos == board.YARD then return c.yard[index] end
  if pos == board.HOME then return { 7, 7 } end
  local sq = board.square(colour, pos)
  if sq then return board.ring[sq] end
  return c.lane[pos - (board.RING - 1)]
end

local function home_count(pieces)
  local n = 0
  for _, piece in ipairs(pieces) do
    if piece.pos == board.HOME then n = n + 1 end
  end
  return n
end

-- A cell holding pieces: " R " for one, "R2 " for two of a colour, "RY " for colours sharing a safe square.
local function cell_text(letters)
  if #letters == 1 then
    return letters[1].n > 1 and letters[1].letter .. letters[1].n .. " " or " " .. letters[1].letter .. " "
  end
  local s = ""
  for _, l in ipairs(letters) do s = s .. l.letter end
  return (s .. "   "):sub(1, 3)
end

function render.text(match)
  local state, grid, cells, home = match.state, blank_grid(), {}, {}
  for seat, pieces in ipairs(state.pieces) do
    local colour = state.colour[seat]
    local letter = board.colours[colour].letter
    home[#home + 1] = string.format("%s (seat %d) Home %d/4", board.colours[colour].name, seat, home_count(pieces))
    for i, piece in ipairs(pieces) do
      if piece.pos ~= board.HOME then
        local rc = render.cell_of(colour, i, piece.pos)
        local letters = cells[rc] or {}
        cells[rc] = letters
        if letters[#letters] and letters[#letters].letter == letter then
          letters[#letters].n = letters[#letters].n + 1
        else
          letters[#letters + 1] = { letter = letter, n = 1 }
        end
        grid[rc[1]][rc[2]] = cell_text(letters)
      end
    end
  end
  local lines = {}
  for r = 0, 14 do lines[#lines + 1] = table.concat(grid[r], "", 0, 14) end
  lines[#lines + 1] = table.concat(home, "   ")
  return table.concat(lines, "\n")
end

return render
