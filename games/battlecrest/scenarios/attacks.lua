-- Targets, ranges and attacks (BC-6, BC-7), crests (BC-10) and landmark bonuses
-- (BC-11, BC-17.1). Layout 123456: (3,2) touches Hollow Log S (ATK), (3,4) Hunter's
-- Blind E (RNG), (4,3) Hunter's Blind S and Standing Stones W (DEF each).
local T = require "tabula.test"
local P = require "positions"

T.scenario("SHORT reaches orthogonal neighbours only [BC-6.1, BC-6]", function()
  P.printed_rows()
  local t = P.match{ active = 1, at = { akhena = "(3,4)", mutiny = "(2,4)", rig = "(4,5)" } }
  t:answer("activate", "akhena_sunlance")
  P.at(t, "defence")                                 -- Rig, diagonal, is no target: Mutiny was taken
  T.truthy(P.took(t, "target", "mutiny"))
  local diagonal = P.match{ active = 1, at = { akhena = "(3,4)", rig = "(4,5)", mutiny = "(6,4)" } }
  diagonal:answer("activate")
  P.at(diagonal, "activate", { "akhena_dune_stride", "akhena_javelin", "akhena_crescent_guard" })   -- no Sunlance
end)

T.scenario("MEDIUM reaches the eight surrounding cells, not two cells away [BC-6.2]", function()
  local t = P.match{ active = 1, at = { akhena = "(3,4)", mutiny = "(2,4)", rig = "(4,5)" },
    cards = { akhena_sunlance = { side = "flipped" } } }   -- Sunlance Ablaze: ATTACK 2+SUN MEDIUM
  t:answer("activate", "akhena_sunlance")
  P.at(t, "target", { "mutiny", "rig" })
  t:answer("rig")                                    -- 2 against Rig's defence 1
  P.at(t, "action")
  T.eq(P.side(t, "rig"), "flipped", "Battered Rig")
  local far = P.match{ active = 1, at = { akhena = "(3,4)", mutiny = "(1,4)", rig = "(4,5)" },
    cards = { akhena_sunlance = { side = "flipped" } } }
  far:answer("activate", "akhena_sunlance")
  P.at(far, "action")
  T.truthy(P.took(far, "target", "rig"), "Mutiny, two cells north, is out of MEDIUM")
end)

T.scenario("LONG n reaches dist 2..n through landmarks, never an adjacent cell [BC-6.3, BC-6]", function()
  P.printed_rows()
  local t = P.match{ active = 1, at = { akhena = "(4,3)", mutiny = "(3,4)", rig = "(4,5)" } }
  t:answer("activate", "akhena_javelin")
  P.at(t, "target", { "mutiny", "rig" })             -- a diagonal neighbour (dist 2); Rig across Standing Stones
  local near = P.match{ active = 1, at = { akhena = "(4,3)", rig = "(4,2)", mutiny = "(3,4)" } }
  near:answer("activate", "akhena_javelin")
  P.at(near, "defence")
  T.truthy(P.took(near, "target", "mutiny"), "Rig at dist 1 is no LONG target")
  local out = P.match{ active = 1, at = { akhena = "(4,3)", rig = "(4,2)", mutiny = "(6,6)" } }
  out:answer("activate")
  P.at(out, "activate", { "akhena_sunlance", "akhena_dune_stride", "akhena_crescent_guard" })   -- Mutiny at dist 5
end)

T.scenario("MULTI: up to m different targets, in the order chosen, or fewer [BC-6.4, BC-5.4]", function()
  local t = P.match{ active = 1, at = { akhena = "(4,3)", mutiny = "(3,4)", rig = "(4,5)" },
    cards = { akhena_javelin = { side = "flipped" } } }    -- Twin Javelins
  t:answer("activate", "akhena_javelin")
  P.at(t, "target", { "mutiny", "rig" })
  t:answer("rig")
  P.at(t, "target", { "mutiny", "done" })            -- Rig is not offered twice
  t:answer("done")
  P.at(t, "action")                                  -- Mutiny was never attacked: no defence asked
  T.eq(P.health(t, "mutiny"), { "start", 1 })
  T.eq(P.side(t, "rig"), "start", "1 against defence 1")
  T.eq(P.side(t, "akhena_javelin"), "start", "Twin Javelins flipped to Javelin")
end)

T.scenario("attacks target enemies only [BC-6.5]", function()
  local t = P.match{ active = 2, at = { mutiny = "(4,2)", rig = "(5,3)", akhena = "(4,3)" } }
  t:answer("activate", "mutiny_cutlass")
  P.at(t, "defence")
  T.truthy(P.took(t, "target", "akhena"), "Rig, in MEDIUM too, is not offered")
end)

T.scenario("a hero defends with any ready card, defence 0 included, plus the DEF bonuses it chooses [BC-7.2, BC-7.3, BC-11.2, BC-11.4]", function()
  P.printed_rows()
  local t = P.match{ active = 2, at = { mutiny = "(4,2)", rig = "(5,3)", akhena = "(4,3)" } }
  t:answer("activate", "mutiny_cutlass")
  P.at(t, "defence", { "akhena_sunlance", "akhena_dune_stride", "akhena_javelin", "akhena_crescent_guard", "none" })
  T.eq(t:pending().seat, 1, "the defender's player decides (D10)")
  t:answer("akhena_dune_stride")                    -- defence 0
  P.at(t, "bonus", { "yes", "no" })                  -- Hunter's Blind S: DEF
  t:answer("yes")
  P.at(t, "bonus", { "yes", "no" })                  -- Standing Stones W: DEF
  t:answer("yes")
  P.at(t, "action")
  T.eq(P.health(t, "akhena"), { "start", 1 }, "2 against 0 + 1 + 1")
  T.truthy(P.exhausted(t, "akhena_dune_stride"))
  T.eq({ P.side(t, "hunters_blind"), P.side(t, "standing_stones") }, { "flipped", "flipped" })
end)

T.scenario("declining to defend gives defence 0 and no DEF bonus; with no ready card nothing is asked [BC-7.2, BC-7.3]", function()
  P.printed_rows()
  local t = P.match{ active = 2, at = { mutiny = "(4,2)", rig = "(5,3)", akhena = "(4,3)" } }
  t:answer("activate", "mutiny_cutlass", "none")
  P.at(t, "action")                                  -- no DEF question
  T.eq(P.health(t, "akhena"), { "start", 3 })
  T.eq(P.side(t, "hunters_blind"), "start")
  local spent = P.match{ active = 2, at = { mutiny = "(4,2)", rig = "(5,3)", akhena = "(4,3)" },
    cards = { akhena_sunlance = { exhausted = true }, akhena_dune_stride = { exhausted = true },
              akhena_javelin = { exhausted = true }, akhena_crescent_guard = { exhausted = true } } }
  spent:answer("activate", "mutiny_cutlass")
  P.at(spent, "action")
  T.eq(P.health(spent, "akhena"), { "start", 3 })
end)

T.scenario("a minion defends by itself with its face's defence, no DEF bonus [BC-7.2, BC-7.3, BC-9.1]", function()
  local t = P.match{ active = 1, at = { akhena = "(4,2)", rig = "(4,3)", mutiny = "(6,4)" } }   -- Rig on two DEF sides
  t:answer("activate", "akhena_sunlance")            -- 2 against Rig's 1
  P.at(t, "action")
  T.eq(P.side(t, "rig"), "flipped")
  T.eq(P.side(t, "hunters_blind"), "start", "no DEF was used")
  local battered = P.match{ active = 1, at = { akhena = "(3,4)", rig = "(2,4)", mutiny = "(6,4)" }, sides = { rig = "flipped" } }
  battered:answer("activate", "akhena_dune_stride", "skip")   -- ATTACK 1 against Battered Rig's 0
  P.at(battered, "action")
  T.truthy(P.gone(battered, "rig"))
end)

T.scenario("crests: each exhausted card showing it and a WOUNDED health card count, ready cards and the enemy's never [BC-10.1, BC-10.2, BC-8.4]", function()
  P.printed_rows()
  -- Javelin (1+MOON): Sunlance and Crescent Guard show MOON exhausted; Dune Stride and
  -- the WOUNDED health card show SUN; Mutiny's exhausted cards are his.
  local t = P.match{ active = 1, at = { akhena = "(4,3)", mutiny = "(3,4)", rig = "(6,6)" },
    health = { akhena = { "wounded", 1 } },
    cards = { akhena_sunlance = { exhausted = true }, akhena_crescent_guard = { exhausted = true },
              akhena_dune_stride = { exhausted = true }, mutiny_cutlass = { exhausted = true },
              mutiny_grappling_hook = { exhausted = true }, mutiny_powder_keg = { exhausted = true } } }
  t:answer("activate")                               -- Javelin, her only ready card; Mutiny cannot defend
  P.at(t, "action")
  T.truthy(P.took(t, "activate", "akhena_javelin"))
  T.eq(P.health(t, "mutiny"), { "wounded", 1 }, "3 damage: START 2, 3, then WOUNDED 1")
  local ready = P.match{ active = 1, at = { akhena = "(4,3)", mutiny = "(3,4)", rig = "(6,6)" } }
  ready:answer("activate", "akhena_javelin", "none")
  P.at(ready, "action")
  T.eq(P.health(ready, "mutiny"), { "start", 2 }, "ready MOON cards count nothing: 1 damage")
end)

T.scenario("RNG serves LONG attacks only; ATK counts only from the cell the attack starts on [BC-11.1, BC-1.2]", function()
  local medium = P.match{ active = 1, at = { akhena = "(3,4)", mutiny = "(2,4)", rig = "(6,6)" },
    cards = { akhena_sunlance = { side = "flipped" } } }
  medium:answer("activate", "akhena_sunlance")
  P.at(medium, "defence")                            -- no RNG question for MEDIUM, no ATK at (3,4)
  -- Dune Stride marches through (3,2) (Hollow Log S: ATK) to (3,1), then attacks.
  local t = P.match{ active = 1, at = { akhena = "(4,2)", mutiny = "(2,1)", rig = "(6,6)" } }
  t:answer("activate", "akhena_dune_stride", "(3,2)", "(3,1)", "perform")
  P.at(t, "defence")                                 -- no ATK question
  t:answer("none")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "start", 2 })
  T.eq(P.side(t, "hollow_log"), "start")
end)

T.scenario("ATK adds to the attack made from its cell [BC-11.1, BC-11.2, BC-11.4, BC-7.1]", function()
  P.printed_rows()
  local t = P.match{ active = 1, at = { akhena = "(3,2)", mutiny = "(3,1)", rig = "(6,6)" } }
  t:answer("activate", "akhena_sunlance")
  P.at(t, "bonus", { "yes", "no" })                  -- Hollow Log S: ATK
  t:answer("yes", "none")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "wounded", 1 }, "2 + 1 damage")
  T.eq(P.side(t, "hollow_log"), "flipped", "Rotten Log")
  local no = P.match{ active = 1, at = { akhena = "(3,2)", mutiny = "(3,1)", rig = "(6,6)" } }
  no:answer("activate", "akhena_sunlance", "no", "none")
  P.at(no, "action")
  T.eq(P.health(no, "mutiny"), { "start", 3 }, "2 damage")
  T.eq(P.side(no, "hollow_log"), "start", "an unused bonus flips nothing")
end)

T.scenario("a forced character gets no MOV: Force n is n [BC-11.1, BC-4.6]", function()
  -- Akhena on (6,5) touches Forest Shrine S (MOV); Grappling Hook forces her 2.
  local t = P.match{ active = 2, at = { mutiny = "(6,4)", akhena = "(6,5)", rig = "(2,1)" } }
  t:answer("activate", "mutiny_grappling_hook", "perform")
  P.at(t, "step", { "(6,6)", "(5,6)", "(6,4)" })
  t:answer("(6,6)")
  P.at(t, "step", { "(5,6)", "stop" })
  t:answer("(5,6)")
  P.at(t, "action")                                  -- nothing left; the ATTACK has no SHORT target
  T.eq(P.cell(t, "akhena"), "(5,6)")
  T.eq(P.side(t, "forest_shrine"), "start")
end)

T.scenario("a doubled DEF icon gives +2 and one flip [BC-11.2, BC-1.2, BC-11.4, BC-12.2]", function()
  -- Layout 123546: Bramble Thicket in P4, its E side (DEF DEF) on (4,5).
  local t = P.match{ active = 1, layout = "123546", at = { akhena = "(3,5)", mutiny = "(4,5)", rig = "(6,6)" } }
  t:answer("activate", "akhena_sunlance", "mutiny_cutlass")
  P.at(t, "bonus", { "yes", "no" })
  T.truthy(t:pending().prompt:find("+2 defence", 1, true), t:pending().prompt)
  t:answer("yes")
  P.at(t, "action")
  -- 2 against 1 + 2: no damage; then Burning Thicket's new E HAZ hits Mutiny on (4,5).
  T.eq(P.health(t, "mutiny"), { "start", 2 })
  T.eq(P.side(t, "bramble_thicket"), "flipped")
end)

T.scenario("RNG is asked when optional and used unasked when the only target needs it [BC-17.1, BC-11.2, BC-6.3]", function()
  local t = P.match{ active = 1, at = { akhena = "(3,4)", mutiny = "(6,4)", rig = "(6,6)" } }   -- dist 3 and 5
  t:answer("activate", "akhena_javelin")
  P.at(t, "bonus", { "yes", "no" })
  t:answer("no")
  P.at(t, "defence")
  T.truthy(P.took(t, "target", "mutiny"))
  t:answer("none")
  P.at(t, "action")
  T.eq(P.side(t, "hunters_blind"), "start", "declined: no flip")
  local needed = P.match{ active = 1, at = { akhena = "(3,4)", mutiny = "(6,5)", rig = "(1,1)" } }   -- dist 4 and 5
  needed:answer("activate", "akhena_javelin")
  P.at(needed, "defence")                            -- no question: LONG 4 or nothing
  needed:answer("none")
  P.at(needed, "action")
  T.eq(P.side(needed, "hunters_blind"), "flipped")
end)

T.scenario("with MULTI only the first target may lie in the range RNG adds [BC-11.3, BC-6.4]", function()
  local t = P.match{ active = 1, at = { akhena = "(3,4)", mutiny = "(6,5)", rig = "(5,3)" },   -- dist 4 and 3
    cards = { akhena_javelin = { side = "flipped" } } }
  t:answer("activate", "akhena_javelin", "yes")
  P.at(t, "target", { "mutiny", "rig" })
  t:answer("rig")                                    -- Rig first: Mutiny, beyond LONG 3, cannot follow
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "start", 1 })
  local first = P.match{ active = 1, at = { akhena = "(3,4)", mutiny = "(6,5)", rig = "(5,3)" },
    cards = { akhena_javelin = { side = "flipped" } } }
  first:answer("activate", "akhena_javelin", "yes", "mutiny")
  P.at(first, "target", { "rig", "done" })           -- Rig is within the printed LONG 3
end)

T.scenario("RNG never lengthens a FORCE, Keelhaul's LONG 3 included [BC-17.6, BC-5.3]", function()
  -- Mutiny on (3,4) (Hunter's Blind E: RNG), Akhena at dist 4: Keelhaul cannot reach her.
  local t = P.match{ active = 2, at = { mutiny = "(3,4)", akhena = "(6,5)", rig = "(2,4)" },
    cards = { mutiny_grappling_hook = { side = "flipped" }, mutiny_powder_keg = { exhausted = true } } }
  P.at(t, "action", { "move", "prime", "refocus" })
end)

-- In position `spec` the active player activates `card` (an attack of 2); the hero
-- attacked defends with the card `defence`, whose option must read `label`.
local function defend_with(spec, card, defence, label)
  local t = P.match(spec)
  t:answer("activate", card)
  P.at(t, "defence")
  T.eq(P.labels(t)[defence], label)
  t:answer(defence)
  P.at(t, "action")
  return t
end

T.scenario("Eclipse Ward and Broadside Orders defend with 1 plus their crest [BC-7.2, BC-10.1, BC-8.4]", function()
  local t = defend_with({ active = 2, at = { mutiny = "(1,4)", akhena = "(1,3)", rig = "(6,6)" },
    health = { akhena = { "wounded", 1 } },
    cards = { akhena_crescent_guard = { side = "flipped" }, akhena_dune_stride = { exhausted = true } } },
    "mutiny_cutlass", "akhena_crescent_guard", "Eclipse Ward (defence 3)")   -- 1 + SUN: Dune Stride, WOUNDED health
  T.eq(P.health(t, "akhena"), { "wounded", 1 }, "2 against 3")
  local m = defend_with({ active = 1, at = { akhena = "(1,3)", mutiny = "(1,4)", rig = "(6,6)" },
    health = { mutiny = { "wounded", 1 } },
    cards = { mutiny_powder_keg = { side = "flipped" }, mutiny_grappling_hook = { exhausted = true } } },
    "akhena_sunlance", "mutiny_powder_keg", "Broadside Orders (defence 3)")   -- 1 + POWDER: Grappling Hook, WOUNDED health
  T.eq(P.health(m, "mutiny"), { "wounded", 1 }, "2 against 3")
end)
