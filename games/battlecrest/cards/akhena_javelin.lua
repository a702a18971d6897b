-- Javelin / Twin Javelins: Akhena's action card, position 3 (BC-1.5).
local A = require "rules.abilities"
local R = require "rules.reach"

return {
  id = "akhena_javelin", kind = "action", set = "akhena",
  sides = {
    start = { name = "Javelin", move = 0, crest = "SUN", def = 1, flip = true,
              abilities = { A.attack{ value = 1, crest = "MOON", range = R.long(3) } } },
    flipped = { name = "Twin Javelins", move = 0, crest = "SUN", def = 0, flip = true,
                abilities = { A.attack{ value = 1, crest = "MOON", range = R.long(3), multi = 2 } } },
  },
}
