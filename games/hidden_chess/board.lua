-- The Hidden Chess board (HC-2): a 7x7 grid a1..g7 with crowns, lozenges and X squares.
-- Immutable data, shared by every match of a Lua state.
local chessmen = require "tabula.chessmen"

local board = {}

board.LOZENGES = {
  { "a1", "b1", "c1", "e1", "f1", "g1", "b2", "d2", "f2" },   -- White (HC-2.2)
  { "a7", "b7", "c7", "e7", "f7", "g7", "b6", "d6", "f6" },   -- Black
}
board.CROWN = { "d1", "d7" }                                   -- HC-3.2
board.X = { "b3", "f3", "d4", "b5", "f5" }
-- HC-2.4: where the attacker of a seat's King goes (that King's side, or the centre).
board.X_FOR = { { "b3", "f3", "d4" }, { "b5", "f5", "d4" } }

board.grid = tabula.grid{
  width = 7, height = 7, names = "chess",
  tags = {
    crown_white = { "d1" }, crown_black = { "d7" },
    lozenge_white = board.LOZENGES[1], lozenge_black = board.LOZENGES[2],
    x = board.X,
  },
}
board.geo = chessmen.geometry(board.grid)

board.COLOUR = { "White", "Black" }
board.LETTER = { "w", "b" }                 -- colour letters in the text board
board.SEAT_OF = { white = 1, black = 2 }
board.KIND_NAME = { rook = "Rook", bishop = "Bishop", knight = "Knight", king = "King" }
board.KIND_LETTER = { rook = "R", bishop = "B", knight = "N", king = "K" }
board.LETTER_KIND = { R = "rook", B = "bishop", N = "knight", K = "king" }
board.SET = { "rook", "rook", "bishop", "bishop", "knight", "knight" }   -- HC-1.2, non-King pieces
board.PLACE_KINDS = { "R", "B", "N" }        -- HC-D1 option order

-- mark[id]: "crown_white", "crown_black", "lozenge_white", "lozenge_black", "x" or nil (HC-2.2)
board.mark = {}
for seat = 1, 2 do
  for _, id in ipairs(board.LOZENGES[seat]) do board.mark[id] = seat == 1 and "lozenge_white" or "lozenge_black" end
end
board.mark.d1, board.mark.d7 = "crown_white", "crown_black"
for _, id in ipairs(board.X) do board.mark[id] = "x" end

board.is_lozenge = {}
for seat = 1, 2 do
  board.is_lozenge[seat] = {}
  for _, id in ipairs(board.LOZENGES[seat]) do board.is_lozenge[seat][id] = true end
end

---HC-6.5: may `seat`'s King stand on square `id`? Only its own crown or an unmarked square.
function board.king_may_enter(seat, id)
  local m = board.mark[id]
  return m == nil or id == board.CROWN[seat]
end

function board.other(seat) return 3 - seat end

return board
