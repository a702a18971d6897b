-- How well a seat stands, for a search that cuts its playouts short (mcts:cutoff=N):
-- how near each player is to the ways of winning of L5-1.2. A player's threat is the
-- mean of his Honor's way from -20 (dishonor) to 40 (Honor victory) and of the share
-- of the opponent's Provinces he has destroyed (military victory); the score compares
-- the seat's threat with the opponent's, from 0 to 1.
local checkpoint = require "rules.checkpoint"
local turn = require "turn"
local zones = require "zones"

local LOW, HIGH = checkpoint.DISHONOR, turn.HONOR_WIN

local function destroyed(match, seat)
  local n = 0
  for _, alive in ipairs(match.state.provinces[seat]) do if not alive then n = n + 1 end end
  return n / zones.PROVINCES
end

local function threat(match, seat)
  local honor = (match.state.honor[seat] - LOW) / (HIGH - LOW)
  honor = honor < 0 and 0 or honor > 1 and 1 or honor
  return (honor + destroyed(match, 3 - seat)) / 2
end

return function(match, seat)
  return 0.5 + (threat(match, seat) - threat(match, 3 - seat)) / 2
end
