-- The game's printed tables other than the map (CR-1.3, CR-1.4, CR-1.5, CR-1.6, CR-1.8),
-- each in its table's order (CR-16.1 shuffles from that order).
local data = {}

-- CR-1.3: the kinds of building bonus tile, in the table's order; each is a file in
-- tiles/ that says how many copies of it there are (30 in all) and hooks the rules.
data.tile_types = { "castle_cost_1", "church_cost_1", "farm_cost_1", "bank_cost_1",
                    "castle_cost_2", "church_cost_2", "farm_cost_2", "bank_cost_2",
                    "castle_influence_1", "church_influence_1", "farm_influence_1", "bank_influence_1",
                    "castle_influence_2", "church_influence_2", "farm_influence_2", "bank_influence_2",
                    "any_cost_1" }

-- CR-1.4: enemies. Saracens show a reward each and have strength 6; Prussians and Slavs
-- read a shared strength track.
data.enemy_types = { "prussian", "slav", "saracen" }
data.enemy_names = { prussian = "Prussian", slav = "Slav", saracen = "Saracen" }
data.enemy_count = { prussian = 11, slav = 11, saracen = 10 }
data.saracen_rewards = { "castle", "castle", "church", "church", "farm", "farm", "bank", "bank", "troop", "troop" }
data.saracen_strength = 6
data.strength = {
  prussian = { 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10 },
  slav = { 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9 },
}

-- CR-1.5: troops, mustered leftmost first.
data.troops = {
  { cost = 3, crusade = 1, influence = 1 },
  { cost = 4, crusade = 1, influence = 2 },
  { cost = 5, crusade = 2, influence = 2 },
  { cost = 6, crusade = 2, influence = 3 },
  { cost = 7, crusade = 2, influence = 4 },
}

-- CR-1.6: the wedges; the upgraded side offers both actions.
data.wedges = {
  { id = "move_crusade", action = "move", upgrade = "crusade" },
  { id = "move_build", action = "move", upgrade = "build" },
  { id = "muster", action = "muster", upgrade = "crusade" },
  { id = "crusade", action = "crusade", upgrade = "move" },
  { id = "influence", action = "influence", upgrade = "muster" },
  { id = "build", action = "build", upgrade = "influence" },
}
data.building_types = { "castle", "church", "farm", "bank" }

-- CR-1.7: the knight orders in table order (their files: orders/).
data.orders = { "templar", "hospitaller", "teutonic", "sword_brothers", "santiago", "calatrava",
                "alcantara", "lazarus", "sepulchre", "montesa" }
data.tokens_per_wedge = 2

-- CR-1.8, CR-14.1
data.supply = { 150, 200, 250, 300 }   -- by players - 1

data.ROMAN = { "I", "II", "III", "IV" }

return data
