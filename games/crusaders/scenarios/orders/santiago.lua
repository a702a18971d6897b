-- Order of Santiago (CR-1.7, CR-16.2): Crusade power +2 against Saracens only; start
-- regions provence, burgundy.
local T = require "tabula.test"
local P = require "positions"
local probes = require "probes"

T.scenario("Santiago: Crusade 4 is power 6 against a Saracen, 4 against a Slav; a Prussian (5) stays out of reach (orders/santiago.lua) [CR-1.7, CR-16.2, CR-8.2, CR-8.3]", function()
  local t = probes.fronts("santiago", 4)
  t:answer("resolve:5")
  P.at(t, "crusade", { "lutizia", "valencia" })
  T.eq(probes.label(t, "valencia"), "Saracen in Valencia (strength 6, power 6, reward farm)")
  T.eq(probes.label(t, "lutizia"), "Slav in Lutizia (strength 4, power 4)")
  t:answer("valencia")
  P.at(t, "reward", { "reward", "influence" })
  t:answer("reward")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.buildings(t, "valencia"), { "farm:1:1" })
  T.eq(P.influence(t, 1), 1, "farm I")
end)

T.scenario("Santiago: the +2 makes Crusade 4 against a Saracen (6) performable; without the order it is not (orders/santiago.lua) [CR-1.7, CR-16.2, CR-3.4]", function()
  probes.only_with("santiago", { knights = { { "valencia" } }, enemies = { valencia = { "saracen", "troop" } },
                                 tokens = { probes.tokens(5, 4) } }, "resolve:5")
end)

T.scenario("Santiago: no +2 against a Prussian or a Slav: Crusade 3 reaches neither (5, 4) (orders/santiago.lua) [CR-1.7, CR-16.2, CR-3.4]", function()
  local t = P.match{ active = 1, order = { "santiago" }, knights = { { "pomesania", "lutizia" } },
                     enemies = { pomesania = "prussian", lutizia = "slav" }, tokens = { probes.tokens(5, 3) } }
  T.falsy(probes.turn_offers(t, "resolve:5"))
end)

T.scenario("Santiago: no other action gets a bonus: Muster 2 pays no troop 1, Build 1 no farm I, Move 1 leaves no Slav region (orders/santiago.lua) [CR-1.7, CR-11, CR-3.4]", function()
  probes.power_only("santiago", "crusade")
end)

T.scenario("Santiago: D2 offers its start regions Provence and Burgundy (orders/santiago.lua) [CR-1.7, CR-2.8]", function()
  probes.keep("santiago", "Order of Santiago: Crusade power +2 against Saracens (start Provence or Burgundy)",
              { "burgundy", "provence" })
end)

T.scenario("Santiago: seat 2's Calatrava placed first in Provence leaves seat 1's Santiago only Burgundy (orders/santiago.lua) [CR-1.7, CR-2.8]", function()
  probes.after("calatrava", "provence", "santiago", "burgundy")
end)
