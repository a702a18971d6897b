-- Mossy Bridge, landmark no. 2 (BC-1.3). START Mossy Bridge: E FRC, W ATK, passages
-- N>S and S>N. FLIPPED Flooded Bridge: E HAZ, W MOV, passage N>S. In slot P2 (layout
-- 123456) its E side touches (2,4); in slot P1 (layout 213456) its N side touches
-- (1,2), its S side (3,2), its W side (2,1).
local T = require "tabula.test"
local P = require "positions"
local probes = require "card_probes"

T.scenario("Mossy Bridge E FRC: Grappling Hook from (2,4) forces 2 + 1; the flip to Flooded Bridge then shows E HAZ on Mutiny's own cell (landmarks/mossy_bridge.lua) [BC-1.2, BC-11.1, BC-11.4, BC-12.2]", function()
  local t = P.match{ active = 2, at = { mutiny = "(2,4)", akhena = "(3,4)", rig = "(6,6)" } }
  t:answer("activate", "mutiny_grappling_hook", "perform")
  P.at(t, "bonus", { "yes", "no" })                 -- optional: Akhena can be forced 2 without it
  t:answer("yes", "(3,5)", "(4,5)")
  P.at(t, "step", { "(4,6)", "stop" })              -- the third point
  t:answer("(4,6)")
  P.at(t, "action")
  T.eq(P.cell(t, "akhena"), "(4,6)")
  T.eq(P.side(t, "mossy_bridge"), "flipped", "Flooded Bridge")
  T.eq(P.health(t, "mutiny"), { "start", 2 }, "its E HAZ, newly shown on (2,4)")
  T.eq(P.side(t, "mutiny_grappling_hook"), "flipped", "the Attack had no target and was skipped")
end)

T.scenario("Mossy Bridge W ATK (slot P1): +1 attack from (2,1) (landmarks/mossy_bridge.lua) [BC-1.2, BC-11.1, BC-11.4]", function()
  P.printed_rows()
  local t = P.match{ layout = "213456", at = { akhena = "(2,1)", mutiny = "(1,1)", rig = "(6,6)" } }
  t:answer("activate", "akhena_sunlance", "yes", "none")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "wounded", 1 }, "2 + 1")
  T.eq(P.side(t, "mossy_bridge"), "flipped")
end)

T.scenario("Mossy Bridge N>S (slot P1): Dune Stride's MARCH 2 crosses from (1,2) to (3,2) for 1 and attacks Mutiny (WE-7) (landmarks/mossy_bridge.lua) [BC-1.2, BC-4.4, BC-4.1]", function()
  local t = P.match{ layout = "213456", at = { akhena = "(1,2)", mutiny = "(3,1)", rig = "(6,6)" } }
  t:answer("activate", "akhena_dune_stride")
  P.at(t, "step", { "(1,1)", "(1,3)", "(2,1)", "(3,2)" })
  t:answer("(3,2)")
  P.at(t, "step", { "(4,2)", "stop" })              -- not (3,1): Mutiny stands there
  t:answer("stop", "perform", "mutiny_cutlass")
  P.at(t, "action")
  T.eq(P.cell(t, "akhena"), "(3,2)")
  T.eq(P.health(t, "mutiny"), { "start", 1 }, "1 - Cutlass 1")
  T.eq(P.side(t, "akhena_dune_stride"), "start")
end)

T.scenario("Mossy Bridge S>N (slot P1): a Move crosses from (3,2) to (1,2) for 1 (landmarks/mossy_bridge.lua) [BC-1.2, BC-4.4]", function()
  local t = P.match{ layout = "213456", at = { akhena = "(3,2)", mutiny = "(6,4)", rig = "(6,6)" },
                     cards = probes.alone_ready("akhena_sunlance", "start") }
  t:answer("move")
  P.at(t, "step", { "(4,2)", "(3,1)", "(1,2)" })
  t:answer("(1,2)")
  P.at(t, "action")
  T.eq(P.cell(t, "akhena"), "(1,2)")
end)

T.scenario("Flooded Bridge E HAZ: entering (2,4) costs 1 (landmarks/mossy_bridge.lua) [BC-1.2, BC-12.1]", function()
  T.eq(probes.step_into({ landmarks = { mossy_bridge = "flipped" } }, "(1,4)", "(2,4)"), { "start", 2 })
end)

T.scenario("Flooded Bridge W MOV (slot P1): +1 to a Move from (2,1) (landmarks/mossy_bridge.lua) [BC-1.2, BC-11.1]", function()
  local t = P.match{ layout = "213456", at = { akhena = "(2,1)", mutiny = "(6,4)", rig = "(6,6)" },
                     landmarks = { mossy_bridge = "flipped" }, cards = probes.alone_ready("akhena_sunlance", "start") }
  t:answer("move", "yes")
  P.at(t, "step", { "(1,1)", "(3,1)", "(1,2)", "(3,2)" })   -- diagonals for 2
  t:answer("(1,2)")
  P.at(t, "action")
  T.eq(P.side(t, "mossy_bridge"), "start", "flipped back")
end)

T.scenario("Flooded Bridge keeps N>S only: (1,2) still crosses to (3,2), (3,2) no longer to (1,2) (landmarks/mossy_bridge.lua) [BC-1.3, BC-4.4]", function()
  local t = P.match{ layout = "213456", at = { akhena = "(3,2)", mutiny = "(6,4)", rig = "(6,6)" },
                     landmarks = { mossy_bridge = "flipped" }, cards = probes.alone_ready("akhena_sunlance", "start") }
  t:answer("move")
  P.at(t, "step", { "(4,2)", "(3,1)" })
  local u = P.match{ layout = "213456", at = { akhena = "(1,2)", mutiny = "(6,4)", rig = "(6,6)" },
                     landmarks = { mossy_bridge = "flipped" }, cards = probes.alone_ready("akhena_sunlance", "start") }
  u:answer("move")
  P.at(u, "step", { "(1,1)", "(1,3)", "(3,2)" })
end)

T.scenario("Mossy Bridge N>S: an enemy on the exit cell closes the passage to a normal movement; a friend there is passed, never stopped on (landmarks/mossy_bridge.lua) [BC-4.4, BC-4.3]", function()
  P.printed_rows()
  local t = P.match{ layout = "213456", at = { akhena = "(1,2)", mutiny = "(3,2)", rig = "(6,6)" },
                     cards = probes.alone_ready("akhena_sunlance", "start") }
  t:answer("move")
  P.at(t, "step", { "(1,1)", "(1,3)" })
  local u = P.match{ layout = "213456", active = 2, at = { mutiny = "(1,2)", rig = "(3,2)", akhena = "(6,6)" } }
  u:answer("move", "mutiny", "(3,2)")
  P.at(u, "step", { "(4,2)", "(3,1)" })             -- no stop on Rig's cell
end)

T.scenario("Mossy Bridge N>S in a Force: the exit cell may hold a character the forced move passes through (landmarks/mossy_bridge.lua) [BC-4.5, BC-17.3]", function()
  local t = P.match{ layout = "213456", active = 2, at = { mutiny = "(1,1)", akhena = "(1,2)", rig = "(3,2)" } }
  t:answer("activate", "mutiny_grappling_hook", "perform")   -- Akhena, the only one in range
  P.at(t, "step", { "(1,1)", "(1,3)", "(2,1)", "(3,2)" })
  t:answer("(3,2)")
  P.at(t, "step", { "(4,2)", "(3,1)" })             -- through Rig, not onto him
  t:answer("(4,2)")
  P.at(t, "action")
  T.eq(P.cell(t, "akhena"), "(4,2)")
end)
