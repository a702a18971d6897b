-- The King (HC-6.5): one square in any of the 8 directions, only onto its own crown or an
-- unmarked square (never a lozenge, an X square or the opponent's crown). That it moves only
-- on a crest turn, and never attacks the opponent's King, is checked by rules.lua.
local chessmen = require "tabula.chessmen"
local board = require "board"

local king = { kind = "king", letter = "K", name = "King" }

function king.targets(geo, from, occupant, emit, seat)
  chessmen.moves(geo, "king", from, occupant, function(to, top)
    if board.king_may_enter(seat, geo.id[to]) then emit(to, top) end
  end)
end

return king
