-- Medium Cavalry (L5-3.6, L5-3.8): Follower, F3, Cavalry; no ability (L5-17.18).
local T = require "tabula.test"
local P = require "positions"

T.scenario("Medium Cavalry with Yasashiku is a Cavalry unit; adding Spearmen makes it infantry (cards/medium_cavalry.lua) [L5-14.1, L5-11.4]", function()
  local t = P.match{ ap = 2, phase = "attack",
    home = { { "Daidoji Kenshi" }, { { "Bayushi Yasashiku", attach = { "Medium Cavalry" } } } } }
  P.pick(t, 2, "Attack")
  P.pick(t, 2, "Stay home")
  local p = P.next(t)
  T.eq(p.prompt, "Attack: where does Bayushi Yasashiku go?", "the Cavalry Maneuvers ask again")
  t:answer("p1")
  P.finish_turn(t)                                -- Kenshi (infantry) is not asked to defend in this segment
  T.eq(P.card(t, 2, "home", "Bayushi Yasashiku").turned, true, "he fought at P1")

  local t2 = P.match{ ap = 2, phase = "attack",
    home = { { "Daidoji Kenshi" }, { { "Bayushi Yasashiku", attach = { "Medium Cavalry", "Spearmen" } } } } }
  P.pick(t2, 2, "Attack")
  P.pick(t2, 2, "Stay home")
  P.finish_turn(t2)                               -- no Cavalry Maneuvers question: Spearmen are no Cavalry
  T.eq(P.card(t2, 2, "home", "Bayushi Yasashiku").turned, false, "he never left home")
end)

T.scenario("Medium Cavalry's F3: Fear 3 bows it, Fear does not reach F4 (control) (cards/medium_cavalry.lua) [L5-12.6]", function()
  local t = P.match{ ap = 2, phase = "attack", honor = { 10, 3 },
    home = { { { "Daidoji Kenshi", attach = { "Medium Cavalry" } } }, { "Voitagi" } } }
  P.attack(t, { ["Voitagi"] = 1, ["Daidoji Kenshi"] = 1 })
  t:answer("pass")
  P.pick(t, 2, "Fear 3")
  P.pass(t, 1)
  P.finish_turn(t)
  -- A = Voitagi 3, D = Kenshi 3 + bowed Medium Cavalry 0: a tie destroys both armies
  T.eq(P.card(t, 1, "dynasty_discard", "Daidoji Kenshi").props.dead, "honorable")
  T.eq(P.card(t, 2, "dynasty_discard", "Voitagi").props.dead, "honorable")
end)
