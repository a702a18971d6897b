-- Cutlass / Reckless Cutlass, Mutiny's action card 1 (BC-1.6): ATTACK 2 MEDIUM; then
-- MARCH 1, ATTACK 2+POWDER SHORT. Move 1, crest ANCHOR, defence 1 then 0, flip icon.
local T = require "tabula.test"
local P = require "positions"
local probes = require "card_probes"

T.scenario("Cutlass: ATTACK 2 MEDIUM on a diagonal neighbour, no crest counted; flips to Reckless Cutlass (cards/mutiny_cutlass.lua) [BC-1.6, BC-6.2, BC-7.1, BC-5.4]", function()
  local t = P.match{ active = 2, at = { mutiny = "(3,5)", akhena = "(4,6)", rig = "(6,6)" },
                     cards = { mutiny_grappling_hook = { exhausted = true } }, health = { mutiny = { "wounded", 1 } } }
  t:answer("activate", "mutiny_cutlass")
  P.at(t, "defence")
  T.truthy(P.took(t, "target", "akhena"))
  t:answer("none")
  P.at(t, "action")
  T.eq(P.health(t, "akhena"), { "start", 3 }, "2: POWDER showing does not count")
  T.eq(P.side(t, "mutiny_cutlass"), "flipped")
  T.truthy(P.exhausted(t, "mutiny_cutlass"))
end)

T.scenario("Reckless Cutlass: MARCH 1 to Akhena's side, then ATTACK 2+POWDER SHORT with Grappling Hook and the WOUNDED health: 4; flips back (cards/mutiny_cutlass.lua) [BC-1.6, BC-4.6, BC-6.1, BC-10.1, BC-8.4, BC-5.4]", function()
  P.printed_rows()
  local t = P.match{ active = 2, at = { mutiny = "(1,1)", akhena = "(1,3)", rig = "(6,6)" },
                     cards = { mutiny_cutlass = { side = "flipped" }, mutiny_grappling_hook = { exhausted = true } },
                     health = { mutiny = { "wounded", 1 } } }
  t:answer("activate", "mutiny_cutlass")
  P.at(t, "step", { "(1,2)", "(2,1)" })             -- no target from (1,1): the March must be made
  t:answer("(1,2)")
  P.at(t, "ability", { "perform", "skip" })
  t:answer("perform", "none")
  P.at(t, "action")
  T.eq(P.cell(t, "mutiny"), "(1,2)")
  T.eq(P.health(t, "akhena"), { "wounded", 1 }, "4 damage: column 1 -> 4 -> WOUNDED 1")
  T.eq(P.side(t, "mutiny_cutlass"), "start")
end)

T.scenario("Reckless Cutlass: the March may be skipped when the Attack can be made; SHORT misses a diagonal enemy (cards/mutiny_cutlass.lua) [BC-5.2, BC-6.1]", function()
  local t = P.match{ active = 2, at = { mutiny = "(1,2)", akhena = "(1,3)", rig = "(2,1)" },
                     cards = { mutiny_cutlass = { side = "flipped" } } }
  t:answer("activate", "mutiny_cutlass")
  P.at(t, "ability", { "perform", "skip" })
  t:answer("skip", "none")
  P.at(t, "action")
  T.eq(P.cell(t, "mutiny"), "(1,2)")
  T.eq(P.health(t, "akhena"), { "start", 3 })
  local u = P.match{ active = 2, at = { mutiny = "(3,5)", akhena = "(4,6)", rig = "(1,1)" },
                     cards = { mutiny_cutlass = { side = "flipped" } } }
  u:answer("activate", "mutiny_cutlass")
  P.at(u, "step")                                    -- Akhena is diagonal: no Attack, so no choice to skip
end)

T.scenario("Cutlass and Reckless Cutlass have Move 1 (cards/mutiny_cutlass.lua) [BC-1.6, BC-4.6]", function()
  T.options(probes.move_alone("mutiny_cutlass", "start"), { "(2,4)", "(3,5)" }, "Cutlass")
  T.options(probes.move_alone("mutiny_cutlass", "flipped"), { "(2,4)", "(3,5)" }, "Reckless Cutlass")
end)

T.scenario("Cutlass defends with 1, Reckless Cutlass with 0 (cards/mutiny_cutlass.lua) [BC-1.6, BC-7.2]", function()
  T.eq({ probes.defence("mutiny", "mutiny_cutlass", {}) }, { "Cutlass (defence 1)", { "start", 2 } })
  T.eq({ probes.defence("mutiny", "mutiny_cutlass", { cards = { mutiny_cutlass = { side = "flipped" } } }) },
       { "Reckless Cutlass (defence 0)", { "start", 3 } })
end)

T.scenario("Cutlass's crest is ANCHOR on both faces: exhausted, it adds 1 to Grappling Hook's 1+ANCHOR (cards/mutiny_cutlass.lua) [BC-1.6, BC-10.1]", function()
  for _, side in ipairs{ "start", "flipped" } do
    T.eq(probes.crest_attack("ANCHOR", { cards = { mutiny_cutlass = { side = side, exhausted = true } } }),
         { "start", 3 }, side .. ": 1 + 1 ANCHOR")
  end
end)
