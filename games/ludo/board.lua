-- The Ludo board as data: a ring of 52 squares on a 15x15 grid, four colours, each
-- with a start square, a last ring square before its home column, and a home column
-- of 5 squares ending at the centre (Home). Rule ids refer to docs/games/ludo.md.
local board = {}

board.RING = 52
board.LANE = 5
board.HOME = 57          -- progress of a piece that is Home (L6)
board.YARD = 0           -- progress of a piece in its yard (L3)

-- The ring, square 1 first, as {row, col} on a 15x15 grid (0-based).
board.ring = {
  {6,1},{6,2},{6,3},{6,4},{6,5}, {5,6},{4,6},{3,6},{2,6},{1,6},{0,6}, {0,7},{0,8},
  {1,8},{2,8},{3,8},{4,8},{5,8}, {6,9},{6,10},{6,11},{6,12},{6,13},{6,14}, {7,14},{8,14},
  {8,13},{8,12},{8,11},{8,10},{8,9}, {9,8},{10,8},{11,8},{12,8},{13,8},{14,8}, {14,7},{14,6},
  {13,6},{12,6},{11,6},{10,6},{9,6}, {8,5},{8,4},{8,3},{8,2},{8,1},{8,0}, {7,0},{6,0},
}

-- The colours in seating order; `start` is the ring square a piece enters on (L3),
-- `lane` the home column from its first square to its last, `yard` the corner.
board.colours = {
  { name = "Red",    letter = "R", start = 1,
    lane = { {7,1},{7,2},{7,3},{7,4},{7,5} },       yard = { {2,2},{2,3},{3,2},{3,3} } },
  { name = "Green",  letter = "G", start = 14,
    lane = { {1,7},{2,7},{3,7},{4,7},{5,7} },       yard = { {2,11},{2,12},{3,11},{3,12} } },
  { name = "Yellow", letter = "Y", start = 27,
    lane = { {7,13},{7,12},{7,11},{7,10},{7,9} },   yard = { {11,11},{11,12},{12,11},{12,12} } },
  { name = "Blue",   letter = "B", start = 40,
    lane = { {13,7},{12,7},{11,7},{10,7},{9,7} },   yard = { {11,2},{11,3},{12,2},{12,3} } },
}

-- Which colours play with n seats: opposite corners for two (L1).
board.colours_for = { [2] = { 1, 3 }, [3] = { 1, 2, 3 }, [4] = { 1, 2, 3, 4 } }

-- The track (host primitive): the ring, each colour's lane entrance two squares
-- behind its start, a lane of 5 and Home; progress 1 is the start square (L5).
-- Safe squares (L8): every start square and the star eight squares after it.
local colours, safe = {}, {}
for k, c in ipairs(board.colours) do
  c.id = c.name:lower()
  colours[k] = { id = c.id, start = c.start, entrance = (c.start - 3) % board.RING + 1,
                 lane = board.LANE, finish = c.id .. "_home" }
  safe[#safe + 1] = c.start
  safe[#safe + 1] = (c.start + 7) % board.RING + 1
end
board.track = tabula.track{ ring = board.RING, origin = 1, colours = colours, tags = { safe = safe } }

-- Lookups read off the track once, at load time: the game asks them constantly.
local safe_square, square_at, progress_on, on_track = {}, {}, {}, {}
for sq = 1, board.RING do safe_square[sq] = board.track:has_tag(sq, "safe") end
for c = 1, #board.colours do
  square_at[c], progress_on[c], on_track[c] = {}, {}, {}
  for p = 1, board.RING - 1 do
    square_at[c][p] = tonumber(board.track:space_at(c, p))
    progress_on[c][square_at[c][p]] = p
  end
  for p = 1, board.HOME + 6 do on_track[c][p] = board.track:space_at(c, p) ~= nil end
end

board.lookups = { square_at = square_at, safe = safe_square, progress_on = progress_on }

-- Whether colour c's way has a space at progress p (false past Home, L6).
function board.exists(c, p) return on_track[c][p] end

function board.safe(sq) return safe_square[sq] end

-- The ring square of a piece of colour c at progress p (1..51), or nil off the ring.
function board.square(c, p) return square_at[c][p] end

-- The progress of a piece of colour c standing on ring square sq, or nil if c's way
-- does not pass sq (the square just behind c's start).
function board.progress_on(c, sq) return progress_on[c][sq] end

-- A readable name for a position: "yard", "square 14", "home column 3", "Home".
function board.place(c, p)
  if p == board.YARD then return "yard" end
  if p == board.HOME then return "Home" end
  local sq = board.square(c, p)
  if sq then return "square " .. sq .. (board.safe(sq) and " (safe)" or "") end
  return "home column " .. (p - (board.RING - 1))
end

return board
