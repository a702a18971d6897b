-- The spec's worked examples (WE-1 ...), played step by step.
local T = require "tabula.test"
local P = require "positions"

T.scenario("WE-1: diagonal steps cost 2 and landmarks block movement [BC-4.1, BC-4.2]", function()
  P.printed_rows()
  local t = P.match{ active = 1, at = { akhena = "(1,3)", mutiny = "(6,4)", rig = "(5,6)" } }
  t:answer("move")
  P.at(t, "step", { "(1,2)", "(1,4)", "(2,4)" })   -- the hero alone can move: D2 was taken
  T.truthy(P.took(t, "mover", "akhena"))
  t:answer("(1,2)")
  P.at(t, "step", { "(1,1)", "(2,1)", "stop" })     -- (2,1): one diagonal step, 1 + 2 = 3
  t:answer("(2,1)")
  P.at(t, "action")                                 -- allowance spent: the movement ended there
  T.eq(P.cell(t, "akhena"), "(2,1)")
end)

T.scenario("WE-1: (3,4) costs 3, (3,5) and (3,1) are out of reach [BC-4.1]", function()
  P.printed_rows()
  local t = P.match{ active = 1, at = { akhena = "(1,3)", mutiny = "(6,4)", rig = "(5,6)" } }
  t:answer("move", "(2,4)")
  P.at(t, "step", { "(1,4)", "(3,4)", "stop" })     -- (3,5) would need 2 more
  t:answer("(3,4)")
  P.at(t, "action")
  T.eq(P.cell(t, "akhena"), "(3,4)")
end)

T.scenario("WE-2: LONG skips adjacent cells and passes landmarks; RNG reaches Mutiny at dist 4 [BC-6.3, BC-11.1, BC-17.1, BC-10.1, BC-11.4, BC-5.4]", function()
  P.printed_rows()
  local t = P.match{ active = 1, at = { akhena = "(3,4)", rig = "(2,4)", mutiny = "(5,6)" },
    cards = { akhena_sunlance = { exhausted = true } } }
  t:answer("activate")
  P.at(t, "activate", { "akhena_dune_stride", "akhena_javelin", "akhena_crescent_guard" })
  t:answer("akhena_javelin")                         -- Rig (dist 1) never; Mutiny (dist 4) only through RNG, unasked
  P.at(t, "defence", { "mutiny_cutlass", "mutiny_grappling_hook", "mutiny_powder_keg", "none" })
  T.truthy(P.took(t, "target", "mutiny"))
  T.eq(P.labels(t).mutiny_cutlass, "Cutlass (defence 1)")
  T.eq(require("rules.crests").count(t.match, 1, "MOON"), 1, "Sunlance's MOON; Javelin shows SUN: value 1 + 1 = 2")
  t:answer("mutiny_cutlass")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "start", 2 }, "2 - 1 = 1 damage")
  T.truthy(P.exhausted(t, "mutiny_cutlass"))
  T.eq(P.side(t, "hunters_blind"), "flipped", "Trampled Blind")
  T.eq({ P.cell(t, "rig"), P.side(t, "rig") }, { "(2,4)", "start" }, "its W HAZ touches (3,2), empty")
  T.eq(P.side(t, "akhena_javelin"), "flipped", "Twin Javelins")
  T.truthy(P.exhausted(t, "akhena_javelin"))
end)

T.scenario("WE-3: three SUN crests make Sunlance Ablaze 5; 3 damage flips Mutiny's health [BC-10.1, BC-8.1, BC-8.4, BC-6.2, BC-5.4]", function()
  P.printed_rows()
  local t = P.match{ active = 1, at = { akhena = "(3,4)", mutiny = "(4,5)", rig = "(6,6)" },
    health = { akhena = { "wounded", 1 }, mutiny = { "start", 2 } },
    cards = { akhena_sunlance = { side = "flipped" }, akhena_dune_stride = { exhausted = true },
              akhena_javelin = { exhausted = true }, akhena_crescent_guard = { exhausted = true } } }
  t:answer("activate")                               -- Sunlance Ablaze, the only ready card; Mutiny diagonal
  P.at(t, "defence")
  T.eq(require("rules.crests").count(t.match, 1, "SUN"), 3, "Dune Stride, Javelin, the WOUNDED health card")
  T.eq(P.labels(t).mutiny_powder_keg, "Powder Keg (defence 2)")
  t:answer("mutiny_powder_keg")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "wounded", 2 }, "5 - 2 = 3: column 3, WOUNDED 1, WOUNDED 2")
  T.eq(P.side(t, "akhena_sunlance"), "start", "Sunlance Ablaze flipped back to Sunlance")
  T.truthy(P.took(t, "action", "refocus"), "it stayed exhausted: Refocus was her only second action")
end)

T.scenario("WE-4: two DEF bonuses, flips in landmark order, and a flip's new HAZ hits Rig [BC-11.2, BC-11.4, BC-12.2, BC-7.2, BC-7.4]", function()
  local t = P.match{ active = 1, at = { akhena = "(4,2)", mutiny = "(4,3)", rig = "(3,4)" } }
  t:answer("activate", "akhena_sunlance")
  P.at(t, "defence")
  T.truthy(P.took(t, "target", "mutiny"))
  T.eq(P.labels(t).mutiny_cutlass, "Cutlass (defence 1)")
  t:answer("mutiny_cutlass")
  P.at(t, "bonus", { "yes", "no" })                  -- Hunter's Blind S
  t:answer("yes")
  P.at(t, "bonus", { "yes", "no" })                  -- Standing Stones W
  T.eq(P.side(t, "hunters_blind"), "start", "used, not yet flipped")
  t:answer("yes")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "start", 1 }, "2 against 1 + 1 + 1: no damage")
  T.eq(P.side(t, "hunters_blind"), "flipped", "#3: Trampled Blind (E ATK on Rig's cell, W HAZ on empty (3,2))")
  T.eq(P.side(t, "standing_stones"), "flipped", "#4: Toppled Stones")
  T.eq({ P.cell(t, "rig"), P.side(t, "rig") }, { "(3,4)", "flipped" }, "Toppled Stones' N HAZ: 1 damage, Battered Rig")
  T.eq(P.health(t, "akhena"), { "start", 1 }, "its S HAZ faces P5, closed")
  T.eq(P.side(t, "akhena_sunlance"), "flipped", "Sunlance Ablaze")
end)

T.scenario("WE-5: MULTI with the ATK bonus on the first target only [BC-6.4, BC-11.3, BC-9.1, BC-11.4, BC-7.4]", function()
  local t = P.match{ active = 1, at = { akhena = "(3,2)", mutiny = "(3,4)", rig = "(5,3)" },
    cards = { akhena_javelin = { side = "flipped" }, akhena_sunlance = { exhausted = true } } }
  t:answer("activate", "akhena_javelin")
  P.at(t, "target", { "mutiny", "rig" })             -- dist 2 and 3
  t:answer("rig")
  P.at(t, "target", { "mutiny", "done" })
  t:answer("mutiny")
  P.at(t, "bonus", { "yes", "no" })                  -- Hollow Log S: ATK
  t:answer("yes")
  P.at(t, "defence")
  T.eq(P.side(t, "rig"), "flipped", "Rig: 2 + 1 = 3 against 1, 2 damage: Battered Rig, the excess lost")
  T.eq(P.side(t, "hollow_log"), "start", "no flip before the whole ability has resolved")
  T.eq(P.labels(t).mutiny_grappling_hook, "Grappling Hook (defence 1)")
  t:answer("mutiny_grappling_hook")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "start", 2 }, "Mutiny: 2 (no ATK) against 1")
  T.eq(P.side(t, "hollow_log"), "flipped", "Rotten Log")
  T.eq(P.side(t, "akhena_javelin"), "start", "Twin Javelins flipped to Javelin")
end)

T.scenario("WE-6: a Force through Rig into a hazard, then no SHORT target [BC-4.5, BC-12.1, BC-5.2, BC-6.5]", function()
  local t = P.match{ active = 2, at = { mutiny = "(4,2)", rig = "(5,3)", akhena = "(4,3)" } }
  t:answer("activate", "mutiny_grappling_hook")
  P.at(t, "ability", { "perform", "skip" })
  t:answer("perform")
  P.at(t, "force", { "rig", "akhena" })              -- Akhena at ring 1
  t:answer("akhena")
  P.at(t, "step", { "(5,3)", "(4,2)", "(3,2)", "(3,4)" })
  T.eq(P.labels(t)["(5,3)"], "(5,3) (cost 1, 1 left, hazard)")
  t:answer("(5,3)")                                  -- through Rig, into Bramble Thicket's W HAZ
  P.at(t, "action")                                  -- (6,3) taken, then the ATTACK skipped unasked
  T.truthy(P.took(t, "step", "(6,3)"))
  T.eq(P.cell(t, "akhena"), "(6,3)")
  T.eq(P.health(t, "akhena"), { "start", 2 })
  T.eq(P.side(t, "mutiny_grappling_hook"), "flipped", "Keelhaul")
  local skip = P.match{ active = 2, at = { mutiny = "(4,2)", rig = "(5,3)", akhena = "(4,3)" } }
  skip:answer("activate", "mutiny_grappling_hook", "skip")
  P.at(skip, "defence")                              -- the ATTACK on Akhena at (4,3) instead
  T.truthy(P.took(skip, "target", "akhena"))
end)

T.scenario("WE-7: a passage step costs 1; Dune Stride keeps its face [BC-4.4, BC-5.4, BC-7.2]", function()
  local t = P.match{ active = 1, layout = "213456", at = { akhena = "(1,2)", mutiny = "(3,1)", rig = "(6,6)" } }
  t:answer("activate", "akhena_dune_stride")         -- no SHORT target yet: the March unasked
  P.at(t, "step", { "(1,1)", "(1,3)", "(2,1)", "(3,2)" })
  T.truthy(P.labels(t)["(3,2)"]:find("cost 1, 1 left", 1, true), P.labels(t)["(3,2)"])
  t:answer("(3,2)")
  P.at(t, "step", { "(4,2)", "stop" })
  t:answer("stop", "perform")                        -- 1 point lost; ATTACK 1 SHORT on Mutiny
  P.at(t, "defence")
  t:answer("mutiny_cutlass")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "start", 1 }, "1 against Cutlass's 1")
  T.truthy(P.exhausted(t, "mutiny_cutlass"))
  T.eq(P.side(t, "akhena_dune_stride"), "start", "no flip icon")
end)

T.scenario("WE-8: two different actions, none empty; Move then counts ready cards only [BC-3.1, BC-3.2, BC-4.6]", function()
  P.printed_rows()
  local t = P.match{ active = 1, at = { akhena = "(3,4)", mutiny = "(2,4)", rig = "(6,6)" } }
  P.at(t, "action", { "move", "activate", "prime" })   -- no Refocus: nothing is exhausted
  t:answer("activate", "akhena_sunlance", "none")
  P.at(t, "action", { "move", "prime", "refocus" })    -- not Activate again
  t:answer("move")
  P.at(t, "step")
  T.truthy(t:pending().prompt:find("2 movement left", 1, true), "0 + 1 + 0 + 1: " .. t:pending().prompt)
end)

T.scenario("WE-9: the legal lines of Dune Stride; skipping both is not one [BC-5.2, BC-5.3, BC-12.1]", function()
  local function at_start()
    return P.match{ active = 1, at = { akhena = "(4,2)", mutiny = "(4,3)", rig = "(6,6)" } }
  end
  local t = at_start()
  t:answer("activate", "akhena_dune_stride", "perform")
  P.at(t, "step", { "(3,2)", "(3,1)", "(5,3)" })
  T.eq(P.labels(t), { ["(3,2)"] = "(3,2) (cost 1, 1 left)", ["(3,1)"] = "(3,1) (cost 2, 0 left)",
                      ["(5,3)"] = "(5,3) (cost 2, 0 left, hazard)" })
  t:answer("(5,3)")                                  -- one diagonal step, into Bramble Thicket's W HAZ
  P.at(t, "ability", { "perform", "skip" })
  T.eq(P.health(t, "akhena"), { "start", 2 })
  t:answer("perform")
  P.at(t, "defence")
  local skip = at_start()
  skip:answer("activate", "akhena_dune_stride", "skip")
  P.at(skip, "defence")                              -- the ATTACK is then performed: no skip offered
  T.truthy(P.took(skip, "target", "mutiny"))
  local away = at_start()
  away:answer("activate", "akhena_dune_stride", "perform", "(3,2)", "stop")
  P.at(away, "action")                               -- no SHORT target from (3,2): the ATTACK skipped
  T.eq(P.health(away, "mutiny"), { "start", 1 })
  local far = at_start()
  far:answer("activate", "akhena_dune_stride", "perform", "(3,1)")
  P.at(far, "action")
  T.eq(P.cell(far, "akhena"), "(3,1)")
end)

T.scenario("WE-10: Cannon once per turn, then Press Gang [BC-13.2, BC-13.4, BC-4.3, BC-12.1]", function()
  local t = P.match{ active = 2, at = { mutiny = "(6,4)", rig = "(4,6)", akhena = "(3,4)" },
    cards = { mutiny_powder_keg = { side = "flipped" } } }
  t:answer("activate", "perform")                    -- Broadside Orders, the only card that can act
  P.at(t, "star", { "press_gang", "cannon" })
  t:answer("cannon")                                 -- dist 1 + 2 = 3
  P.at(t, "defence")
  T.eq(P.labels(t).akhena_javelin, "Javelin (defence 1)")
  t:answer("akhena_javelin")
  P.at(t, "ability", { "perform", "skip" })
  T.eq(P.health(t, "akhena"), { "start", 2 }, "2 - 1 = 1 damage")
  t:answer("perform")                                -- Press Gang, the only star ability left
  P.at(t, "action")
  T.truthy(P.took(t, "star", "press_gang"))
  T.eq({ P.cell(t, "mutiny"), P.cell(t, "rig") }, { "(4,6)", "(6,4)" })
  T.eq({ P.health(t, "mutiny"), P.side(t, "rig") }, { { "start", 1 }, "start" }, "no hazard on either cell")
  T.eq(P.side(t, "mutiny_powder_keg"), "start", "Broadside Orders flipped to Powder Keg")
end)

T.scenario("WE-11: a defeat ends the game at once; no second action [BC-8.1, BC-14.1]", function()
  P.printed_rows()
  local t = P.match{ active = 1, at = { akhena = "(3,4)", mutiny = "(2,4)", rig = "(6,6)" },
    health = { mutiny = { "wounded", 3 } } }
  t:answer("activate", "akhena_sunlance", "mutiny_grappling_hook", "move")
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 1 }, "Akhena wins")
  T.eq(t:unused(), { answers = { "move" }, dice = {} }, "her second action is never asked")
end)

T.scenario("WE-12: the first player, drawn by the RNG, starts beside the higher of P2 and P5 [BC-2.4, BC-2.3, BC-2.5]", function()
  local t = T.match{ seed = 1, options = { layout = "452136" } }   -- P2 #5, P5 #3
  T.eq(t.match.state.first, 2, "the RNG made seat 2 (Mutiny) first")
  T.eq({ P.cell(t, "mutiny"), P.cell(t, "rig"), P.cell(t, "akhena") }, { "(1,3)", "(2,1)", "(6,4)" })
  P.at(t, "action")
  T.eq(t:pending().seat, 2, "Mutiny takes the first turn")
end)
