-- Livonian Brothers of the Sword (CR-1.7, CR-16.2): Crusade power +2 against Slavs
-- only; start regions holstein, masovia.
local T = require "tabula.test"
local P = require "positions"
local probes = require "probes"
local enemies = require "rules.enemies"

T.scenario("Sword Brothers: Crusade 5 is power 7 against a Slav, 5 against a Prussian; a Saracen (6) stays out of reach (orders/sword_brothers.lua) [CR-1.7, CR-16.2, CR-8.2, CR-8.3]", function()
  local t = probes.fronts("sword_brothers", 5)
  t:answer("resolve:5")
  P.at(t, "crusade", { "pomesania", "lutizia" })
  T.eq(probes.label(t, "pomesania"), "Prussian in Pomesania (strength 5, power 5)")
  T.eq(probes.label(t, "lutizia"), "Slav in Lutizia (strength 4, power 7)")
  t:answer("lutizia")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.enemy(t, "lutizia"), nil)
  T.eq(P.influence(t, 1), 4, "the Slav's strength")
  T.eq(enemies.marker(t.match, "slav"), 2)
end)

T.scenario("Sword Brothers: the +2 makes Crusade 2 against a Slav (4) performable; without the order it is not (orders/sword_brothers.lua) [CR-1.7, CR-16.2, CR-3.4]", function()
  probes.only_with("sword_brothers", { knights = { { "lutizia" } }, enemies = { lutizia = "slav" },
                                       tokens = { probes.tokens(5, 2) } }, "resolve:5")
end)

T.scenario("Sword Brothers: against the Slav track's last space (9) Crusade 7 is enough (orders/sword_brothers.lua) [CR-1.7, CR-16.2, CR-1.4]", function()
  local t = P.match{ active = 1, order = { "sword_brothers" }, knights = { { "lutizia" } }, enemies = { lutizia = "slav" },
                     markers = { slav = 11 }, tokens = { probes.tokens(5, 7) } }
  t:answer("resolve:5")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 9)
  T.eq(enemies.marker(t.match, "slav"), 11, "it stays on space 11")
end)

T.scenario("Sword Brothers: no +2 against a Prussian: Crusade 4 cannot reach strength 5 (orders/sword_brothers.lua) [CR-1.7, CR-16.2, CR-3.4]", function()
  local t = P.match{ active = 1, order = { "sword_brothers" }, knights = { { "pomesania" } }, enemies = { pomesania = "prussian" },
                     tokens = { probes.tokens(5, 4) } }
  T.falsy(probes.turn_offers(t, "resolve:5"))
end)

T.scenario("Sword Brothers: no other action gets a bonus: Muster 2 pays no troop 1, Build 1 no farm I, Move 1 leaves no Slav region (orders/sword_brothers.lua) [CR-1.7, CR-11, CR-3.4]", function()
  probes.power_only("sword_brothers", "crusade")
end)

T.scenario("Sword Brothers: D2 offers their start regions Holstein and Masovia (orders/sword_brothers.lua) [CR-1.7, CR-2.8]", function()
  probes.keep("sword_brothers", "Livonian Brothers of the Sword: Crusade power +2 against Slavs (start Holstein or Masovia)",
              { "masovia", "holstein" })
end)

T.scenario("Sword Brothers: seat 2's Teutonic Order placed first in Masovia leaves seat 1's Sword Brothers only Holstein (orders/sword_brothers.lua) [CR-1.7, CR-2.8]", function()
  probes.after("teutonic", "masovia", "sword_brothers", "holstein")
end)
