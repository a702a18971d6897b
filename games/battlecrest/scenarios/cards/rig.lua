-- Rig, Mutiny's minion (BC-1.6, BC-9): START Rig (Move 2, defence 1, Cannon ATTACK 2
-- LONG 3), FLIPPED Battered Rig (Move 1, defence 0, Cannon ATTACK 1 LONG 3); damaged
-- on the FLIPPED face, destroyed.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Cannon: ATTACK 2 LONG 3 measured from Rig's cell, far from Mutiny (cards/rig.lua) [BC-1.6, BC-13.4, BC-6.3]", function()
  local t = P.match{ active = 2, at = { mutiny = "(1,1)", rig = "(3,5)", akhena = "(3,2)" } }
  t:answer("activate")                                -- Powder Keg: Cutlass and Grappling Hook reach no one
  P.at(t, "star", { "press_gang", "cannon" })
  t:answer("cannon", "none")
  P.at(t, "action")
  T.truthy(P.took(t, "target", "akhena"))
  T.eq(P.health(t, "akhena"), { "start", 3 }, "2 damage")
end)

T.scenario("Cannon: Akhena orthogonally next to Rig is out of LONG range, so Press Gang is the only star ability (cards/rig.lua) [BC-6.3, BC-13.3]", function()
  local t = P.match{ active = 2, at = { mutiny = "(1,1)", rig = "(3,5)", akhena = "(3,4)" } }
  t:answer("activate")
  P.at(t, "ability", { "perform", "skip" })          -- exchanged, Mutiny at (3,5) may now attack
  T.truthy(P.took(t, "star", "press_gang"))
  T.eq(P.cell(t, "mutiny"), "(3,5)")
  t:answer("skip")
  P.at(t, "action")
  T.eq(P.health(t, "akhena"), { "start", 1 })
end)

T.scenario("Cannon uses Rig's own landmark bonuses: Hunter's Blind's RNG (unasked: the only way to reach dist 4) and Hollow Log's ATK (cards/rig.lua) [BC-13.4, BC-11.1, BC-17.1, BC-11.4]", function()
  local t = P.match{ active = 2, at = { mutiny = "(1,1)", rig = "(3,4)", akhena = "(5,6)" } }
  t:answer("activate", "cannon", "none")
  P.at(t, "action")
  T.eq(P.health(t, "akhena"), { "start", 3 }, "2 damage")
  T.eq(P.side(t, "hunters_blind"), "flipped", "its RNG was used")
  local u = P.match{ active = 2, at = { mutiny = "(6,4)", rig = "(3,2)", akhena = "(1,1)" } }
  u:answer("activate", "cannon")
  P.at(u, "bonus", { "yes", "no" })
  u:answer("yes", "none")
  P.at(u, "action")
  T.eq(P.health(u, "akhena"), { "start", 4 }, "2 + 1 ATK")
  T.eq(P.side(u, "hollow_log"), "flipped")
end)

T.scenario("Battered Rig's Cannon is ATTACK 1 LONG 3 (cards/rig.lua) [BC-1.6, BC-13.4]", function()
  local t = P.match{ active = 2, at = { mutiny = "(1,1)", rig = "(3,5)", akhena = "(3,2)" }, sides = { rig = "flipped" } }
  t:answer("activate", "cannon", "none")
  P.at(t, "action")
  T.eq(P.health(t, "akhena"), { "start", 2 }, "1 damage")
end)

T.scenario("Rig moves 2 in a Move action, Battered Rig 1 (cards/rig.lua) [BC-1.6, BC-3.5, BC-4.6]", function()
  for _, case in ipairs{ { "start", { "(3,4)", "(4,5)", "(2,4)", "(4,6)" } }, { "flipped", { "(3,4)", "(4,5)" } } } do
    local t = P.match{ active = 2, at = { mutiny = "(1,1)", rig = "(3,5)", akhena = "(6,4)" }, sides = { rig = case[1] } }
    t:answer("move")
    P.at(t, "mover", { "mutiny", "rig" })
    t:answer("rig")
    P.at(t, "step", case[2])
  end
end)

T.scenario("Rig defends with 1 by itself (no choice, no DEF bonus): Sunlance's 2 flips it, Dune Stride's 1 does nothing (cards/rig.lua) [BC-7.2, BC-9.1]", function()
  local t = P.match{ at = { akhena = "(4,2)", rig = "(4,3)", mutiny = "(1,1)" } }
  t:answer("activate", "akhena_sunlance")
  P.at(t, "action")
  T.eq(P.side(t, "rig"), "flipped", "Battered Rig")
  local u = P.match{ at = { akhena = "(4,2)", rig = "(4,3)", mutiny = "(1,1)" } }
  u:answer("activate", "akhena_dune_stride", "skip")
  P.at(u, "action")
  T.eq(P.side(u, "rig"), "start")
end)

T.scenario("Battered Rig defends with 0: any damage destroys it; then it is no target and cannot move (cards/rig.lua) [BC-9.1, BC-9.2]", function()
  local t = P.match{ at = { akhena = "(4,2)", rig = "(4,3)", mutiny = "(1,1)" }, sides = { rig = "flipped" } }
  t:answer("activate", "akhena_dune_stride", "skip")
  P.at(t, "action")
  T.truthy(P.gone(t, "rig"), "destroyed")
  t:answer("prime", "akhena_javelin", "move")
  P.at(t, "step")
  T.truthy(P.took(t, "mover", "mutiny"), "Mutiny alone can move")
end)

T.scenario("Rig entering a hazard: Rig flips and goes on; Battered Rig is destroyed and its movement ends (cards/rig.lua) [BC-9.1, BC-12.1, BC-4.7]", function()
  local t = P.match{ active = 2, at = { mutiny = "(1,1)", rig = "(6,3)", akhena = "(6,6)" } }
  t:answer("move", "rig", "(5,3)")
  P.at(t, "step", { "(4,3)", "stop" })
  T.eq(P.side(t, "rig"), "flipped")
  local u = P.match{ active = 2, at = { mutiny = "(1,1)", rig = "(6,3)", akhena = "(6,6)" }, sides = { rig = "flipped" } }
  u:answer("move", "rig", "(5,3)")
  P.at(u, "mover", { "mutiny", "stop" })
  T.truthy(P.gone(u, "rig"))
end)

T.scenario("Mutiny's movement passes through Rig's cell but never stops there (cards/rig.lua) [BC-4.3, BC-4.8]", function()
  P.printed_rows()
  local t = P.match{ active = 2, at = { mutiny = "(3,4)", rig = "(3,5)", akhena = "(6,4)" } }
  t:answer("move", "mutiny", "(3,5)")
  P.at(t, "mover")                                   -- Rig may move too
  T.truthy(P.took(t, "step", "(4,5)"), "the only option at (3,5): no stop on Rig")
  T.eq(P.cell(t, "mutiny"), "(4,5)")
end)
