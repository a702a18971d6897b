-- Mutiny, the hero card (BC-1.6): star ability Press Gang — Mutiny and Rig exchange
-- cells, only while Rig is on the map; for hazards Mutiny enters first, then Rig.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Press Gang: Mutiny and Rig exchange cells, across the map (cards/mutiny.lua) [BC-1.6, BC-4.3, BC-13.1]", function()
  local t = P.match{ active = 2, at = { mutiny = "(1,1)", rig = "(3,5)", akhena = "(6,4)" } }
  t:answer("activate")                                -- Powder Keg, the only card that does anything
  P.at(t, "action")
  T.truthy(P.took(t, "star", "press_gang"), "Cannon has no target: (3,5) to (6,4) is dist 4")
  T.eq({ P.cell(t, "mutiny"), P.cell(t, "rig") }, { "(3,5)", "(1,1)" })
  T.eq(P.side(t, "mutiny_powder_keg"), "flipped")
end)

T.scenario("Press Gang: both enter their new cells, so each takes that cell's hazard (cards/mutiny.lua) [BC-1.6, BC-4.3, BC-12.1]", function()
  local t = P.match{ active = 2, at = { mutiny = "(1,2)", rig = "(5,3)", akhena = "(6,6)" },
                     landmarks = { hollow_log = "flipped" } }
  t:answer("activate")                                -- Powder Keg, the only card that does anything
  P.at(t, "action")
  T.eq({ P.cell(t, "mutiny"), P.cell(t, "rig") }, { "(5,3)", "(1,2)" })
  T.eq(P.health(t, "mutiny"), { "start", 2 }, "Bramble Thicket W HAZ")
  T.eq(P.side(t, "rig"), "flipped", "Rotten Log N HAZ: Battered Rig")
end)

T.scenario("Press Gang: Mutiny enters first — a hazard that defeats him ends the game before Rig enters his (cards/mutiny.lua) [BC-1.6, BC-12.1, BC-14.1]", function()
  P.printed_rows()
  local t = P.match{ active = 2, at = { mutiny = "(1,2)", rig = "(5,3)", akhena = "(6,6)" },
                     landmarks = { hollow_log = "flipped" }, health = { mutiny = { "wounded", 3 } } }
  t:answer("activate")                                -- Powder Keg, the only card that does anything
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 1 }, "Akhena wins")
  T.eq(P.side(t, "rig"), "start", "Rig never entered (1,2)")
end)

T.scenario("Press Gang is once per turn: Broadside Orders' second STAR has nothing left and is skipped (cards/mutiny.lua) [BC-13.2, BC-5.2]", function()
  local t = P.match{ active = 2, at = { mutiny = "(1,1)", rig = "(3,5)", akhena = "(6,4)" },
                     cards = { mutiny_powder_keg = { side = "flipped" } } }
  t:answer("activate")                                -- Powder Keg, the only card that does anything
  P.at(t, "ability", { "perform", "skip" })
  t:answer("perform")
  P.at(t, "action")
  T.eq({ P.cell(t, "mutiny"), P.cell(t, "rig") }, { "(3,5)", "(1,1)" }, "exchanged once, not back")
  T.eq(P.side(t, "mutiny_powder_keg"), "start")
end)

T.scenario("Press Gang is unusable with Rig destroyed: Broadside Orders then cannot be activated (cards/mutiny.lua) [BC-1.6, BC-9.2, BC-13.3, BC-3.2]", function()
  local t = P.match{ active = 2, at = { mutiny = "(1,1)", rig = false, akhena = "(6,4)" },
                     cards = { mutiny_powder_keg = { side = "flipped" }, mutiny_cutlass = { exhausted = true },
                               mutiny_grappling_hook = { exhausted = true } } }
  P.at(t, "action", { "move", "prime", "refocus" })
end)

T.scenario("With Rig destroyed, a STAR offers the landmark's star ability without Press Gang (cards/mutiny.lua) [BC-9.2, BC-13.1]", function()
  local t = P.match{ active = 2, at = { mutiny = "(6,5)", rig = false, akhena = "(1,1)" },
                     cards = { mutiny_powder_keg = { side = "flipped" } }, health = { mutiny = { "start", 2 } } }
  t:answer("activate")                                -- Powder Keg, the only card that does anything
  P.at(t, "ability", { "perform", "skip" })
  t:answer("perform")
  P.at(t, "action")
  T.truthy(P.took(t, "star", "forest_shrine"), "Blessing, the only star ability")
  T.eq(P.health(t, "mutiny"), { "start", 1 })
end)
