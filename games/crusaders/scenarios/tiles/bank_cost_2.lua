-- The tile Bank cost -2 (tiles/bank_cost_2.lua): its hook on the question
-- "building_cost" (CR-1.3, CR-9.3, CR-14.3).
local T = require "tabula.test"
local P = require "positions"
local probes = require "probes"

T.scenario("bank_cost_2: the level-I costs in its region are 4, 3, 2, 0 (castle, church, farm, bank): bank only costs 2 less (tiles/bank_cost_2.lua) [CR-1.3, CR-9.3]", function()
  local t = probes.build{ x = 4, tile = "bank_cost_2" }
  local costs = {}
  for i, kind in ipairs{ "castle", "church", "farm", "bank" } do
    costs[i] = tonumber(probes.label(t, kind .. ":thuringia"):match("cost (%d+)"))
  end
  T.eq(costs, { 4, 3, 2, 0 })
end)

T.scenario("bank_cost_2: a region's second building gets no tile bonus: with five players, a church beside a bank pays its full cost (tiles/bank_cost_2.lua) [CR-1.3, CR-14.3]", function()
  local kind = "church"
  local t = P.match{ seats = 5, active = 1, knights = { { "thuringia" } }, tiles = { thuringia = "bank_cost_2" },
                     buildings = { { seat = 2, kind = "bank", level = 1, at = "thuringia" } }, tokens = { probes.tokens(3, 4) } }
  t:answer("resolve:3")
  P.at(t, "build")
  T.eq(probes.label(t, kind .. ":thuringia"), ("%s I in Thuringia (cost %d)"):format(kind == "church" and "Church" or "Farm", 3))
end)
