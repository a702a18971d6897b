-- Farms (CR-1.5): cost 2, 3, 4, 5; each uncovered space Muster +1, IV also Influence +1;
-- farm IV at the end: +2 influence per mustered troop (CR-13.3).
local T = require "tabula.test"
local P = require "positions"
local probes = require "probes"

local COST = { 2, 3, 4, 5 }

-- Seat 1 with `farms` built and `troops` mustered, `x` tokens on the muster wedge (p2).
local function muster(farms, troops, x)
  return P.match{ active = 1, built = { { farm = farms } }, troops = { troops }, tokens = { probes.tokens(2, x) } }
end

T.scenario("Farm I to IV cost 2, 3, 4, 5: built with X = cost, not offered with one less; each gains its level (buildings/farm.lua) [CR-1.5, CR-9.1, CR-9.3, CR-9.4]", function()
  probes.levels{ kind = "farm", costs = COST }
end)

T.scenario("Farm: Burgundy's printed Farm cost -1: farm I to IV cost 1, 2, 3, 4 and gain their level; a bank there costs its full 2 (buildings/farm.lua) [CR-1.2, CR-9.3, CR-9.4]", function()
  probes.levels{ kind = "farm", costs = { 1, 2, 3, 4 }, at = "burgundy" }
  T.eq(probes.label(probes.build{ at = "burgundy", x = 2 }, "bank:burgundy"), "Bank I in Burgundy (cost 2)")
end)

T.scenario("Farm: tiles Farm cost -1, Farm cost -2, Any building cost -1 lower farm II to 2, 1, 2; a Castle cost -1 tile does not (buildings/farm.lua) [CR-1.3, CR-9.3]", function()
  probes.tile_costs("farm", 1, 3, { { "farm_cost_1", 2 }, { "farm_cost_2", 1 },
                                    { "any_cost_1", 2 }, { "castle_cost_1", 3 } })
end)

T.scenario("Farm: the cost is never below 0: Burgundy's -1 and a Farm cost -2 tile make farm I cost 0 (buildings/farm.lua) [CR-9.3]", function()
  local t = probes.build{ at = "burgundy", x = 2, tile = "farm_cost_2" }
  T.eq(probes.label(t, "farm:burgundy"), "Farm I in Burgundy (cost 0)")
end)

T.scenario("Farm: tiles Farm +1 and +2 influence: farm III gains 3 + 1 and 3 + 2 (WE-1's tile on farm I: 1 + 1) (buildings/farm.lua) [CR-1.3, CR-9.4]", function()
  T.eq(probes.built(probes.build{ x = 4, built = { farm = 2 }, tile = "farm_influence_1" }, "farm:thuringia"), 4)
  T.eq(probes.built(probes.build{ x = 4, built = { farm = 2 }, tile = "farm_influence_2" }, "farm:thuringia"), 5)
end)

T.scenario("Farm I's Muster +1 is active from the next action: built on one turn, Muster 2 pays troop 1 (cost 3) on the next (buildings/farm.lua) [CR-1.5, CR-7.1, CR-9.5]", function()
  local t = P.match{ active = 1, knights = { { "thuringia" } }, tiles = { thuringia = false } }
  T.falsy(probes.turn_offers(t, "resolve:2"), "Muster 2 without a farm")
  t:answer("resolve:3", "farm:thuringia", "upgrade:1", "nothing")
  T.truthy(probes.turn_offers(t, "resolve:2"))
  t:answer("resolve:2")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 1 + 1, "farm I, then troop 1")
  T.eq(t.match:zone("troops:1"):cards()[1].side, "mustered")
end)

T.scenario("Farm: WE-7: with farm I Muster 3 cannot pay troop 3 (5); with farms I and II it can, +2 influence (buildings/farm.lua) [CR-1.5, CR-7.1, CR-7.2, CR-11]", function()
  T.falsy(probes.turn_offers(muster(1, 2, 3), "resolve:2"))
  local t = muster(2, 2, 3)
  t:answer("resolve:2")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 2)
  T.eq(t.match:zone("troops:1"):cards()[3].side, "mustered")
end)

T.scenario("Farm: four farms give Muster +4: Muster 3 pays troop 5 (cost 7) (buildings/farm.lua) [CR-1.5, CR-7.1, CR-11]", function()
  T.falsy(probes.turn_offers(muster(3, 4, 3), "resolve:2"), "three farms: 6 < 7")
  local t = muster(4, 4, 3)
  t:answer("resolve:2")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 4, "troop 5's influence")
end)

T.scenario("Farm IV's Influence +1 is active at once: the Influence half after it gains 1 + 1 (buildings/farm.lua) [CR-1.5, CR-10, CR-11]", function()
  local t = P.match{ active = 1, knights = { { "thuringia" } }, tiles = { thuringia = false }, built = { { farm = 3 } },
                     upgraded = { { 3 } }, tokens = { probes.tokens(3, 6) } }
  t:answer("resolve:3", "build=5,influence=1", "farm:thuringia")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 4 + 2)
end)

T.scenario("Farm IV at the end: +2 per mustered troop (buildings/farm.lua) [CR-13.3, CR-12.2]", function()
  local t = probes.final_build{ kind = "farm", x = 5, built = { farm = 3 }, troops = { 1, 3 } }
  T.eq(t.result.scores, { 0, 4 + 2 * 3 })
end)

T.scenario("Farm III built in the last turn: no end-game bonus (buildings/farm.lua) [CR-13.3]", function()
  local t = probes.final_build{ kind = "farm", x = 4, built = { farm = 2 }, supply = 3, troops = { 1, 3 } }
  T.eq(t.result.scores, { 0, 3 })
end)
