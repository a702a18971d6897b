-- Farm cost −1 (CR-1.3, tiles 7–9, 3 copies): the region's first building, if a farm, costs 1
-- less, never below 0 (CR-9.3, CR-14.3).
local tiles = require "rules.tiles"

return {
  id = "farm_cost_1", name = "Farm cost -1 tile", text = "Farm cost -1", copies = 3,
  building_cost = function(cost, building, _, region, match)
    if building == "farm" and tiles.counts(match, region) then return math.max(0, cost - 1) end
    return cost
  end,
}
