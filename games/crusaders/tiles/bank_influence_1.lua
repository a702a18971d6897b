-- Bank +1 influence (CR-1.3, tiles 23–24, 2 copies): the region's first building, if a
-- bank, gives 1 influence more as it is placed (CR-9.4, CR-14.3).
local tiles = require "rules.tiles"

return {
  id = "bank_influence_1", name = "Bank +1 influence tile", text = "Bank +1 influence", copies = 2,
  built = function(building, ev, match)
    if building == "bank" and tiles.counts(match, ev.region, true) then return 1 end
  end,
}
