-- Churches (CR-1.5): I and III give Influence +1, II Move +1, IV both. Church IV at the
-- end: +1 influence per building of yours on the map, the church included (CR-13.3).
local buildings = require "rules.buildings"

return {
  id = "church", name = "Church",
  levels = {
    { cost = 3, uncovers = { influence = 1 } },
    { cost = 4, uncovers = { move = 1 } },
    { cost = 5, uncovers = { influence = 1 } },
    { cost = 6, uncovers = { influence = 1, move = 1 } },
  },
  final = {
    text = "+1 influence per building of yours on the map",
    score = function(match, seat) return #buildings.on_map(match, seat) end,
  },
}
