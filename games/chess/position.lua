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
-- occupied squares

-- The squares each colour occupies, as masks whose bits follow the squares' UCI names
-- (bit 0 a1, bit 1 a2, ..., bit 7 a8, bit 8 b1, ..., bit 63 h8): kept beside each
-- board, built from it when first needed and then kept up to date by make and unmake
-- (the only functions that change a board in place; from_fen makes a new one), so that
-- the move generator visits the pieces without reading the empty squares, file by file.
-- Keyed weakly by the board table: not part of the position, nor of the match's state.
local OCCUPIED = setmetatable({}, { __mode = "k" })
local OBIT, SQUARE_OF = {}, {}   -- OBIT[sq] is sq's bit; SQUARE_OF[OBIT[sq]] = sq
for sq = 1, SIZE do
  OBIT[sq] = 1 << ((B.file[sq] - 1) * 8 + B.rank[sq] - 1)
  SQUARE_OF[OBIT[sq]] = sq
end

local function occupied(b)
  local occ = { [WHITE] = 0, [BLACK] = 0 }
  for sq = 1, SIZE do
    local p = b[sq]
    if p ~= 0 then occ[p & 8] = occ[p & 8] | OBIT[sq] end
  end
  OCCUPIED[b] = occ
  return occ
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
  local occ = OCCUPIED[b]
  if occ then
    occ[side] = occ[side] ~ OBIT[from] ~ OBIT[to]
    if cap ~= 0 then occ[side ~ 8] = occ[side ~ 8] ~ OBIT[to] end
  end
  local half = pos.half + 1
  local ep = 0
  local kind = p & 7
  if kind == PAWN then
    half = 0
    if flag == DOUBLE then
      ep = PUSH[side][from]
    elseif flag == EP then
      local taken = BEHIND[side][to]
      b[taken] = 0
      if occ then occ[side ~ 8] = occ[side ~ 8] ~ OBIT[taken] end
    elseif flag >= PROMO then
      b[to] = side + flag - PROMO
    end
  elseif kind == KING then
    pos.kings[side] = to
    if flag == CASTLE then
      local rf, rt = CR_FROM[to], CR_TO[to]
      b[rt] = b[rf]
      b[rf] = 0
      if occ then occ[side] = occ[side] ~ OBIT[rf] ~ OBIT[rt] end
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
  local cap = undo & 15
  b[from] = p
  b[to] = cap
  local occ = OCCUPIED[b]
  if occ then
    occ[side] = occ[side] ~ OBIT[from] ~ OBIT[to]
    if cap ~= 0 then occ[side ~ 8] = occ[side ~ 8] ~ OBIT[to] end
  end
  if flag == EP then
    local taken = BEHIND[side][to]
    b[taken] = (side ~ 8) + PAWN
    if occ then occ[side ~ 8] = occ[side ~ 8] ~ OBIT[taken] end
  elseif flag == CASTLE then
    local rf, rt = CR_FROM[to], CR_TO[to]
    b[rf] = b[rt]
    b[rt] = 0
    if occ then occ[side] = occ[side] ~ OBIT[rf] ~ OBIT[rt] end
  end
  if p & 7 == KING then pos.kings[side] = from end
  pos.castle = (undo >> 4) & 15
  pos.ep = (undo >> 8) & 127
  pos.half = undo >> 16
end
P.unmake = unmake

---------------------------------------------------------------------------
-- move generation

-- Moves come out in the order of their UCI ids, or nearly (P.sort_uci puts the few
-- others in place): the pieces are visited file by file (a1, a2, ..., a8, b1, ...),
-- and a pawn's, knight's or king's targets in that order too.
local FILE = B.file
local function uci_order(a, c) return FILE[a] * 8 + RANK[a] < FILE[c] * 8 + RANK[c] end
local function sorted(t)
  local out = {}
  for k = 1, #t do out[k] = t[k] end
  table.sort(out, uci_order)
  return out
end
local KNIGHT_TO, KING_TO = {}, {}
for i = 1, SIZE do KNIGHT_TO[i], KING_TO[i] = sorted(KNIGHT_T[i]), sorted(KING_T[i]) end
-- a rook's, bishop's or queen's rays, ordered by their first square (its moves towards
-- the lower files and down the file come out of order: P.sort_uci moves them)
local SLIDER_TO = {}
for _, kind in ipairs({ BISHOP, ROOK, QUEEN }) do
  SLIDER_TO[kind] = {}
  for i = 1, SIZE do
    local rays = {}
    for k, ray in ipairs(SLIDER_RAYS[kind][i]) do rays[k] = ray end
    table.sort(rays, function(x, y) return uci_order(x[1], y[1]) end)
    SLIDER_TO[kind][i] = rays
  end
end
-- a pawn's steps in that order, PAWN_STEPS[colour][from] = { to, how, to, how, ... }:
-- the captures and the step ahead, and the double step from the start rank
local TAKE, STEP, DOUBLE_STEP = 0, 1, 2
local PAWN_STEPS = { [WHITE] = {}, [BLACK] = {} }
for _, side in ipairs({ WHITE, BLACK }) do
  for from = 1, SIZE do
    local to = PUSH[side][from]
    if to and RANK[from] ~= PROMO_RANK[side] then
      local list = {}
      for _, t in ipairs(PCAPS[side][from]) do list[#list + 1] = { t, TAKE } end
      list[#list + 1] = { to, STEP }
      if RANK[from] == START_RANK[side] then list[#list + 1] = { PUSH[side][to], DOUBLE_STEP } end
      table.sort(list, function(x, y) return uci_order(x[1], y[1]) end)
      local steps = {}
      for _, s in ipairs(list) do steps[#steps + 1], steps[#steps + 2] = s[1], s[2] end
      PAWN_STEPS[side][from] = steps
    end
  end
end
-- the castlings of each colour: queenside (its king target c1, c8 comes before the
-- king's steps) and kingside (g1, g8 after them)
local CASTLES = {}
for _, cs in ipairs(CASTLING) do
  CASTLES[cs.colour] = CASTLES[cs.colour] or {}
  CASTLES[cs.colour][FILE[cs.to] < FILE[cs.king] and "queenside" or "kingside"] = cs
end

-- BIT[sq]: square sq as a bit of a mask of squares
local BIT = {}
for sq = 1, SIZE do BIT[sq] = 1 << (sq - 1) end

local SLIDER = {}   -- SLIDER[p]: is piece code p a rook, bishop or queen?
for _, c in ipairs({ WHITE, BLACK }) do
  SLIDER[c + BISHOP], SLIDER[c + ROOK], SLIDER[c + QUEEN] = true, true, true
end
-- NEAR[p][s]: the squares a pawn, knight or king of code p on s attacks, as a mask
local NEAR = {}
local function mask_of(squares)
  local m = 0
  for _, sq in ipairs(squares) do m = m | BIT[sq] end
  return m
end
for _, c in ipairs({ WHITE, BLACK }) do
  NEAR[c + PAWN], NEAR[c + KNIGHT], NEAR[c + KING] = {}, {}, {}
  for s = 1, SIZE do
    NEAR[c + PAWN][s] = mask_of(PCAPS[c][s])
    NEAR[c + KNIGHT][s] = mask_of(KNIGHT_T[s])
    NEAR[c + KING][s] = mask_of(KING_T[s])
  end
end
-- REACH[t * 65 + s] has bit p set when a rook, bishop or queen of code p on s would
-- attack t if the squares between them were empty (LINE[t * 65 + s] is the direction
-- from t to s)
local REACH = {}
for t = 1, SIZE do
  for s = 1, SIZE do REACH[t * 65 + s] = 0 end
end
local ORTHO = {}   -- is direction number d a rook direction?
for _, d in ipairs(ROOK_DIRS) do ORTHO[d] = true end
for s = 1, SIZE do
  for d = 1, 8 do
    local kind = ORTHO[d] and ROOK or BISHOP
    local bits = 1 << (WHITE + kind) | 1 << (BLACK + kind) | 1 << (WHITE + QUEEN) | 1 << (BLACK + QUEEN)
    for _, t in ipairs(RAYS[s][d]) do REACH[t * 65 + s] = REACH[t * 65 + s] | bits end
  end
end

-- Does one of the rooks, bishops and queens on the squares list[1..m] attack square t,
-- the square `lifted` taken as empty (the king that steps away)? A piece on t itself
-- is the one taken there.
local function slider_attacks(b, t, list, m, lifted)
  local base = t * 65
  for k = 1, m do
    local s = list[k]
    if REACH[base + s] >> b[s] & 1 ~= 0 then
      local ray = RAYS[t][LINE[base + s]]   -- from t towards s
      for i = 1, #ray do
        local sq = ray[i]
        if sq == s then return true end
        if b[sq] ~= 0 and sq ~= lifted then break end
      end
    end
  end
  return false
end

-- CHESS-castling: the right, the squares between king and rook empty, and the squares
-- the king crosses and lands on not attacked (the king's own square: no check).
-- near: the squares the enemy pawns, knights and king attack; sliders[1..m]: the
-- squares of the enemy rooks, bishops and queens.
local function can_castle(b, cs, rights, near, sliders, m)
  if rights & cs.right == 0 then return false end
  local e = cs.empty
  for k = 1, #e do if b[e[k]] ~= 0 then return false end end
  local s = cs.safe
  for k = 2, #s do
    if near & BIT[s[k]] ~= 0 or slider_attacks(b, s[k], sliders, m, 0) then return false end
  end
  return true
end

-- gen_legal's scratch list, rewritten on every call: the squares of the opponent's
-- rooks, bishops and queens. One per board, keyed weakly like OCCUPIED, so that no
-- module table changes during a match.
local SLIDERS = setmetatable({}, { __mode = "k" })

---The legal moves of the side to move, into ml[1..n]; returns n and whether the side
---to move is in check.
---The enemy pieces are visited once (OCCUPIED): the squares their pawns, knights and
---king attack, as a mask, and the squares of their rooks, bishops and queens. From
---these come the checks (the checking piece's square and the squares between it and
---the king answer a single check) and the pins (a piece alone between the king and an
---enemy rook, bishop or queen on its line keeps to that line). Then the side to move's
---pieces, file by file: a king step is tested against the enemy pieces with the king
---lifted off the board; en passant is made, tested and unmade.
local function gen_legal(pos, ml)
  local b, side = pos.b, pos.side
  local opp = side ~ 8
  local ksq = pos.kings[side]
  local occ = OCCUPIED[b] or occupied(b)
  local sliders = SLIDERS[b]
  if not sliders then sliders = {} SLIDERS[b] = sliders end
  local sl_n, near = 0, 0
  local enemy = occ[opp]
  while enemy ~= 0 do
    local low = enemy & -enemy   -- the first square left
    enemy = enemy ~ low
    local sq = SQUARE_OF[low]
    local p = b[sq]
    if SLIDER[p] then sl_n = sl_n + 1; sliders[sl_n] = sq
    else near = near | NEAR[p][sq] end
  end
  -- checks and pins (CHESS-check): answers and pinned are masks of squares
  local checkers, answers, pinned = 0, 0, 0
  if near & BIT[ksq] ~= 0 then   -- by a pawn or a knight
    local t = PFROM[opp][ksq]
    for k = 1, #t do
      if b[t[k]] == opp + PAWN then checkers, answers = checkers + 1, answers | BIT[t[k]] end
    end
    t = KNIGHT_T[ksq]
    for k = 1, #t do
      if b[t[k]] == opp + KNIGHT then checkers, answers = checkers + 1, answers | BIT[t[k]] end
    end
  end
  local kbase = ksq * 65
  for k = 1, sl_n do
    local s = sliders[k]
    if REACH[kbase + s] >> b[s] & 1 ~= 0 then
      local ray = RAYS[ksq][LINE[kbase + s]]   -- from the king towards s
      local between, line = 0, 0   -- the own piece between them (-1: more than that)
      for i = 1, #ray do
        local sq = ray[i]
        line = line | BIT[sq]
        if sq == s then break end
        if b[sq] ~= 0 then
          if between ~= 0 or b[sq] & 8 ~= side then between = -1 break end
          between = sq
        end
      end
      if between == 0 then checkers, answers = checkers + 1, answers | line
      elseif between > 0 then pinned = pinned | BIT[between] end
    end
  end
  local check = checkers > 0
  -- the pieces whose moves are filtered: the pinned ones, and every one in check
  local restricted = check and -1 or pinned
  local steps_of, promo_rank = PAWN_STEPS[side], PROMO_RANK[side]
  local ep = pos.ep
  local n = 0
  local own = occ[side]   -- the side to move's pieces, file by file
  while own ~= 0 do
    local low = own & -own
    own = own ~ low
    local from = SQUARE_OF[low]
    local kind = b[from] & 7
    local first = n + 1
    if kind == KING then
      local rights = pos.castle & (side == WHITE and 3 or 12)
      local castles = CASTLES[side]
      if rights ~= 0 and not check and can_castle(b, castles.queenside, rights, near, sliders, sl_n) then
        n = n + 1
        ml[n] = from | (castles.queenside.to << 7) | (CASTLE << 14)
      end
      -- a step onto a square the opponent does not attack, the king lifted
      local t = KING_TO[from]
      for k = 1, #t do
        local to = t[k]
        local q = b[to]
        if (q == 0 or q & 8 ~= side) and near & BIT[to] == 0 and
            not slider_attacks(b, to, sliders, sl_n, from) then
          n = n + 1
          ml[n] = from | (to << 7)
        end
      end
      if rights ~= 0 and not check and can_castle(b, castles.kingside, rights, near, sliders, sl_n) then
        n = n + 1
        ml[n] = from | (castles.kingside.to << 7) | (CASTLE << 14)
      end
    elseif checkers < 2 then   -- in double check only the king moves
      if kind == PAWN then
        local steps = steps_of[from]
        for k = 1, #steps, 2 do
          local to, how = steps[k], steps[k + 1]
          local q = b[to]
          local flag
          if how == TAKE then
            if q ~= 0 then
              if q & 8 ~= side then flag = 0 end
            elseif to == ep then
              -- CHESS-ep: made and tested (it may uncover the king along the rank)
              local m = from | (to << 7) | (EP << 14)
              local undo = make(pos, m)
              if not attacked(b, ksq, opp) then
                n = n + 1
                ml[n] = m
              end
              unmake(pos, m, undo)
            end
          elseif q == 0 then
            if how == STEP then flag = 0
            elseif b[PUSH[side][from]] == 0 then flag = DOUBLE end
          end
          if flag then
            local m = from | (to << 7) | (flag << 14)
            if RANK[to] == promo_rank then   -- CHESS-promotion: b, n, q, r
              ml[n + 1] = m | ((PROMO + BISHOP) << 14)
              ml[n + 2] = m | ((PROMO + KNIGHT) << 14)
              ml[n + 3] = m | ((PROMO + QUEEN) << 14)
              ml[n + 4] = m | ((PROMO + ROOK) << 14)
              n = n + 4
            else
              n = n + 1
              ml[n] = m
            end
          end
        end
      elseif kind == KNIGHT then
        local t = KNIGHT_TO[from]
        for k = 1, #t do
          local to = t[k]
          local q = b[to]
          if q == 0 or q & 8 ~= side then
            n = n + 1
            ml[n] = from | (to << 7)
          end
        end
      else
        local rays = SLIDER_TO[kind][from]
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
      -- a pinned piece keeps to the line of its pin; in check, a move must take the
      -- checking piece or step between it and the king (en passant was tested whole)
      if restricted & BIT[from] ~= 0 then
        local j = first - 1
        local pin_line = pinned & BIT[from] ~= 0 and LINE[kbase + from]
        for i = first, n do
          local m = ml[i]
          local to = (m >> 7) & 127
          if m >> 14 == EP or ((not check or answers & BIT[to] ~= 0) and
              (not pin_line or LINE[kbase + to] == pin_line)) then
            j = j + 1
            ml[j] = m
          end
        end
        n = j
      end
    end
  end
  for i = n + 1, #ml do ml[i] = nil end
  return n, check
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

local function uci(m)
  local flag = m >> 14
  local s = ID[m & 127] .. ID[(m >> 7) & 127]
  if flag >= PROMO then s = s .. PROMO_LETTER[flag - PROMO] end
  return s
end

---The move's UCI id: "e2e4", "e7e8q", castling as the king's move "e1g1".
P.uci = uci

-- Moves in the order of their UCI ids without comparing strings: a move's sort key is
-- its UCI order (from's file and rank, to's file and rank, then the promotion letter
-- b < n < q < r) as a number, shifted above the move itself, so that sorting the keys
-- sorts the moves and each key still carries its move (m < 2^18).
local PROMO_ORDER = { [BISHOP] = 1, [KNIGHT] = 2, [QUEEN] = 3, [ROOK] = 4 }
local MOVE_BITS = (1 << 18) - 1
local function sort_key(m)
  local from, to, flag = m & 127, (m >> 7) & 127, m >> 14
  local order = (((B.file[from] * 8 + RANK[from]) * 8 + B.file[to]) * 8 + RANK[to]) * 5
  if flag >= PROMO then order = order + PROMO_ORDER[flag - PROMO] end
  return (order << 18) | m
end

-- Each move's id and sort key, built the first time a match meets the move and kept for
-- the rest of that match: one memo per match, keyed weakly by the match's own id list
-- (a module's tables stay as loaded during a match, so a memo cannot be shared).
local MEMO = setmetatable({}, { __mode = "k" })
local function memo_of(ids)
  local memo = MEMO[ids]
  if not memo then
    memo = { uci = {}, key = {} }
    MEMO[ids] = memo
  end
  return memo.uci, memo.key
end

---The legal moves ml[1..n] in the order of their UCI ids: their ids into ids[1..n] and
---their sort keys into keys[1..n] (P.key_move(keys[i]) is the move of ids[i]). Both
---lists are rewritten whole.
---gen_legal gives the moves in this order, or nearly: each move is checked against the
---one before and only one out of order is moved back to its place (an insertion sort).
function P.sort_uci(ml, n, ids, keys)
  local UCI, SORT_KEY = memo_of(ids)
  local last = -1   -- keys[i - 1]
  for i = 1, n do
    local m = ml[i]
    local k = SORT_KEY[m]
    if not k then
      k = sort_key(m)
      SORT_KEY[m], UCI[m] = k, uci(m)
    end
    if k > last then
      keys[i], ids[i] = k, UCI[m]
      last = k
    else
      local j = i - 1
      while j > 0 and keys[j] > k do
        keys[j + 1], ids[j + 1] = keys[j], ids[j]
        j = j - 1
      end
      keys[j + 1], ids[j + 1] = k, UCI[m]
    end
  end
  for i = n + 1, #keys do keys[i] = nil end
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

-- the key's text after the placement, ":side:castle:", and the en passant square's
-- number, built once
local KEY_RIGHTS = { [WHITE] = {}, [BLACK] = {} }
for castle = 0, 15 do
  KEY_RIGHTS[WHITE][castle] = ":" .. WHITE .. ":" .. castle .. ":"
  KEY_RIGHTS[BLACK][castle] = ":" .. BLACK .. ":" .. castle .. ":"
end
local KEY_EP = {}
for i = 0, SIZE do KEY_EP[i] = tostring(i) end
local char = string.char

---The repetition key of a position (CHESS-threefold): the placement, the side to move,
---the castling rights and the en passant square only when an en passant capture is
---among the legal moves ml[1..n].
---The placement is one character per square, a1 to h8 (the piece code + 64), written
---out square by square: one call, no loop and no scratch table.
function P.key(pos, ml, n)
  local b = pos.b
  local ep = 0
  if pos.ep ~= 0 then
    for i = 1, n do if ml[i] >> 14 == EP then ep = pos.ep end end
  end
  return char(
    b[1] + 64, b[2] + 64, b[3] + 64, b[4] + 64, b[5] + 64, b[6] + 64, b[7] + 64, b[8] + 64,
    b[9] + 64, b[10] + 64, b[11] + 64, b[12] + 64, b[13] + 64, b[14] + 64, b[15] + 64, b[16] + 64,
    b[17] + 64, b[18] + 64, b[19] + 64, b[20] + 64, b[21] + 64, b[22] + 64, b[23] + 64, b[24] + 64,
    b[25] + 64, b[26] + 64, b[27] + 64, b[28] + 64, b[29] + 64, b[30] + 64, b[31] + 64, b[32] + 64,
    b[33] + 64, b[34] + 64, b[35] + 64, b[36] + 64, b[37] + 64, b[38] + 64, b[39] + 64, b[40] + 64,
    b[41] + 64, b[42] + 64, b[43] + 64, b[44] + 64, b[45] + 64, b[46] + 64, b[47] + 64, b[48] + 64,
    b[49] + 64, b[50] + 64, b[51] + 64, b[52] + 64, b[53] + 64, b[54] + 64, b[55] + 64, b[56] + 64,
    b[57] + 64, b[58] + 64, b[59] + 64, b[60] + 64, b[61] + 64, b[62] + 64, b[63] + 64, b[64] + 64
  ) .. KEY_RIGHTS[pos.side][pos.castle] .. KEY_EP[ep]
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
