-- Sunlance / Sunlance Ablaze: Akhena's action card, position 1 (BC-1.5).
local A = require "rules.abilities"
local R = require "rules.reach"

return {
  id = "akhena_sunlance", kind = "action", set = "akhena",
  sides = {
    start = { name = "Sunlance", move = 1, crest = "MOON", def = 1, flip = true,
              abilities = { A.attack{ value = 2, range = R.SHORT } } },
    flipped = { name = "Sunlance Ablaze", move = 1, crest = "MOON", def = 1, flip = true,
                abilities = { A.attack{ value = 2, crest = "SUN", range = R.MEDIUM } } },
  },
}
