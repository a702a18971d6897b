-- Standing Stones, landmark no. 4 (BC-1.3). START Standing Stones: W DEF, star ability
-- Ley Surge (ready one of your exhausted action cards other than the one being
-- activated). FLIPPED Toppled Stones: N HAZ, E FRC, S HAZ. In slot P4 (layout 123456)
-- its N side touches (3,4), its E side (4,5), its W side (4,3), its S side faces P5
-- (closed); in slot P3 (layout 124356) its S side touches (4,3).
local T = require "tabula.test"
local P = require "positions"
local probes = require "card_probes"

T.scenario("Standing Stones W DEF alone (layout 132456): Cutlass 1 + 1 stops Sunlance; it flips to Toppled Stones (landmarks/standing_stones.lua) [BC-1.2, BC-11.1, BC-11.4]", function()
  local t = P.match{ layout = "132456", at = { akhena = "(4,2)", mutiny = "(4,3)", rig = "(6,6)" } }
  t:answer("activate", "akhena_sunlance", "mutiny_cutlass")
  P.at(t, "bonus", { "yes", "no" })                 -- the only DEF side (4,3) touches here
  t:answer("yes")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "start", 1 }, "2 - 2")
  T.eq(P.side(t, "standing_stones"), "flipped")
end)

T.scenario("Ley Surge readies an exhausted card (not the activated one); Toppled Stones' N HAZ then hits Akhena on (3,4) (landmarks/standing_stones.lua) [BC-1.3, BC-13.1, BC-13.4, BC-12.2]", function()
  local t = P.match{ at = { akhena = "(3,4)", mutiny = "(6,4)", rig = "(1,1)" },
                     cards = { akhena_sunlance = { exhausted = true }, akhena_javelin = { exhausted = true } } }
  t:answer("activate", "akhena_crescent_guard")
  P.at(t, "star", { "kindle", "standing_stones" })
  t:answer("standing_stones")
  P.at(t, "ley_surge", { "akhena_sunlance", "akhena_javelin" })
  t:answer("akhena_sunlance")
  P.at(t, "action")
  T.falsy(P.exhausted(t, "akhena_sunlance"), "readied")
  T.truthy(P.exhausted(t, "akhena_javelin"))
  T.eq(P.side(t, "akhena_sunlance"), "start", "readied, not flipped")
  T.eq(P.side(t, "standing_stones"), "flipped", "a used star ability flips its landmark")
  T.eq(P.health(t, "akhena"), { "start", 2 }, "the newly shown N HAZ")
end)

T.scenario("Ley Surge is unusable when the activated card is the only exhausted one (landmarks/standing_stones.lua) [BC-13.3]", function()
  local t = P.match{ at = { akhena = "(3,4)", mutiny = "(6,4)", rig = "(1,1)" } }
  t:answer("activate", "akhena_crescent_guard")
  P.at(t, "kindle")
  T.truthy(P.took(t, "star", "kindle"), "Kindle alone is offered")
end)

T.scenario("Toppled Stones N HAZ: entering (3,4) costs 1 (landmarks/standing_stones.lua) [BC-1.2, BC-12.1]", function()
  T.eq(probes.step_into({ landmarks = { standing_stones = "flipped" } }, "(2,4)", "(3,4)"), { "start", 2 })
end)

T.scenario("Toppled Stones E FRC: Crescent Guard from (4,5) forces 1 + 1, through its own N HAZ; then it flips back (landmarks/standing_stones.lua) [BC-1.2, BC-11.1, BC-12.1, BC-11.4]", function()
  local t = P.match{ at = { akhena = "(4,5)", mutiny = "(3,5)", rig = "(6,6)" }, landmarks = { standing_stones = "flipped" } }
  t:answer("activate", "akhena_crescent_guard", "perform")
  P.at(t, "bonus", { "yes", "no" })
  t:answer("yes", "(3,4)")
  P.at(t, "step", { "(2,4)", "stop" })
  T.eq(P.health(t, "mutiny"), { "start", 2 }, "entered (3,4)")
  t:answer("(2,4)", "skip")
  P.at(t, "action")
  T.eq(P.cell(t, "mutiny"), "(2,4)")
  T.eq(P.side(t, "standing_stones"), "start")
end)

T.scenario("Toppled Stones S HAZ (slot P3, layout 124356): entering (4,3) costs 1 (landmarks/standing_stones.lua) [BC-1.2, BC-12.1]", function()
  T.eq(probes.step_into({ layout = "124356", landmarks = { standing_stones = "flipped" } }, "(4,2)", "(4,3)"), { "start", 2 })
end)
