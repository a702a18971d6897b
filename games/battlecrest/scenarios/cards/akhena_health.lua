-- Akhena's health card (BC-1.5, BC-8): a track of K = 4 columns, START then WOUNDED,
-- 8 damage in all; the WOUNDED face shows SUN.
local T = require "tabula.test"
local P = require "positions"
local probes = require "card_probes"

T.scenario("Akhena's health starts on its START face at column 1 (cards/akhena_health.lua) [BC-2.2]", function()
  P.printed_rows()
  local t = P.match{}
  T.eq(P.health(t, "akhena"), { "start", 1 })
  T.eq(t:view(1).seats[1].health, { side = "start", column = 1, length = 4 })
end)

T.scenario("Akhena's track has 4 columns: 2 damage from START 2 reach column 4; from START 3 the card flips to WOUNDED and restarts at column 1 (cards/akhena_health.lua) [BC-1.5, BC-8.1]", function()
  P.printed_rows()
  local t = probes.undefended("akhena", { "start", 2 })
  P.at(t, "action")
  T.eq(P.health(t, "akhena"), { "start", 4 })
  local u = probes.undefended("akhena", { "start", 3 })
  P.at(u, "action")
  T.eq(P.health(u, "akhena"), { "wounded", 1 })
end)

T.scenario("Akhena is defeated by the 8th point: WOUNDED 2 + 2 is column 4, WOUNDED 3 + 2 ends the game (cards/akhena_health.lua) [BC-8.1, BC-14.1]", function()
  P.printed_rows()
  local t = probes.undefended("akhena", { "wounded", 2 })
  P.at(t, "action")
  T.eq(P.health(t, "akhena"), { "wounded", 4 })
  local u = probes.undefended("akhena", { "wounded", 3 })
  T.eq(u:run(), "finished")
  T.eq(u.result.winners, { 2 }, "Mutiny wins")
end)

T.scenario("Akhena's WOUNDED face shows SUN: Sunlance Ablaze's ATTACK 2+SUN is 3, on START 2 (cards/akhena_health.lua) [BC-1.5, BC-8.4, BC-10.1]", function()
  P.printed_rows()
  T.eq(probes.crest_attack("SUN", { health = { akhena = { "wounded", 1 } } }), { "wounded", 1 }, "3 damage")
  T.eq(probes.crest_attack("SUN", { health = { akhena = { "start", 2 } } }), { "start", 3 }, "2 damage")
end)

T.scenario("Recovering 1 at WOUNDED column 1 flips Akhena's health back to START column 4 (cards/akhena_health.lua) [BC-8.3]", function()
  P.printed_rows()
  local t = P.match{ at = { akhena = "(6,5)", mutiny = "(1,1)", rig = "(2,1)" }, health = { akhena = { "wounded", 1 } } }
  t:answer("activate", "akhena_crescent_guard", "forest_shrine")
  P.at(t, "action")
  T.eq(P.health(t, "akhena"), { "start", 4 })
end)
