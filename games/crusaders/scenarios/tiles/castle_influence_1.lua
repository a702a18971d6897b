-- The tile Castle +1 influence (tiles/castle_influence_1.lua): its hook on the moment "built"
-- (CR-1.3, CR-9.4, CR-14.3).
local T = require "tabula.test"
local P = require "positions"
local probes = require "probes"

T.scenario("castle_influence_1: castle I built on it gains 1 + 1 influence; a farm built there gains its level alone (tiles/castle_influence_1.lua) [CR-1.3, CR-9.4]", function()
  T.eq(probes.built(probes.build{ x = 4, tile = "castle_influence_1" }, "castle:thuringia"), 1 + 1)
  T.eq(probes.built(probes.build{ x = 4, tile = "castle_influence_1" }, "farm:thuringia"), 1)
end)

T.scenario("castle_influence_1: a region's second building gets no tile bonus: with five players, castle I beside another building gains 1 (tiles/castle_influence_1.lua) [CR-1.3, CR-14.3]", function()
  local t = P.match{ seats = 5, active = 1, knights = { { "thuringia" } }, tiles = { thuringia = "castle_influence_1" },
                     buildings = { { seat = 2, kind = "farm", level = 1, at = "thuringia" } }, tokens = { probes.tokens(3, 4) } }
  t:answer("resolve:3", "castle:thuringia")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 1)
end)
