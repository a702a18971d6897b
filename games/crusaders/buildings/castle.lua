-- Castles (CR-1.5): each uncovered space gives Crusade +1; I and III unlock knights 2
-- and 3, II and IV give Move +1. Castle IV at the end: +1 influence per enemy token in
-- your play area (CR-13.3).
local play_area = require "rules.play_area"

return {
  id = "castle", name = "Castle",
  levels = {
    { cost = 4, uncovers = { crusade = 1, unlock = 2 } },
    { cost = 5, uncovers = { crusade = 1, move = 1 } },
    { cost = 6, uncovers = { crusade = 1, unlock = 3 } },
    { cost = 7, uncovers = { crusade = 1, move = 1 } },
  },
  final = {
    text = "+1 influence per enemy token in your play area",
    score = function(match, seat) return #play_area.tokens(match, seat) end,
  },
}
