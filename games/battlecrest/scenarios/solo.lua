-- The solo AI (BC-15, BC-1.7, BC-17.2, BC-17.6, WE-13): the AI seat is never asked;
-- each scenario runs the AI's turn until the human's next decision and checks what
-- the AI did. Layout 123456 unless given (see scenarios/examples.lua and the spec's
-- worked examples for the icons each cell touches).
local T = require "tabula.test"
local P = require "positions"

-- A solo match: seat `ai` (default 2) is the AI; seat `active` plays first.
local function solo(spec)
  spec.options = { solo = true, ai_seat = spec.ai or 2 }
  return P.match(spec)
end

-- Runs to the human's next decision and checks it is the human's, of `kind`.
local function human(t, seat, kind, ids)
  P.at(t, kind, ids)
  T.eq(t:pending().seat, seat, "the open decision is the human seat's")
end

T.scenario("WE-13: Rig moves to (4,6), then Powder Keg fires the Cannon at Akhena [BC-15.3, BC-15.6, BC-15.4, BC-15.5]", function()
  P.printed_rows()
  local t = solo{ active = 2, at = { akhena = "(3,4)", mutiny = "(6,4)", rig = "(5,6)" } }
  human(t, 1, "defence", { "akhena_sunlance", "akhena_dune_stride", "akhena_javelin", "akhena_crescent_guard", "none" })
  T.eq(t.decisions, 0, "the AI's choices are no decisions of the match")
  T.eq(t:forced(), {}, "nor choices the host took")
  T.eq(P.cell(t, "rig"), "(4,6)", "Rig: gap 0 at the lowest cost, (4,5) costs 2")
  T.eq(P.cell(t, "mutiny"), "(6,4)", "Mutiny's gap is 0: he stays")
  T.truthy(P.exhausted(t, "mutiny_powder_keg"), "Powder Keg activated")
  T.eq(P.side(t, "mutiny_powder_keg"), "start", "not flipped before its ATTACK")
  t:answer("akhena_crescent_guard")
  human(t, 1, "action")
  T.eq(P.health(t, "akhena"), { "start", 1 }, "Cannon 2 against Crescent Guard 2")
  T.eq(P.side(t, "mutiny_powder_keg"), "flipped", "Powder Keg -> Broadside Orders")
  T.truthy(P.exhausted(t, "mutiny_powder_keg"))
  T.falsy(P.exhausted(t, "mutiny_cutlass"))
  T.falsy(P.exhausted(t, "mutiny_grappling_hook"))
  T.eq(t.match.state.ai_entry, 1, "action 2 was BC-15.3 entry 1")
end)

T.scenario("ai_seat defaults to 2: the AI plays Mutiny's turn [BC-17.6, BC-15]", function()
  local t = P.match{ active = 2, options = { solo = true }, at = { akhena = "(3,4)", mutiny = "(6,4)", rig = "(5,6)" } }
  T.eq(t.match.state.ai_seat, 2)
  human(t, 1, "defence")
  T.eq(P.cell(t, "rig"), "(4,6)")
  t:answer("none")
  human(t, 1, "action")
end)

T.scenario("Akhena's band is {1}: she moves next to Mutiny, then strikes with Sunlance (cards/akhena_ai.lua) [BC-15.1, BC-1.7, BC-15.3, BC-15.6]", function()
  local t = solo{ ai = 1, active = 1, at = { akhena = "(1,1)", mutiny = "(2,4)", rig = "(6,6)" },
                  cards = { akhena_javelin = { exhausted = true } } }
  human(t, 2, "defence")
  T.eq(P.cell(t, "akhena"), "(1,4)", "dist 1 (gap 0); (1,3) is dist 2 (gap 1)")
  T.truthy(P.exhausted(t, "akhena_sunlance"), "Sunlance (2) over Dune Stride (1)")
  T.falsy(P.exhausted(t, "akhena_dune_stride"))
end)

T.scenario("Mutiny's bands are {2,3}: Rig backs off from distance 1, Mutiny closes in around a hazard [BC-15.1, BC-15.2, BC-15.6]", function()
  local t = solo{ active = 2, at = { akhena = "(1,3)", mutiny = "(6,4)", rig = "(1,4)" } }
  human(t, 1, "defence")   -- then the Cannon from (2,4)
  T.eq(P.cell(t, "mutiny"), "(6,3)", "dist 5 (gap 2); (5,3), dist 4, touches Bramble Thicket's HAZ")
  T.eq(P.cell(t, "rig"), "(2,4)", "dist 2 (gap 0), the cheapest")
  T.eq(P.health(t, "mutiny"), { "start", 1 }, "no hazard entered")
  T.truthy(P.exhausted(t, "mutiny_powder_keg"))
end)

T.scenario("AI paths never pass a hazard: no Move, no March through (5,3) [BC-15.2, BC-15.4, BC-15.3]", function()
  -- From (6,3) every way north enters (5,3) (Bramble Thicket's W HAZ). Through it,
  -- Dune Stride would reach (4,3) next to Mutiny, and a Move would close the gap. So:
  -- Refocus (entry 4), then Javelin, ready again.
  local t = solo{ ai = 1, active = 1, at = { akhena = "(6,3)", mutiny = "(4,2)", rig = "(1,1)" },
                  cards = { akhena_javelin = { exhausted = true } } }
  human(t, 2, "defence")
  T.eq(P.cell(t, "akhena"), "(6,3)")
  T.eq(P.health(t, "akhena"), { "start", 1 })
  T.truthy(P.exhausted(t, "akhena_javelin"))
  T.falsy(P.exhausted(t, "akhena_dune_stride"))
end)

T.scenario("AI paths: among equal gaps and costs, reading order [BC-15.2, BC-15.3]", function()
  P.printed_rows()
  -- Akhena (allowance 2) from (1,1) towards Mutiny (3,4): (1,3) and (3,1) are both
  -- dist 3 at cost 2. Then nothing strikes, 2 cards are ready: entry 4, Refocus.
  local t = solo{ ai = 1, active = 1, at = { akhena = "(1,1)", mutiny = "(3,4)", rig = "(6,6)" },
                  cards = { akhena_javelin = { exhausted = true }, akhena_dune_stride = { exhausted = true } } }
  human(t, 2, "action")
  T.eq(P.cell(t, "akhena"), "(1,3)", "reading order breaks the tie")
  T.falsy(P.exhausted(t, "akhena_javelin"), "refocused")
  T.falsy(P.exhausted(t, "akhena_dune_stride"))
  T.eq(t.match.state.ai_entry, 4)
end)

T.scenario("entry 1: the highest strike value, crests counted, and every RNG bonus used [BC-15.3, BC-15.4, BC-15.5]", function()
  -- Dune Stride strikes by marching to (3,5) (value 1); Javelin 1 + MOON of the
  -- exhausted Crescent Guard = 2.
  local t = solo{ ai = 1, active = 1, at = { akhena = "(3,4)", mutiny = "(4,5)", rig = "(6,6)" },
                  cards = { akhena_crescent_guard = { exhausted = true } } }
  human(t, 2, "defence")
  T.truthy(P.exhausted(t, "akhena_javelin"))
  T.eq(P.cell(t, "akhena"), "(3,4)")
  t:answer("none")
  human(t, 2, "action")
  T.eq(P.health(t, "mutiny"), { "start", 3 }, "2 damage")
  T.eq(P.side(t, "hunters_blind"), "flipped", "the RNG bonus was used, though not needed")
  T.eq(P.side(t, "akhena_javelin"), "flipped")
end)

T.scenario("entry 1: equal strike values go to the leftmost card; March to a cell the ATTACK reaches [BC-15.3, BC-15.4, BC-15.5]", function()
  local t = solo{ ai = 1, active = 1, at = { akhena = "(3,4)", mutiny = "(4,5)", rig = "(6,6)" } }
  human(t, 2, "defence")
  T.truthy(P.exhausted(t, "akhena_dune_stride"), "Dune Stride (1) before Javelin (1)")
  T.falsy(P.exhausted(t, "akhena_javelin"))
  T.eq(P.cell(t, "akhena"), "(3,5)", "the only cell of the March next to Mutiny")
end)

T.scenario("strike-capable through a March with its MOV bonus; the AI uses MOV [BC-15.4, BC-15.5, BC-17.1]", function()
  -- (2,4), next to Mutiny, is 3 away: Dune Stride's 2 + Hollow Log's MOV.
  local t = solo{ ai = 1, active = 1, at = { akhena = "(1,2)", mutiny = "(3,4)", rig = "(6,6)" } }
  human(t, 2, "defence")
  T.eq(P.cell(t, "akhena"), "(2,4)")
  T.eq(P.side(t, "hollow_log"), "flipped", "MOV used: Hollow Log -> Rotten Log")
  T.truthy(P.exhausted(t, "akhena_dune_stride"))
end)

T.scenario("MARCH is skipped when the current cell already reaches the enemy hero [BC-15.5]", function()
  local t = solo{ ai = 1, active = 1, at = { akhena = "(1,3)", mutiny = "(1,4)", rig = "(6,6)" },
                  cards = { akhena_sunlance = { exhausted = true } } }
  human(t, 2, "defence")
  T.truthy(P.exhausted(t, "akhena_dune_stride"))
  T.eq(P.cell(t, "akhena"), "(1,3)", "no March")
end)

T.scenario("MARCH goes for the enemy minion when the hero is out of reach [BC-15.5, BC-15.4]", function()
  P.printed_rows()
  -- Dune Stride (1, by marching to (1,2)) ties Javelin (1 on Rig at dist 2): leftmost.
  -- Then a Move (entry 3) from (1,2), with Hollow Log's MOV: 3 to (2,4).
  local t = solo{ ai = 1, active = 1, at = { akhena = "(1,1)", mutiny = "(6,4)", rig = "(1,3)" }, sides = { rig = "flipped" } }
  human(t, 2, "action")
  T.truthy(P.gone(t, "rig"), "Battered Rig destroyed by Dune Stride's ATTACK 1")
  T.truthy(P.exhausted(t, "akhena_dune_stride"))
  T.falsy(P.exhausted(t, "akhena_javelin"))
  T.eq(P.side(t, "hollow_log"), "flipped", "the Move started on (1,2), the March's end")
  T.eq(P.cell(t, "akhena"), "(2,4)")
end)

T.scenario("MARCH with no later ATTACK moves to the lowest gap; Kindle then follows its policy (cards/akhena_ai.lua) [BC-15.5, BC-1.7]", function()
  -- Mirage Step is strike-capable by Curse (Desecrated Shrine, Mutiny at ring 1) and
  -- ties with Crescent Guard (1): leftmost. Its March moves by gap to (6,6), which
  -- no longer touches the shrine; the STAR then is Kindle on Sunlance.
  local t = solo{ ai = 1, active = 1, at = { akhena = "(6,5)", mutiny = "(5,6)", rig = "(1,1)" },
                  cards = { akhena_dune_stride = { side = "flipped" }, akhena_javelin = { exhausted = true } },
                  landmarks = { forest_shrine = "flipped" } }
  human(t, 2, "action")   -- action 2: Refocus (entry 4)
  T.eq(P.cell(t, "akhena"), "(6,6)")
  T.eq(P.health(t, "mutiny"), { "start", 1 }, "no Curse")
  T.eq(P.side(t, "akhena_dune_stride"), "start", "Mirage Step flipped back")
  T.eq(P.side(t, "akhena_sunlance"), "flipped", "Kindled")
  T.eq(P.side(t, "akhena_crescent_guard"), "start", "not Crescent Guard: Sunlance is further left")
end)

T.scenario("ATTACK without MULTI: the enemy hero rather than Rig [BC-15.5]", function()
  local t = solo{ ai = 1, active = 1, at = { akhena = "(4,5)", mutiny = "(5,6)", rig = "(3,5)" },
                  cards = { akhena_sunlance = { side = "flipped" } } }
  human(t, 2, "defence")
  T.truthy(P.exhausted(t, "akhena_sunlance"), "Sunlance Ablaze (2, MEDIUM)")
  T.eq(P.side(t, "rig"), "start", "Rig, first in reading order, was not chosen")
end)

T.scenario("ATTACK with MULTI: the enemy hero first (with the ATK bonus), then Rig [BC-15.5, BC-11.3]", function()
  local t = solo{ ai = 1, active = 1, at = { akhena = "(3,2)", mutiny = "(3,4)", rig = "(5,3)" },
                  cards = { akhena_javelin = { side = "flipped" }, akhena_sunlance = { exhausted = true } } }
  human(t, 2, "defence")
  t:answer("mutiny_grappling_hook")
  human(t, 2, "action")
  T.eq(P.health(t, "mutiny"), { "start", 3 }, "2 + 1 MOON + 1 ATK against 1")
  T.eq(P.side(t, "rig"), "flipped", "Rig second: 2 against 1")
  T.eq(P.side(t, "hollow_log"), "flipped", "ATK used")
end)

T.scenario("the AI uses its ATK bonus [BC-15.5, BC-11.1]", function()
  P.printed_rows()
  local t = solo{ ai = 1, active = 1, at = { akhena = "(3,2)", mutiny = "(4,2)", rig = "(6,6)" } }
  human(t, 2, "defence")
  t:answer("none")
  human(t, 2, "action")
  T.eq(P.health(t, "mutiny"), { "wounded", 1 }, "Sunlance 2 + ATK 1")
  T.eq(P.side(t, "hollow_log"), "flipped")
end)

-- Mutiny on (2,4) (Mossy Bridge's E FRC) next to Akhena; Grappling Hook (1 + 2
-- ANCHOR) his only ready card; Rig within its Force's MEDIUM range.
local function grappling_hook(rig)
  return solo{ active = 2, at = { akhena = "(1,4)", mutiny = "(2,4)", rig = rig },
               cards = { mutiny_cutlass = { exhausted = true }, mutiny_powder_keg = { exhausted = true } } }
end

T.scenario("FORCE moves the AI's own minion to its lowest gap, with FRC; never the enemy [BC-15.5, BC-12.2]", function()
  -- Rig at (1,3) is at dist 1 of Akhena: forced to (1,2), dist 2. The FRC bonus is
  -- used, so Mossy Bridge flips and its new E HAZ hits Mutiny on (2,4).
  local t = grappling_hook("(1,3)")
  human(t, 1, "defence")
  T.eq(P.cell(t, "rig"), "(1,2)")
  T.eq(P.cell(t, "akhena"), "(1,4)")
  T.eq(P.side(t, "mossy_bridge"), "flipped", "FRC used")
  T.eq(P.health(t, "mutiny"), { "start", 2 }, "the flipped bridge's hazard")
  t:answer("none")
  human(t, 1, "action")
  T.eq(P.health(t, "akhena"), { "start", 4 }, "1 + 2 ANCHOR")
end)

T.scenario("FORCE is skipped when the own minion's gap is 0 [BC-15.5]", function()
  local t = grappling_hook("(3,5)")
  human(t, 1, "defence")
  T.eq(P.cell(t, "rig"), "(3,5)")
  T.eq(P.cell(t, "akhena"), "(1,4)")
  T.eq(P.side(t, "mossy_bridge"), "start", "no Force, no FRC")
end)

T.scenario("STAR: Cannon first, then Ley Surge readies the leftmost exhausted card [BC-15.5, BC-13]", function()
  local t = solo{ active = 2, at = { akhena = "(1,3)", mutiny = "(4,3)", rig = "(2,1)" },
                  cards = { mutiny_powder_keg = { side = "flipped" }, mutiny_cutlass = { exhausted = true },
                            mutiny_grappling_hook = { exhausted = true } } }
  human(t, 1, "defence")
  t:answer("none")
  human(t, 1, "action")
  T.eq(P.health(t, "akhena"), { "start", 3 }, "Cannon 2")
  T.falsy(P.exhausted(t, "mutiny_cutlass"), "Ley Surge: Cutlass, the leftmost")
  T.eq(P.side(t, "standing_stones"), "flipped")
  T.eq(P.cell(t, "mutiny"), "(4,3)", "no Press Gang")
end)

T.scenario("STAR: one STAR takes Cannon, not Ley Surge [BC-15.5]", function()
  local t = solo{ active = 2, at = { akhena = "(1,3)", mutiny = "(4,3)", rig = "(2,1)" },
                  cards = { mutiny_cutlass = { exhausted = true }, mutiny_grappling_hook = { exhausted = true } } }
  human(t, 1, "defence")
  T.eq(P.side(t, "standing_stones"), "start", "Ley Surge not used")
  T.truthy(P.exhausted(t, "mutiny_cutlass"))
  t:answer("none")
  human(t, 1, "action")
  T.eq(P.health(t, "akhena"), { "start", 3 }, "Cannon 2")
end)

T.scenario("STAR: Blessing when Mutiny is damaged; Press Gang refused at distance 3 (cards/mutiny_ai.lua) [BC-15.5, BC-1.7]", function()
  local t = solo{ active = 2, at = { akhena = "(4,6)", mutiny = "(6,5)", rig = "(4,3)" },
                  cards = { mutiny_powder_keg = { side = "flipped" } }, health = { mutiny = { "start", 2 } } }
  human(t, 1, "defence")
  t:answer("none")
  human(t, 1, "action")
  T.eq(P.health(t, "akhena"), { "start", 3 }, "Cannon 2")
  T.eq(P.health(t, "mutiny"), { "start", 1 }, "Blessing")
  T.eq(P.side(t, "forest_shrine"), "flipped")
  T.eq(P.cell(t, "mutiny"), "(6,5)")
  T.eq(P.cell(t, "rig"), "(4,3)")
end)

T.scenario("STAR: Curse, on the enemy hero first; a Force is never used on an enemy [BC-15.5]", function()
  local t = solo{ ai = 1, active = 1, at = { akhena = "(5,6)", mutiny = "(6,6)", rig = "(4,6)" },
                  cards = { akhena_sunlance = { exhausted = true }, akhena_dune_stride = { exhausted = true },
                            akhena_javelin = { exhausted = true } },
                  landmarks = { forest_shrine = "flipped" } }
  human(t, 2, "action")
  T.eq(P.health(t, "mutiny"), { "start", 2 }, "Curse on Mutiny")
  T.eq(P.side(t, "rig"), "start")
  T.eq(P.cell(t, "rig"), "(4,6)")
  T.eq(P.cell(t, "mutiny"), "(6,6)")
  T.eq(P.side(t, "forest_shrine"), "start", "the Curse flipped the shrine")
  T.eq(P.side(t, "akhena_crescent_guard"), "flipped")
  T.falsy(P.exhausted(t, "akhena_sunlance"), "action 2: Refocus (no ready card)")
  T.eq(t.match.state.ai_entry, 2)
end)

T.scenario("Press Gang when Mutiny is next to the enemy hero and Rig is not (cards/mutiny_ai.lua) [BC-1.7, BC-15.5]", function()
  local t = solo{ active = 2, at = { akhena = "(3,4)", mutiny = "(3,5)", rig = "(6,4)" },
                  cards = { mutiny_powder_keg = { side = "flipped" }, mutiny_cutlass = { exhausted = true },
                            mutiny_grappling_hook = { exhausted = true } } }
  human(t, 1, "defence")
  t:answer("none")
  human(t, 1, "action")
  T.eq(P.cell(t, "mutiny"), "(6,4)")
  T.eq(P.cell(t, "rig"), "(3,5)")
  T.falsy(P.exhausted(t, "mutiny_cutlass"), "action 2: Refocus")
end)

T.scenario("Press Gang refused when Mutiny is not next to the enemy hero (cards/mutiny_ai.lua) [BC-1.7]", function()
  local t = solo{ active = 2, at = { akhena = "(3,4)", mutiny = "(6,4)", rig = "(4,6)" },
                  cards = { mutiny_powder_keg = { side = "flipped" } } }
  human(t, 1, "defence")
  t:answer("none")
  human(t, 1, "action")
  T.eq(P.cell(t, "mutiny"), "(6,4)")
  T.eq(P.cell(t, "rig"), "(4,6)")
  T.eq(P.side(t, "mutiny_powder_keg"), "start", "Broadside Orders flipped: its second STAR skipped")
end)

T.scenario("Kindle flips the leftmost START card other than the activated one (cards/akhena_ai.lua) [BC-1.7, BC-15.5]", function()
  local t = solo{ ai = 1, active = 1, at = { akhena = "(1,3)", mutiny = "(1,4)", rig = "(6,6)" },
                  cards = { akhena_sunlance = { side = "flipped", exhausted = true },
                            akhena_javelin = { exhausted = true }, akhena_crescent_guard = { side = "flipped" } } }
  human(t, 2, "defence")
  T.truthy(P.exhausted(t, "akhena_crescent_guard"), "Eclipse Ward: 1 + SUN of Javelin")
  T.eq(P.side(t, "akhena_dune_stride"), "flipped", "Dune Stride kindled")
  T.eq(P.side(t, "akhena_sunlance"), "flipped", "not Sunlance: already flipped")
  T.eq(P.side(t, "akhena_javelin"), "start")
end)

T.scenario("Kindle is not chosen when no other card shows START (cards/akhena_ai.lua) [BC-1.7, BC-15.5]", function()
  local t = solo{ ai = 1, active = 1, at = { akhena = "(1,3)", mutiny = "(1,4)", rig = "(6,6)" },
                  cards = { akhena_sunlance = { side = "flipped", exhausted = true },
                            akhena_dune_stride = { side = "flipped" },
                            akhena_javelin = { side = "flipped", exhausted = true },
                            akhena_crescent_guard = { side = "flipped" } } }
  human(t, 2, "defence")
  T.truthy(P.exhausted(t, "akhena_crescent_guard"))
  T.eq(P.side(t, "akhena_sunlance"), "flipped")
  T.eq(P.side(t, "akhena_dune_stride"), "flipped")
  T.eq(P.side(t, "akhena_javelin"), "flipped")
end)

T.scenario("entry 2: Refocus with one ready card, before closing Rig's gap [BC-15.3]", function()
  P.printed_rows()
  local t = solo{ active = 2, at = { akhena = "(3,4)", mutiny = "(4,5)", rig = "(2,4)" },
                  cards = { mutiny_cutlass = { exhausted = true }, mutiny_powder_keg = { exhausted = true } } }
  human(t, 1, "defence")   -- action 2: Cutlass, ready again
  T.eq(P.cell(t, "rig"), "(2,4)", "Rig did not move")
  T.truthy(P.exhausted(t, "mutiny_cutlass"))
  T.falsy(P.exhausted(t, "mutiny_powder_keg"), "refocused")
end)

T.scenario("entries 4 and 5: Refocus, then Prime the lowest defence, leftmost [BC-15.3]", function()
  local t = solo{ active = 2, at = { akhena = "(3,4)", mutiny = "(6,4)", rig = false },
                  cards = { mutiny_powder_keg = { exhausted = true } } }
  human(t, 1, "action")
  T.truthy(P.exhausted(t, "mutiny_cutlass"), "Cutlass (1) ties Grappling Hook (1): leftmost")
  T.falsy(P.exhausted(t, "mutiny_grappling_hook"))
  T.falsy(P.exhausted(t, "mutiny_powder_keg"), "refocused first")
  T.eq(t.match.state.ai_entry, 5)
end)

T.scenario("entry 6: any legal Move, the hero then the minion (unreachable in play: asked directly) [BC-15.3]", function()
  -- Nothing strikes (Powder Keg exhausted) and every gap is 0.
  local t = solo{ active = 2, at = { akhena = "(3,4)", mutiny = "(6,4)", rig = "(4,6)" },
                  cards = { mutiny_powder_keg = { exhausted = true } } }
  local ai = require "ai.solo"
  local function ask(kind, ids, context)
    local options = {}
    for _, id in ipairs(ids) do options[#options + 1] = { id = id, label = id } end
    return ai.answer(t.match, { seat = 2, kind = kind, options = options, context = context })
  end
  T.eq(ask("action", { "move", "activate" }, { taken = { prime = true, refocus = true }, n = 2 }), "move")
  T.eq(t.match.state.ai_entry, 6)
  T.eq(ask("mover", { "mutiny", "rig" }), "mutiny", "though his gap is 0")
  T.eq(ask("mover", { "rig", "stop" }), "rig", "though its gap is 0")
end)

T.scenario("BC-17.2: Rig counts Hollow Log's MOV in a Move action [BC-17.2, BC-15.6]", function()
  local t = solo{ active = 2, at = { akhena = "(6,5)", mutiny = "(4,5)", rig = "(1,2)" } }
  human(t, 1, "action")
  T.eq(P.cell(t, "rig"), "(2,4)", "dist 5 at cost 3; without MOV, (1,4) at dist 6")
  T.eq(P.side(t, "hollow_log"), "flipped", "MOV used")
  T.eq(P.cell(t, "mutiny"), "(4,5)", "Mutiny's gap is 0")
  T.truthy(P.exhausted(t, "mutiny_cutlass"), "action 2: Prime")
end)

T.scenario("BC-17.2: only with MOV can Battered Rig close its gap, passing Mutiny: the Move is taken [BC-17.2, BC-15.3, BC-15.6]", function()
  -- Battered Rig (Move 1) on (1,2), dist 4 from Akhena; (1,3), dist 3, holds Mutiny.
  -- With Hollow Log's MOV, (1,4) (dist 2) is 2 away through Mutiny's cell.
  local t = solo{ active = 2, at = { akhena = "(3,4)", mutiny = "(1,3)", rig = "(1,2)" }, sides = { rig = "flipped" } }
  human(t, 1, "defence")   -- action 2: the Cannon from (1,4)
  T.eq(P.cell(t, "rig"), "(1,4)")
  T.eq(P.cell(t, "mutiny"), "(1,3)")
  T.eq(P.side(t, "hollow_log"), "flipped")
  T.truthy(P.exhausted(t, "mutiny_powder_keg"))
  T.falsy(P.exhausted(t, "mutiny_cutlass"), "no Prime")
end)

T.scenario("defence: the highest defence card and every DEF bonus [BC-15.7]", function()
  local t = solo{ active = 1, at = { akhena = "(4,2)", mutiny = "(4,3)", rig = "(6,6)" } }
  t:answer("activate", "akhena_sunlance")
  human(t, 1, "action")
  T.truthy(P.exhausted(t, "mutiny_powder_keg"), "Powder Keg (2)")
  T.eq(P.health(t, "mutiny"), { "start", 1 }, "2 + DEF 1 + DEF 1 against 2")
  T.eq(P.side(t, "hunters_blind"), "flipped")
  T.eq(P.side(t, "standing_stones"), "flipped")
end)

T.scenario("defence: equal defences go to the rightmost card [BC-15.7]", function()
  P.printed_rows()
  local t = solo{ active = 1, at = { akhena = "(1,3)", mutiny = "(1,4)", rig = "(6,6)" },
                  cards = { mutiny_powder_keg = { exhausted = true } } }
  t:answer("activate", "akhena_sunlance")
  human(t, 1, "action")
  T.truthy(P.exhausted(t, "mutiny_grappling_hook"))
  T.falsy(P.exhausted(t, "mutiny_cutlass"))
  T.eq(P.health(t, "mutiny"), { "start", 2 })
end)

T.scenario("defence: none when the best card defends 0 [BC-15.7]", function()
  P.printed_rows()
  local t = solo{ active = 1, at = { akhena = "(1,3)", mutiny = "(1,4)", rig = "(6,6)" },
                  cards = { mutiny_cutlass = { side = "flipped" }, mutiny_grappling_hook = { exhausted = true },
                            mutiny_powder_keg = { exhausted = true } } }
  t:answer("activate", "akhena_sunlance")
  human(t, 1, "action")
  T.falsy(P.exhausted(t, "mutiny_cutlass"), "Reckless Cutlass (0) not used")
  T.eq(P.health(t, "mutiny"), { "start", 3 })
end)

T.scenario("a decision of a kind BC-15 does not name (a mod's) takes the first option, or the rule a mod teaches [BC-15]", function()
  local ai = require "ai.solo"
  local t = solo{}
  local spec = { seat = 2, kind = "undertow", prompt = "Undertow: move whom 1?",
                 options = { { id = "akhena", label = "Akhena (3,4)" }, { id = "rig", label = "Rig (4,5)" } } }
  T.eq(ai.answer(t.match, spec), "akhena")
  ai.teach("undertow", function() return "rig" end)
  T.eq(ai.answer(t.match, spec), "rig")
  ai.teach("undertow", nil)
end)
