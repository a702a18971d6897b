-- Dune Stride / Mirage Step, Akhena's action card 2 (BC-1.5): MARCH 2, ATTACK 1 SHORT
-- with no flip icon; then MARCH 3, STAR, flipping back. Crest SUN, defence 0; Move 1,
-- then 2.
local T = require "tabula.test"
local P = require "positions"
local probes = require "card_probes"

T.scenario("Dune Stride: MARCH 2 (one diagonal step into Bramble's hazard), then ATTACK 1 SHORT; no flip icon, so it stays Dune Stride (WE-9) (cards/akhena_dune_stride.lua) [BC-1.5, BC-4.1, BC-5.2, BC-5.4, BC-12.1]", function()
  local t = P.match{ at = { akhena = "(4,2)", mutiny = "(4,3)", rig = "(6,6)" } }
  t:answer("activate", "akhena_dune_stride")
  P.at(t, "ability", { "perform", "skip" })
  t:answer("perform")
  P.at(t, "step", { "(3,2)", "(3,1)", "(5,3)" })    -- (4,3) holds an enemy
  t:answer("(5,3)")
  P.at(t, "ability", { "perform", "skip" })         -- the March was performed: the Attack may be skipped
  T.eq(P.health(t, "akhena"), { "start", 2 }, "Bramble Thicket W HAZ")
  t:answer("perform", "none")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "start", 2 }, "ATTACK 1, no defence")
  T.eq(P.side(t, "akhena_dune_stride"), "start", "no flip icon")
  T.truthy(P.exhausted(t, "akhena_dune_stride"))
end)

T.scenario("Dune Stride: skipping the March, Akhena attacks from where she stands (WE-9) (cards/akhena_dune_stride.lua) [BC-1.5, BC-5.2]", function()
  local t = P.match{ at = { akhena = "(4,2)", mutiny = "(4,3)", rig = "(6,6)" } }
  t:answer("activate", "akhena_dune_stride", "skip")
  P.at(t, "defence")
  T.truthy(P.took(t, "target", "mutiny"))
  t:answer("mutiny_cutlass", "no", "no")            -- not the DEF bonuses of (4,3)
  P.at(t, "action")
  T.eq(P.cell(t, "akhena"), "(4,2)")
  T.eq(P.health(t, "mutiny"), { "start", 1 }, "1 - Cutlass 1")
end)

T.scenario("Dune Stride: after a March out of reach the ATTACK 1 SHORT is skipped, and the card still stays Dune Stride (WE-9) (cards/akhena_dune_stride.lua) [BC-5.2, BC-5.3, BC-5.4]", function()
  local t = P.match{ at = { akhena = "(4,2)", mutiny = "(4,3)", rig = "(6,6)" } }
  t:answer("activate", "akhena_dune_stride", "perform", "(3,2)", "(3,1)")
  P.at(t, "action")
  T.eq(P.cell(t, "akhena"), "(3,1)", "MARCH 2: two steps of 1")
  T.eq(P.health(t, "mutiny"), { "start", 1 }, "no Attack")
  T.eq(P.side(t, "akhena_dune_stride"), "start")
end)

T.scenario("Mirage Step: MARCH 3 takes three steps, then STAR (Kindle, the only star ability there); then it flips back to Dune Stride (cards/akhena_dune_stride.lua) [BC-1.5, BC-4.6, BC-13.1, BC-5.4]", function()
  P.printed_rows()
  local t = P.match{ at = { akhena = "(1,4)", mutiny = "(6,4)", rig = "(5,6)" },
                     cards = { akhena_dune_stride = { side = "flipped" } } }
  t:answer("activate", "akhena_dune_stride", "perform", "(2,4)", "(3,4)")
  P.at(t, "step", { "(3,5)", "stop" })
  t:answer("(3,5)")
  P.at(t, "ability", { "perform", "skip" })
  t:answer("perform")
  P.at(t, "kindle", { "akhena_sunlance", "akhena_javelin", "akhena_crescent_guard" })
  T.truthy(P.took(t, "star", "kindle"), "(3,5) touches no landmark")
  t:answer("akhena_javelin")
  P.at(t, "action")
  T.eq(P.cell(t, "akhena"), "(3,5)")
  T.eq(P.side(t, "akhena_javelin"), "flipped", "Kindle: Twin Javelins")
  T.eq(P.side(t, "akhena_dune_stride"), "start", "Mirage Step's flip icon")
end)

T.scenario("Mirage Step: MARCH 3 cannot pay for 4 (no (3,5) from (1,3)); Dune Stride's MARCH 2 stops short of (3,4) (cards/akhena_dune_stride.lua) [BC-1.5, BC-4.1, BC-4.8]", function()
  local t = P.match{ at = { akhena = "(1,3)", mutiny = "(6,4)", rig = "(5,6)" },
                     cards = { akhena_dune_stride = { side = "flipped" } } }
  t:answer("activate", "akhena_dune_stride", "perform", "(1,4)", "(2,4)")
  P.at(t, "step", { "(3,4)", "stop" })
  t:answer("(3,4)")
  P.at(t, "ability")                                 -- 3 spent: no step to (3,5)
  T.eq(P.cell(t, "akhena"), "(3,4)")
  local u = P.match{ at = { akhena = "(1,3)", mutiny = "(6,4)", rig = "(5,6)" } }
  u:answer("activate", "akhena_dune_stride", "(1,4)", "(2,4)")   -- no Attack target anywhere: no perform/skip
  P.at(u, "action")
  T.eq(P.cell(u, "akhena"), "(2,4)", "2 spent")
end)

T.scenario("Dune Stride has Move 1, Mirage Step Move 2 (cards/akhena_dune_stride.lua) [BC-1.5, BC-4.6]", function()
  T.options(probes.move_alone("akhena_dune_stride", "start"), { "(2,4)", "(3,5)" }, "Dune Stride")
  T.options(probes.move_alone("akhena_dune_stride", "flipped"), { "(2,4)", "(3,5)", "(4,3)", "(4,5)" }, "Mirage Step")
end)

T.scenario("Dune Stride and Mirage Step defend with 0: chosen, Akhena takes the whole attack (cards/akhena_dune_stride.lua) [BC-1.5, BC-7.2]", function()
  T.eq({ probes.defence("akhena", "akhena_dune_stride", {}) }, { "Dune Stride (defence 0)", { "start", 3 } })
  T.eq({ probes.defence("akhena", "akhena_dune_stride", { cards = { akhena_dune_stride = { side = "flipped" } } }) },
       { "Mirage Step (defence 0)", { "start", 3 } })
end)

T.scenario("Dune Stride's crest is SUN on both faces: exhausted, it adds 1 to Sunlance Ablaze (cards/akhena_dune_stride.lua) [BC-1.5, BC-10.1]", function()
  P.printed_rows()
  for _, side in ipairs{ "start", "flipped" } do
    T.eq(probes.crest_attack("SUN", { cards = { akhena_dune_stride = { side = side, exhausted = true } } }),
         { "wounded", 1 }, side .. ": 2 + 1 SUN = 3 damage")
  end
end)
