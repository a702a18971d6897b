-- Teutonic Order (CR-1.7, CR-16.2): Crusade power +2 against Prussians only; start
-- regions brandenburg, masovia.
local T = require "tabula.test"
local P = require "positions"
local probes = require "probes"
local enemies = require "rules.enemies"

T.scenario("Teutonic: Crusade 4 is power 6 against a Prussian, 4 against a Slav; a Saracen (6) stays out of reach (orders/teutonic.lua) [CR-1.7, CR-16.2, CR-8.2, CR-8.3]", function()
  local t = probes.fronts("teutonic", 4)
  t:answer("resolve:5")
  P.at(t, "crusade", { "pomesania", "lutizia" })
  T.eq(probes.label(t, "pomesania"), "Prussian in Pomesania (strength 5, power 6)")
  T.eq(probes.label(t, "lutizia"), "Slav in Lutizia (strength 4, power 4)")
  t:answer("pomesania")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.enemy(t, "pomesania"), nil)
  T.eq(P.influence(t, 1), 5, "the Prussian's strength")
  T.eq(enemies.marker(t.match, "prussian"), 2)
end)

T.scenario("Teutonic: the +2 makes Crusade 3 against a Prussian (5) performable; without the order it is not (orders/teutonic.lua) [CR-1.7, CR-16.2, CR-3.4]", function()
  probes.only_with("teutonic", { knights = { { "pomesania" } }, enemies = { pomesania = "prussian" },
                                 tokens = { probes.tokens(5, 3) } }, "resolve:5")
end)

T.scenario("Teutonic: no +2 against a Slav: Crusade 3 cannot reach strength 4 (orders/teutonic.lua) [CR-1.7, CR-16.2, CR-3.4]", function()
  local t = P.match{ active = 1, order = { "teutonic" }, knights = { { "lutizia" } }, enemies = { lutizia = "slav" },
                     tokens = { probes.tokens(5, 3) } }
  T.falsy(probes.turn_offers(t, "resolve:5"))
end)

T.scenario("Teutonic: the +2 counts on the Crusade half of an upgraded wedge, after its Move half (WE-4 with 3 tokens less) (orders/teutonic.lua) [CR-1.7, CR-16.2, CR-11, CR-16.4]", function()
  local t = P.match{ active = 1, order = { "teutonic" }, knights = { { "masovia" } }, enemies = { pomesania = "prussian" },
                     upgraded = { { 1 } }, tokens = { probes.tokens(1, 4) } }
  t:answer("resolve:1", "move=1,crusade=3", "k1:pomesania")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.enemy(t, "pomesania"), nil, "3 + 2 = 5 reached the Prussian")
  T.eq(P.influence(t, 1), 5)
end)

T.scenario("Teutonic: no other action gets a bonus: Muster 2 pays no troop 1, Build 1 no farm I, Move 1 leaves no Slav region (orders/teutonic.lua) [CR-1.7, CR-11, CR-3.4]", function()
  probes.power_only("teutonic", "crusade")
end)

T.scenario("Teutonic: D2 offers its start regions Brandenburg and Masovia (orders/teutonic.lua) [CR-1.7, CR-2.8]", function()
  probes.keep("teutonic", "Teutonic Order: Crusade power +2 against Prussians (start Brandenburg or Masovia)",
              { "brandenburg", "masovia" })
end)

T.scenario("Teutonic: seat 2's Sword Brothers placed first in Masovia leave seat 1's Teutonic Order only Brandenburg (orders/teutonic.lua) [CR-1.7, CR-2.8]", function()
  probes.after("sword_brothers", "masovia", "teutonic", "brandenburg")
end)
