-- Chess (FIDE Laws, rules of movement and the automatic draws): docs/games/chess.md.
-- Seat 1 plays White, seat 2 Black. The position and its moves are in position.lua;
-- the board's tables (built on tabula.grid and tabula.chessmen) in board.lua.
local B = require "board"
local P = require "position"

local game = {
  name = "Chess",
  version = "1.0",
  seats = 2,
  perfect_information = true,  -- nothing in the state is hidden from any seat (mcts may search it)
  options = {
    fen = { default = P.START, help = "the starting position as FEN (\"start\": the usual one)" },
  },
}

local COLOUR = { [0] = "White", [8] = "Black" }
local PROMPT = { [0] = { [false] = "White to move", [true] = "White to move (in check)" },
                 [8] = { [false] = "Black to move", [true] = "Black to move (in check)" } }

local function seat_of(side) return side == B.WHITE and 1 or 2 end

---The current position of a match as FEN (CHESS-fen).
function game.fen(match)
  return P.fen(match.state.pos)
end

function game.setup(match)
  local fen = match.options.fen
  if fen == "start" then fen = P.START end
  local ok, pos = pcall(P.from_fen, fen)
  if not ok then tabula.option_error("fen", tostring(pos)) end   -- a usage error, exit 2
  match.state.pos = pos
  match.state.history = {}     -- repetition keys, one per position reached (CHESS-threefold)
  match.state.moves = {}       -- the moves played, UCI
  match.state.result = nil
  match:set_seat(seat_of(pos.side))
end

-- How many times the current position (key, the last of history) has occurred,
-- counting only positions since the last capture or pawn move (earlier ones cannot
-- recur) with the same side to move (every other one).
local function occurrences(history, half, key)
  local count = 0
  local last = #history
  for i = last, math.max(1, last - half), -2 do
    if history[i] == key then count = count + 1 end
  end
  return count
end

local function finish(match, result)
  match.state.result = result.reason
  match:log("%s", result.reason)
  match:finish(result)
end

function game.play(match)
  local st = match.state
  local pos = st.pos
  -- this match's scratch lists, rewritten every turn: the legal moves ml[1..n], and
  -- the options (UCI ids, sorted) with their sort keys in the same order
  local ml, n = {}, 0
  local options, keys = {}, {}
  -- the options' labels in SAN, named only when an agent reads labels
  local function label(id) return P.san(pos, P.find(ml, n, id), ml, n) end
  while true do
    local check
    n, check = P.gen_legal(pos, ml)
    local side = pos.side
    local seat = seat_of(side)
    -- CHESS-mate, CHESS-stalemate
    if n == 0 then
      if check then
        finish(match, { winner = 3 - seat, reason = "checkmate: " .. COLOUR[side ~ 8] .. " wins" })
      else
        finish(match, { draw = true, reason = "stalemate" })
      end
    end
    -- CHESS-material (only a capture or a promotion changes the material, and both
    -- reset the halfmove clock: the first position and those after one are tested)
    if (pos.half == 0 or #st.history == 0) and P.insufficient(pos) then finish(match, { draw = true, reason = "insufficient material" }) end
    -- CHESS-threefold
    local key = P.key(pos, ml, n)
    st.history[#st.history + 1] = key
    if occurrences(st.history, pos.half, key) >= 3 then
      finish(match, { draw = true, reason = "threefold repetition" })
    end
    -- CHESS-fifty
    if pos.half >= 100 then finish(match, { draw = true, reason = "fifty-move rule" }) end

    -- CHESS-decision: every legal move, id in UCI (in the order of the ids), label in
    -- SAN (named only when an agent reads labels: random play never pays for SAN)
    P.sort_uci(ml, n, options, keys)
    local id = match:choose{
      seat = seat, kind = "move", options = options,
      prompt = PROMPT[side][check], label = label,
    }
    local m
    for i = 1, n do if options[i] == id then m = P.key_move(keys[i]) break end end
    local san = match:logging() and P.san(pos, m, ml, n)   -- for the log only
    P.make(pos, m)
    st.moves[#st.moves + 1] = id
    if san then match:log("%d%s %s", side == B.WHITE and pos.full or pos.full - 1, side == B.WHITE and "." or "...", san) end
    match:next_turn()
  end
end

-- CHESS-render: the board from White's side, ranks and files, whose turn.
function game.render(match)
  local pos = match.state.pos
  local lines = { "  +-----------------+" }
  for rank = 8, 1, -1 do
    local row = { rank .. " |" }
    for file = 1, 8 do
      local p = pos.b[B.at[rank][file]]
      row[#row + 1] = p == 0 and "." or B.LETTER[p]
    end
    lines[#lines + 1] = table.concat(row, " ") .. " |"
  end
  lines[#lines + 1] = "  +-----------------+"
  lines[#lines + 1] = "    a b c d e f g h"
  if match.state.result then
    lines[#lines + 1] = "Game over: " .. match.state.result
  else
    lines[#lines + 1] = COLOUR[pos.side] .. " to move (seat " .. seat_of(pos.side) .. ")" ..
      (P.in_check(pos) and ", in check" or "")
  end
  lines[#lines + 1] = "FEN: " .. P.fen(pos)
  return table.concat(lines, "\n")
end

game.scene = require "scene"

-- What an agent sees: everything is public in chess.
function game.view(match)
  local st = match.state
  return {
    fen = P.fen(st.pos),
    side = st.pos.side == B.WHITE and "white" or "black",
    check = P.in_check(st.pos),
    last_move = st.moves[#st.moves],
  }
end

-- How well a seat stands, for a search that cuts its playouts short (mcts:cutoff=N):
-- material, pawn 1, knight and bishop 3, rook 5, queen 9, squashed into 0..1.
local WORTH = { [B.PAWN] = 1, [B.KNIGHT] = 3, [B.BISHOP] = 3, [B.ROOK] = 5, [B.QUEEN] = 9, [B.KING] = 0 }
function game.evaluate(match, seat)
  local b, mine, theirs = match.state.pos.b, 0, 0
  local colour = seat == 1 and B.WHITE or B.BLACK
  for sq = 1, 64 do
    local code = b[sq]
    if code ~= 0 then
      if code & 8 == colour then mine = mine + WORTH[code & 7] else theirs = theirs + WORTH[code & 7] end
    end
  end
  return 0.5 + (mine - theirs) / (2 * (mine + theirs + 1))
end

-- `tabula perft FEN DEPTH` (FEN or "start"): the leaf nodes DEPTH plies below the
-- position, walked with the same gen_legal and make/unmake as play (CHESS-perft).
function game.perft(_match, depth, opts)
  local fen = opts.position
  if fen == nil or fen == "start" then fen = P.START end
  local pos = P.from_fen(fen)
  return P.perft(pos, depth, opts.divide)
end

return game
