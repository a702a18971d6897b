-- How well a seat stands, for a search that cuts its playouts short (mcts:cutoff=N):
-- the race to defeat the other hero (BC-14.1). A hero's damage is the share of his
-- health track already taken (BC-8: both sides of the health card); the score compares
-- the damage the seat has dealt with the damage it has taken, from 0 to 1.
local health = require "rules.health"

local function damage(match, seat)
  return health.taken(match, seat) / (2 * health.length(match, seat))
end

return function(match, seat)
  local other = seat % match.seats + 1
  return 0.5 + (damage(match, other) - damage(match, seat)) / 2
end
