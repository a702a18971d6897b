-- Ludo's movement rules: which moves a roll allows and what a move does. Where a
-- piece stands is the host's track primitive (read into board's tables), by progress.
local board = require "board"

local rules = {}

-- Where a piece at progress `from` ends with `roll`, or nil (L3, L5, L6).
local function destination(colour, from, roll)
  if from == board.YARD then return roll == 6 and 1 or nil end
  if from == board.HOME then return nil end
  -- Progress counts along the colour's own way (ring, lane, Home), so the move ends at
  -- from + roll; the track has no space there past Home (L6).
  local to = from + roll
  return board.exists(colour, to) and to
end

local PIECE_ID = { "1", "2", "3", "4" }

-- Every legal move for `seat` with `roll`, one per distinct starting place (pieces
-- sharing a place move alike, L9). Each is {id, piece, from, to}.
function rules.moves(state, seat, roll)
  local colour, moves, seen = state.colour[seat], {}, {}
  for i, piece in ipairs(state.pieces[seat]) do
    local from = piece.pos
    local to = destination(colour, from, roll)
    if to and not seen[from] then
      seen[from] = true
      moves[#moves + 1] = { id = from == board.YARD and "enter" or PIECE_ID[i], piece = i, from = from, to = to }
    end
  end
  return moves
end

-- What a person reads for a move of `colour`.
function rules.label(colour, move)
  if move.from == board.YARD then return "enter a piece onto square " .. board.square(colour, 1) end
  return string.format("piece %d: %s -> %s", move.piece, board.place(colour, move.from), board.place(colour, move.to))
end

-- Moves the piece and sends home any opposing pieces it ends on (L7, L8).
function rules.apply(match, seat, move, roll)
  local state = match.state
  local colour = state.colour[seat]
  state.pieces[seat][move.piece].pos = move.to
  if match:logging() then
    match:log("%s rolls %d and moves piece %d: %s -> %s", board.colours[colour].name, roll, move.piece,
              board.place(colour, move.from), board.place(colour, move.to))
  end
  local sq = board.square(colour, move.to)
  if not sq or board.safe(sq) then return end
  for other, pieces in ipairs(state.pieces) do
    if other ~= seat then
      local their = state.colour[other]
      for i, piece in ipairs(pieces) do
        if board.square(their, piece.pos) == sq then
          piece.pos = board.YARD
          match:log("%s captures %s's piece %d on square %d: it goes back to the yard",
                    board.colours[colour].name, board.colours[their].name, i, sq)
        end
      end
    end
  end
end

function rules.all_home(state, seat)
  for _, piece in ipairs(state.pieces[seat]) do
    if piece.pos ~= board.HOME then return false end
  end
  return true
end

return rules
