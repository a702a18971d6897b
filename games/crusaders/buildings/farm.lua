-- Farms (CR-1.5): each uncovered space gives Muster +1; IV also Influence +1. Farm IV at
-- the end: +2 influence per mustered troop of yours (CR-13.3).
local troops = require "rules.troops"

return {
  id = "farm", name = "Farm",
  levels = {
    { cost = 2, uncovers = { muster = 1 } },
    { cost = 3, uncovers = { muster = 1 } },
    { cost = 4, uncovers = { muster = 1 } },
    { cost = 5, uncovers = { muster = 1, influence = 1 } },
  },
  final = {
    text = "+2 influence per mustered troop of yours",
    score = function(match, seat) return 2 * troops.mustered(match, seat) end,
  },
}
