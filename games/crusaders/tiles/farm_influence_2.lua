-- Farm +2 influence (CR-1.3, tile 27, one copy): the region's first building, if a
-- farm, gives 2 influence more as it is placed (CR-9.4, CR-14.3).
local tiles = require "rules.tiles"

return {
  id = "farm_influence_2", name = "Farm +2 influence tile", text = "Farm +2 influence", copies = 1,
  built = function(building, ev, match)
    if building == "farm" and tiles.counts(match, ev.region, true) then return 2 end
  end,
}
