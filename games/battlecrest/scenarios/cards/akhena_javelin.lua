-- Javelin / Twin Javelins, Akhena's action card 3 (BC-1.5): ATTACK 1+MOON LONG 3, then
-- the same with MULTI 2. Move 0, crest SUN, defence 1 then 0, flip icon on both.
local T = require "tabula.test"
local P = require "positions"
local probes = require "card_probes"

T.scenario("Javelin: only Hunter's Blind's RNG puts Mutiny (dist 4) in LONG 3, so it is used unasked; Rig at dist 1 is never a target; 1+MOON = 2 (WE-2) (cards/akhena_javelin.lua) [BC-1.5, BC-6.3, BC-10.1, BC-11.1, BC-17.1]", function()
  local t = P.match{ at = { akhena = "(3,4)", rig = "(2,4)", mutiny = "(5,6)" },
                     cards = { akhena_sunlance = { exhausted = true } } }
  t:answer("activate", "akhena_javelin")
  P.at(t, "defence")
  T.truthy(P.took(t, "target", "mutiny"), "the only target")
  t:answer("mutiny_cutlass")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "start", 2 }, "2 - Cutlass 1")
  T.eq(P.side(t, "hunters_blind"), "flipped", "its RNG was used: Trampled Blind")
  T.eq(P.side(t, "akhena_javelin"), "flipped", "Twin Javelins")
  T.truthy(P.exhausted(t, "akhena_javelin"))
end)

T.scenario("Javelin: LONG 3 takes a diagonal neighbour (dist 2), not an orthogonal one (dist 1) (cards/akhena_javelin.lua) [BC-6.3]", function()
  local t = P.match{ at = { akhena = "(4,2)", mutiny = "(4,3)", rig = "(5,3)" },
                     cards = { akhena_sunlance = { exhausted = true } } }
  t:answer("activate", "akhena_javelin")
  P.at(t, "action")
  T.truthy(P.took(t, "target", "rig"), "Rig at dist 2; Mutiny at dist 1 is out of LONG range")
  T.eq(P.side(t, "rig"), "flipped", "2 - Rig's 1")
  T.eq(P.health(t, "mutiny"), { "start", 1 })
end)

T.scenario("Javelin: LONG 3 reaches dist 3, not dist 4 (no RNG there) (cards/akhena_javelin.lua) [BC-6.3]", function()
  local t = P.match{ at = { akhena = "(1,1)", mutiny = "(1,4)", rig = "(4,2)" } }
  t:answer("activate", "akhena_javelin", "none")
  P.at(t, "action")
  T.truthy(P.took(t, "target", "mutiny"), "Mutiny at dist 3; Rig at dist 4")
  T.eq(P.health(t, "mutiny"), { "start", 2 }, "1 + no MOON exhausted")
  T.eq(P.side(t, "rig"), "start")
end)

T.scenario("Twin Javelins: MULTI 2 in the chosen order, the ATK bonus on the first only; Rig 3 - 1, Mutiny 2 - 1 (WE-5) (cards/akhena_javelin.lua) [BC-1.5, BC-6.4, BC-7.1, BC-11.3]", function()
  local t = P.match{ at = { akhena = "(3,2)", mutiny = "(3,4)", rig = "(5,3)" },
                     cards = { akhena_javelin = { side = "flipped" }, akhena_sunlance = { exhausted = true } } }
  t:answer("activate", "akhena_javelin")
  P.at(t, "target", { "mutiny", "rig" })
  t:answer("rig")
  P.at(t, "target", { "mutiny", "done" })
  t:answer("mutiny")
  P.at(t, "bonus", { "yes", "no" })                 -- Hollow Log S: ATK
  t:answer("yes", "mutiny_grappling_hook")
  P.at(t, "action")
  T.eq(P.side(t, "rig"), "flipped", "3 - 1 = 2 damage: Battered Rig, the excess lost")
  T.eq(P.health(t, "mutiny"), { "start", 2 }, "2 - 1: no ATK bonus on the second target")
  T.eq(P.side(t, "hollow_log"), "flipped", "Rotten Log")
  T.eq(P.side(t, "akhena_javelin"), "start", "Twin Javelins flips back to Javelin")
end)

T.scenario("Twin Javelins: a target only RNG reaches must come first; after the other first, none is left; 'done' ends with one (cards/akhena_javelin.lua) [BC-6.4, BC-11.3]", function()
  local t = P.match{ at = { akhena = "(3,4)", mutiny = "(5,6)", rig = "(1,4)" },
                     cards = { akhena_javelin = { side = "flipped" }, akhena_sunlance = { exhausted = true } } }
  t:answer("activate", "akhena_javelin")
  P.at(t, "bonus", { "yes", "no" })                 -- optional: Rig at dist 2 is in range without it
  t:answer("yes")
  P.at(t, "target", { "mutiny", "rig" })
  t:answer("rig")
  P.at(t, "action")                                  -- Mutiny, in the added range only, is no second target
  T.eq(P.side(t, "rig"), "flipped", "1 + MOON against 1")
  T.eq(P.health(t, "mutiny"), { "start", 1 })
  local u = P.match{ at = { akhena = "(3,4)", mutiny = "(5,6)", rig = "(1,4)" },
                     cards = { akhena_javelin = { side = "flipped" }, akhena_sunlance = { exhausted = true } } }
  u:answer("activate", "akhena_javelin", "yes", "mutiny")
  P.at(u, "target", { "rig", "done" })
  u:answer("done", "none")
  P.at(u, "action")
  T.eq(P.health(u, "mutiny"), { "start", 3 }, "1 + MOON")
  T.eq(P.side(u, "rig"), "start", "not attacked")
end)

T.scenario("Javelin and Twin Javelins have Move 0: alone ready, Akhena (no minion) cannot take Move (cards/akhena_javelin.lua) [BC-1.5, BC-3.2, BC-4.6]", function()
  for _, side in ipairs{ "start", "flipped" } do
    local t = P.match{ at = { akhena = "(3,4)", mutiny = "(6,6)", rig = false },
                       cards = probes.alone_ready("akhena_javelin", side) }
    P.at(t, "action", { "prime", "refocus" })
  end
end)

T.scenario("Javelin defends with 1, Twin Javelins with 0 (cards/akhena_javelin.lua) [BC-1.5, BC-7.2]", function()
  T.eq({ probes.defence("akhena", "akhena_javelin", {}) }, { "Javelin (defence 1)", { "start", 2 } })
  T.eq({ probes.defence("akhena", "akhena_javelin", { cards = { akhena_javelin = { side = "flipped" } } }) },
       { "Twin Javelins (defence 0)", { "start", 3 } })
end)

T.scenario("Javelin's crest is SUN on both faces: exhausted, it adds 1 to Sunlance Ablaze (cards/akhena_javelin.lua) [BC-1.5, BC-10.1]", function()
  P.printed_rows()
  for _, side in ipairs{ "start", "flipped" } do
    T.eq(probes.crest_attack("SUN", { cards = { akhena_javelin = { side = side, exhausted = true } } }),
         { "wounded", 1 }, side .. ": 2 + 1 SUN = 3 damage")
  end
end)
