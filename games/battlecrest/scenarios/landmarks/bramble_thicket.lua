-- Bramble Thicket, landmark no. 5 (BC-1.3). START Bramble Thicket: E DEF DEF, W HAZ.
-- FLIPPED Burning Thicket: N HAZ, E HAZ, S ATK ATK. In slot P5 (layout 123456) its W
-- side touches (5,3), its S side (6,4), its N and E sides face P4 and P6 (closed); in
-- slot P4 (layout 123546) its N side touches (3,4), its E side (4,5), its W side (4,3).
local T = require "tabula.test"
local P = require "positions"
local probes = require "card_probes"

T.scenario("Bramble Thicket E DEF DEF (slot P4): one choice worth +2 defence; the one flip to Burning Thicket hits (3,4) then (4,5) (landmarks/bramble_thicket.lua) [BC-1.2, BC-11.2, BC-11.4, BC-12.2]", function()
  local t = P.match{ layout = "123546", at = { akhena = "(3,4)", mutiny = "(4,5)", rig = "(6,6)" },
                     cards = { akhena_sunlance = { side = "flipped" }, akhena_dune_stride = { exhausted = true },
                               akhena_javelin = { exhausted = true } } }
  t:answer("activate", "akhena_sunlance", "mutiny_cutlass")
  P.at(t, "bonus", { "yes", "no" })
  T.truthy(t:pending().prompt:find("+2 defence", 1, true), t:pending().prompt)
  t:answer("yes")
  P.at(t, "action")
  T.eq(P.side(t, "bramble_thicket"), "flipped", "flipped once")
  T.eq(P.health(t, "akhena"), { "start", 2 }, "Burning Thicket N HAZ on (3,4)")
  T.eq(P.health(t, "mutiny"), { "start", 3 }, "4 - (1 + 2) = 1, then its E HAZ")
end)

T.scenario("Bramble Thicket W HAZ: entering (5,3) costs 1 (landmarks/bramble_thicket.lua) [BC-1.2, BC-12.1]", function()
  T.eq(probes.step_into({}, "(6,3)", "(5,3)"), { "start", 2 })
end)

T.scenario("Two hazards on one cell are two events in landmark order (layout 124536): a START Rig entering (4,3) flips, then is destroyed (landmarks/bramble_thicket.lua) [BC-12.1, BC-9.1]", function()
  local t = P.match{ layout = "124536", active = 2, at = { mutiny = "(1,1)", rig = "(4,2)", akhena = "(6,6)" },
                     landmarks = { standing_stones = "flipped" } }
  t:answer("move", "rig", "(4,3)")
  P.at(t, "mover", { "mutiny", "stop" })
  T.truthy(P.gone(t, "rig"), "Toppled Stones S HAZ, then Bramble Thicket W HAZ")
end)

T.scenario("Burning Thicket N HAZ and E HAZ (slot P4): entering (3,4) or (4,5) costs 1 (landmarks/bramble_thicket.lua) [BC-1.2, BC-12.1]", function()
  for _, cell in ipairs{ "(3,4)", "(4,5)" } do
    T.eq(probes.step_into({ layout = "123546", landmarks = { bramble_thicket = "flipped" } }, "(3,5)", cell),
         { "start", 2 }, cell)
  end
end)

T.scenario("Burning Thicket S ATK ATK: one choice worth +2 attack from (6,4); the flip back shows W HAZ on Mutiny's (5,3) (landmarks/bramble_thicket.lua) [BC-1.2, BC-11.2, BC-11.4, BC-12.2]", function()
  P.printed_rows()
  local t = P.match{ at = { akhena = "(6,4)", mutiny = "(5,3)", rig = "(1,1)" },
                     landmarks = { bramble_thicket = "flipped" }, cards = { akhena_sunlance = { side = "flipped" } } }
  t:answer("activate", "akhena_sunlance")
  P.at(t, "bonus", { "yes", "no" })
  T.truthy(t:pending().prompt:find("+2 attack", 1, true), t:pending().prompt)
  t:answer("yes", "none")
  P.at(t, "action")
  T.eq(P.side(t, "bramble_thicket"), "start")
  T.eq(P.health(t, "mutiny"), { "wounded", 3 }, "2 + 2 = 4 damage, then 1 from the W HAZ")
end)
