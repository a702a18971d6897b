-- Sunlance / Sunlance Ablaze, Akhena's action card 1 (BC-1.5): ATTACK 2 SHORT, then
-- ATTACK 2+SUN MEDIUM; Move 1, crest MOON, defence 1 and a flip icon on both sides.
local T = require "tabula.test"
local P = require "positions"
local probes = require "card_probes"

local FAR = { mutiny = "(6,4)", rig = "(5,6)" }

T.scenario("Sunlance: ATTACK 2 SHORT hits an orthogonal neighbour for 2, exhausted SUN cards add nothing; a diagonal enemy is no target; then it flips (cards/akhena_sunlance.lua) [BC-1.5, BC-6.1, BC-7.1, BC-5.4]", function()
  local t = P.match{ at = { akhena = "(3,4)", mutiny = "(2,4)", rig = "(4,5)" },
                     cards = { akhena_dune_stride = { exhausted = true } } }
  t:answer("activate", "akhena_sunlance")
  P.at(t, "defence")
  T.truthy(P.took(t, "target", "mutiny"), "Mutiny is the only target: Rig (4,5) is diagonal")
  t:answer("none")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "start", 3 }, "2 damage: no crest counts on Sunlance")
  T.eq(P.side(t, "rig"), "start", "Rig untouched")
  T.eq(P.side(t, "akhena_sunlance"), "flipped", "the flip icon: Sunlance Ablaze")
  T.truthy(P.exhausted(t, "akhena_sunlance"), "still exhausted")
end)

T.scenario("Sunlance Ablaze: ATTACK 2+SUN MEDIUM on a diagonal neighbour counts Dune Stride, Javelin and the WOUNDED health, not MOON; flips back (WE-3) (cards/akhena_sunlance.lua) [BC-1.5, BC-6.2, BC-10.1, BC-8.1, BC-8.4, BC-5.4]", function()
  P.printed_rows()
  local t = P.match{ at = { akhena = "(3,4)", mutiny = "(4,5)", rig = "(5,6)" },
                     cards = { akhena_sunlance = { side = "flipped" }, akhena_dune_stride = { exhausted = true },
                               akhena_javelin = { exhausted = true }, akhena_crescent_guard = { exhausted = true } },
                     health = { akhena = { "wounded", 1 }, mutiny = { "start", 2 } } }
  t:answer("activate")
  P.at(t, "defence")
  T.truthy(P.took(t, "activate", "akhena_sunlance"), "the only ready card")
  T.eq(P.labels(t).mutiny_powder_keg, "Powder Keg (defence 2)")
  t:answer("mutiny_powder_keg")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "wounded", 2 }, "value 5, defence 2: 3 damage from START column 2")
  T.eq(P.side(t, "akhena_sunlance"), "start", "flipped back to Sunlance")
  T.truthy(P.took(t, "action", "refocus"), "every card exhausted: Refocus was her only second action")
end)

T.scenario("Sunlance Ablaze: a ready SUN card does not count, an exhausted one does (cards/akhena_sunlance.lua) [BC-10.1]", function()
  P.printed_rows()
  local t = P.match{ at = { akhena = "(3,4)", mutiny = "(4,5)", rig = "(5,6)" },
                     cards = { akhena_sunlance = { side = "flipped" }, akhena_dune_stride = { exhausted = true } } }
  t:answer("activate", "akhena_sunlance", "none")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "wounded", 1 }, "value 3 (Dune Stride; Javelin ready): column 1 -> 3 -> WOUNDED 1")
end)

T.scenario("Sunlance Ablaze targets any of the 8 surrounding cells, Sunlance only the 4 orthogonal ones (cards/akhena_sunlance.lua) [BC-6.1, BC-6.2]", function()
  local t = P.match{ at = { akhena = "(3,4)", mutiny = "(4,5)", rig = "(2,4)" },
                     cards = { akhena_sunlance = { side = "flipped" } } }
  t:answer("activate", "akhena_sunlance")
  P.at(t, "target", { "mutiny", "rig" })
  t:answer("mutiny", "none")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "start", 3 })
end)

T.scenario("Sunlance and Sunlance Ablaze have Move 1: alone ready, Akhena steps 1, never diagonally (cost 2) (cards/akhena_sunlance.lua) [BC-1.5, BC-4.6, BC-4.1]", function()
  P.printed_rows()
  for _, side in ipairs{ "start", "flipped" } do
    local t = P.match{ at = { akhena = "(3,4)", mutiny = FAR.mutiny, rig = FAR.rig },
                       cards = { akhena_sunlance = { side = side }, akhena_dune_stride = { exhausted = true },
                                 akhena_javelin = { exhausted = true }, akhena_crescent_guard = { exhausted = true } } }
    t:answer("move")
    P.at(t, "step", { "(2,4)", "(3,5)" })
    t:answer("(3,5)")
    P.at(t, "action")
    T.eq(P.cell(t, "akhena"), "(3,5)", side)
  end
end)

T.scenario("Sunlance and Sunlance Ablaze defend with 1 (cards/akhena_sunlance.lua) [BC-1.5, BC-7.2, BC-7.3]", function()
  T.eq({ probes.defence("akhena", "akhena_sunlance", {}) }, { "Sunlance (defence 1)", { "start", 2 } })
  local t = probes.defending("akhena", { cards = { akhena_sunlance = { side = "flipped" } } })
  T.eq(P.labels(t).akhena_sunlance, "Sunlance Ablaze (defence 1)")
  t:answer("akhena_sunlance")
  P.at(t, "action")
  T.eq(P.health(t, "akhena"), { "start", 2 }, "Powder Keg 2 - 1")
  T.truthy(P.exhausted(t, "akhena_sunlance"), "exhausted to defend")
  T.eq(P.side(t, "akhena_sunlance"), "flipped", "defending does not flip")
end)

T.scenario("Sunlance's crest is MOON: exhausted it adds 1 to Javelin's 1+MOON, ready it adds nothing (cards/akhena_sunlance.lua) [BC-1.5, BC-10.1]", function()
  for _, side in ipairs{ "start", "flipped" } do
    T.eq(probes.crest_attack("MOON", { cards = { akhena_sunlance = { side = side, exhausted = true } } }),
         { "start", 3 }, side .. ", exhausted: 2 damage")
  end
  T.eq(probes.crest_attack("MOON", {}), { "start", 2 }, "ready: 1 damage")
end)
