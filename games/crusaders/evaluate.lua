-- How well a seat stands, for a search that cuts its playouts short (mcts:cutoff=N):
-- its lead in the final score (CR-13) were the game to end now, over the best of the
-- other seats, squashed into 0..1 by a logistic curve: a lead of 4 points is worth
-- about 0.73, a deficit of 4 about 0.27.
local scoring = require "rules.scoring"

local SCALE = 4   -- points of lead for a factor of e in the odds

return function(match, seat)
  local total, best = scoring.final(match), nil
  for other = 1, match.seats do
    if other ~= seat and (best == nil or total[other] > best) then best = total[other] end
  end
  return 1 / (1 + math.exp((best - total[seat]) / SCALE))
end
