-- Crownslayer (Reunion), CH-9.13. PASSIVE. Ignores obstacles (never stopped by one,
-- leaves one she lands on) and opponent blocker tokens (never stopped or held).
-- Destroyed terrain, rooftops, freezes, pushes and skills still affect her.
local passives = require "passives"

return {
  id = "crownslayer", name = "Crownslayer", faction = "reunion",
  summary = "PASSIVE: never stopped by obstacles or blocker tokens",
  passive = function(match, crownslayer)
    passives.ignores_obstacles(match, crownslayer)
    passives.ignores_blockers(match, crownslayer)
  end,
}
