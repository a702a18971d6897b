-- BCM-1: the mod's Cutlass / Reckless Cutlass replaces the game's card (README.md).
local T = require "tabula.test"
local P = require "positions"
local catalog = require "catalog"
local probes = require "card_probes"

T.scenario("the mod's file replaces the game's Cutlass: one card of that id, the mod's, still first in Mutiny's row [BCM-1]", function()
  T.eq(catalog.cards.mutiny_cutlass.file, "mods/battlecrest-mod/cards/mutiny_cutlass.lua")
  T.eq(catalog.cards.mutiny.row[1], "mutiny_cutlass")
  local t = P.match{}
  T.eq(t:view(2).seats[2].cards[1], { id = "mutiny_cutlass", name = "Cutlass", side = "start", ready = true })
end)

T.scenario("Cutlass: ATTACK 3 SHORT deals 3 to an orthogonal neighbour (the game's: 2) [BCM-1, BC-6.1, BC-7.3]", function()
  local t = P.match{ active = 2, at = { mutiny = "(3,5)", akhena = "(3,4)", rig = "(6,6)" } }
  t:answer("activate", "mutiny_cutlass", "none")
  P.at(t, "action")
  T.eq(P.health(t, "akhena"), { "start", 4 })
  T.eq(P.side(t, "mutiny_cutlass"), "flipped", "Reckless Cutlass")
end)

T.scenario("Cutlass: SHORT, so a diagonal enemy is no target (the game's MEDIUM Cutlass reaches it) [BCM-1, BC-6.1, BC-3.2]", function()
  local t = P.match{ active = 2, at = { mutiny = "(3,5)", akhena = "(4,6)", rig = "(6,6)" } }
  t:answer("activate")
  P.at(t, "activate", { "mutiny_grappling_hook", "mutiny_powder_keg" })
end)

T.scenario("Reckless Cutlass defends with 1 (the game's: 0) [BCM-1, BC-7.2]", function()
  T.eq({ probes.defence("mutiny", "mutiny_cutlass", { cards = { mutiny_cutlass = { side = "flipped" } } }) },
       { "Reckless Cutlass (defence 1)", { "start", 2 } })
end)

T.scenario("Reckless Cutlass: MARCH 1, ATTACK 2+POWDER SHORT, then RALLY turns Battered Rig back to Rig [BCM-1, BC-5.2]", function()
  local t = P.match{ active = 2, at = { mutiny = "(1,1)", akhena = "(1,3)", rig = "(6,6)" },
                     cards = { mutiny_cutlass = { side = "flipped" } }, sides = { rig = "flipped" } }
  t:answer("activate", "mutiny_cutlass")
  P.at(t, "ability", { "perform", "skip" })         -- the March may be skipped: RALLY could be performed
  t:answer("perform", "(1,2)", "perform", "none")
  P.at(t, "ability", { "perform", "skip" })
  T.eq(P.health(t, "akhena"), { "start", 3 })
  t:answer("perform")
  P.at(t, "action")
  T.eq(P.side(t, "rig"), "start", "Rig again: Move 2, defence 1")
  T.eq(P.side(t, "mutiny_cutlass"), "start")
end)

T.scenario("Reckless Cutlass: RALLY alone is enough to activate it, March skipped and no one to attack [BCM-1, BC-5.2, BC-5.3]", function()
  local t = P.match{ active = 2, at = { mutiny = "(1,1)", akhena = "(6,4)", rig = "(6,6)" },
                     cards = { mutiny_cutlass = { side = "flipped" } }, sides = { rig = "flipped" } }
  t:answer("activate", "mutiny_cutlass", "skip")
  P.at(t, "action")
  T.eq(P.cell(t, "mutiny"), "(1,1)")
  T.eq(P.side(t, "rig"), "start")
end)

T.scenario("Reckless Cutlass: no RALLY while Rig shows its START face [BCM-1, BC-5.3]", function()
  local t = P.match{ active = 2, at = { mutiny = "(1,1)", akhena = "(1,3)", rig = "(6,6)" },
                     cards = { mutiny_cutlass = { side = "flipped" } } }
  t:answer("activate", "mutiny_cutlass", "(1,2)", "perform", "none")
  P.at(t, "action")                                  -- no third ability asked
  T.eq(P.side(t, "rig"), "start")
  T.eq(P.side(t, "mutiny_cutlass"), "start")
end)
