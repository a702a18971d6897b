-- Farm cost −2 (CR-1.3, tile 15, one copy): the region's first building, if a farm, costs 2
-- less, never below 0 (CR-9.3, CR-14.3).
local tiles = require "rules.tiles"

return {
  id = "farm_cost_2", name = "Farm cost -2 tile", text = "Farm cost -2", copies = 1,
  building_cost = function(cost, building, _, region, match)
    if building == "farm" and tiles.counts(match, region) then return math.max(0, cost - 2) end
    return cost
  end,
}
