-- Castle +1 influence (CR-1.3, tiles 17–18, 2 copies): the region's first building, if a
-- castle, gives 1 influence more as it is placed (CR-9.4, CR-14.3).
local tiles = require "rules.tiles"

return {
  id = "castle_influence_1", name = "Castle +1 influence tile", text = "Castle +1 influence", copies = 2,
  built = function(building, ev, match)
    if building == "castle" and tiles.counts(match, ev.region, true) then return 1 end
  end,
}
