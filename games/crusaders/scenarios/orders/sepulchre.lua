-- Order of the Holy Sepulchre (CR-1.7, CR-5.3): +2 influence each time you upgrade a
-- wedge, and only then; start regions rome, hungary.
local T = require "tabula.test"
local P = require "positions"
local probes = require "probes"

T.scenario("Sepulchre: WE-13: upgrading move_build gains 2; then influence (p6, 3) is sown and gives nothing (orders/sepulchre.lua) [CR-1.7, CR-5.1, CR-5.2, CR-5.3]", function()
  local t = P.match{ active = 1, order = { "sepulchre" }, tokens = { { 2, 3, 1, 2, 1, 3 } } }
  t:answer("upgrade:4")
  P.at(t, "sow")
  T.eq(P.influence(t, 1), 2, "the upgrade's 2, before the sowing")
  t:answer("sow:6")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.tokens(t, 1), { 3, 4, 2, 2, 1, 0 })
  T.eq(P.influence(t, 1), 2)
  T.eq(t.match.state.supply, 148)
end)

T.scenario("Sepulchre: without the order the same upgrade gains nothing (orders/sepulchre.lua) [CR-1.7, CR-5.3]", function()
  local t = P.match{ active = 1, tokens = { { 2, 3, 1, 2, 1, 3 } } }
  t:answer("upgrade:4", "nothing")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 0)
end)

T.scenario("Sepulchre: each upgrade gains 2: two turns, two upgrades, 4 (orders/sepulchre.lua) [CR-1.7, CR-5.3]", function()
  local t = P.match{ active = 1, order = { "sepulchre" } }
  t:answer("upgrade:1", "nothing", "upgrade:1", "nothing", "upgrade:2", "nothing")
  T.eq(t:run{ turns = 3 }, "turn")
  T.eq(P.influence(t, 1), 4)
  T.eq(P.influence(t, 2), 0, "seat 2 has no order")
end)

T.scenario("Sepulchre: resolving an upgraded wedge is no upgrade: Influence 2 gains 2 (orders/sepulchre.lua) [CR-1.7, CR-5.3, CR-10]", function()
  local t = P.match{ active = 1, order = { "sepulchre" }, upgraded = { { 6 } }, tokens = { probes.tokens(6, 2) } }
  t:answer("resolve:6", "influence=2")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 2)
end)

T.scenario("Sepulchre: skipping and sowing is no upgrade: nothing gained (orders/sepulchre.lua) [CR-1.7, CR-3.1, CR-5.3]", function()
  local t = P.match{ active = 1, order = { "sepulchre" }, knights = { { "thuringia" } }, troops = { 5 },
                     upgraded = { { 1, 2, 3, 4, 5, 6 } }, tokens = { { 0, 12, 0, 0, 0, 0 } } }
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t:forced()[1], { seat = 1, turn = 1, kind = "turn", prompt = "Seat 1: which wedge?", id = "skip:2" })
  T.eq(P.tokens(t, 1), { 2, 2, 2, 2, 2, 2 })
  T.eq(P.influence(t, 1), 0)
end)

T.scenario("Sepulchre: no action gets a power bonus: Muster 2 pays no troop 1, Build 1 no farm I, Crusade 3 reaches no Slav, Move 1 leaves no Slav region (orders/sepulchre.lua) [CR-1.7, CR-11, CR-3.4]", function()
  probes.power_only("sepulchre")
end)

T.scenario("Sepulchre: D2 offers its start regions Rome and Hungary (orders/sepulchre.lua) [CR-1.7, CR-2.8]", function()
  probes.keep("sepulchre", "Order of the Holy Sepulchre: +2 influence each time you upgrade a wedge (start Rome or Hungary)",
              { "hungary", "rome" })
end)

T.scenario("Sepulchre: seat 2's Lazarus placed first in Hungary leaves seat 1's Holy Sepulchre only Rome (orders/sepulchre.lua) [CR-1.7, CR-2.8]", function()
  probes.after("lazarus", "hungary", "sepulchre", "rome")
end)
