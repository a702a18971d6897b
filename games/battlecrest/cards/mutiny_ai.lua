-- Mutiny's AI card (BC-1.7), used by the solo AI (ai/, BC-15): Mutiny and Rig keep
-- to distance 2 or 3 from the enemy hero. Press Gang only when Mutiny stands next to
-- the enemy hero (dist 1) and Rig does not (dist 2 or more).
local characters = require "rules.characters"
local map = require "map"

return {
  id = "mutiny_ai", kind = "ai", set = "mutiny", name = "Mutiny AI",
  hero_band = { 2, 3 },
  minion_band = { 2, 3 },
  star = {
    id = "press_gang",
    -- act: the activation in progress. Returns true when Press Gang is chosen.
    pick = function(match, act)
      local enemy = characters.hero(match, act.seat % match.seats + 1).space
      local rig = characters.minion(match, act.seat)
      return rig ~= nil and map.dist(act.hero.space, enemy) == 1 and map.dist(rig.space, enemy) >= 2 or nil
    end,
  },
}
