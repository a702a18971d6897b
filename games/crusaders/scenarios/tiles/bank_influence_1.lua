-- The tile Bank +1 influence (tiles/bank_influence_1.lua): its hook on the moment "built"
-- (CR-1.3, CR-9.4, CR-14.3).
local T = require "tabula.test"
local P = require "positions"
local probes = require "probes"

T.scenario("bank_influence_1: bank I built on it gains 1 + 1 influence; a church built there gains its level alone (tiles/bank_influence_1.lua) [CR-1.3, CR-9.4]", function()
  T.eq(probes.built(probes.build{ x = 4, tile = "bank_influence_1" }, "bank:thuringia"), 1 + 1)
  T.eq(probes.built(probes.build{ x = 4, tile = "bank_influence_1" }, "church:thuringia"), 1)
end)

T.scenario("bank_influence_1: a region's second building gets no tile bonus: with five players, bank I beside another building gains 1 (tiles/bank_influence_1.lua) [CR-1.3, CR-14.3]", function()
  local t = P.match{ seats = 5, active = 1, knights = { { "thuringia" } }, tiles = { thuringia = "bank_influence_1" },
                     buildings = { { seat = 2, kind = "church", level = 1, at = "thuringia" } }, tokens = { probes.tokens(3, 4) } }
  t:answer("resolve:3", "bank:thuringia")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 1)
end)
