-- Cutlass / Reckless Cutlass: Mutiny's action card, position 1 (BC-1.6).
local A = require "rules.abilities"
local R = require "rules.reach"

return {
  id = "mutiny_cutlass", kind = "action", set = "mutiny",
  sides = {
    start = { name = "Cutlass", move = 1, crest = "ANCHOR", def = 1, flip = true,
              abilities = { A.attack{ value = 2, range = R.MEDIUM } } },
    flipped = { name = "Reckless Cutlass", move = 1, crest = "ANCHOR", def = 0, flip = true,
                abilities = { A.march(1), A.attack{ value = 2, crest = "POWDER", range = R.SHORT } } },
  },
}
