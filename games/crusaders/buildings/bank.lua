-- Banks (CR-1.5): each uncovered space gives Build +1; IV also Influence +1. Bank IV at
-- the end: +2 influence per upgraded wedge on your wheel (CR-13.3).
local wheel = require "rules.wheel"

return {
  id = "bank", name = "Bank",
  levels = {
    { cost = 2, uncovers = { build = 1 } },
    { cost = 3, uncovers = { build = 1 } },
    { cost = 4, uncovers = { build = 1 } },
    { cost = 5, uncovers = { build = 1, influence = 1 } },
  },
  final = {
    text = "+2 influence per upgraded wedge on your wheel",
    score = function(match, seat) return 2 * wheel.upgraded_count(match, seat) end,
  },
}
