-- Crescent Guard / Eclipse Ward, Akhena's action card 4 (BC-1.5): FORCE 1 SHORT, STAR;
-- then STAR, ATTACK 1+SUN MEDIUM. Move 1, crest MOON; defence 2, then 1+SUN.
local T = require "tabula.test"
local P = require "positions"
local probes = require "card_probes"

T.scenario("Crescent Guard: FORCE 1 SHORT moves an orthogonal enemy one step (not a diagonal one), into Bramble's hazard; then STAR (Kindle); flips to Eclipse Ward (cards/akhena_crescent_guard.lua) [BC-1.5, BC-4.5, BC-6.5, BC-12.1, BC-13.1, BC-5.4]", function()
  P.printed_rows()
  local t = P.match{ at = { akhena = "(4,2)", mutiny = "(4,3)", rig = "(3,1)" } }
  t:answer("activate", "akhena_crescent_guard")
  P.at(t, "ability", { "perform", "skip" })
  t:answer("perform")
  P.at(t, "ability", { "perform", "skip" })          -- the STAR, after the Force
  T.truthy(P.took(t, "force", "mutiny"), "Rig at (3,1) is diagonal: not in SHORT range")
  T.truthy(P.took(t, "step", "(5,3)"), "one step of 1; (4,2) is Akhena's, where no movement ends")
  T.eq(P.cell(t, "mutiny"), "(5,3)")
  T.eq(P.health(t, "mutiny"), { "start", 2 }, "Bramble Thicket W HAZ")
  t:answer("perform")
  P.at(t, "kindle", { "akhena_sunlance", "akhena_dune_stride", "akhena_javelin" })
  t:answer("akhena_sunlance")
  P.at(t, "action")
  T.eq(P.side(t, "akhena_sunlance"), "flipped", "Kindle")
  T.eq(P.side(t, "akhena_crescent_guard"), "flipped", "Eclipse Ward")
end)

T.scenario("Crescent Guard: with no one to Force, only the STAR is performed (cards/akhena_crescent_guard.lua) [BC-5.2, BC-5.3]", function()
  P.printed_rows()
  local t = P.match{ at = { akhena = "(1,1)", mutiny = "(6,4)", rig = "(5,6)" } }
  t:answer("activate", "akhena_crescent_guard")
  P.at(t, "kindle", { "akhena_sunlance", "akhena_dune_stride", "akhena_javelin" })
  t:answer("akhena_dune_stride")
  P.at(t, "action")
  T.eq(P.side(t, "akhena_dune_stride"), "flipped")
  T.eq(P.cell(t, "mutiny"), "(6,4)")
end)

T.scenario("Eclipse Ward: STAR skipped, then ATTACK 1+SUN MEDIUM on a diagonal enemy counts 2 SUN: 3 damage; flips to Crescent Guard (cards/akhena_crescent_guard.lua) [BC-1.5, BC-5.2, BC-6.2, BC-10.1, BC-5.4]", function()
  P.printed_rows()
  local t = P.match{ at = { akhena = "(3,5)", mutiny = "(4,6)", rig = "(6,6)" },
                     cards = { akhena_crescent_guard = { side = "flipped" }, akhena_dune_stride = { exhausted = true },
                               akhena_javelin = { exhausted = true } } }
  t:answer("activate")                               -- Sunlance has no SHORT target: the only card
  P.at(t, "ability", { "perform", "skip" })
  t:answer("skip", "none")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "wounded", 1 }, "1 + 2 SUN")
  T.eq(P.side(t, "akhena_crescent_guard"), "start")
  T.eq(P.side(t, "akhena_dune_stride"), "start", "no Kindle")
end)

T.scenario("Eclipse Ward: STAR (Kindle) performed, the ATTACK may then be skipped (cards/akhena_crescent_guard.lua) [BC-5.2, BC-13.1]", function()
  local t = P.match{ at = { akhena = "(3,5)", mutiny = "(4,6)", rig = "(6,6)" },
                     cards = { akhena_crescent_guard = { side = "flipped" } } }
  t:answer("activate", "akhena_crescent_guard", "perform", "akhena_javelin")
  P.at(t, "ability", { "perform", "skip" })
  t:answer("skip")
  P.at(t, "action")
  T.eq(P.side(t, "akhena_javelin"), "flipped")
  T.eq(P.health(t, "mutiny"), { "start", 1 })
end)

T.scenario("Crescent Guard defends with 2 (cards/akhena_crescent_guard.lua) [BC-1.5, BC-7.2]", function()
  T.eq({ probes.defence("akhena", "akhena_crescent_guard", {}) }, { "Crescent Guard (defence 2)", { "start", 1 } })
end)

T.scenario("Eclipse Ward defends with 1+SUN: 1, then 2 with Dune Stride exhausted, 3 with the WOUNDED health too (cards/akhena_crescent_guard.lua) [BC-1.5, BC-7.2, BC-10.1, BC-8.4]", function()
  local cases = {
    { cards = {}, health = { "start", 1 }, label = "Eclipse Ward (defence 1)", after = { "start", 2 } },
    { cards = { akhena_dune_stride = { exhausted = true } }, health = { "start", 1 },
      label = "Eclipse Ward (defence 2)", after = { "start", 1 } },
    { cards = { akhena_dune_stride = { exhausted = true } }, health = { "wounded", 1 },
      label = "Eclipse Ward (defence 3)", after = { "wounded", 1 } },
  }
  for _, case in ipairs(cases) do
    case.cards.akhena_crescent_guard = { side = "flipped" }
    T.eq({ probes.defence("akhena", "akhena_crescent_guard", { cards = case.cards, health = { akhena = case.health } }) },
         { case.label, case.after })
  end
end)

T.scenario("Crescent Guard and Eclipse Ward have Move 1 (cards/akhena_crescent_guard.lua) [BC-1.5, BC-4.6]", function()
  T.options(probes.move_alone("akhena_crescent_guard", "start"), { "(2,4)", "(3,5)" }, "Crescent Guard")
  T.options(probes.move_alone("akhena_crescent_guard", "flipped"), { "(2,4)", "(3,5)" }, "Eclipse Ward")
end)

T.scenario("Crescent Guard's crest is MOON on both faces: exhausted, it adds 1 to Javelin (cards/akhena_crescent_guard.lua) [BC-1.5, BC-10.1]", function()
  for _, side in ipairs{ "start", "flipped" } do
    T.eq(probes.crest_attack("MOON", { cards = { akhena_crescent_guard = { side = side, exhausted = true } } }),
         { "start", 3 }, side .. ": 1 + 1 MOON")
  end
end)
