-- Order of Calatrava (CR-1.7): Muster power +1; start regions provence, lombardy.
local T = require "tabula.test"
local P = require "positions"
local probes = require "probes"

local function muster(order, x, spec)
  spec = spec or {}
  return P.match{ active = 1, order = { order }, built = spec.built, troops = spec.troops, tokens = { probes.tokens(2, x) } }
end

T.scenario("Calatrava: Muster power +1 makes Muster 2 pay troop 1 (cost 3); without the order it is not performable (orders/calatrava.lua) [CR-1.7, CR-7.1, CR-7.2, CR-3.4]", function()
  local t = probes.only_with("calatrava", { tokens = { probes.tokens(2, 2) } }, "resolve:2")
  t:answer("resolve:2")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 1, "troop 1's influence")
  T.eq(t.match:zone("troops:1"):cards()[1].side, "mustered")
end)

T.scenario("Calatrava: the +1 adds to the farms' Muster bonus: farm I, Muster 2 pays troop 2 (cost 4) (orders/calatrava.lua) [CR-1.7, CR-7.1, CR-11]", function()
  local t = muster("calatrava", 2, { built = { { farm = 1 } }, troops = { 1 } })
  t:answer("resolve:2")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 2, "troop 2's influence")
  T.eq(t.match:zone("troops:1"):cards()[2].side, "mustered")
end)

T.scenario("Calatrava: the +1 counts on the Muster half of the upgraded Influence wedge (orders/calatrava.lua) [CR-1.7, CR-11, CR-3.2]", function()
  local t = P.match{ active = 1, order = { "calatrava" }, upgraded = { { 6 } }, tokens = { probes.tokens(6, 3) } }
  t:answer("resolve:6", "muster=2,influence=1")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match:zone("troops:1"):cards()[1].side, "mustered", "Muster 2 + 1 paid troop 1")
  T.eq(P.influence(t, 1), 1 + 1, "troop 1, then Influence 1")
end)

T.scenario("Calatrava: no other action gets a bonus: Build 1 no farm I, Crusade 3 reaches no Slav, Move 1 leaves no Slav region (orders/calatrava.lua) [CR-1.7, CR-11, CR-3.4]", function()
  probes.power_only("calatrava", "muster")
end)

T.scenario("Calatrava: D2 offers its start regions Provence and Lombardy (orders/calatrava.lua) [CR-1.7, CR-2.8]", function()
  probes.keep("calatrava", "Order of Calatrava: Muster power +1 (start Provence or Lombardy)",
              { "provence", "lombardy" })
end)

T.scenario("Calatrava: seat 2's Santiago placed first in Provence leaves seat 1's Calatrava only Lombardy (orders/calatrava.lua) [CR-1.7, CR-2.8]", function()
  probes.after("santiago", "provence", "calatrava", "lombardy")
end)
