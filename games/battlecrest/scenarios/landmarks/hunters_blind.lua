-- Hunter's Blind, landmark no. 3 (BC-1.3). START Hunter's Blind: N RNG, E RNG, S DEF.
-- FLIPPED Trampled Blind: E ATK, S MOV, W HAZ. In slot P3 (layout 123456) its E side
-- touches (3,4), its S side (4,3), its W side (3,2), its N side faces P2 (closed); in
-- slot P1 (layout 312456) its N side touches (1,2).
local T = require "tabula.test"
local P = require "positions"
local probes = require "card_probes"

T.scenario("Hunter's Blind N RNG (slot P1): Javelin from (1,2) reaches Mutiny at dist 4 (landmarks/hunters_blind.lua) [BC-1.2, BC-11.1, BC-17.1]", function()
  local t = P.match{ layout = "312456", at = { akhena = "(1,2)", mutiny = "(3,4)", rig = "(6,6)" } }
  t:answer("activate", "akhena_javelin", "none")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "start", 2 })
  T.eq(P.side(t, "hunters_blind"), "flipped")
end)

T.scenario("Hunter's Blind E RNG is optional when a target lies in range without it; declined, it does not flip (landmarks/hunters_blind.lua) [BC-1.2, BC-11.2, BC-17.1]", function()
  local t = P.match{ at = { akhena = "(3,4)", rig = "(1,4)", mutiny = "(5,6)" },
                     cards = { akhena_sunlance = { exhausted = true } } }
  t:answer("activate", "akhena_javelin")
  P.at(t, "bonus", { "yes", "no" })
  t:answer("no")
  P.at(t, "action")
  T.truthy(P.took(t, "target", "rig"), "Mutiny at dist 4 is out of range without the bonus")
  T.eq(P.side(t, "hunters_blind"), "start")
end)

T.scenario("Hunter's Blind E RNG used: after the attack it flips to Trampled Blind, whose W HAZ hits Rig on (3,2) (landmarks/hunters_blind.lua) [BC-1.2, BC-11.4, BC-12.2]", function()
  local t = P.match{ at = { akhena = "(3,4)", rig = "(3,2)", mutiny = "(5,6)" } }
  t:answer("activate", "akhena_javelin", "yes")
  P.at(t, "target", { "mutiny", "rig" })            -- Mutiny at dist 4 through the bonus
  t:answer("mutiny", "none")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "start", 2 })
  T.eq(P.side(t, "hunters_blind"), "flipped")
  T.eq(P.side(t, "rig"), "flipped", "1 damage from the newly shown W HAZ")
end)

T.scenario("Hunter's Blind S DEF with Standing Stones W DEF: Cutlass 1 + 2 stops Sunlance; #3 then #4 flip, Toppled Stones' N HAZ hits Rig (WE-4) (landmarks/hunters_blind.lua) [BC-1.2, BC-11.1, BC-11.2, BC-11.4, BC-12.2]", function()
  local t = P.match{ at = { akhena = "(4,2)", mutiny = "(4,3)", rig = "(3,4)" } }
  t:answer("activate", "akhena_sunlance", "mutiny_cutlass")
  P.at(t, "bonus", { "yes", "no" })
  T.truthy(t:pending().prompt:find("Hunter's Blind's S side", 1, true), "no. 3 first")
  t:answer("yes")
  P.at(t, "bonus", { "yes", "no" })
  T.truthy(t:pending().prompt:find("Standing Stones's W side", 1, true), "then no. 4")
  t:answer("yes")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "start", 1 }, "2 - 3")
  T.eq(P.side(t, "hunters_blind"), "flipped", "Trampled Blind: its E ATK on Rig's cell is harmless")
  T.eq(P.side(t, "standing_stones"), "flipped")
  T.eq(P.side(t, "rig"), "flipped", "Toppled Stones N HAZ on (3,4)")
  T.eq(P.side(t, "akhena_sunlance"), "flipped")
end)

T.scenario("Trampled Blind E ATK: +1 attack from (3,4); it flips back to Hunter's Blind (landmarks/hunters_blind.lua) [BC-1.2, BC-11.1, BC-11.4]", function()
  P.printed_rows()
  local t = P.match{ at = { akhena = "(3,4)", mutiny = "(2,4)", rig = "(6,6)" }, landmarks = { hunters_blind = "flipped" } }
  t:answer("activate", "akhena_sunlance", "yes", "none")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "wounded", 1 }, "2 + 1")
  T.eq(P.side(t, "hunters_blind"), "start")
end)

T.scenario("Trampled Blind S MOV: +1 to a Move from (4,3) (landmarks/hunters_blind.lua) [BC-1.2, BC-11.1]", function()
  local t = P.match{ at = { akhena = "(4,3)", mutiny = "(1,1)", rig = "(2,1)" },
                     landmarks = { hunters_blind = "flipped" }, cards = probes.alone_ready("akhena_sunlance", "start") }
  t:answer("move", "yes")
  P.at(t, "step", { "(4,2)", "(5,3)", "(3,2)", "(3,4)" })   -- diagonals need the +1
  t:answer("(3,4)")
  P.at(t, "action")
  T.eq(P.cell(t, "akhena"), "(3,4)")
  T.eq(P.side(t, "hunters_blind"), "start", "flipped back")
end)

T.scenario("Trampled Blind W HAZ: entering (3,2) costs 1 (landmarks/hunters_blind.lua) [BC-1.2, BC-12.1]", function()
  T.eq(probes.step_into({ landmarks = { hunters_blind = "flipped" } }, "(3,1)", "(3,2)"), { "start", 2 })
end)
