-- Knights Hospitaller (CR-1.7): Influence power +1; start regions venice, rome.
local T = require "tabula.test"
local P = require "positions"
local probes = require "probes"

T.scenario("Hospitaller: Influence power +1: Influence with 2 gains 3 (orders/hospitaller.lua) [CR-1.7, CR-10]", function()
  local t = P.match{ active = 1, order = { "hospitaller" }, tokens = { probes.tokens(6, 2) } }
  t:answer("resolve:6")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 3)
  T.eq(t.match.state.supply, 150 - 3)
end)

T.scenario("Hospitaller: the +1 adds to the Influence bonuses of churches I and III: 2 + 2 + 1 (orders/hospitaller.lua) [CR-1.7, CR-10, CR-11]", function()
  local t = P.match{ active = 1, order = { "hospitaller" }, built = { { church = 3 } }, tokens = { probes.tokens(6, 2) } }
  t:answer("resolve:6")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 5)
end)

T.scenario("Hospitaller: the +1 counts on the Influence half of an upgraded Build wedge (orders/hospitaller.lua) [CR-1.7, CR-11, CR-3.2]", function()
  local t = P.match{ active = 1, order = { "hospitaller" }, knights = { { "thuringia" } }, tiles = { thuringia = false },
                     upgraded = { { 3 } }, tokens = { probes.tokens(3, 3) } }
  t:answer("resolve:3")
  P.at(t, "split")
  T.truthy(probes.offers(t, "build=2,influence=1"))
  t:answer("build=2,influence=1", "farm:thuringia")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 1 + 2, "farm I 1, Influence 1 + 1")
end)

T.scenario("Hospitaller: an Influence share of 0 tokens is not resolved: no +1 alone (orders/hospitaller.lua) [CR-1.7, CR-3.2]", function()
  local t = P.match{ active = 1, order = { "hospitaller" }, knights = { { "thuringia" } }, tiles = { thuringia = false },
                     upgraded = { { 3 } }, tokens = { probes.tokens(3, 2) } }
  t:answer("resolve:3", "build=2", "farm:thuringia")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 1, "farm I only")
end)

T.scenario("Hospitaller: other gains get no +1: a Prussian defeated brings its strength only (orders/hospitaller.lua) [CR-1.7, CR-8.4]", function()
  local t = P.match{ active = 1, order = { "hospitaller" }, knights = { { "pomesania" } },
                     enemies = { pomesania = "prussian" }, tokens = { probes.tokens(5, 5) } }
  t:answer("resolve:5")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 5)
end)

T.scenario("Hospitaller: no other action gets a bonus: Muster 2 pays no troop 1, Build 1 no farm I, Crusade 3 reaches no Slav, Move 1 leaves no Slav region (orders/hospitaller.lua) [CR-1.7, CR-11, CR-3.4]", function()
  probes.power_only("hospitaller", "influence")
end)

T.scenario("Hospitaller: D2 offers its start regions Venice and Rome (orders/hospitaller.lua) [CR-1.7, CR-2.8]", function()
  probes.keep("hospitaller", "Knights Hospitaller: Influence power +1 (start Venice or Rome)",
              { "rome", "venice" })
end)

T.scenario("Hospitaller: seat 2's Holy Sepulchre placed first in Rome leaves seat 1's Hospitaller only Venice (orders/hospitaller.lua) [CR-1.7, CR-2.8]", function()
  probes.after("sepulchre", "rome", "hospitaller", "venice")
end)
