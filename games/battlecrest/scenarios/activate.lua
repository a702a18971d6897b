-- Activating a card (BC-5): exhaust it, resolve its abilities in printed order, each
-- performed or skipped as BC-5.2 allows, then its flip icon. Layout 123456.
local T = require "tabula.test"
local P = require "positions"

T.scenario("the activated card is exhausted before its abilities, then flips by the face it showed [BC-5.1, BC-5.4, BC-13.1]", function()
  P.printed_rows()
  local t = P.match{ active = 1, at = { akhena = "(3,2)", mutiny = "(3,1)", rig = "(6,6)" } }
  t:answer("activate", "akhena_crescent_guard")
  P.at(t, "ability", { "perform", "skip" })          -- FORCE 1 SHORT, and a STAR could follow
  T.truthy(P.exhausted(t, "akhena_crescent_guard"), "exhausted before its first ability")
  t:answer("perform")                                -- Mutiny, the only one in SHORT, to (2,1), his only end
  P.at(t, "ability", { "perform", "skip" })          -- STAR
  T.eq(P.cell(t, "mutiny"), "(2,1)")
  t:answer("perform")                                -- Kindle, the only star ability here
  P.at(t, "kindle", { "akhena_sunlance", "akhena_dune_stride", "akhena_javelin" })   -- never the activated card
  t:answer("akhena_javelin")
  P.at(t, "action")
  T.eq(P.side(t, "akhena_javelin"), "flipped", "Kindle flipped Javelin")
  T.falsy(P.exhausted(t, "akhena_javelin"), "and left it ready")
  T.eq(P.side(t, "akhena_crescent_guard"), "flipped", "Crescent Guard shows the flip icon: Eclipse Ward")
  T.truthy(P.exhausted(t, "akhena_crescent_guard"), "still exhausted")
end)

T.scenario("a card without the flip icon keeps its face; Mirage Step flips back [BC-5.4, BC-1.5]", function()
  local t = P.match{ active = 1, at = { akhena = "(1,3)", mutiny = "(6,4)", rig = "(5,6)" } }
  t:answer("activate", "akhena_dune_stride", "(1,4)", "stop")   -- no SHORT target: the March is performed unasked
  P.at(t, "action")
  T.eq(P.side(t, "akhena_dune_stride"), "start", "Dune Stride has no flip icon")
  T.truthy(P.exhausted(t, "akhena_dune_stride"))
  local m = P.match{ active = 1, at = { akhena = "(1,3)", mutiny = "(6,4)", rig = "(5,6)" },
    cards = { akhena_dune_stride = { side = "flipped" } } }
  m:answer("activate", "akhena_dune_stride", "perform", "(1,4)", "stop", "skip")   -- MARCH 3, then skip the STAR
  P.at(m, "action")
  T.eq(P.side(m, "akhena_dune_stride"), "start", "Mirage Step flipped back to Dune Stride")
  T.truthy(P.exhausted(m, "akhena_dune_stride"))
end)

T.scenario("an ability that cannot be performed is passed over; one left alone is performed without asking [BC-5.2, BC-5.3]", function()
  -- Akhena boxed in at (1,1): Dune Stride's MARCH cannot be performed, its ATTACK can.
  local t = P.match{ active = 1, at = { akhena = "(1,1)", mutiny = "(1,2)", rig = "(2,1)" } }
  t:answer("activate", "akhena_dune_stride")
  P.at(t, "target", { "mutiny", "rig" })             -- straight to the ATTACK's target
  t:answer("rig")                                    -- ATTACK 1 against Rig's defence 1
  P.at(t, "action")
  T.eq(P.side(t, "rig"), "start", "no damage")
  T.eq(P.cell(t, "akhena"), "(1,1)")
end)

T.scenario("a later ability that becomes possible after an earlier one is offered [BC-5.2, BC-5.3]", function()
  local t = P.match{ active = 1, at = { akhena = "(1,3)", mutiny = "(3,4)", rig = "(6,6)" } }
  t:answer("activate", "akhena_dune_stride")         -- no SHORT target yet: the March is not asked about
  P.at(t, "step", { "(1,2)", "(1,4)", "(2,4)" })
  t:answer("(2,4)")                                  -- one diagonal step: Mutiny is now SHORT
  P.at(t, "ability", { "perform", "skip" })
  t:answer("perform")
  P.at(t, "defence")
  t:answer("none")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "start", 2 })
end)

T.scenario("a March possible only through MOV uses it unasked; the attack then starts from the new cell [BC-5.3, BC-17.1, BC-11.1, BC-11.4]", function()
  -- Mutiny at (1,2) (Hollow Log N: MOV) between Akhena (1,1) and Rig (1,3): MARCH 1
  -- alone reaches nothing.
  local t = P.match{ active = 2, at = { mutiny = "(1,2)", akhena = "(1,1)", rig = "(1,3)" },
    cards = { mutiny_cutlass = { side = "flipped" } } }   -- Reckless Cutlass: MARCH 1, ATTACK 2+POWDER SHORT
  t:answer("activate", "mutiny_cutlass")
  P.at(t, "ability", { "perform", "skip" })
  t:answer("perform")
  P.at(t, "step", { "(2,1)", "(1,3)" })              -- 1 + 1 (MOV), no bonus question
  t:answer("(2,1)")
  P.at(t, "ability", { "perform", "skip" })
  T.eq(P.side(t, "hollow_log"), "flipped", "Hollow Log flipped when the March had resolved")
  t:answer("perform")                                -- Akhena, SHORT of (2,1)
  P.at(t, "defence")
  t:answer("none")
  P.at(t, "action")
  T.eq(P.health(t, "akhena"), { "start", 3 })
  T.eq(P.side(t, "mutiny_cutlass"), "start", "Reckless Cutlass flipped to Cutlass")
end)

T.scenario("a Force possible only through FRC uses it unasked; the landmark flips when the Force is over [BC-5.3, BC-17.1, BC-11.1, BC-12.2]", function()
  -- Akhena at (2,4) touches Mossy Bridge's E side (FRC). Mutiny at (1,4) has Rig on
  -- (1,3) and Akhena beside him: FORCE 1 alone cannot move him.
  local t = P.match{ active = 1, at = { akhena = "(2,4)", mutiny = "(1,4)", rig = "(1,3)" } }
  t:answer("activate", "akhena_crescent_guard", "perform")
  P.at(t, "step", { "(1,3)", "(2,4)" })              -- 2 movement: through Rig or through Akhena
  T.truthy(P.took(t, "force", "mutiny"))
  t:answer("(1,3)")                                  -- then (1,2), the only end
  P.at(t, "ability", { "perform", "skip" })          -- the STAR
  T.eq(P.cell(t, "mutiny"), "(1,2)")
  T.eq(P.side(t, "mossy_bridge"), "flipped", "Flooded Bridge")
  T.eq(P.health(t, "akhena"), { "start", 2 }, "Flooded Bridge's new E HAZ hit Akhena on (2,4)")
  t:answer("skip")
  P.at(t, "action")
end)

T.scenario("a card whose abilities none can perform cannot be activated [BC-5.3, BC-5.2]", function()
  P.printed_rows()
  local t = P.match{ active = 1, at = { akhena = "(3,4)", mutiny = "(2,4)", rig = "(6,6)" } }
  t:answer("activate")
  P.at(t, "activate", { "akhena_sunlance", "akhena_dune_stride", "akhena_crescent_guard" })   -- Javelin: Mutiny is at dist 1
end)

-- BC-1.5 and BC-1.6's tables, one line per face: name, Move, abilities in order,
-- crest, defence, flip icon.
local FACES = {
  akhena_sunlance = { "Sunlance | 1 | ATTACK 2 SHORT | MOON | 1 | flip",
                      "Sunlance Ablaze | 1 | ATTACK 2+SUN MEDIUM | MOON | 1 | flip" },
  akhena_dune_stride = { "Dune Stride | 1 | MARCH 2, ATTACK 1 SHORT | SUN | 0 | -",
                         "Mirage Step | 2 | MARCH 3, STAR | SUN | 0 | flip" },
  akhena_javelin = { "Javelin | 0 | ATTACK 1+MOON LONG 3 | SUN | 1 | flip",
                     "Twin Javelins | 0 | ATTACK 1+MOON LONG 3 MULTI 2 | SUN | 0 | flip" },
  akhena_crescent_guard = { "Crescent Guard | 1 | FORCE 1 SHORT, STAR | MOON | 2 | flip",
                            "Eclipse Ward | 1 | STAR, ATTACK 1+SUN MEDIUM | MOON | 1+SUN | flip" },
  mutiny_cutlass = { "Cutlass | 1 | ATTACK 2 MEDIUM | ANCHOR | 1 | flip",
                     "Reckless Cutlass | 1 | MARCH 1, ATTACK 2+POWDER SHORT | ANCHOR | 0 | flip" },
  mutiny_grappling_hook = { "Grappling Hook | 1 | FORCE 2 MEDIUM, ATTACK 1+ANCHOR SHORT | POWDER | 1 | flip",
                            "Keelhaul | 1 | FORCE 3 LONG 3 | POWDER | 1 | flip" },
  mutiny_powder_keg = { "Powder Keg | 0 | STAR, ATTACK 1+POWDER MEDIUM | ANCHOR | 2 | flip",
                        "Broadside Orders | 1 | STAR, STAR | ANCHOR | 1+POWDER | flip" },
}

local function face_line(face)
  local abilities = {}
  for _, a in ipairs(face.abilities) do abilities[#abilities + 1] = a.label end
  return table.concat({ face.name, face.move, table.concat(abilities, ", "), face.crest,
    face.def .. (face.def_crest and "+" .. face.def_crest or ""), face.flip and "flip" or "-" }, " | ")
end

T.scenario("the action cards show BC-1.5 and BC-1.6's faces, written in BC-1.4's notation [BC-1.4, BC-1.5, BC-1.6]", function()
  P.printed_rows()
  local catalog = require "catalog"
  for id, want in pairs(FACES) do
    local card = catalog.cards[id]
    T.eq({ face_line(card.sides.start), face_line(card.sides.flipped) }, want, id)
  end
  T.eq(catalog.cards.akhena.row, { "akhena_sunlance", "akhena_dune_stride", "akhena_javelin", "akhena_crescent_guard" })
  T.eq(catalog.cards.mutiny.row, { "mutiny_cutlass", "mutiny_grappling_hook", "mutiny_powder_keg" })
  T.eq(catalog.cards.akhena_health.sides.wounded.crest, "SUN")
  T.eq(catalog.cards.mutiny_health.sides.wounded.crest, "POWDER")
  local rig = catalog.cards.rig.sides
  T.eq({ rig.start.name, rig.start.move, rig.start.def, rig.start.cannon.value, rig.start.cannon.range.text },
       { "Rig", 2, 1, 2, "LONG 3" })
  T.eq({ rig.flipped.name, rig.flipped.move, rig.flipped.def, rig.flipped.cannon.value, rig.flipped.cannon.range.text },
       { "Battered Rig", 1, 0, 1, "LONG 3" })
end)
