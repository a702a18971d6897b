-- Bank +2 influence (CR-1.3, tile 28, one copy): the region's first building, if a
-- bank, gives 2 influence more as it is placed (CR-9.4, CR-14.3).
local tiles = require "rules.tiles"

return {
  id = "bank_influence_2", name = "Bank +2 influence tile", text = "Bank +2 influence", copies = 1,
  built = function(building, ev, match)
    if building == "bank" and tiles.counts(match, ev.region, true) then return 2 end
  end,
}
