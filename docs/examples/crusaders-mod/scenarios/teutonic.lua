-- CRM-1: the mod's Teutonic Order replaces the game's (README.md): Crusade power +2
-- against Prussians, +1 against Slavs.
local T = require "tabula.test"
local P = require "positions"
local catalog = require "catalog"
local probes = require "probes"

T.scenario("the mod's file replaces the game's Teutonic Order: one order of that id, the mod's, still third in the table order [CRM-1, CR-1.7, CR-16.1]", function()
  T.eq(catalog.orders.teutonic.file, "mods/crusaders-mod/orders/teutonic.lua")
  T.eq(catalog.order_list()[3], "teutonic")
  T.eq(catalog.orders.teutonic.text, "Crusade power +2 against Prussians, +1 against Slavs")
end)

T.scenario("Teutonic (mod): Crusade 4 is power 6 against a Prussian, 5 against a Slav (the game's: 4), a Saracen (6) out of reach [CRM-1, CR-16.2, CR-8.2]", function()
  local t = probes.fronts("teutonic", 4)
  t:answer("resolve:5")
  P.at(t, "crusade", { "pomesania", "lutizia" })
  T.eq(probes.label(t, "pomesania"), "Prussian in Pomesania (strength 5, power 6)")
  T.eq(probes.label(t, "lutizia"), "Slav in Lutizia (strength 4, power 5)")
  t:answer("lutizia")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 4)
end)

T.scenario("Teutonic (mod): the +1 makes Crusade 3 against a Slav (4) performable; without an order it is not [CRM-1, CR-16.2, CR-3.4]", function()
  probes.only_with("teutonic", { knights = { { "lutizia" } }, enemies = { lutizia = "slav" },
                                 tokens = { probes.tokens(5, 3) } }, "resolve:5")
end)

T.scenario("Teutonic (mod): still +2 against a Prussian: Crusade 3 reaches strength 5 [CRM-1, CR-16.2, CR-3.4]", function()
  probes.only_with("teutonic", { knights = { { "pomesania" } }, enemies = { pomesania = "prussian" },
                                 tokens = { probes.tokens(5, 3) } }, "resolve:5")
end)

T.scenario("Teutonic (mod): D1 shows the mod's text; D2 still offers Brandenburg and Masovia [CRM-1, CR-1.7, CR-2.8]", function()
  probes.keep("teutonic", "Teutonic Order: Crusade power +2 against Prussians, +1 against Slavs (start Brandenburg or Masovia)",
              { "brandenburg", "masovia" })
end)
