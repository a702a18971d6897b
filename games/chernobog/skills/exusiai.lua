-- Exusiai (Penguin Logistics), CH-9.5. PASSIVE. Never stopped or held by opponent
-- blocker tokens (obstacles still stop her); immune to destroyed terrain.
local passives = require "passives"

return {
  id = "exusiai", name = "Exusiai", faction = "penguin_logistics",
  summary = "PASSIVE: never stopped by blocker tokens; immune to destroyed terrain",
  passive = function(match, exusiai)
    passives.ignores_blockers(match, exusiai)
    passives.immune(match, exusiai, "destroyed")
  end,
}
