-- BCM-2: Sunken Well, landmark no. 7, a seventh landmark (README.md). In layout 723456
-- it stands in slot P1 (2,2): its N side touches (1,2), its S side (3,2), its W side
-- (2,1); its E side faces P2 (closed).
local T = require "tabula.test"
local P = require "positions"
local catalog = require "catalog"
local probes = require "card_probes"

local LAYOUT = "723456"

T.scenario("Sunken Well is landmark no. 7: layout 723456 puts it in slot P1, and Hollow Log stays out [BCM-2, BC-2.1]", function()
  T.eq(catalog.by_number[7].file, "mods/battlecrest-mod/landmarks/sunken_well.lua")
  local t = P.match{ layout = LAYOUT }
  T.eq(t.match.state.landmark[1].kind, "sunken_well")
  T.falsy(P.find(t.match, "hollow_log"), "not on the map")
  T.truthy(t:render():find("P1 (2,2) #7 Sunken Well: N DEF (1,2), S MOV (3,2), W ATK (2,1), star Undertow", 1, true))
  T.eq(t:view(1).layout, LAYOUT)
end)

T.scenario("a random layout still draws the six landmarks 1..6 only [BCM-2, BC-17.5]", function()
  for seed = 1, 20 do
    local t = P.match{ seed = seed, layout = "random" }
    T.truthy(t:view(1).layout:match("^[1-6]+$"), t:view(1).layout)
  end
end)

T.scenario("Sunken Well N DEF: +1 defence on (1,2); the flip to Dry Well shows N HAZ there [BCM-2, BC-11.1, BC-11.4, BC-12.2]", function()
  local t = P.match{ layout = LAYOUT, active = 2, at = { mutiny = "(1,1)", akhena = "(1,2)", rig = "(6,6)" } }
  t:answer("activate", "mutiny_cutlass", "akhena_sunlance")
  P.at(t, "bonus", { "yes", "no" })
  t:answer("yes")
  P.at(t, "action")
  T.eq(P.side(t, "sunken_well"), "flipped", "Dry Well")
  T.eq(P.health(t, "akhena"), { "start", 3 }, "Cutlass 3 - (1 + 1), then 1 from the hazard")
end)

T.scenario("Sunken Well S MOV: +1 to a Move from (3,2) [BCM-2, BC-11.1]", function()
  local t = P.match{ layout = LAYOUT, at = { akhena = "(3,2)", mutiny = "(6,6)", rig = "(5,6)" },
                     cards = probes.alone_ready("akhena_sunlance", "start") }
  t:answer("move", "yes")
  P.at(t, "step", { "(4,2)", "(3,1)", "(2,1)", "(4,3)" })
end)

T.scenario("Sunken Well W ATK: +1 attack from (2,1) [BCM-2, BC-11.1]", function()
  local t = P.match{ layout = LAYOUT, at = { akhena = "(2,1)", mutiny = "(1,1)", rig = "(6,6)" } }
  t:answer("activate", "akhena_sunlance", "yes", "none")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "wounded", 1 }, "2 + 1")
end)

T.scenario("Undertow moves an enemy in Medium range 1 (a forced movement); the well flips and its N HAZ hits Akhena on (1,2) [BCM-2, BC-13.1, BC-13.4, BC-4.5, BC-12.2]", function()
  local t = P.match{ layout = LAYOUT, at = { akhena = "(1,2)", mutiny = "(2,1)", rig = "(6,6)" } }
  t:answer("activate", "akhena_crescent_guard")
  P.at(t, "star", { "kindle", "sunken_well" })
  t:answer("sunken_well")
  P.at(t, "step", { "(1,1)", "(3,1)" })
  T.truthy(P.took(t, "undertow", "mutiny"))
  t:answer("(3,1)")
  P.at(t, "action")
  T.eq(P.cell(t, "mutiny"), "(3,1)")
  T.eq(P.side(t, "sunken_well"), "flipped")
  T.eq(P.health(t, "akhena"), { "start", 2 })
end)

T.scenario("Undertow is unusable with no enemy in Medium range [BCM-2, BC-13.3]", function()
  local t = P.match{ layout = LAYOUT, at = { akhena = "(1,2)", mutiny = "(6,6)", rig = "(5,6)" } }
  t:answer("activate", "akhena_crescent_guard")
  P.at(t, "kindle")
  T.truthy(P.took(t, "star", "kindle"))
end)

T.scenario("Dry Well N HAZ: entering (1,2) costs 1 [BCM-2, BC-12.1]", function()
  T.eq(probes.step_into({ layout = LAYOUT, landmarks = { sunken_well = "flipped" } }, "(1,1)", "(1,2)"), { "start", 2 })
end)

T.scenario("Dry Well S RNG: Javelin from (3,2) reaches dist 4; then it flips back to Sunken Well [BCM-2, BC-11.1, BC-17.1]", function()
  local t = P.match{ layout = LAYOUT, at = { akhena = "(3,2)", mutiny = "(4,5)", rig = "(6,6)" },
                     landmarks = { sunken_well = "flipped" } }
  t:answer("activate", "akhena_javelin", "none")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "start", 2 })
  T.eq(P.side(t, "sunken_well"), "start")
end)

T.scenario("Dry Well W>S: a step of 1 from (2,1) to (3,2) (a diagonal costs 2), never back [BCM-2, BC-4.4]", function()
  local t = P.match{ layout = LAYOUT, at = { akhena = "(2,1)", mutiny = "(6,6)", rig = "(5,6)" },
                     landmarks = { sunken_well = "flipped" }, cards = probes.alone_ready("akhena_sunlance", "start") }
  t:answer("move")
  P.at(t, "step", { "(1,1)", "(3,1)", "(3,2)" })
  local u = P.match{ layout = LAYOUT, at = { akhena = "(3,2)", mutiny = "(6,6)", rig = "(5,6)" },
                     landmarks = { sunken_well = "flipped" }, cards = probes.alone_ready("akhena_sunlance", "start") }
  u:answer("move")
  P.at(u, "step", { "(4,2)", "(3,1)" })
end)
