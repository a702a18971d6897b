-- Light Cavalry (L5-3.6): Follower, F2, Cavalry; no ability (L5-17.18).
local T = require "tabula.test"
local P = require "positions"

T.scenario("Light Cavalry on Kenshi (not Cavalry) makes no Cavalry unit: not asked in the Cavalry Maneuvers; it adds F2 (cards/light_cavalry.lua) [L5-14.1, L5-11.4, L5-11.9]", function()
  local t = P.match{ ap = 1, phase = "attack", honor = { 10, 3 },
    home = { { { "Daidoji Kenshi", attach = { "Light Cavalry" } } }, { "Shosuro Tsuji" } } }
  P.pick(t, 1, "Attack")
  P.pick(t, 1, "Stay home")                       -- infantry: Kenshi's unit stays home
  P.finish_turn(t)                                -- no Cavalry question; S had nothing to defend
  T.falsy(P.took(t, { kind = "attack" }), "no second assignment")
  T.eq(P.card(t, 1, "home", "Daidoji Kenshi").turned, false)

  local t2 = P.match{ ap = 1, phase = "attack", honor = { 10, 3 },
    home = { { { "Daidoji Kenshi", attach = { "Light Cavalry" } } }, { "Shosuro Koshiba" } } }
  P.attack(t2, { ["Daidoji Kenshi"] = 1, ["Shosuro Koshiba"] = 1 })
  t2:answer("pass")                               -- S (the Towers)
  P.pass(t2, 1)                                   -- C (The Aerie)
  P.finish_turn(t2)
  T.eq(P.honor(t2), { 11, 3 }, "A = 3 + 2 = 5 > D = 3: Koshiba destroyed, +1")
end)

T.scenario("Light Cavalry with Takayuki: a Cavalry unit assigned in the Cavalry Maneuvers (cards/light_cavalry.lua) [L5-14.1, L5-21.6]", function()
  local t = P.match{ ap = 1, phase = "attack", honor = { 10, 3 },
    home = { { { "Takayuki", attach = { "Light Cavalry" } } }, { "Shosuro Tsuji" } } }
  P.pick(t, 1, "Attack")
  P.pick(t, 1, "Stay home")                       -- infantry (Tsuji then has nothing to defend: forced home)
  local p = P.next(t)
  T.eq(p.prompt, "Attack: where does Takayuki go?", "asked again in the Cavalry Maneuvers")
  t:answer("p2")
  P.finish_turn(t)
  T.eq(t.match.state.provinces[2][2], true, "A = 4 + 2 = 6 < PS 7")
  local tak = P.card(t, 1, "home", "Takayuki")
  T.eq(tak.turned, true, "fought, bowed, home")
  T.eq(tak:attachments()[1].turned, true)
end)
