-- The chess board: the host's 8x8 grid (a1 .. h8) and the tables the move generator
-- reads, all precomputed once from the grid's geometry (tabula.chessmen). Squares are
-- the grid's 1-based indices (a1 = 1, b1 = 2, ..., h8 = 64). Nothing here changes
-- during a match: it is shared by every match of a Lua state.
local chessmen = require "tabula.chessmen"

local B = {}

B.grid = tabula.grid{ width = 8, height = 8, names = "chess" }
local geo = chessmen.geometry(B.grid)
B.geo = geo
B.SIZE = geo.size

-- colours and piece types: a piece is colour + type (white 1..6, black 9..14), 0 empty
B.WHITE, B.BLACK = 0, 8
B.PAWN, B.KNIGHT, B.BISHOP, B.ROOK, B.QUEEN, B.KING = 1, 2, 3, 4, 5, 6
B.LETTER = { [1] = "P", [2] = "N", [3] = "B", [4] = "R", [5] = "Q", [6] = "K",
             [9] = "p", [10] = "n", [11] = "b", [12] = "r", [13] = "q", [14] = "k" }
B.PIECE = {}
for code, letter in pairs(B.LETTER) do B.PIECE[letter] = code end
B.NAME = { "pawn", "knight", "bishop", "rook", "queen", "king" }

B.id = geo.id          -- id[i] = "e4"
B.index = geo.index    -- index["e4"] = 29
B.knight = geo.knight
B.king = geo.king
B.rays = geo.rays_n    -- rays[i][d], d = direction number
B.ROOK_DIRS = geo.slider_dirs.rook
B.BISHOP_DIRS = geo.slider_dirs.bishop
B.QUEEN_DIRS = geo.slider_dirs.queen

-- the rays from each square that are not empty (off the board's edge), along ranks and
-- files (ortho_rays[i]) and along diagonals (diag_rays[i])
B.ortho_rays, B.diag_rays = {}, {}
for i = 1, B.SIZE do
  local ortho, diag = {}, {}
  for _, d in ipairs(B.ROOK_DIRS) do
    if #B.rays[i][d] > 0 then ortho[#ortho + 1] = B.rays[i][d] end
  end
  for _, d in ipairs(B.BISHOP_DIRS) do
    if #B.rays[i][d] > 0 then diag[#diag + 1] = B.rays[i][d] end
  end
  B.ortho_rays[i], B.diag_rays[i] = ortho, diag
end
-- the rays a slider moves along, by piece type: slider_rays[type][i]
B.slider_rays = { [B.BISHOP] = B.diag_rays, [B.ROOK] = B.ortho_rays, [B.QUEEN] = {} }
for i = 1, B.SIZE do
  local all = {}
  for _, d in ipairs(B.QUEEN_DIRS) do
    if #B.rays[i][d] > 0 then all[#all + 1] = B.rays[i][d] end
  end
  B.slider_rays[B.QUEEN][i] = all
end

B.file, B.rank = {}, {}
B.at = {}   -- at[rank][file] = square index
for rank = 1, 8 do B.at[rank] = {} end
for i = 1, B.SIZE do
  B.file[i], B.rank[i] = B.grid:coords(geo.id[i])
  B.at[B.rank[i]][B.file[i]] = i
end

local N, S = geo.dir.n, geo.dir.s
local NE, NW, SE, SW = geo.dir.ne, geo.dir.nw, geo.dir.se, geo.dir.sw
local step = geo.step

-- pawns, per colour: the square ahead, the squares it captures on, the square behind
-- (where the pawn taken en passant stands), its start rank and its promotion rank
B.push = { [0] = {}, [8] = {} }
B.pawn_caps = { [0] = {}, [8] = {} }
B.behind = { [0] = {}, [8] = {} }
B.start_rank = { [0] = 2, [8] = 7 }
B.promo_rank = { [0] = 8, [8] = 1 }
for i = 1, B.SIZE do
  B.push[0][i], B.push[8][i] = step[i][N], step[i][S]
  B.behind[0][i], B.behind[8][i] = step[i][S], step[i][N]
  local w, b = {}, {}
  if step[i][NW] then w[#w + 1] = step[i][NW] end
  if step[i][NE] then w[#w + 1] = step[i][NE] end
  if step[i][SW] then b[#b + 1] = step[i][SW] end
  if step[i][SE] then b[#b + 1] = step[i][SE] end
  B.pawn_caps[0][i], B.pawn_caps[8][i] = w, b
end
-- pawn_from[c][sq]: the squares from which a pawn of colour c attacks sq
-- (a white pawn attacks sq from the squares a black pawn on sq would capture on)
B.pawn_from = { [0] = B.pawn_caps[8], [8] = B.pawn_caps[0] }

-- line[a * 65 + b]: the direction number from a to b when they share a rank, file or
-- diagonal (a ~= b), else 0. Used to skip the pin test for pieces off the king's lines.
B.line = {}
for a = 1, B.SIZE do
  for b = 1, B.SIZE do B.line[a * 65 + b] = 0 end
  for d = 1, 8 do
    for _, b in ipairs(geo.rays_n[a][d]) do B.line[a * 65 + b] = d end
  end
end

-- castling: the king's move (from, to), the rook's move, the squares that must be
-- empty and the squares the king passes (which must not be attacked), by right
local sq = geo.index
B.CASTLE_K, B.CASTLE_Q, B.CASTLE_k, B.CASTLE_q = 1, 2, 4, 8
B.castling = {
  { right = 1, colour = 0, king = sq.e1, to = sq.g1, rook = sq.h1, rook_to = sq.f1,
    empty = { sq.f1, sq.g1 }, safe = { sq.e1, sq.f1, sq.g1 }, letter = "K" },
  { right = 2, colour = 0, king = sq.e1, to = sq.c1, rook = sq.a1, rook_to = sq.d1,
    empty = { sq.d1, sq.c1, sq.b1 }, safe = { sq.e1, sq.d1, sq.c1 }, letter = "Q" },
  { right = 4, colour = 8, king = sq.e8, to = sq.g8, rook = sq.h8, rook_to = sq.f8,
    empty = { sq.f8, sq.g8 }, safe = { sq.e8, sq.f8, sq.g8 }, letter = "k" },
  { right = 8, colour = 8, king = sq.e8, to = sq.c8, rook = sq.a8, rook_to = sq.d8,
    empty = { sq.d8, sq.c8, sq.b8 }, safe = { sq.e8, sq.d8, sq.c8 }, letter = "q" },
}
-- the rook's move of a castling, by the king's target square
B.castle_rook_from, B.castle_rook_to = {}, {}
-- the rights kept when a move starts or ends on a square (a king or rook leaves, a rook is taken)
B.castle_mask = {}
for i = 1, B.SIZE do B.castle_mask[i] = 15 end
for _, c in ipairs(B.castling) do
  B.castle_rook_from[c.to], B.castle_rook_to[c.to] = c.rook, c.rook_to
  B.castle_mask[c.king] = B.castle_mask[c.king] & ~c.right
  B.castle_mask[c.rook] = B.castle_mask[c.rook] & ~c.right
end

-- square colour: 0 dark (a1), 1 light
B.shade = {}
for i = 1, B.SIZE do B.shade[i] = (B.file[i] + B.rank[i]) % 2 end

return B
