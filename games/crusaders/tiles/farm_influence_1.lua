-- Farm +1 influence (CR-1.3, tiles 21–22, 2 copies): the region's first building, if a
-- farm, gives 1 influence more as it is placed (CR-9.4, CR-14.3).
local tiles = require "rules.tiles"

return {
  id = "farm_influence_1", name = "Farm +1 influence tile", text = "Farm +1 influence", copies = 2,
  built = function(building, ev, match)
    if building == "farm" and tiles.counts(match, ev.region, true) then return 1 end
  end,
}
