-- Dune Stride / Mirage Step: Akhena's action card, position 2 (BC-1.5). Dune Stride
-- has no flip icon.
local A = require "rules.abilities"
local R = require "rules.reach"

return {
  id = "akhena_dune_stride", kind = "action", set = "akhena",
  sides = {
    start = { name = "Dune Stride", move = 1, crest = "SUN", def = 0, flip = false,
              abilities = { A.march(2), A.attack{ value = 1, range = R.SHORT } } },
    flipped = { name = "Mirage Step", move = 2, crest = "SUN", def = 0, flip = true,
                abilities = { A.march(3), A.star() } },
  },
}
