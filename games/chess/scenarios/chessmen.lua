-- The shared movement module tabula.chessmen on the chess grid (CHESS-moves).
local T = require "tabula.test"
local chessmen = require "tabula.chessmen"
local B = require "board"

local geo = chessmen.geometry(B.grid)

-- the squares a piece reaches from `from` among `pieces` {square = value}, as
-- "e4" or "e4=value" for an occupied square, sorted
local function reach(kind, from, pieces)
  local out = {}
  chessmen.moves(geo, kind, geo.index[from], function(i) return pieces[geo.id[i]] end,
    function(to, v) out[#out + 1] = geo.id[to] .. (v ~= nil and ("=" .. v) or "") end)
  table.sort(out)
  return out
end

T.scenario("the geometry comes from the grid and is cached per board [CHESS-moves]", function()
  T.eq(geo.size, 64, "size")
  T.eq({ geo.id[1], geo.id[8], geo.id[57], geo.index.e4 }, { "a1", "h1", "a8", 29 }, "ids")
  T.truthy(chessmen.geometry(B.grid) == geo, "cached")
  local ids = {}
  for _, i in ipairs(geo.rays[geo.index.a1].ne) do ids[#ids + 1] = geo.id[i] end
  T.eq(ids, { "b2", "c3", "d4", "e5", "f6", "g7", "h8" }, "a ray, nearest first")
  T.eq(#geo.knight[geo.index.a1], 2, "knight from a corner")
  T.eq(#geo.king[geo.index.e4], 8, "king in the middle")
  T.eq(chessmen.DIRECTIONS.rook, { "n", "e", "s", "w" }, "rook directions")
end)

T.scenario("sliders stop at the first occupied square, which is emitted with its occupant [CHESS-moves]", function()
  T.eq(reach("rook", "a1", { a3 = "own", c1 = "foe" }), { "a2", "a3=own", "b1", "c1=foe" }, "rook")
  T.eq(reach("bishop", "c1", { e3 = "x" }), { "a3", "b2", "d2", "e3=x" }, "bishop")
  T.eq(#reach("queen", "d4", {}), 27, "queen on an empty board")
end)

T.scenario("leapers emit every target, occupied or not [CHESS-moves]", function()
  T.eq(reach("knight", "g1", { e2 = "P" }), { "e2=P", "f3", "h3" }, "knight")
  T.eq(reach("king", "h8", {}), { "g7", "g8", "h7" }, "king in a corner")
  T.raises(function() reach("pawn", "e2", {}) end, "unknown kind 'pawn'", "pawns are the game's")
end)
