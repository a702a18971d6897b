-- Hoshiguma (Lungmen), CH-9.10. PASSIVE blocker: holds 1 opponent token, 1 square
-- behind her; the held token cannot make normal moves until released (CH-8.6).
local passives = require "passives"

return {
  id = "hoshiguma", name = "Hoshiguma", faction = "lungmen",
  summary = "PASSIVE: on the main track, stops 1 opponent token 1 square behind her, and it cannot move while she holds it",
  passive = function(match, hoshiguma)
    passives.blocker(match, hoshiguma, { capacity = 1, wait = 1, rank = 1, immobilises = true })
  end,
}
