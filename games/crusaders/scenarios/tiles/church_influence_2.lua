-- The tile Church +2 influence (tiles/church_influence_2.lua): its hook on the moment "built"
-- (CR-1.3, CR-9.4, CR-14.3).
local T = require "tabula.test"
local P = require "positions"
local probes = require "probes"

T.scenario("church_influence_2: church I built on it gains 1 + 2 influence; a bank built there gains its level alone (tiles/church_influence_2.lua) [CR-1.3, CR-9.4]", function()
  T.eq(probes.built(probes.build{ x = 4, tile = "church_influence_2" }, "church:thuringia"), 1 + 2)
  T.eq(probes.built(probes.build{ x = 4, tile = "church_influence_2" }, "bank:thuringia"), 1)
end)

T.scenario("church_influence_2: a region's second building gets no tile bonus: with five players, church I beside another building gains 1 (tiles/church_influence_2.lua) [CR-1.3, CR-14.3]", function()
  local t = P.match{ seats = 5, active = 1, knights = { { "thuringia" } }, tiles = { thuringia = "church_influence_2" },
                     buildings = { { seat = 2, kind = "bank", level = 1, at = "thuringia" } }, tokens = { probes.tokens(3, 4) } }
  t:answer("resolve:3", "church:thuringia")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 1)
end)
