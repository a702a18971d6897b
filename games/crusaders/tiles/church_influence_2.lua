-- Church +2 influence (CR-1.3, tile 26, one copy): the region's first building, if a
-- church, gives 2 influence more as it is placed (CR-9.4, CR-14.3).
local tiles = require "rules.tiles"

return {
  id = "church_influence_2", name = "Church +2 influence tile", text = "Church +2 influence", copies = 1,
  built = function(building, ev, match)
    if building == "church" and tiles.counts(match, ev.region, true) then return 2 end
  end,
}
