-- Movement (BC-4, BC-17.3, BC-17.4): steps and their costs, landmarks, occupied
-- cells, passages, forced movement, the end of a movement. Layout 123456 unless
-- stated; P.match puts seat `active` to play.
local T = require "tabula.test"
local P = require "positions"

T.scenario("no step ends outside the map or on a landmark [BC-4.2, BC-1.1, BC-1.1.1]", function()
  local t = P.match{ active = 1, at = { akhena = "(1,4)", mutiny = "(6,4)", rig = "(5,6)" } }
  t:answer("move")
  P.at(t, "step", { "(1,3)", "(2,4)" })   -- not (2,3) (Mossy Bridge), not (1,5) or (2,5) (off the map)
end)

T.scenario("a minion moves with its face's Move; a diagonal step needs 2 of it [BC-4.1, BC-4.6, BC-1.6]", function()
  local t = P.match{ active = 2, at = { mutiny = "(6,4)", rig = "(4,6)", akhena = "(1,3)" } }
  t:answer("move", "rig")
  P.at(t, "step", { "(4,5)", "(5,6)", "(3,5)" })   -- Rig: Move 2
  local b = P.match{ active = 2, at = { mutiny = "(6,4)", rig = "(4,6)", akhena = "(1,3)" }, sides = { rig = "flipped" } }
  b:answer("move", "rig")
  P.at(b, "step", { "(4,5)", "(5,6)" })            -- Battered Rig: Move 1, no diagonal
end)

T.scenario("a hero's Move allowance is the Move of its ready cards only [BC-4.6, BC-3.5]", function()
  P.printed_rows()
  local t = P.match{ active = 1, at = { akhena = "(1,3)", mutiny = "(6,4)", rig = "(5,6)" },
    cards = { akhena_sunlance = { exhausted = true }, akhena_crescent_guard = { exhausted = true } } }
  t:answer("move")
  P.at(t, "step", { "(1,2)", "(1,4)" })            -- 1 (Dune Stride) + 0 (Javelin): no diagonal
  t:answer("(1,4)")
  P.at(t, "action")
  T.truthy(P.took(t, "step", "stop"), "nothing left: the movement stops")
  T.eq(P.cell(t, "akhena"), "(1,4)")
end)

T.scenario("friends are passed through, enemies block, and nobody ends on a friend [BC-4.3, BC-3.5]", function()
  P.printed_rows()
  local t = P.match{ active = 2, at = { mutiny = "(6,4)", rig = "(6,5)", akhena = "(6,3)" } }
  t:answer("move")
  P.at(t, "mover", { "mutiny", "rig" })            -- D2: who moves first
  t:answer("mutiny")
  P.at(t, "step", { "(5,3)", "(6,5)" })            -- not (6,3): Akhena
  t:answer("(6,5)")                                -- through Rig: (6,6) is the only end left
  P.at(t, "mover", { "rig", "stop" })
  T.truthy(P.took(t, "step", "(6,6)"))
  T.eq(P.cell(t, "mutiny"), "(6,6)")
  t:answer("stop")
  P.at(t, "action", { "activate", "prime" })
  T.eq(P.cell(t, "rig"), "(6,5)", "Rig stayed")
end)

T.scenario("a step is offered only if a legal end stays within reach [BC-4.8, BC-4.3]", function()
  P.printed_rows()
  local t = P.match{ active = 2, at = { mutiny = "(6,4)", rig = "(6,5)", akhena = "(6,6)" } }
  t:answer("move", "mutiny")
  P.at(t, "step", { "(6,3)", "(5,3)" })            -- (6,5): beyond Rig, (6,6) holds Akhena
end)

T.scenario("no movement enters a cell twice, its start included [BC-17.4, BC-4.7]", function()
  P.printed_rows()
  local t = P.match{ active = 1, at = { akhena = "(1,3)", mutiny = "(6,4)", rig = "(5,6)" } }
  t:answer("move")
  P.at(t, "step", { "(1,2)", "(1,4)", "(2,4)" })
  t:answer("(1,4)")
  P.at(t, "step", { "(2,4)", "stop" })             -- not back to (1,3)
  t:answer("(2,4)")
  P.at(t, "step", { "(3,4)", "stop" })             -- not back to (1,4)
  t:answer("stop")
  P.at(t, "action")
  T.eq(P.cell(t, "akhena"), "(2,4)")
end)

T.scenario("a friend's cell whose only way out is back along the path is not offered [BC-17.4, BC-4.8]", function()
  local t = P.match{ active = 2, at = { mutiny = "(1,3)", rig = "(1,1)", akhena = "(2,1)" },
    cards = { mutiny_powder_keg = { side = "flipped" } } }   -- Broadside Orders: Move 1, allowance 3
  t:answer("move", "mutiny")
  P.at(t, "step", { "(1,2)", "(1,4)", "(2,4)" })
  t:answer("(1,2)")                                -- (1,1) would need (1,2) again: only stop is left
  P.at(t, "mover", { "rig", "stop" })
  T.truthy(P.took(t, "step", "stop"))
  T.eq(P.cell(t, "mutiny"), "(1,2)")
  t:answer("stop")
  P.at(t, "action")
end)

T.scenario("an open passage is one step of cost 1, only in the arrow's direction [BC-4.4, BC-1.2, BC-1.3]", function()
  -- Layout 213456: Mossy Bridge in P1, flipped: Flooded Bridge shows N>S only.
  local t = P.match{ active = 1, layout = "213456", landmarks = { mossy_bridge = "flipped" },
    at = { akhena = "(1,2)", mutiny = "(6,4)", rig = "(6,6)" } }
  t:answer("move")
  P.at(t, "step", { "(1,1)", "(1,3)", "(2,1)", "(3,2)" })
  t:answer("(3,2)")
  P.at(t, "step", { "(3,1)", "(4,2)", "(2,1)", "(4,3)", "stop" })
  t:answer("stop")
  P.at(t, "action")
  T.eq(P.cell(t, "akhena"), "(3,2)")
  local back = P.match{ active = 1, layout = "213456", landmarks = { mossy_bridge = "flipped" },
    at = { akhena = "(3,2)", mutiny = "(6,4)", rig = "(6,6)" } }
  back:answer("move")
  P.at(back, "step", { "(3,1)", "(4,2)", "(2,1)", "(4,3)" })   -- no S>N on Flooded Bridge
end)

T.scenario("a passage joins only open sides, and a face without the arrow closes it [BC-4.4, BC-1.1.2, BC-1.3]", function()
  P.printed_rows()
  -- Layout 231456: Hollow Log in P3, whose W (3,2) and E (3,4) sides are both open.
  local t = P.match{ active = 1, layout = "231456", at = { akhena = "(3,2)", mutiny = "(6,4)", rig = "(6,6)" },
    cards = { akhena_sunlance = { exhausted = true }, akhena_crescent_guard = { exhausted = true } } }
  t:answer("move")                                 -- allowance 1
  P.at(t, "step", { "(3,1)", "(4,2)", "(3,4)", "(1,2)" })   -- W>E, and Mossy Bridge's S>N in P1
  t:answer("(3,4)")
  P.at(t, "action")
  T.eq(P.cell(t, "akhena"), "(3,4)")
  local rotten = P.match{ active = 1, layout = "231456", landmarks = { hollow_log = "flipped" },
    at = { akhena = "(3,2)", mutiny = "(6,4)", rig = "(6,6)" },
    cards = { akhena_sunlance = { exhausted = true }, akhena_crescent_guard = { exhausted = true } } }
  rotten:answer("move")
  P.at(rotten, "step", { "(3,1)", "(4,2)", "(1,2)" })   -- Rotten Log has no passage
  local closed = P.match{ active = 1, at = { akhena = "(2,1)", mutiny = "(6,4)", rig = "(6,6)" },
    cards = { akhena_sunlance = { exhausted = true }, akhena_crescent_guard = { exhausted = true } } }
  closed:answer("move")                            -- 123456: Hollow Log's E side faces Mossy Bridge
  P.at(closed, "step", { "(1,1)", "(3,1)" })
end)

T.scenario("an enemy on a passage's exit closes it; a friend there is passed [BC-4.4, BC-4.3]", function()
  P.printed_rows()
  local t = P.match{ active = 1, layout = "213456", at = { akhena = "(1,2)", mutiny = "(3,2)", rig = "(6,6)" } }
  t:answer("move")
  P.at(t, "step", { "(1,1)", "(1,3)", "(2,1)" })
  local friend = P.match{ active = 2, layout = "213456", at = { mutiny = "(1,2)", rig = "(3,2)", akhena = "(6,6)" } }
  friend:answer("move", "mutiny")
  P.at(friend, "step", { "(1,1)", "(1,3)", "(2,1)", "(3,2)" })
  friend:answer("(3,2)")
  P.at(friend, "step", { "(3,1)", "(4,2)" })       -- no stop on Rig's cell
end)

T.scenario("a forced move may cross a passage onto an occupied exit and go on [BC-17.3, BC-4.5, BC-4.4]", function()
  local t = P.match{ active = 2, layout = "213456", at = { mutiny = "(3,1)", rig = "(3,2)", akhena = "(1,2)" },
    cards = { mutiny_grappling_hook = { side = "flipped" } } }     -- Keelhaul: FORCE 3 LONG 3
  t:answer("activate", "mutiny_grappling_hook")
  P.at(t, "step", { "(1,1)", "(1,3)", "(2,1)", "(3,2)" })
  T.eq(t:pending().seat, 2, "the forcer's player steps the forced character (D4)")
  T.truthy(P.took(t, "force", "akhena"), "Akhena, the only one in LONG 3, is forced")
  t:answer("(3,2)")                                -- Mossy Bridge's N>S, onto Rig
  P.at(t, "step", { "(3,1)", "(4,2)", "(2,1)", "(4,3)" })   -- no stop on Rig; through Mutiny is allowed
  t:answer("(4,2)")
  P.at(t, "step", { "(4,3)", "stop" })
  t:answer("stop")
  P.at(t, "action")
  T.eq(P.cell(t, "akhena"), "(4,2)")
  T.eq(P.side(t, "mutiny_grappling_hook"), "start", "Keelhaul flipped to Grappling Hook")
end)

T.scenario("a forced character passes any character, never ends on one, and may be your own minion [BC-4.5, BC-6.5, BC-12.1]", function()
  local t = P.match{ active = 2, at = { mutiny = "(4,2)", rig = "(4,3)", akhena = "(5,3)" } }
  t:answer("activate", "mutiny_grappling_hook")   -- no SHORT target: the Force is performed unasked
  P.at(t, "force", { "rig", "akhena" })            -- never Mutiny himself
  t:answer("rig")
  P.at(t, "step", { "(5,3)", "(4,2)", "(3,2)", "(3,4)" })   -- through Akhena, or through Mutiny
  t:answer("(5,3)")                                -- (6,3), the only end left, is taken: no stop on Akhena
  P.at(t, "action")
  T.truthy(P.took(t, "step", "(6,3)"))
  T.eq(P.cell(t, "rig"), "(6,3)")
  T.eq(P.side(t, "rig"), "flipped", "Bramble Thicket's W HAZ hit Rig passing through (5,3)")
end)

T.scenario("a mover destroyed by hazards mid-movement stops there [BC-4.7, BC-12.1, BC-9.1]", function()
  -- Layout 123546: Burning Thicket in P4 shows E HAZ and Desecrated Shrine in P6 N HAZ,
  -- both on (4,5).
  local t = P.match{ active = 2, layout = "123546", landmarks = { bramble_thicket = "flipped", forest_shrine = "flipped" },
    at = { mutiny = "(6,4)", rig = "(4,6)", akhena = "(1,3)" } }
  t:answer("move", "rig")
  P.at(t, "step", { "(4,5)", "(5,6)", "(3,5)" })
  t:answer("(4,5)")                                -- Burning Thicket flips Rig, the Shrine destroys him
  P.at(t, "mover", { "mutiny", "stop" })
  T.truthy(P.gone(t, "rig"), "destroyed on (4,5), 1 allowance unused")
end)

T.scenario("a hero defeated mid-movement ends the game at once [BC-4.7, BC-14.1, BC-12.1]", function()
  P.printed_rows()
  local t = P.match{ active = 2, at = { mutiny = "(6,4)", rig = "(5,6)", akhena = "(1,3)" },
    health = { mutiny = { "wounded", 3 } } }
  t:answer("move", "mutiny", "(6,3)", "(5,3)")
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 1 }, "Akhena wins")
end)

T.scenario("a minion's Move gets the MOV its cell touches [BC-4.6, BC-11.1, BC-11.2]", function()
  local t = P.match{ active = 2, at = { rig = "(6,5)", mutiny = "(1,3)", akhena = "(3,1)" }, sides = { rig = "flipped" } }
  t:answer("move", "rig")
  P.at(t, "bonus", { "yes", "no" })                  -- Forest Shrine S: Battered Rig could move 1 without it
  t:answer("yes")
  P.at(t, "step", { "(6,4)", "(6,6)", "(5,6)" })     -- 1 + 1: the diagonal (5,6) too
end)

T.scenario("of two MOV sides that each keep a Move possible, the first is asked; declined, the second is used unasked [BC-17.1, BC-11.2, BC-11.4]", function()
  P.printed_rows()
  -- Layout 143256: Flooded Bridge in P4 (W MOV) and Trampled Blind in P3 (S MOV) both touch
  -- (4,3). Akhena's only ready card is Javelin (Move 0).
  local function at_start()
    return P.match{ active = 1, layout = "143256", landmarks = { mossy_bridge = "flipped", hunters_blind = "flipped" },
      at = { akhena = "(4,3)", mutiny = "(6,4)", rig = "(6,6)" },
      cards = { akhena_sunlance = { exhausted = true }, akhena_dune_stride = { exhausted = true },
                akhena_crescent_guard = { exhausted = true } } }
  end
  local t = at_start()
  t:answer("move")
  P.at(t, "bonus", { "yes", "no" })                  -- Flooded Bridge (#2) W
  t:answer("no")
  P.at(t, "step", { "(4,2)", "(5,3)" })              -- Trampled Blind's S MOV, unasked: allowance 1
  t:answer("(4,2)")
  P.at(t, "action")
  T.eq({ P.side(t, "mossy_bridge"), P.side(t, "hunters_blind") }, { "flipped", "start" }, "only the used one flipped")
  local both = at_start()
  both:answer("move", "yes")
  P.at(both, "bonus", { "yes", "no" })               -- Trampled Blind S: optional now
  both:answer("yes")
  P.at(both, "step", { "(4,2)", "(5,3)", "(3,2)", "(3,4)" })   -- allowance 2: the diagonals too
end)
