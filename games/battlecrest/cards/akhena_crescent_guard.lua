-- Crescent Guard / Eclipse Ward: Akhena's action card, position 4 (BC-1.5). Eclipse
-- Ward defends with 1 plus one per SUN showing.
local A = require "rules.abilities"
local R = require "rules.reach"

return {
  id = "akhena_crescent_guard", kind = "action", set = "akhena",
  sides = {
    start = { name = "Crescent Guard", move = 1, crest = "MOON", def = 2, flip = true,
              abilities = { A.force(1, R.SHORT), A.star() } },
    flipped = { name = "Eclipse Ward", move = 1, crest = "MOON", def = 1, def_crest = "SUN", flip = true,
                abilities = { A.star(), A.attack{ value = 1, crest = "SUN", range = R.MEDIUM } } },
  },
}
