-- Any building cost −1 (CR-1.3, tiles 29–30, 2 copies): the region's first building costs 1
-- less, never below 0 (CR-9.3, CR-14.3).
local tiles = require "rules.tiles"

return {
  id = "any_cost_1", name = "any building cost -1 tile", text = "any building cost -1", copies = 2,
  building_cost = function(cost, _, _, region, match)
    if tiles.counts(match, region) then return math.max(0, cost - 1) end
    return cost
  end,
}
