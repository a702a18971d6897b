-- Mutiny's health card (BC-1.6, BC-8): a track of K = 3 columns, START then WOUNDED,
-- 6 damage in all; the WOUNDED face shows POWDER.
local T = require "tabula.test"
local P = require "positions"
local probes = require "card_probes"

T.scenario("Mutiny's health starts on its START face at column 1 (cards/mutiny_health.lua) [BC-2.2]", function()
  P.printed_rows()
  local t = P.match{}
  T.eq(P.health(t, "mutiny"), { "start", 1 })
  T.eq(t:view(2).seats[2].health, { side = "start", column = 1, length = 3 })
end)

T.scenario("Mutiny's track has 3 columns: 2 damage from START 1 reach column 3; from START 2 the card flips to WOUNDED and restarts at column 1 (cards/mutiny_health.lua) [BC-1.6, BC-8.1]", function()
  P.printed_rows()
  local t = probes.undefended("mutiny", { "start", 1 })
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "start", 3 })
  local u = probes.undefended("mutiny", { "start", 2 })
  P.at(u, "action")
  T.eq(P.health(u, "mutiny"), { "wounded", 1 })
end)

T.scenario("Mutiny is defeated by the 6th point: WOUNDED 1 + 2 is column 3, WOUNDED 2 + 2 ends the game (cards/mutiny_health.lua) [BC-8.1, BC-14.1]", function()
  P.printed_rows()
  local t = probes.undefended("mutiny", { "wounded", 1 })
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "wounded", 3 })
  local u = probes.undefended("mutiny", { "wounded", 2 })
  T.eq(u:run(), "finished")
  T.eq(u.result.winners, { 1 }, "Akhena wins")
end)

T.scenario("Mutiny's WOUNDED face shows POWDER: Powder Keg's ATTACK 1+POWDER is 2, on START 1 (cards/mutiny_health.lua) [BC-1.6, BC-8.4, BC-10.1]", function()
  T.eq(probes.crest_attack("POWDER", { health = { mutiny = { "wounded", 1 } } }), { "start", 3 }, "2 damage")
  T.eq(probes.crest_attack("POWDER", { health = { mutiny = { "start", 2 } } }), { "start", 2 }, "1 damage")
end)

T.scenario("Recovering 1 at WOUNDED column 1 flips Mutiny's health back to START column 3 (cards/mutiny_health.lua) [BC-8.3]", function()
  P.printed_rows()
  local t = P.match{ active = 2, at = { mutiny = "(6,5)", rig = "(1,1)", akhena = "(1,4)" }, health = { mutiny = { "wounded", 1 } } }
  t:answer("activate", "forest_shrine")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "start", 3 })
end)
