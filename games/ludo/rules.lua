-- Ludo's movement rules: which moves a roll allows and what a move does. Where a
-- piece stands is the host's track primitive (read into board's tables), by progress.
local board = require "board"

local YARD, HOME = board.YARD, board.HOME
local exists, square = board.exists, board.square
-- The tables behind board.square, board.safe and board.progress_on, read directly
-- where every move asks them.
local SQUARE_AT, SAFE, PROGRESS_ON = board.lookups.square_at, board.lookups.safe, board.lookups.progress_on

local rules = {}

-- Where a piece at progress `from` ends with `roll`, or nil (L3, L5, L6).
local function destination(colour, from, roll)
  if from == YARD then return roll == 6 and 1 or nil end
  if from == HOME then return nil end
  -- Progress counts along the colour's own way (ring, lane, Home), so the move ends at
  -- from + roll; the track has no space there past Home (L6).
  local to = from + roll
  return exists(colour, to) and to
end

-- destination() for every colour, roll and progress, built at load (a module's tables
-- stay as loaded during a match): the moves of a roll look it up as
-- DESTINATION[colour][roll][from] (false: no move).
local DESTINATION = {}
for colour = 1, #board.colours do
  DESTINATION[colour] = {}
  for roll = 1, 6 do
    local to = {}
    for from = YARD, HOME do to[from] = destination(colour, from, roll) or false end
    DESTINATION[colour][roll] = to
  end
end

local PIECE_ID = { "1", "2", "3", "4" }

-- The moves of one roll, rewritten by every call of rules.moves (one per match, so
-- that no roll allocates): `options` lists the ids offered, `by_id` gives each id's
-- move {id, piece, from, to}, `colour` is the colour that rolled.
function rules.new_moves()
  local pool = {}
  for k = 1, 4 do pool[k] = { id = "", piece = 0, from = 0, to = 0 } end
  return { options = {}, by_id = {}, pool = pool, colour = 0 }
end

-- Every legal move for `seat` with `roll`, one per distinct starting place (pieces
-- sharing a place move alike, L9), written into `moves` (see rules.new_moves).
-- Returns how many there are.
function rules.moves(state, seat, roll, moves)
  local colour, pieces = state.colour[seat], state.pieces[seat]
  local options, by_id, pool, n = moves.options, moves.by_id, moves.pool, 0
  local destination_of = DESTINATION[colour][roll]
  for i = 1, #pieces do
    local from = pieces[i].pos
    local to = destination_of[from]
    if to then
      local first = true   -- no earlier piece stands at `from` (L9)
      for j = 1, i - 1 do
        if pieces[j].pos == from then first = false; break end
      end
      if first then
        n = n + 1
        local mv = pool[n]
        mv.id, mv.piece, mv.from, mv.to = from == YARD and "enter" or PIECE_ID[i], i, from, to
        options[n], by_id[mv.id] = mv.id, mv
      end
    end
  end
  for k = n + 1, #options do options[k] = nil end
  moves.colour = colour
  return n
end

-- What a person reads for a move of `colour`.
function rules.label(colour, move)
  if move.from == YARD then return "enter a piece onto square " .. square(colour, 1) end
  return string.format("piece %d: %s -> %s", move.piece, board.place(colour, move.from), board.place(colour, move.to))
end

-- Moves the piece and sends home any opposing pieces it ends on (L7, L8). `logging`
-- is match:logging(), asked once a match.
function rules.apply(match, seat, move, roll, logging)
  local state = match.state
  local colour = state.colour[seat]
  state.pieces[seat][move.piece].pos = move.to
  if logging then
    match:log("%s rolls %d and moves piece %d: %s -> %s", board.colours[colour].name, roll, move.piece,
              board.place(colour, move.from), board.place(colour, move.to))
  end
  local sq = SQUARE_AT[colour][move.to]
  if not sq or SAFE[sq] then return end
  local all, colours = state.pieces, state.colour
  for other = 1, #all do
    if other ~= seat then
      local their, pieces = colours[other], all[other]
      local there = PROGRESS_ON[their][sq]   -- where their pieces on sq stand
      for i = 1, #pieces do
        local piece = pieces[i]
        if piece.pos == there then
          piece.pos = YARD
          if logging then
            match:log("%s captures %s's piece %d on square %d: it goes back to the yard",
                      board.colours[colour].name, board.colours[their].name, i, sq)
          end
        end
      end
    end
  end
end

function rules.all_home(state, seat)
  local pieces = state.pieces[seat]
  for i = 1, #pieces do
    if pieces[i].pos ~= HOME then return false end
  end
  return true
end

return rules
