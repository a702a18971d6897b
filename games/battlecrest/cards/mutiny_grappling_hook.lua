-- Grappling Hook / Keelhaul: Mutiny's action card, position 2 (BC-1.6).
local A = require "rules.abilities"
local R = require "rules.reach"

return {
  id = "mutiny_grappling_hook", kind = "action", set = "mutiny",
  sides = {
    start = { name = "Grappling Hook", move = 1, crest = "POWDER", def = 1, flip = true,
              abilities = { A.force(2, R.MEDIUM), A.attack{ value = 1, crest = "ANCHOR", range = R.SHORT } } },
    flipped = { name = "Keelhaul", move = 1, crest = "POWDER", def = 1, flip = true,
                abilities = { A.force(3, R.long(3)) } },
  },
}
