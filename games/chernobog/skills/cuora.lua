-- Cuora (Rhodes Island), CH-9.4. PASSIVE blocker: holds up to 2 opponent tokens,
-- 1 square behind her (CH-6.3, CH-8.6). A held token landing on her captures her.
local passives = require "passives"

return {
  id = "cuora", name = "Cuora", faction = "rhodes_island",
  summary = "PASSIVE: on the main track, stops up to 2 opponent tokens 1 square behind her",
  passive = function(match, cuora)
    passives.blocker(match, cuora, { capacity = 2, wait = 1, rank = 3 })
  end,
}
