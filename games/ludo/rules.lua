-- Ludo's movement rules: which moves a roll allows and what a move does. Where a
-- piece stands is the host's track primitive (board.track:space_at), by progress.
local board = require "board"

local rules = {}

-- Where a piece at progress `from` ends with `roll`, or nil (L3, L5, L6).
local function destination(colour, from, roll)
  if from == board.YARD then return roll == 6 and 1 or nil end
  if from == board.HOME then return nil end
  -- Progress counts along the colour's own way (ring, lane, Home), so the move ends at
  -- from + roll; the track has no space there past Home (L6).
  local to = from + roll
  return board.track:space_at(colour, to) and to
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

-- The opposing pieces on the ring, by square id: {{seat, index}, ...}.
local function opponents_on_ring(state, seat)
  local at = {}
  for other, pieces in ipairs(state.pieces) do
    if other ~= seat then
      for i, piece in ipairs(pieces) do
        local sq = board.square(state.colour[other], piece.pos)
        if sq then
          local id = tostring(sq)
          at[id] = at[id] or {}
          table.insert(at[id], { other, i })
        end
      end
    end
  end
  return at
end

-- Moves the piece and sends home any opposing pieces it ends on (L7, L8).
function rules.apply(match, seat, move, roll)
  local state = match.state
  local colour = state.colour[seat]
  local name = board.colours[colour].name
  state.pieces[seat][move.piece].pos = move.to
  if match:logging() then
    match:log("%s rolls %d and moves piece %d: %s -> %s", name, roll, move.piece,
              board.place(colour, move.from), board.place(colour, move.to))
  end
  local sq = board.square(colour, move.to)
  if not sq or board.safe(sq) then return end
  local victims = opponents_on_ring(state, seat)[tostring(sq)] or {}
  for _, hit in ipairs(victims) do
    state.pieces[hit[1]][hit[2]].pos = board.YARD
    match:log("%s captures %s's piece %d on square %d: it goes back to the yard",
              name, board.colours[state.colour[hit[1]]].name, hit[2], sq)
  end
end

function rules.all_home(state, seat)
  for _, piece in ipairs(state.pieces[seat]) do
    if piece.pos ~= board.HOME then return false end
  end
  return true
end

return rules
