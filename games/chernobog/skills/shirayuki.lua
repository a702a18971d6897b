-- Shirayuki (Lungmen), CH-9.12. PASSIVE. Freeze zone: the main-track squares 1, 2
-- and 3 ahead of her (CH-8.7).
local passives = require "passives"

return {
  id = "shirayuki", name = "Shirayuki", faction = "lungmen",
  summary = "PASSIVE: freezes opponents up to 3 squares ahead",
  passive = function(match, shirayuki) passives.freezes(match, shirayuki, { 1, 2, 3 }) end,
}
