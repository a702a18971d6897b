-- Uncertainty (L5-3.8): Battle/Open: any Personality gets -2F and -2C until the end of the turn,
-- and his Chi cannot go below 1 meanwhile (L5-17.16).
local T = require "tabula.test"
local P = require "positions"
local stats = require "rules.stats"

T.scenario("Uncertainty on Voitagi (Chi 2): the floor keeps him at Chi 1, alive past the check point, until the turn ends (cards/uncertainty.lua) [L5-17.16, L5-9.6, L5-16.3, L5-7.14]", function()
  local t = P.match{ ap = 1, phase = "action",
    home = { { "Daidoji Kenshi" }, { "Voitagi" } }, hand = { {}, { "Uncertainty" } } }
  P.pass(t, 1)                                   -- petition offered to C; C passes
  P.pick(t, 2, "Uncertainty")                    -- Open, by the non-active player
  P.pick(t, 2, "Voitagi")
  P.next(t)
  local v = P.card(t, 2, "home", "Voitagi")
  T.truthy(v ~= nil, "Chi 2 - 2 = 0 is floored at 1: not destroyed")
  T.eq(stats.chi(t.match, v), 1)
  T.eq(stats.force(t.match, v), 1, "F 3 - 2")
  t:answer("pass")
  P.end_turn(t)
  T.eq(stats.chi(t.match, v), 2, "back to 2 after the End phase")
  T.eq(stats.force(t.match, v), 3)
end)

T.scenario("Uncertainty in a battle: Kenshi's F3 becomes 1 and the battle turns (cards/uncertainty.lua) [L5-3.8, L5-7.2, L5-11.9]", function()
  local t = P.match{ ap = 2, phase = "attack", honor = { 10, 3 },
    home = { { "Daidoji Kenshi" }, { "Bayushi Manami" } }, hand = { {}, { "Uncertainty" } } }
  P.attack(t, { ["Bayushi Manami"] = 1, ["Daidoji Kenshi"] = 1 })
  t:answer("pass")                               -- C (The Aerie)
  P.pick(t, 2, "Uncertainty")
  P.pick(t, 2, "Daidoji Kenshi")
  P.pass(t, 1)
  P.pass(t, 2)                                   -- the Towers' ability on Manami
  P.finish_turn(t)
  T.eq(P.honor(t), { 10, 4 }, "A = 3 > D = 1: Kenshi destroyed, +1")
  T.eq(P.card(t, 1, "dynasty_discard", "Daidoji Kenshi").props.dead, "honorable")
end)

T.scenario("Uncertainty on Asahina Yasutora (Chi 3, F0): Chi 1, Force -2 counts 0 (cards/uncertainty.lua) [L5-17.16, L5-11.12]", function()
  local t = P.match{ ap = 2, phase = "action",
    home = { { "Asahina Yasutora" }, {} }, hand = { {}, { "Uncertainty", "Tell the Tale" } } }
  P.pick(t, 2, "Uncertainty")                    -- Yasutora the only Personality (forced)
  P.next(t)
  local y = P.card(t, 1, "home", "Asahina Yasutora")
  T.eq(stats.chi(t.match, y), 1)
  T.eq(stats.force(t.match, y), -2)
end)
