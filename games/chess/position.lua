-- The chess position and its moves: FEN in and out, legal move generation,
-- make/unmake, check, SAN, repetition keys, insufficient material and perft.
-- Play and perft use exactly these functions (docs/games/chess.md, CHESS-perft).
--
-- A position is a plain table (kept in match.state.pos, so it is in the state hash):
--   b[1..64]  piece codes (board.lua: white 1..6, black 9..14, 0 empty), by grid index
--   side      0 white, 8 black (the side to move)
--   castle    rights bits K=1 Q=2 k=4 q=8
--   ep        the en passant target square (the square a pawn just skipped), or 0
--   half      the halfmove clock (plies since the last capture or pawn move)
--   full      the fullmove number
--   kings     kings[0], kings[8]: the kings' squares, kept up to date by make/unmake
--
-- A move is an integer: from | to << 7 | flag << 14, flag 0 quiet or capture,
-- 1 double pawn step, 2 en passant, 3 castling, 8 + type a promotion (10 N .. 13 Q).
-- make(pos, m) returns an integer undo word; unmake(pos, m, undo) restores. Neither
-- allocates.
local B = require "board"

local P = {}

local PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING = 1, 2, 3, 4, 5, 6
local WHITE, BLACK = 0, 8
local DOUBLE, EP, CASTLE, PROMO = 1, 2, 3, 8
P.DOUBLE, P.EP, P.CASTLE, P.PROMO = DOUBLE, EP, CASTLE, PROMO

local SIZE = B.SIZE
local KNIGHT_T, KING_T, RAYS = B.knight, B.king, B.rays
local ROOK_DIRS = B.ROOK_DIRS
local PUSH, PCAPS, PFROM, BEHIND = B.push, B.pawn_caps, B.pawn_from, B.behind
local ORTHO_RAYS, DIAG_RAYS, SLIDER_RAYS = B.ortho_rays, B.diag_rays, B.slider_rays
local RANK, LINE = B.rank, B.line
local CMASK, CR_FROM, CR_TO = B.castle_mask, B.castle_rook_from, B.castle_rook_to
local CASTLING = B.castling
local START_RANK, PROMO_RANK = B.start_rank, B.promo_rank

P.START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

---------------------------------------------------------------------------
-- attacks

-- Is square sq attacked by a piece of colour `by`?
local function attacked(b, sq, by)
  local t = PFROM[by][sq]
  local pc = by + PAWN
  for k = 1, #t do if b[t[k]] == pc then return true end end
  t = KNIGHT_T[sq]
  pc = by + KNIGHT
  for k = 1, #t do if b[t[k]] == pc then return true end end
  t = KING_T[sq]
  pc = by + KING
  for k = 1, #t do if b[t[k]] == pc then return true end end
  local q, r = by + QUEEN, by + ROOK
  local rays = ORTHO_RAYS[sq]
  for n = 1, #rays do
    local ray = rays[n]
    for k = 1, #ray do
      local p = b[ray[k]]
      if p ~= 0 then
        if p == q or p == r then return true end
        break
      end
    end
  end
  r = by + BISHOP
  rays = DIAG_RAYS[sq]
  for n = 1, #rays do
    local ray = rays[n]
    for k = 1, #ray do
      local p = b[ray[k]]
      if p ~= 0 then
        if p == q or p == r then return true end
        break
      end
    end
  end
  return false
end
P.attacked = attacked

---Is the side to move in check?
function P.in_check(pos)
  return attacked(pos.b, pos.kings[pos.side], pos.side ~ 8)
end

---------------------------------------------------------------------------
-- make / unmake

local function make(pos, m)
  local b = pos.b
  local from, to, flag = m & 127, (m >> 7) & 127, m >> 14
  local p, cap = b[from], b[to]
  local side = pos.side
  local undo = cap | (pos.castle << 4) | (pos.ep << 8) | (pos.half << 16)
  b[to] = p
  b[from] = 0
  local half = pos.half + 1
  local ep = 0
  local kind = p & 7
  if kind == PAWN then
    half = 0
    if flag == DOUBLE then
      ep = PUSH[side][from]
    elseif flag == EP then
      b[BEHIND[side][to]] = 0
    elseif flag >= PROMO then
      b[to] = side + flag - PROMO
    end
  elseif kind == KING then
    pos.kings[side] = to
    if flag == CASTLE then
      local rf, rt = CR_FROM[to], CR_TO[to]
      b[rt] = b[rf]
      b[rf] = 0
    end
  end
  if cap ~= 0 then half = 0 end
  pos.castle = pos.castle & CMASK[from] & CMASK[to]
  pos.ep = ep
  pos.half = half
  if side == BLACK then pos.full = pos.full + 1 end
  pos.side = side ~ 8
  return undo
end
P.make = make

local function unmake(pos, m, undo)
  local b = pos.b
  local side = pos.side ~ 8
  pos.side = side
  if side == BLACK then pos.full = pos.full - 1 end
  local from, to, flag = m & 127, (m >> 7) & 127, m >> 14
  local p = b[to]
  if flag >= PROMO then p = side + PAWN end
  b[from] = p
  b[to] = undo & 15
  if flag == EP then
    b[BEHIND[side][to]] = (side ~ 8) + PAWN
  elseif flag == CASTLE then
    local rf, rt = CR_FROM[to], CR_TO[to]
    b[rf] = b[rt]
    b[rt] = 0
  end
  if p & 7 == KING then pos.kings[side] = from end
  pos.castle = (undo >> 4) & 15
  pos.ep = (undo >> 8) & 127
  pos.half = undo >> 16
end
P.unmake = unmake

---------------------------------------------------------------------------
-- move generation

-- Pseudo-legal moves of the side to move into ml[1..n]; returns n.
local function gen_pseudo(pos, ml)
  local b, side = pos.b, pos.side
  local n = 0
  local push, caps = PUSH[side], PCAPS[side]
  local start_rank, promo_rank = START_RANK[side], PROMO_RANK[side]
  local ep = pos.ep
  for from = 1, SIZE do
    local p = b[from]
    if p ~= 0 and p & 8 == side then
      local kind = p & 7
      if kind == PAWN then
        local to = push[from]
        if b[to] == 0 then
          if RANK[to] == promo_rank then
            local base = from | (to << 7)
            ml[n + 1] = base | ((PROMO + QUEEN) << 14)
            ml[n + 2] = base | ((PROMO + ROOK) << 14)
            ml[n + 3] = base | ((PROMO + BISHOP) << 14)
            ml[n + 4] = base | ((PROMO + KNIGHT) << 14)
            n = n + 4
          else
            n = n + 1
            ml[n] = from | (to << 7)
            if RANK[from] == start_rank then
              local to2 = push[to]
              if b[to2] == 0 then
                n = n + 1
                ml[n] = from | (to2 << 7) | (DOUBLE << 14)
              end
            end
          end
        end
        local t = caps[from]
        for k = 1, #t do
          to = t[k]
          local q = b[to]
          if q ~= 0 then
            if q & 8 ~= side then
              if RANK[to] == promo_rank then
                local base = from | (to << 7)
                ml[n + 1] = base | ((PROMO + QUEEN) << 14)
                ml[n + 2] = base | ((PROMO + ROOK) << 14)
                ml[n + 3] = base | ((PROMO + BISHOP) << 14)
                ml[n + 4] = base | ((PROMO + KNIGHT) << 14)
                n = n + 4
              else
                n = n + 1
                ml[n] = from | (to << 7)
              end
            end
          elseif to == ep then
            n = n + 1
            ml[n] = from | (to << 7) | (EP << 14)
          end
        end
      elseif kind == KNIGHT or kind == KING then
        local t = kind == KNIGHT and KNIGHT_T[from] or KING_T[from]
        for k = 1, #t do
          local to = t[k]
          local q = b[to]
          if q == 0 or q & 8 ~= side then
            n = n + 1
            ml[n] = from | (to << 7)
          end
        end
      else
        local rays = SLIDER_RAYS[kind][from]
        for d = 1, #rays do
          local ray = rays[d]
          for k = 1, #ray do
            local to = ray[k]
            local q = b[to]
            if q == 0 then
              n = n + 1
              ml[n] = from | (to << 7)
            else
              if q & 8 ~= side then
                n = n + 1
                ml[n] = from | (to << 7)
              end
              break
            end
          end
        end
      end
    end
  end
  -- castling: the right, the squares between king and rook empty, and the king's
  -- square, the square it crosses and its target not attacked (CHESS-castling)
  local rights = pos.castle
  if rights ~= 0 then
    local opp = side ~ 8
    for c = 1, 4 do
      local cs = CASTLING[c]
      if rights & cs.right ~= 0 and cs.colour == side then
        local ok = true
        local e = cs.empty
        for k = 1, #e do if b[e[k]] ~= 0 then ok = false break end end
        if ok then
          local s = cs.safe
          for k = 1, #s do if attacked(b, s[k], opp) then ok = false break end end
          if ok then
            n = n + 1
            ml[n] = cs.king | (cs.to << 7) | (CASTLE << 14)
          end
        end
      end
    end
  end
  return n
end

-- is direction number d a rook direction?
local ORTHO = {}
for _, d in ipairs(ROOK_DIRS) do ORTHO[d] = true end

-- The squares where a piece other than the king can answer a check to the king on
-- ksq by colour `by`, as a bit mask (bit sq - 1): the checking piece's square and, for
-- a rook, bishop or queen, the squares between it and the king; none (0) in double check.
local function check_answers(b, ksq, by)
  local mask, checkers = 0, 0
  local t = PFROM[by][ksq]
  local pc = by + PAWN
  for k = 1, #t do
    if b[t[k]] == pc then mask, checkers = mask | (1 << (t[k] - 1)), checkers + 1 end
  end
  t = KNIGHT_T[ksq]
  pc = by + KNIGHT
  for k = 1, #t do
    if b[t[k]] == pc then mask, checkers = mask | (1 << (t[k] - 1)), checkers + 1 end
  end
  local rays = RAYS[ksq]
  local q = by + QUEEN
  for d = 1, 8 do
    local ray = rays[d]
    local line = 0
    for k = 1, #ray do
      local sq = ray[k]
      line = line | (1 << (sq - 1))
      local p = b[sq]
      if p ~= 0 then
        if p == q or p == by + (ORTHO[d] and ROOK or BISHOP) then
          mask, checkers = mask | line, checkers + 1
        end
        break
      end
    end
  end
  if checkers > 1 then return 0 end
  return mask
end

---The legal moves of the side to move, into ml[1..n]; returns n and whether the side
---to move is in check.
---From the pseudo-legal moves: a pinned piece keeps to the line of its pin, the king
---may not step onto an attacked square (tested with the king lifted off the board), en
---passant is made, tested and unmade; in check, any other move must take the checking
---piece or step between it and the king (check_answers). Castling's squares were
---tested by gen_pseudo.
local function gen_legal(pos, ml)
  local n = gen_pseudo(pos, ml)
  local b, side = pos.b, pos.side
  local opp = side ~ 8
  local ksq = pos.kings[side]
  local j = 0
  local check = attacked(b, ksq, opp)
  local answers = check and check_answers(b, ksq, opp)
  -- pinned pieces, as a bit mask of squares
  local pinned = 0
  local rays = RAYS[ksq]
  local q = opp + QUEEN
  for d = 1, 8 do
    local ray = rays[d]
    local own = 0
    for k = 1, #ray do
      local sq = ray[k]
      local p = b[sq]
      if p ~= 0 then
        if own == 0 then
          if p & 8 ~= side then break end
          own = sq
        else
          if p == q or p == opp + (ORTHO[d] and ROOK or BISHOP) then
            pinned = pinned | (1 << (own - 1))
          end
          break
        end
      end
    end
  end
  -- the pieces whose moves are tested: the pinned ones, and every one in check
  local restricted = check and -1 or pinned
  local kbase = ksq * 65
  local king = b[ksq]
  for i = 1, n do
    local m = ml[i]
    local from = m & 127
    local ok = true
    if from == ksq then
      if m >> 14 ~= CASTLE then
        b[ksq] = 0
        ok = not attacked(b, (m >> 7) & 127, opp)
        b[ksq] = king
      end
    elseif m >> 14 == EP then
      local undo = make(pos, m)
      ok = not attacked(b, ksq, opp)
      unmake(pos, m, undo)
    elseif restricted ~= 0 and restricted & (1 << (from - 1)) ~= 0 then
      local to = (m >> 7) & 127
      ok = (not check or answers & (1 << (to - 1)) ~= 0) and
        (pinned & (1 << (from - 1)) == 0 or LINE[kbase + to] == LINE[kbase + from])
    end
    if ok then
      j = j + 1
      ml[j] = m
    end
  end
  for i = j + 1, n do ml[i] = nil end
  return j, check
end
P.gen_legal = gen_legal

---Does the side to move have a legal move?
function P.has_move(pos)
  return gen_legal(pos, {}) > 0
end

---------------------------------------------------------------------------
-- perft

local function perft(pos, depth, lists)
  local ml = lists[depth]
  local n = gen_legal(pos, ml)
  if depth == 1 then return n end
  local total = 0
  for i = 1, n do
    local m = ml[i]
    local undo = make(pos, m)
    total = total + perft(pos, depth - 1, lists)
    unmake(pos, m, undo)
  end
  return total
end

---The leaf nodes `depth` plies below pos (pos is left as it was), and with `divide`
---the list {{uci, nodes}, ...} in UCI order.
function P.perft(pos, depth, divide)
  local lists = {}
  for d = 1, depth do lists[d] = {} end
  if not divide then return perft(pos, depth, lists) end
  local ml = {}
  local n = gen_legal(pos, ml)
  local out, total = {}, 0
  for i = 1, n do
    local m = ml[i]
    local count = 1
    if depth > 1 then
      local undo = make(pos, m)
      count = perft(pos, depth - 1, lists)
      unmake(pos, m, undo)
    end
    total = total + count
    out[#out + 1] = { P.uci(m), count }
  end
  table.sort(out, function(x, y) return x[1] < y[1] end)
  return total, out
end

---------------------------------------------------------------------------
-- notation

local PROMO_LETTER = { [KNIGHT] = "n", [BISHOP] = "b", [ROOK] = "r", [QUEEN] = "q" }
local ID = B.id

-- UCI ids by move: a pure function's results, kept so that each id is built once per
-- process rather than once per legal move (the same for every match).
local UCI = {}

---The move's UCI id: "e2e4", "e7e8q", castling as the king's move "e1g1".
function P.uci(m)
  local s = UCI[m]
  if s then return s end
  local flag = m >> 14
  s = ID[m & 127] .. ID[(m >> 7) & 127]
  if flag >= PROMO then s = s .. PROMO_LETTER[flag - PROMO] end
  UCI[m] = s
  return s
end

-- Moves in the order of their UCI ids without comparing strings: a move's sort key is
-- its UCI order (from's file and rank, to's file and rank, then the promotion letter
-- b < n < q < r) as a number, shifted above the move itself, so that sorting the keys
-- sorts the moves and each key still carries its move (m < 2^18). Kept per move like UCI.
local PROMO_ORDER = { [BISHOP] = 1, [KNIGHT] = 2, [QUEEN] = 3, [ROOK] = 4 }
local MOVE_BITS = (1 << 18) - 1
local SORT_KEY = {}

local function sort_key(m)
  local from, to, flag = m & 127, (m >> 7) & 127, m >> 14
  local order = (((B.file[from] * 8 + RANK[from]) * 8 + B.file[to]) * 8 + RANK[to]) * 5
  if flag >= PROMO then order = order + PROMO_ORDER[flag - PROMO] end
  local k = (order << 18) | m
  SORT_KEY[m] = k
  P.uci(m)   -- so that UCI[m] is there for sort_uci
  return k
end

---The legal moves ml[1..n] in the order of their UCI ids: their ids into ids[1..n] and
---their sort keys into keys[1..n] (P.key_move(keys[i]) is the move of ids[i]). Both
---lists are rewritten whole.
function P.sort_uci(ml, n, ids, keys)
  for i = 1, n do
    local m = ml[i]
    keys[i] = SORT_KEY[m] or sort_key(m)
  end
  for i = n + 1, #keys do keys[i] = nil end
  table.sort(keys)
  for i = 1, n do ids[i] = UCI[keys[i] & MOVE_BITS] end
  for i = n + 1, #ids do ids[i] = nil end
end

---The move a sort key of P.sort_uci stands for.
function P.key_move(k) return k & MOVE_BITS end

local FILE_CHAR, RANK_CHAR = {}, {}
for i = 1, SIZE do FILE_CHAR[i], RANK_CHAR[i] = ID[i]:sub(1, 1), ID[i]:sub(2) end

-- SAN of move m; `others(to, kind)` gives the squares from which other legal moves of
-- the same kind of piece reach `to` (a list, possibly with m's own square), or nil.
local function san(pos, m, others)
  local b = pos.b
  local from, to, flag = m & 127, (m >> 7) & 127, m >> 14
  local kind = b[from] & 7
  local s
  if flag == CASTLE then
    s = B.file[to] > B.file[from] and "O-O" or "O-O-O"
  else
    local capture = b[to] ~= 0 or flag == EP
    if kind == PAWN then
      s = capture and (FILE_CHAR[from] .. "x" .. ID[to]) or ID[to]
      if flag >= PROMO then s = s .. "=" .. B.LETTER[flag - PROMO] end
    else
      local dis = ""
      local froms = others(to, kind)
      if froms and #froms > 1 then
        local same_file, same_rank = false, false
        for k = 1, #froms do
          local of = froms[k]
          if of ~= from then
            if B.file[of] == B.file[from] then same_file = true end
            if B.rank[of] == B.rank[from] then same_rank = true end
          end
        end
        if not same_file then dis = FILE_CHAR[from]
        elseif not same_rank then dis = RANK_CHAR[from]
        else dis = ID[from] end
      end
      s = B.LETTER[kind] .. dis .. (capture and "x" or "") .. ID[to]
    end
  end
  local undo = make(pos, m)
  if attacked(b, pos.kings[pos.side], pos.side ~ 8) then
    s = s .. (P.has_move(pos) and "+" or "#")
  end
  unmake(pos, m, undo)
  return s
end

-- the squares each (target, kind) is reached from, among the legal moves ml[1..n]
local function reach_table(b, ml, n)
  local t = {}
  for i = 1, n do
    local m = ml[i]
    local from = m & 127
    local key = ((m >> 7) & 127) * 8 + (b[from] & 7)
    local list = t[key]
    if list then
      if list[#list] ~= from then list[#list + 1] = from end   -- promotions repeat a square
    else
      t[key] = { from }
    end
  end
  return function(to, kind) return t[to * 8 + kind] end
end

---The move's SAN ("Nbd7", "exd6", "e8=Q+", "O-O-O#"), given the legal moves ml[1..n].
function P.san(pos, m, ml, n)
  return san(pos, m, reach_table(pos.b, ml, n))
end

---The SAN of every legal move ml[1..n], as a list in the same order.
function P.sans(pos, ml, n)
  local others = reach_table(pos.b, ml, n)
  local out = {}
  for i = 1, n do out[i] = san(pos, ml[i], others) end
  return out
end

---------------------------------------------------------------------------
-- FEN

local function fen_error(fen, what)
  error(string.format("bad FEN %q: %s", fen, what), 0)
end

---Parses a FEN into a position; raises "bad FEN "...": <what is wrong>" on an error.
---The halfmove clock and fullmove number may be left out (0 and 1).
function P.from_fen(fen)
  if type(fen) ~= "string" then fen_error(tostring(fen), "a FEN is a string") end
  local fields = {}
  for f in fen:gmatch("%S+") do fields[#fields + 1] = f end
  if #fields < 4 or #fields > 6 then
    fen_error(fen, "expected 6 fields (placement, side, castling, en passant, halfmove clock, fullmove number), got " .. #fields)
  end
  local b = {}
  for i = 1, SIZE do b[i] = 0 end
  local ranks = {}
  for r in (fields[1] .. "/"):gmatch("([^/]*)/") do ranks[#ranks + 1] = r end
  if #ranks ~= 8 then fen_error(fen, "the placement has " .. #ranks .. " ranks, not 8") end
  local kings, count = {}, { [WHITE] = 0, [BLACK] = 0 }
  for k = 1, 8 do
    local rank = 9 - k
    local file = 0
    for c in ranks[k]:gmatch(".") do
      if c:match("%d") then
        if c == "0" or c == "9" then fen_error(fen, "rank " .. rank .. ": '" .. c .. "' is not a count of empty squares (1 to 8)") end
        file = file + tonumber(c)
      else
        local code = B.PIECE[c]
        if not code then fen_error(fen, "rank " .. rank .. ": '" .. c .. "' is not a piece (PNBRQK or pnbrqk) or a digit") end
        file = file + 1
        if file <= 8 then
          local i = B.at[rank][file]
          b[i] = code
          if code & 7 == PAWN and (rank == 1 or rank == 8) then
            fen_error(fen, "a pawn stands on " .. B.id[i] .. " (pawns are never on the first or last rank)")
          end
          if code & 7 == KING then
            count[code & 8] = count[code & 8] + 1
            kings[code & 8] = i
          end
        end
      end
    end
    if file ~= 8 then fen_error(fen, "rank " .. rank .. " has " .. file .. " squares, not 8") end
  end
  if count[WHITE] ~= 1 then fen_error(fen, "white needs exactly one king (found " .. count[WHITE] .. ")") end
  if count[BLACK] ~= 1 then fen_error(fen, "black needs exactly one king (found " .. count[BLACK] .. ")") end
  local side
  if fields[2] == "w" then side = WHITE elseif fields[2] == "b" then side = BLACK
  else fen_error(fen, "the side to move is '" .. fields[2] .. "', not w or b") end
  local castle = 0
  if fields[3] ~= "-" then
    for c in fields[3]:gmatch(".") do
      local found
      for _, cs in ipairs(CASTLING) do if cs.letter == c then found = cs end end
      if not found then fen_error(fen, "castling field '" .. fields[3] .. "': '" .. c .. "' is not one of KQkq") end
      if castle & found.right ~= 0 then fen_error(fen, "castling field '" .. fields[3] .. "' repeats " .. c) end
      local colour = found.colour == WHITE and "white" or "black"
      if b[found.king] ~= found.colour + KING or b[found.rook] ~= found.colour + ROOK then
        fen_error(fen, "castling right " .. c .. " needs the " .. colour .. " king on " .. B.id[found.king] ..
          " and a " .. colour .. " rook on " .. B.id[found.rook])
      end
      castle = castle | found.right
    end
  end
  local ep = 0
  if fields[4] ~= "-" then
    local i = B.index[fields[4]]
    if not i then fen_error(fen, "the en passant square '" .. fields[4] .. "' is not a square") end
    local want = side == WHITE and 6 or 3
    local pawn_at = BEHIND[side][i]
    if B.rank[i] ~= want or b[i] ~= 0 or b[PUSH[side][i]] ~= 0 or b[pawn_at] ~= (side ~ 8) + PAWN then
      fen_error(fen, "the en passant square " .. fields[4] .. " is not a square an enemy pawn just skipped (" ..
        (side == WHITE and "black" or "white") .. " pawn on " .. B.id[pawn_at] .. ", " .. fields[4] ..
        " and the square behind it empty, rank " .. want .. ")")
    end
    ep = i
  end
  local half, full = 0, 1
  if fields[5] then
    half = tonumber(fields[5])
    if not fields[5]:match("^%d+$") then fen_error(fen, "the halfmove clock '" .. fields[5] .. "' is not a whole number") end
    half = math.tointeger(half)
  end
  if fields[6] then
    if not fields[6]:match("^%d+$") or tonumber(fields[6]) < 1 then
      fen_error(fen, "the fullmove number '" .. fields[6] .. "' is not a whole number of 1 or more")
    end
    full = math.tointeger(tonumber(fields[6]))
  end
  if half > 10000 or full > 100000 then fen_error(fen, "the move counters are too large") end
  local pos = { b = b, side = side, castle = castle, ep = ep, half = half, full = full,
                kings = { [WHITE] = kings[WHITE], [BLACK] = kings[BLACK] } }
  if attacked(b, kings[side ~ 8], side) then
    fen_error(fen, "the side not to move (" .. (side == WHITE and "black" or "white") .. ") is in check")
  end
  return pos
end

---The position as FEN.
function P.fen(pos)
  local b = pos.b
  local parts = {}
  for rank = 8, 1, -1 do
    local s, empty = "", 0
    for file = 1, 8 do
      local p = b[B.at[rank][file]]
      if p == 0 then empty = empty + 1
      else
        if empty > 0 then s = s .. empty; empty = 0 end
        s = s .. B.LETTER[p]
      end
    end
    if empty > 0 then s = s .. empty end
    parts[#parts + 1] = s
  end
  local castle = ""
  for _, cs in ipairs(CASTLING) do
    if pos.castle & cs.right ~= 0 then castle = castle .. cs.letter end
  end
  return table.concat(parts, "/") .. " " .. (pos.side == WHITE and "w" or "b") .. " " ..
    (castle == "" and "-" or castle) .. " " .. (pos.ep == 0 and "-" or B.id[pos.ep]) .. " " ..
    pos.half .. " " .. pos.full
end

---------------------------------------------------------------------------
-- draw rules

---The repetition key of a position (CHESS-threefold): the placement, the side to move,
---the castling rights and the en passant square only when an en passant capture is
---among the legal moves ml[1..n].
local key_chars = {}  -- scratch space of P.key, rewritten whole on every call

-- the key's text after the placement, ":side:castle:", and the en passant square's
-- number, built once
local KEY_RIGHTS = { [WHITE] = {}, [BLACK] = {} }
for castle = 0, 15 do
  KEY_RIGHTS[WHITE][castle] = ":" .. WHITE .. ":" .. castle .. ":"
  KEY_RIGHTS[BLACK][castle] = ":" .. BLACK .. ":" .. castle .. ":"
end
local KEY_EP = {}
for i = 0, SIZE do KEY_EP[i] = tostring(i) end

function P.key(pos, ml, n)
  local b, chars = pos.b, key_chars
  for i = 1, SIZE do chars[i] = b[i] + 64 end
  local ep = 0
  if pos.ep ~= 0 then
    for i = 1, n do if ml[i] >> 14 == EP then ep = pos.ep end end
  end
  return string.char(table.unpack(chars, 1, SIZE)) .. KEY_RIGHTS[pos.side][pos.castle] .. KEY_EP[ep]
end

---No sequence of legal moves can checkmate (CHESS-material): only kings, bishops and
---knights; and either one minor piece at most, or bishops only, all on one shade.
function P.insufficient(pos)
  local b = pos.b
  local minors, knights, light, dark = 0, 0, 0, 0
  for i = 1, SIZE do
    local kind = b[i] & 7
    if kind == PAWN or kind == ROOK or kind == QUEEN then return false end
    if kind == KNIGHT then minors, knights = minors + 1, knights + 1
    elseif kind == BISHOP then
      minors = minors + 1
      if B.shade[i] == 0 then dark = dark + 1 else light = light + 1 end
    end
  end
  if minors <= 1 then return true end
  return knights == 0 and (dark == 0 or light == 0)
end

---The move among ml[1..n] whose UCI id is `id`, or nil.
function P.find(ml, n, id)
  for i = 1, n do if P.uci(ml[i]) == id then return ml[i] end end
end

return P
