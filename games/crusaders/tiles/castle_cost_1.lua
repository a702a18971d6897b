-- Castle cost −1 (CR-1.3, tiles 1–3, 3 copies): the region's first building, if a castle, costs 1
-- less, never below 0 (CR-9.3, CR-14.3).
local tiles = require "rules.tiles"

return {
  id = "castle_cost_1", name = "Castle cost -1 tile", text = "Castle cost -1", copies = 3,
  building_cost = function(cost, building, _, region, match)
    if building == "castle" and tiles.counts(match, region) then return math.max(0, cost - 1) end
    return cost
  end,
}
