-- Forest Shrine, landmark no. 6 (BC-1.3). START Forest Shrine: S MOV, star ability
-- Blessing (your hero recovers 1). FLIPPED Desecrated Shrine: N HAZ, star ability Curse
-- (1 damage, no defence, to an enemy within Medium range of your hero). In slot P6
-- (layout 123456) its N side touches (4,5), its E side (5,6), its S side (6,5).
local T = require "tabula.test"
local P = require "positions"
local probes = require "card_probes"

T.scenario("Forest Shrine S MOV: +1 to a Move from (6,5) (landmarks/forest_shrine.lua) [BC-1.2, BC-11.1, BC-11.4]", function()
  local t = P.match{ at = { akhena = "(6,5)", mutiny = "(1,1)", rig = "(2,1)" },
                     cards = probes.alone_ready("akhena_sunlance", "start") }
  t:answer("move")
  P.at(t, "bonus", { "yes", "no" })
  t:answer("yes")
  P.at(t, "step", { "(6,4)", "(6,6)", "(5,6)" })    -- the diagonal needs 2
  t:answer("(5,6)")
  P.at(t, "action")
  T.eq(P.side(t, "forest_shrine"), "flipped", "Desecrated Shrine")
  T.eq(P.health(t, "akhena"), { "start", 1 }, "(5,6) touches its E side, which has no icon")
end)

T.scenario("Blessing: Akhena recovers 1; the shrine flips and its N HAZ hits Mutiny on (4,5) (landmarks/forest_shrine.lua) [BC-1.3, BC-8.3, BC-13.4, BC-12.2]", function()
  local t = P.match{ at = { akhena = "(6,5)", mutiny = "(4,5)", rig = "(1,1)" }, health = { akhena = { "start", 3 } } }
  t:answer("activate", "akhena_crescent_guard")
  P.at(t, "star", { "kindle", "forest_shrine" })
  t:answer("forest_shrine")
  P.at(t, "action")
  T.eq(P.health(t, "akhena"), { "start", 2 })
  T.eq(P.side(t, "forest_shrine"), "flipped")
  T.eq(P.health(t, "mutiny"), { "start", 2 }, "Desecrated Shrine N HAZ, newly shown")
end)

T.scenario("Blessing is unusable when the hero has taken no damage (landmarks/forest_shrine.lua) [BC-8.3, BC-13.3]", function()
  local t = P.match{ at = { akhena = "(6,5)", mutiny = "(1,1)", rig = "(2,1)" } }
  t:answer("activate", "akhena_crescent_guard")
  P.at(t, "kindle")
  T.truthy(P.took(t, "star", "kindle"))
end)

T.scenario("Desecrated Shrine N HAZ: entering (4,5) costs 1 (landmarks/forest_shrine.lua) [BC-1.2, BC-12.1]", function()
  T.eq(probes.step_into({ landmarks = { forest_shrine = "flipped" } }, "(4,6)", "(4,5)"), { "start", 2 })
end)

T.scenario("Curse: 1 damage with no defence to an enemy within Medium range of the hero; the shrine flips back (landmarks/forest_shrine.lua) [BC-1.3, BC-8.2, BC-13.4]", function()
  local t = P.match{ active = 2, at = { mutiny = "(5,6)", akhena = "(4,6)", rig = "(1,1)" },
                     landmarks = { forest_shrine = "flipped" } }
  t:answer("activate", "mutiny_powder_keg", "perform")
  P.at(t, "star", { "press_gang", "forest_shrine" })
  t:answer("forest_shrine")
  P.at(t, "ability", { "perform", "skip" })          -- the Attack: no defence step was asked for the Curse
  T.truthy(P.took(t, "curse", "akhena"))
  T.eq(P.health(t, "akhena"), { "start", 2 })
  T.eq(P.side(t, "forest_shrine"), "start")
end)

T.scenario("Curse may strike Rig, a minion in Medium range: it flips (landmarks/forest_shrine.lua) [BC-1.3, BC-9.1]", function()
  local t = P.match{ at = { akhena = "(6,5)", mutiny = "(5,6)", rig = "(6,6)" }, landmarks = { forest_shrine = "flipped" } }
  t:answer("activate", "akhena_crescent_guard", "forest_shrine")   -- Rig, hemmed in, cannot be Forced
  P.at(t, "curse", { "mutiny", "rig" })
  t:answer("rig")
  P.at(t, "action")
  T.eq(P.side(t, "rig"), "flipped", "Battered Rig")
  T.eq(P.health(t, "mutiny"), { "start", 1 })
end)

T.scenario("Curse is unusable with no enemy within Medium range (landmarks/forest_shrine.lua) [BC-13.3]", function()
  local t = P.match{ at = { akhena = "(6,5)", mutiny = "(1,1)", rig = "(2,1)" }, landmarks = { forest_shrine = "flipped" } }
  t:answer("activate", "akhena_crescent_guard")
  P.at(t, "kindle")
  T.truthy(P.took(t, "star", "kindle"))
end)

T.scenario("A landmark's star ability is once per turn whichever face: after Blessing flips it, Broadside Orders' second STAR gets no Curse (landmarks/forest_shrine.lua) [BC-13.2]", function()
  local t = P.match{ active = 2, at = { mutiny = "(6,5)", akhena = "(6,6)", rig = "(1,1)" },
                     cards = { mutiny_powder_keg = { side = "flipped" } }, health = { mutiny = { "start", 2 } } }
  t:answer("activate", "mutiny_powder_keg", "perform")
  P.at(t, "star", { "press_gang", "forest_shrine" })
  t:answer("forest_shrine")
  P.at(t, "ability", { "perform", "skip" })
  T.eq(P.side(t, "forest_shrine"), "flipped", "Desecrated Shrine, Curse on its face; Akhena within Medium range")
  t:answer("perform")
  P.at(t, "action")
  T.truthy(P.took(t, "star", "press_gang"), "Press Gang is the only star ability left")
  T.eq(P.health(t, "akhena"), { "start", 1 })
  T.eq(P.health(t, "mutiny"), { "start", 1 }, "Blessing")
end)
