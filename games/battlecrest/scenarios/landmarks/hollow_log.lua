-- Hollow Log, landmark no. 1 (BC-1.3). START Hollow Log: N MOV, S ATK, passages W>E and
-- E>W. FLIPPED Rotten Log: N HAZ, S RNG. In slot P1 (layout 123456) its N side
-- touches (1,2), its S side (3,2); its E side faces P2 (closed). In slot P3 (layout
-- 321456) its W side touches (3,2), its E side (3,4).
local T = require "tabula.test"
local P = require "positions"
local probes = require "card_probes"

T.scenario("Hollow Log N MOV: an optional +1 to a Move from (1,2) (a diagonal step becomes possible); then it flips to Rotten Log (landmarks/hollow_log.lua) [BC-1.2, BC-1.3, BC-11.1, BC-11.2, BC-11.4]", function()
  local t = P.match{ at = { akhena = "(1,2)", mutiny = "(6,4)", rig = "(5,6)" },
                     cards = probes.alone_ready("akhena_sunlance", "start") }
  t:answer("move")
  P.at(t, "bonus", { "yes", "no" })
  t:answer("yes")
  P.at(t, "step", { "(1,1)", "(1,3)", "(2,1)" })    -- allowance 1 + 1
  t:answer("(2,1)")
  P.at(t, "action")
  T.eq(P.side(t, "hollow_log"), "flipped", "Rotten Log, after the movement")
  T.eq(P.health(t, "akhena"), { "start", 1 }, "its new N HAZ touches (1,2), which she left")
  local u = P.match{ at = { akhena = "(1,2)", mutiny = "(6,4)", rig = "(5,6)" },
                     cards = probes.alone_ready("akhena_sunlance", "start") }
  u:answer("move", "no")
  P.at(u, "step", { "(1,1)", "(1,3)" })
  T.eq(P.side(u, "hollow_log"), "start", "not used: no flip")
end)

T.scenario("Hollow Log N MOV is used without asking when only it makes the Move possible, and adds to a March (landmarks/hollow_log.lua) [BC-1.2, BC-3.2, BC-17.1, BC-4.6]", function()
  local t = P.match{ at = { akhena = "(1,2)", mutiny = "(6,4)", rig = "(5,6)" },
                     cards = probes.alone_ready("akhena_javelin", "start") }
  P.at(t, "action", { "move", "prime", "refocus" })   -- Move 0, +1 MOV
  t:answer("move")
  P.at(t, "step", { "(1,1)", "(1,3)" })
  local u = P.match{ at = { akhena = "(1,2)", mutiny = "(6,4)", rig = "(5,6)" } }
  u:answer("activate", "akhena_dune_stride", "yes", "(1,3)", "(1,4)")
  P.at(u, "step", { "(2,4)", "stop" })              -- MARCH 2 + 1
  u:answer("(2,4)")
  P.at(u, "action")
  T.eq(P.cell(u, "akhena"), "(2,4)")
  T.eq(P.side(u, "hollow_log"), "flipped")
end)

T.scenario("Hollow Log S ATK: +1 attack from (3,2); the flip to Rotten Log shows N HAZ at (1,2), which hits Rig standing there (landmarks/hollow_log.lua) [BC-1.2, BC-11.1, BC-11.4, BC-12.2]", function()
  P.printed_rows()
  local t = P.match{ at = { akhena = "(3,2)", mutiny = "(4,2)", rig = "(1,2)" } }
  t:answer("activate", "akhena_sunlance")
  P.at(t, "bonus", { "yes", "no" })
  t:answer("yes", "none")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "wounded", 1 }, "2 + 1 ATK")
  T.eq(P.side(t, "hollow_log"), "flipped")
  T.eq(P.side(t, "rig"), "flipped", "Rotten Log's N HAZ, newly shown")
end)

T.scenario("Hollow Log S ATK counts from the cell where the Attack starts: after Reckless Cutlass marches onto (3,2), 2 + 1 (landmarks/hollow_log.lua) [BC-11.1, BC-1.6]", function()
  local t = P.match{ active = 2, at = { mutiny = "(3,1)", akhena = "(4,2)", rig = "(6,6)" },
                     cards = { mutiny_cutlass = { side = "flipped" } } }
  probes.activate(t, "mutiny_cutlass")
  P.at(t, "step", { "(2,1)", "(3,2)" })             -- from (3,1) Akhena is diagonal: the March first
  t:answer("(3,2)", "perform")
  P.at(t, "bonus", { "yes", "no" })
  t:answer("yes", "none")
  P.at(t, "action")
  T.eq(P.health(t, "akhena"), { "start", 4 })
  T.eq(P.side(t, "hollow_log"), "flipped")
end)

T.scenario("Hollow Log N MOV gives nothing to a movement passing through (1,2) (landmarks/hollow_log.lua) [BC-11.1]", function()
  P.printed_rows()
  local t = P.match{ at = { akhena = "(1,1)", mutiny = "(6,4)", rig = "(5,6)" } }
  t:answer("move", "(1,2)", "(1,3)", "(1,4)")        -- allowance 3, no bonus asked
  P.at(t, "action")
  T.truthy(P.took(t, "step", "stop"), "at (1,4) nothing is left: (2,4) would need the MOV")
  T.eq(P.side(t, "hollow_log"), "start")
end)

T.scenario("Hollow Log W>E and E>W: in slot P3 a step of 1 across it, both ways; in P1 its E side is closed, so no passage (landmarks/hollow_log.lua) [BC-1.2, BC-1.1.2, BC-4.4]", function()
  local t = P.match{ layout = "321456", at = { akhena = "(3,2)", mutiny = "(6,4)", rig = "(5,6)" },
                     cards = probes.alone_ready("akhena_sunlance", "start") }
  t:answer("move")
  P.at(t, "step", { "(4,2)", "(3,1)", "(3,4)" })
  t:answer("(3,4)")
  P.at(t, "action")
  T.eq(P.cell(t, "akhena"), "(3,4)", "W>E")
  local u = P.match{ layout = "321456", at = { akhena = "(3,4)", mutiny = "(6,4)", rig = "(5,6)" },
                     cards = probes.alone_ready("akhena_sunlance", "start") }
  u:answer("move")
  P.at(u, "step", { "(2,4)", "(3,5)", "(3,2)" })    -- E>W
  local v = P.match{ at = { akhena = "(2,1)", mutiny = "(6,4)", rig = "(5,6)" },
                     cards = probes.alone_ready("akhena_sunlance", "start") }
  v:answer("move")
  P.at(v, "step", { "(1,1)", "(3,1)" })
end)

T.scenario("Rotten Log N HAZ: entering (1,2) costs 1 damage (landmarks/hollow_log.lua) [BC-1.2, BC-12.1]", function()
  T.eq(probes.step_into({ landmarks = { hollow_log = "flipped" } }, "(1,1)", "(1,2)"), { "start", 2 })
end)

T.scenario("Rotten Log S RNG: Javelin from (3,2) reaches dist 4, unasked as the only way; then it flips back to Hollow Log (landmarks/hollow_log.lua) [BC-1.2, BC-11.1, BC-17.1, BC-11.4]", function()
  local t = P.match{ at = { akhena = "(3,2)", mutiny = "(4,5)", rig = "(6,6)" }, landmarks = { hollow_log = "flipped" } }
  t:answer("activate", "akhena_javelin", "none")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "start", 2 })
  T.eq(P.side(t, "hollow_log"), "start")
end)

T.scenario("Rotten Log has no passage: in slot P3, (3,2) no longer steps across to (3,4) (landmarks/hollow_log.lua) [BC-1.3, BC-4.4]", function()
  local t = P.match{ layout = "321456", at = { akhena = "(3,2)", mutiny = "(6,4)", rig = "(5,6)" },
                     landmarks = { hollow_log = "flipped" }, cards = probes.alone_ready("akhena_sunlance", "start") }
  t:answer("move")
  P.at(t, "step", { "(4,2)", "(3,1)" })
end)
