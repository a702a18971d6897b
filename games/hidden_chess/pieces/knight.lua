-- The Knight (HC-6.4): the ordinary chess knight; squares in between do not matter.
-- Movement comes from the shared stdlib module tabula.chessmen; what a destination
-- holds (move, lock, attack, King attack, illegal) is decided by rules.lua (HC-5.3).
local chessmen = require "tabula.chessmen"

local knight = { kind = "knight", letter = "N", name = "Knight" }

---Calls emit(to, top) for every square the piece on `from` reaches; `top` is what stands
---there (nil when empty). Sliders stop at the first occupied square, which is emitted.
function knight.targets(geo, from, occupant, emit)
  chessmen.moves(geo, "knight", from, occupant, emit)
end

return knight
