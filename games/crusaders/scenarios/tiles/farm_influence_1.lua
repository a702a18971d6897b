-- The tile Farm +1 influence (tiles/farm_influence_1.lua): its hook on the moment "built"
-- (CR-1.3, CR-9.4, CR-14.3).
local T = require "tabula.test"
local P = require "positions"
local probes = require "probes"

T.scenario("farm_influence_1: farm I built on it gains 1 + 1 influence; a castle built there gains its level alone (tiles/farm_influence_1.lua) [CR-1.3, CR-9.4]", function()
  T.eq(probes.built(probes.build{ x = 4, tile = "farm_influence_1" }, "farm:thuringia"), 1 + 1)
  T.eq(probes.built(probes.build{ x = 4, tile = "farm_influence_1" }, "castle:thuringia"), 1)
end)

T.scenario("farm_influence_1: a region's second building gets no tile bonus: with five players, farm I beside another building gains 1 (tiles/farm_influence_1.lua) [CR-1.3, CR-14.3]", function()
  local t = P.match{ seats = 5, active = 1, knights = { { "thuringia" } }, tiles = { thuringia = "farm_influence_1" },
                     buildings = { { seat = 2, kind = "castle", level = 1, at = "thuringia" } }, tokens = { probes.tokens(3, 4) } }
  t:answer("resolve:3", "farm:thuringia")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 1)
end)
