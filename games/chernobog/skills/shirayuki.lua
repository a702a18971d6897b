-- Shirayuki (Lungmen), CH-9.12. PASSIVE. Freeze zone: the main-track squares 1, 2
-- and 3 ahead of her (CH-8.7).
local passives = require "passives"

return {
  id = "shirayuki", name = "Shirayuki", faction = "lungmen",
  summary = "PASSIVE: on the main track, opponents 1-3 squares ahead of her are frozen",
  passive = function(match, shirayuki) passives.freezes(match, shirayuki, { 1, 2, 3 }) end,
}
