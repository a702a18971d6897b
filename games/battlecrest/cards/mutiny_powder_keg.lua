-- Powder Keg / Broadside Orders: Mutiny's action card, position 3 (BC-1.6).
-- Broadside Orders defends with 1 plus one per POWDER showing.
local A = require "rules.abilities"
local R = require "rules.reach"

return {
  id = "mutiny_powder_keg", kind = "action", set = "mutiny",
  sides = {
    start = { name = "Powder Keg", move = 0, crest = "ANCHOR", def = 2, flip = true,
              abilities = { A.star(), A.attack{ value = 1, crest = "POWDER", range = R.MEDIUM } } },
    flipped = { name = "Broadside Orders", move = 1, crest = "ANCHOR", def = 1, def_crest = "POWDER", flip = true,
                abilities = { A.star(), A.star() } },
  },
}
