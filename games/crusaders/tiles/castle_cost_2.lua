-- Castle cost −2 (CR-1.3, tile 13, one copy): the region's first building, if a castle, costs 2
-- less, never below 0 (CR-9.3, CR-14.3).
local tiles = require "rules.tiles"

return {
  id = "castle_cost_2", name = "Castle cost -2 tile", text = "Castle cost -2", copies = 1,
  building_cost = function(cost, building, _, region, match)
    if building == "castle" and tiles.counts(match, region) then return math.max(0, cost - 2) end
    return cost
  end,
}
