-- The board for the web page (`tabula serve`, docs/web.md#the-scene): the squares from
-- White's side, each piece as its chess figure. A move is two clicks, the square it
-- leaves and the square it reaches: each square names the legal moves through it.
local draw = require "tabula.scene"
local B = require "board"
local P = require "position"

local FIGURE = { P = "♙", N = "♘", B = "♗", R = "♖", Q = "♕", K = "♔",
                 p = "♟", n = "♞", b = "♝", r = "♜", q = "♛", k = "♚" }
local SIZE = 50

-- The legal moves (UCI ids) by the squares they leave and reach, found on a copy of
-- the position: a scene only reads the match.
local function moves_by_square(pos)
  local copy, ml, ids = P.from_fen(P.fen(pos)), {}, {}
  P.sort_uci(ml, P.gen_legal(copy, ml), ids, {})
  local by = {}
  for _, id in ipairs(ids) do
    for _, sq in ipairs{ id:sub(1, 2), id:sub(3, 4) } do
      by[sq] = by[sq] or {}
      by[sq][#by[sq] + 1] = id
    end
  end
  return by
end

return function(match)
  local b = match.state.pos.b
  local moves = match:result() and {} or moves_by_square(match.state.pos)
  local sc = draw.new(8 * SIZE, 8 * SIZE)
  draw.grid(sc, B.grid, { size = SIZE, paint = function(id)
    local file, rank = B.grid:coords(id)
    local p = b[B.index[id]]
    return { fill = (rank + file) % 2 == 0 and "#b58863" or "#f0d9b5", stroke = "#b58863",
             label = p ~= 0 and FIGURE[B.LETTER[p]] or nil, colour = "#111", title = id, options = moves[id] }
  end })
  return sc
end
