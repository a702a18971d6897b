-- Banks (CR-1.5): cost 2, 3, 4, 5; each uncovered space Build +1, IV also Influence +1;
-- bank IV at the end: +2 influence per upgraded wedge on your wheel (CR-13.3).
local T = require "tabula.test"
local P = require "positions"
local probes = require "probes"

local COST = { 2, 3, 4, 5 }

T.scenario("Bank I to IV cost 2, 3, 4, 5; each bank built adds Build +1, so X = cost - banks built is enough and one less is not; each gains its level (buildings/bank.lua) [CR-1.5, CR-9.1, CR-9.3, CR-9.4, CR-11]", function()
  probes.levels{ kind = "bank", costs = COST, banks = true }
end)

T.scenario("Bank: Champagne's printed Bank cost -1: bank I to IV cost 1, 2, 3, 4 and gain their level; a farm there costs its full 2 (buildings/bank.lua) [CR-1.2, CR-9.3, CR-9.4]", function()
  probes.levels{ kind = "bank", costs = { 1, 2, 3, 4 }, banks = true, at = "champagne" }
  T.eq(probes.label(probes.build{ at = "champagne", x = 2 }, "farm:champagne"), "Farm I in Champagne (cost 2)")
end)

T.scenario("Bank: Venice's printed Bank +2 influence: bank I to IV at full cost gain their level + 2; a church there gains 1 (buildings/bank.lua) [CR-1.2, CR-9.3, CR-9.4]", function()
  probes.levels{ kind = "bank", costs = COST, banks = true, at = "venice", extra = 2 }
  T.eq(probes.built(probes.build{ at = "venice", x = 3 }, "church:venice"), 1)
end)

T.scenario("Bank: tiles Bank cost -1, Bank cost -2, Any building cost -1 lower bank III to 3, 2, 3; a Farm cost -1 tile does not (buildings/bank.lua) [CR-1.3, CR-9.3]", function()
  probes.tile_costs("bank", 2, 2, { { "bank_cost_1", 3 }, { "bank_cost_2", 2 },
                                    { "any_cost_1", 3 }, { "farm_cost_1", 4 } })
end)

T.scenario("Bank: tiles Bank +1 and +2 influence: bank II gains 2 + 1 and 2 + 2 (buildings/bank.lua) [CR-1.3, CR-9.4]", function()
  T.eq(probes.built(probes.build{ x = 2, built = { bank = 1 }, tile = "bank_influence_1" }, "bank:thuringia"), 3)
  T.eq(probes.built(probes.build{ x = 2, built = { bank = 1 }, tile = "bank_influence_2" }, "bank:thuringia"), 4)
end)

T.scenario("Bank I's Build +1 is active from the next action: bank I built by Move/Build, then Build 2 pays church I (cost 3) (buildings/bank.lua) [CR-1.5, CR-9.3, CR-9.5]", function()
  local t = P.match{ active = 1, knights = { { "thuringia", "lorraine" } }, tiles = { thuringia = false, lorraine = false },
                     upgraded = { { 4 } } }
  t:answer("resolve:4", "build=2", "bank:thuringia", "upgrade:1", "nothing", "resolve:3")
  P.at(t, "build", { "church:lorraine", "farm:lorraine", "bank:lorraine" })
  T.eq(t:pending().prompt, "Build (power 3): which building where?")
  T.eq(probes.built(t, "church:lorraine"), 1 + 1)
end)

T.scenario("Bank IV's Influence +1 is active at once: the Influence half after it gains 1 + 1 (buildings/bank.lua) [CR-1.5, CR-10, CR-11]", function()
  local t = P.match{ active = 1, knights = { { "thuringia" } }, tiles = { thuringia = false }, built = { { bank = 3 } },
                     upgraded = { { 3 } }, tokens = { probes.tokens(3, 3) } }
  t:answer("resolve:3", "build=2,influence=1", "bank:thuringia")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 4 + 2)
end)

T.scenario("Bank IV at the end: +2 per upgraded wedge (buildings/bank.lua) [CR-13.3, CR-12.2]", function()
  local t = probes.final_build{ kind = "bank", x = 2, built = { bank = 3 }, upgraded = { { 1 }, { 1, 2, 4 } } }
  T.eq(t.result.scores, { 0, 4 + 2 * 3 })
end)

T.scenario("Bank III built in the last turn: no end-game bonus (buildings/bank.lua) [CR-13.3]", function()
  local t = probes.final_build{ kind = "bank", x = 2, built = { bank = 2 }, supply = 3, upgraded = { { 1 }, { 1, 2, 4 } } }
  T.eq(t.result.scores, { 0, 3 })
end)
