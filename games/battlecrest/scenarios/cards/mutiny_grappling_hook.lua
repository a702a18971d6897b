-- Grappling Hook / Keelhaul, Mutiny's action card 2 (BC-1.6): FORCE 2 MEDIUM, ATTACK
-- 1+ANCHOR SHORT; then FORCE 3 LONG 3. Move 1, crest POWDER, defence 1, flip icon.
local T = require "tabula.test"
local P = require "positions"
local probes = require "card_probes"

T.scenario("Grappling Hook: FORCE 2 MEDIUM drags Akhena through Rig and Bramble's hazard; the Attack is then out of reach and skipped; flips to Keelhaul (WE-6) (cards/mutiny_grappling_hook.lua) [BC-1.6, BC-4.5, BC-12.1, BC-5.2, BC-5.4]", function()
  local t = P.match{ active = 2, at = { mutiny = "(4,2)", rig = "(5,3)", akhena = "(4,3)" } }
  t:answer("activate", "mutiny_grappling_hook")
  P.at(t, "ability", { "perform", "skip" })
  t:answer("perform")
  P.at(t, "force", { "akhena", "rig" })             -- an enemy or his own minion, both within MEDIUM
  t:answer("akhena")
  P.at(t, "step", { "(5,3)", "(4,2)", "(3,4)", "(3,2)" })   -- forced: through Rig or Mutiny
  t:answer("(5,3)")
  P.at(t, "action")
  T.truthy(P.took(t, "step", "(6,3)"), "the only option: not back into (4,3), no stop on Rig's cell")
  T.eq(P.cell(t, "akhena"), "(6,3)")
  T.eq(P.health(t, "akhena"), { "start", 2 }, "Bramble Thicket W HAZ passing through; no Attack from (4,2)")
  T.eq(P.side(t, "mutiny_grappling_hook"), "flipped", "Keelhaul")
end)

T.scenario("Grappling Hook: Force skipped, ATTACK 1+ANCHOR SHORT counts the exhausted Cutlass: 2 (WE-6) (cards/mutiny_grappling_hook.lua) [BC-1.6, BC-5.2, BC-10.1]", function()
  local t = P.match{ active = 2, at = { mutiny = "(4,2)", rig = "(5,3)", akhena = "(4,3)" },
                     cards = { mutiny_cutlass = { exhausted = true } } }
  t:answer("activate", "mutiny_grappling_hook", "skip", "none")
  P.at(t, "action")
  T.eq(P.cell(t, "akhena"), "(4,3)")
  T.eq(P.health(t, "akhena"), { "start", 3 })
end)

T.scenario("Grappling Hook: FORCE on his own minion moves Rig 2 (cards/mutiny_grappling_hook.lua) [BC-1.4, BC-6.5]", function()
  local t = P.match{ active = 2, at = { mutiny = "(4,2)", rig = "(3,2)", akhena = "(6,6)" } }
  t:answer("activate", "mutiny_grappling_hook")
  P.at(t, "step", { "(3,1)", "(4,2)", "(4,3)", "(2,1)" })   -- Rig the only one in range; no Attack to skip to
  T.truthy(P.took(t, "force", "rig"))
  t:answer("(3,1)", "(2,1)")
  P.at(t, "action")
  T.eq(P.cell(t, "rig"), "(2,1)")
end)

T.scenario("Keelhaul: FORCE 3 LONG 3 reaches dist 3, never dist 1; RNG does not lengthen it; flips back (cards/mutiny_grappling_hook.lua) [BC-1.6, BC-6.3, BC-17.6, BC-5.4]", function()
  local t = P.match{ active = 2, at = { mutiny = "(3,4)", akhena = "(4,6)", rig = "(2,4)" },
                     cards = { mutiny_grappling_hook = { side = "flipped" } } }
  t:answer("activate", "mutiny_grappling_hook")
  P.at(t, "step")
  T.truthy(P.took(t, "force", "akhena"), "Akhena at dist 3; Rig at dist 1 is out of LONG range")
  t:answer("(5,6)", "(6,6)", "(6,5)")
  P.at(t, "action")
  T.eq(P.cell(t, "akhena"), "(6,5)", "three steps of 1")
  T.eq(P.side(t, "mutiny_grappling_hook"), "start")
  local u = P.match{ active = 2, at = { mutiny = "(3,4)", akhena = "(5,6)", rig = "(2,4)" },
                     cards = { mutiny_grappling_hook = { side = "flipped" }, mutiny_powder_keg = { exhausted = true } } }
  P.at(u, "action", { "move", "prime", "refocus" })   -- Akhena at dist 4: Hunter's Blind's RNG does not help a Force
end)

T.scenario("Grappling Hook and Keelhaul have Move 1 (cards/mutiny_grappling_hook.lua) [BC-1.6, BC-4.6]", function()
  T.options(probes.move_alone("mutiny_grappling_hook", "start"), { "(2,4)", "(3,5)" }, "Grappling Hook")
  T.options(probes.move_alone("mutiny_grappling_hook", "flipped"), { "(2,4)", "(3,5)" }, "Keelhaul")
end)

T.scenario("Grappling Hook and Keelhaul defend with 1 (cards/mutiny_grappling_hook.lua) [BC-1.6, BC-7.2]", function()
  T.eq({ probes.defence("mutiny", "mutiny_grappling_hook", {}) }, { "Grappling Hook (defence 1)", { "start", 2 } })
  T.eq({ probes.defence("mutiny", "mutiny_grappling_hook", { cards = { mutiny_grappling_hook = { side = "flipped" } } }) },
       { "Keelhaul (defence 1)", { "start", 2 } })
end)

T.scenario("Grappling Hook's crest is POWDER on both faces: exhausted, it adds 1 to Powder Keg's 1+POWDER (cards/mutiny_grappling_hook.lua) [BC-1.6, BC-10.1]", function()
  for _, side in ipairs{ "start", "flipped" } do
    T.eq(probes.crest_attack("POWDER", { cards = { mutiny_grappling_hook = { side = side, exhausted = true } } }),
         { "start", 3 }, side .. ": 1 + 1 POWDER")
  end
end)
