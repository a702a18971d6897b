-- Ch'en (Lungmen), CH-9.9. PASSIVE. Freeze zone: the main-track squares 1 and 2
-- ahead of her and 1 and 2 behind her; opponents there cannot move or declare (CH-8.7).
local passives = require "passives"

return {
  id = "chen", name = "Ch'en", faction = "lungmen",
  summary = "PASSIVE: on the main track, opponents 1-2 squares ahead of or behind her are frozen",
  passive = function(match, chen) passives.freezes(match, chen, { -2, -1, 1, 2 }) end,
}
