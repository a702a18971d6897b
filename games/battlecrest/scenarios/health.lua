-- Health, damage and defeat (BC-8), minions (BC-9), the end of the game (BC-14).
-- Layout 123456: (5,3) touches Bramble Thicket's W HAZ, (6,5) Forest Shrine's S side.
local T = require "tabula.test"
local P = require "positions"

-- Mutiny hits Akhena on (4,3) with Reckless Cutlass, skipping its March: 2 + one per
-- POWDER showing (the WOUNDED health card, an exhausted Grappling Hook); she does not
-- defend.
local function reckless(health, hook_exhausted)
  local t = P.match{ active = 2, at = { mutiny = "(4,2)", akhena = "(4,3)", rig = "(6,6)" }, health = health,
    cards = { mutiny_cutlass = { side = "flipped" }, mutiny_grappling_hook = { exhausted = hook_exhausted } } }
  t:answer("activate", "mutiny_cutlass", "skip", "none")
  return t
end

T.scenario("damage moves the health card right; past column K on START it flips to WOUNDED column 1 [BC-8.1, BC-8.4, BC-1.5]", function()
  P.printed_rows()
  local t = reckless({ mutiny = { "wounded", 1 } }, true)   -- 4 damage
  P.at(t, "action")
  T.eq(P.health(t, "akhena"), { "wounded", 1 }, "START 2, 3, 4, then WOUNDED 1")
end)

T.scenario("past column K on WOUNDED the hero is defeated: 8 damage for Akhena [BC-8.1, BC-14.1]", function()
  P.printed_rows()
  local t = reckless({ mutiny = { "wounded", 1 }, akhena = { "wounded", 1 } }, true)   -- 4 more
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 2 }, "Mutiny wins")
  local short = reckless({ mutiny = { "wounded", 1 }, akhena = { "wounded", 1 } }, false)   -- 3
  P.at(short, "action")
  T.eq(P.health(short, "akhena"), { "wounded", 4 }, "one point short of defeat")
end)

T.scenario("6 damage defeats Mutiny: 5 leave him on WOUNDED column 3 [BC-8.1, BC-1.6]", function()
  P.printed_rows()
  -- Sunlance Ablaze: 2 + SUN (Dune Stride, Javelin, Akhena's WOUNDED health) = 5.
  local t = P.match{ active = 1, at = { akhena = "(3,4)", mutiny = "(4,5)", rig = "(6,6)" },
    health = { akhena = { "wounded", 1 } },
    cards = { akhena_sunlance = { side = "flipped" }, akhena_dune_stride = { exhausted = true },
              akhena_javelin = { exhausted = true } } }
  t:answer("activate", "akhena_sunlance", "none")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "wounded", 3 })
end)

T.scenario("a hazard's damage, passing through included, uses the same track and allows no defence [BC-8.2, BC-12.1]", function()
  P.printed_rows()
  local t = P.match{ active = 1, at = { akhena = "(6,3)", mutiny = "(1,3)", rig = "(2,1)" },
    health = { akhena = { "start", 4 } } }
  t:answer("move", "(5,3)", "(4,3)")                 -- through Bramble Thicket's W HAZ
  P.at(t, "step")                                    -- still moving: no defence was asked
  T.eq(P.health(t, "akhena"), { "wounded", 1 })
end)

T.scenario("Blessing recovers 1: WOUNDED column 1 goes back to START column K [BC-8.3, BC-1.3, BC-13.1]", function()
  P.printed_rows()
  local t = P.match{ active = 1, at = { akhena = "(6,5)", mutiny = "(1,3)", rig = "(2,1)" },
    health = { akhena = { "wounded", 1 } } }
  t:answer("activate", "akhena_crescent_guard")      -- no FORCE target: the STAR is performed unasked
  P.at(t, "star", { "kindle", "forest_shrine" })
  t:answer("forest_shrine")
  P.at(t, "action")
  T.eq(P.health(t, "akhena"), { "start", 4 })
  T.eq(P.side(t, "forest_shrine"), "flipped", "Desecrated Shrine")
  local mid = P.match{ active = 1, at = { akhena = "(6,5)", mutiny = "(1,3)", rig = "(2,1)" },
    health = { akhena = { "start", 3 } } }
  mid:answer("activate", "akhena_crescent_guard", "forest_shrine")
  P.at(mid, "action")
  T.eq(P.health(mid, "akhena"), { "start", 2 })
end)

T.scenario("Recover is usable only by a damaged hero [BC-8.3, BC-13.3]", function()
  local t = P.match{ active = 1, at = { akhena = "(6,5)", mutiny = "(1,3)", rig = "(2,1)" } }
  t:answer("activate", "akhena_crescent_guard")
  P.at(t, "kindle")                                  -- Kindle was the only star ability
  T.truthy(P.took(t, "star", "kindle"))
end)

T.scenario("a START minion flips at any damage, the excess lost; a FLIPPED one is destroyed [BC-9.1, BC-7.3]", function()
  -- Sunlance Ablaze 2 + SUN (Dune Stride) = 3 against Rig's 1.
  local t = P.match{ active = 1, at = { akhena = "(3,4)", rig = "(4,5)", mutiny = "(1,1)" },
    cards = { akhena_sunlance = { side = "flipped" }, akhena_dune_stride = { exhausted = true } } }
  t:answer("activate", "akhena_sunlance")
  P.at(t, "action")
  T.eq(P.side(t, "rig"), "flipped", "2 damage: Battered Rig, not destroyed")
  local battered = P.match{ active = 1, at = { akhena = "(3,4)", rig = "(2,4)", mutiny = "(1,1)" }, sides = { rig = "flipped" } }
  battered:answer("activate", "akhena_sunlance")
  P.at(battered, "action")
  T.truthy(P.gone(battered, "rig"), "Battered Rig destroyed")
end)

T.scenario("a destroyed minion cannot move or use Cannon, and Press Gang is unusable [BC-9.2, BC-13.3]", function()
  P.printed_rows()
  local t = P.match{ active = 2, at = { mutiny = "(6,4)", akhena = "(6,3)", rig = false } }
  t:answer("activate")
  P.at(t, "activate", { "mutiny_cutlass", "mutiny_grappling_hook", "mutiny_powder_keg" })
  t:answer("mutiny_powder_keg")                      -- its STAR cannot be performed: straight to the ATTACK
  P.at(t, "defence")
  t:answer("none")
  P.at(t, "action")
  t:answer("move")
  P.at(t, "step")
  T.truthy(P.took(t, "mover", "mutiny"), "only Mutiny can move")
end)

T.scenario("the defeat of a hero ends the game at once, even between two MULTI targets [BC-14.1, BC-6.4]", function()
  P.printed_rows()
  local t = P.match{ active = 1, at = { akhena = "(4,3)", mutiny = "(3,4)", rig = "(4,5)" },
    health = { mutiny = { "wounded", 3 } }, cards = { akhena_javelin = { side = "flipped" } } }
  t:answer("activate", "akhena_javelin", "mutiny", "rig", "none")
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 1 })
  T.eq(P.side(t, "rig"), "start", "Rig, the second target, was never attacked")
  T.eq(P.side(t, "akhena_javelin"), "flipped", "nothing resolved after the defeat")
end)

T.scenario("the round limit ends a match with no winner in a draw [BC-14.2, BC-16]", function()
  local t = P.match{ active = 1, options = { round_limit = 1 } }
  t:answer("prime", "akhena_javelin", "refocus", "prime", "mutiny_powder_keg", "refocus")
  T.eq(t:run(), "finished")
  T.eq(t.result.outcome, "draw")
  local two = P.match{ active = 1, options = { round_limit = 2 } }
  two:answer("prime", "akhena_javelin", "refocus", "prime", "mutiny_powder_keg", "refocus")
  P.at(two, "action")
  T.eq(two:pending().seat, 1, "round 2 begins")
end)
