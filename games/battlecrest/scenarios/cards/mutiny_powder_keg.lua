-- Powder Keg / Broadside Orders, Mutiny's action card 3 (BC-1.6): STAR, ATTACK
-- 1+POWDER MEDIUM; then STAR, STAR. Move 0 then 1, crest ANCHOR, defence 2 then
-- 1+POWDER, flip icon on both.
local T = require "tabula.test"
local P = require "positions"
local probes = require "card_probes"

T.scenario("Powder Keg: STAR (Cannon by Rig, Crescent Guard stops it), then ATTACK 1+POWDER MEDIUM with no target is skipped; flips to Broadside Orders (WE-13) (cards/mutiny_powder_keg.lua) [BC-1.6, BC-13.4, BC-5.2, BC-5.4]", function()
  local t = P.match{ active = 2, at = { mutiny = "(6,4)", rig = "(4,6)", akhena = "(3,4)" } }
  t:answer("activate")
  P.at(t, "star", { "press_gang", "cannon" })
  T.truthy(P.took(t, "activate", "mutiny_powder_keg"), "Cutlass and Grappling Hook reach no one")
  t:answer("cannon", "akhena_crescent_guard")
  P.at(t, "action")
  T.eq(P.health(t, "akhena"), { "start", 1 }, "Cannon 2 - 2")
  T.eq(P.side(t, "mutiny_powder_keg"), "flipped", "Broadside Orders")
  T.truthy(P.exhausted(t, "mutiny_powder_keg"))
end)

T.scenario("Powder Keg: STAR skipped, ATTACK 1+POWDER MEDIUM on a diagonal neighbour counts Grappling Hook and the WOUNDED health: 3 (cards/mutiny_powder_keg.lua) [BC-1.6, BC-5.2, BC-6.2, BC-10.1, BC-8.4]", function()
  local t = P.match{ active = 2, at = { mutiny = "(3,5)", akhena = "(4,6)", rig = "(1,1)" },
                     cards = { mutiny_grappling_hook = { exhausted = true } }, health = { mutiny = { "wounded", 1 } } }
  probes.activate(t, "mutiny_powder_keg")
  P.at(t, "ability", { "perform", "skip" })
  t:answer("skip", "none")
  P.at(t, "action")
  T.eq(P.health(t, "akhena"), { "start", 4 })
  T.eq(P.cell(t, "mutiny"), "(3,5)", "no Press Gang")
end)

T.scenario("Broadside Orders: STAR, STAR: Cannon, then Press Gang (Cannon used up); flips back to Powder Keg (WE-10) (cards/mutiny_powder_keg.lua) [BC-1.6, BC-13.2, BC-5.4]", function()
  local t = P.match{ active = 2, at = { mutiny = "(6,4)", rig = "(4,6)", akhena = "(3,4)" },
                     cards = { mutiny_powder_keg = { side = "flipped" } } }
  t:answer("activate")
  P.at(t, "ability", { "perform", "skip" })
  t:answer("perform")
  P.at(t, "star", { "press_gang", "cannon" })
  t:answer("cannon", "akhena_javelin")
  P.at(t, "ability", { "perform", "skip" })
  T.eq(P.health(t, "akhena"), { "start", 2 }, "Cannon 2 - Javelin 1")
  t:answer("perform")
  P.at(t, "action")
  T.truthy(P.took(t, "star", "press_gang"), "the only star ability left")
  T.eq({ P.cell(t, "mutiny"), P.cell(t, "rig") }, { "(4,6)", "(6,4)" })
  T.eq(P.side(t, "mutiny_powder_keg"), "start")
end)

T.scenario("Powder Keg has Move 0 (alone ready and Rig gone, Mutiny cannot take Move), Broadside Orders Move 1 (cards/mutiny_powder_keg.lua) [BC-1.6, BC-3.2, BC-4.6]", function()
  local t = P.match{ active = 2, at = { mutiny = "(1,1)", akhena = "(6,4)", rig = false },
                     cards = probes.alone_ready("mutiny_powder_keg", "start") }
  P.at(t, "action", { "prime", "refocus" })
  T.options(probes.move_alone("mutiny_powder_keg", "flipped"), { "(2,4)", "(3,5)" }, "Broadside Orders")
end)

T.scenario("Powder Keg defends with 2 (cards/mutiny_powder_keg.lua) [BC-1.6, BC-7.2]", function()
  T.eq({ probes.defence("mutiny", "mutiny_powder_keg", {}) }, { "Powder Keg (defence 2)", { "start", 1 } })
end)

T.scenario("Broadside Orders defends with 1+POWDER: 1, 2 with Grappling Hook exhausted, 3 with the WOUNDED health too (cards/mutiny_powder_keg.lua) [BC-1.6, BC-7.2, BC-10.1, BC-8.4]", function()
  local cases = {
    { cards = {}, health = { "start", 1 }, label = "Broadside Orders (defence 1)", after = { "start", 2 } },
    { cards = { mutiny_grappling_hook = { exhausted = true } }, health = { "start", 1 },
      label = "Broadside Orders (defence 2)", after = { "start", 1 } },
    { cards = { mutiny_grappling_hook = { exhausted = true } }, health = { "wounded", 1 },
      label = "Broadside Orders (defence 3)", after = { "wounded", 1 } },
  }
  for _, case in ipairs(cases) do
    case.cards.mutiny_powder_keg = { side = "flipped" }
    T.eq({ probes.defence("mutiny", "mutiny_powder_keg", { cards = case.cards, health = { mutiny = case.health } }) },
         { case.label, case.after })
  end
end)

T.scenario("Powder Keg's crest is ANCHOR on both faces: exhausted, it adds 1 to Grappling Hook's 1+ANCHOR (cards/mutiny_powder_keg.lua) [BC-1.6, BC-10.1]", function()
  for _, side in ipairs{ "start", "flipped" } do
    T.eq(probes.crest_attack("ANCHOR", { cards = { mutiny_powder_keg = { side = side, exhausted = true } } }),
         { "start", 3 }, side .. ": 1 + 1 ANCHOR")
  end
end)
