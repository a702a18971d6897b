-- The Bishop (HC-6.2): any number of squares along a diagonal; blocked by any occupied square (HC-6.3).
-- Movement comes from the shared stdlib module tabula.chessmen; what a destination
-- holds (move, lock, attack, King attack, illegal) is decided by rules.lua (HC-5.3).
local chessmen = require "tabula.chessmen"

local bishop = { kind = "bishop", letter = "B", name = "Bishop" }

---Calls emit(to, top) for every square the piece on `from` reaches; `top` is what stands
---there (nil when empty). Sliders stop at the first occupied square, which is emitted.
function bishop.targets(geo, from, occupant, emit)
  chessmen.moves(geo, "bishop", from, occupant, emit)
end

return bishop
