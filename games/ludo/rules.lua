-- Ludo's movement rules: which moves a roll allows and what a move does.
local board = require "board"

local rules = {}

-- Every legal move for `seat` with `roll`, one per distinct starting place (pieces
-- sharing a place move alike). Each is {id, label, piece, from, to}.
function rules.moves(state, seat, roll)
  local colour, moves, seen = state.colour[seat], {}, {}
  for i, piece in ipairs(state.pieces[seat]) do
    local from, to = piece.pos, nil
    if from == board.YARD then
      if roll == 6 then to = 1 end                         -- L3
    elseif from ~= board.HOME and from + roll <= board.HOME then
      to = from + roll                                     -- L5, L6
    end
    if to and not seen[from] then
      seen[from] = true
      local id = from == board.YARD and "enter" or tostring(i)
      local label = from == board.YARD and "enter a piece onto square " .. board.square(colour, 1)
                    or string.format("piece %d: %s -> %s", i, board.place(colour, from), board.place(colour, to))
      moves[#moves + 1] = { id = id, label = label, piece = i, from = from, to = to }
    end
  end
  return moves
end

-- The opposing pieces standing on ring square `sq`, as {seat, index} pairs.
local function pieces_on(state, sq, except_seat)
  local found = {}
  for seat, pieces in ipairs(state.pieces) do
    if seat ~= except_seat then
      for i, piece in ipairs(pieces) do
        if board.square(state.colour[seat], piece.pos) == sq then found[#found + 1] = { seat, i } end
      end
    end
  end
  return found
end

-- Moves the piece and sends home any opposing pieces it lands on (L7, L8).
function rules.apply(match, seat, move, roll)
  local state = match.state
  local colour = state.colour[seat]
  local name = board.colours[colour].name
  state.pieces[seat][move.piece].pos = move.to
  match:log("%s rolls %d and moves piece %d: %s -> %s", name, roll, move.piece,
            board.place(colour, move.from), board.place(colour, move.to))
  local sq = board.square(colour, move.to)
  if not sq or board.safe[sq] then return end
  for _, hit in ipairs(pieces_on(state, sq, seat)) do
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
