-- A Stout Heart (L5-3.6): Reaction to an action with a Fear effect: negate its Fear effects.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Ex-7: A Stout Heart negates Voitagi's Fear; the Troops' Fear 3 then bows Spearmen and Medium Cavalry; S wins (cards/a_stout_heart.lua) [L5-12.6, L5-12.7, L5-12.8, L5-7.9, L5-11.9]", function()
  local t = P.match{ ap = 2, phase = "attack", honor = { 15, 4 },
    home = { { { "Daidoji Kenshi", attach = { "Spearmen", "Medium Cavalry" } } },
             { { "Voitagi", attach = { "Skeletal Troops" } } } },
    hand = { { "A Stout Heart" }, {} } }
  P.attack(t, { ["Voitagi"] = 1, ["Daidoji Kenshi"] = 1 })
  t:answer("pass")                                  -- C (Spearmen, The Aerie)
  P.pick(t, 2, "Voitagi: Battle — Fear 3")          -- Kenshi's unit, the only one
  P.pick(t, 1, "A Stout Heart")
  P.next(t)
  local kenshi = P.at(t, 1, 1, "Daidoji Kenshi")
  for _, a in ipairs(kenshi:attachments()) do T.eq(a.turned, false, a.kind .. ": the Fear was negated") end
  t:answer("pass")                                  -- C
  P.pick(t, 2, "Skeletal Troops: Battle — Fear 3")
  P.pass(t, 1)                                      -- S then has nothing left
  P.finish_turn(t)
  T.eq(P.honor(t), { 15, 7 }, "A = 5 > D = 3: Kenshi, Spearmen, Medium Cavalry destroyed, +3")
  T.eq(P.card(t, 1, "dynasty_discard", "Daidoji Kenshi").props.dead, "honorable")
  T.eq(P.titles(t, 1, "fate_discard"), { "A Stout Heart", "Medium Cavalry", "Spearmen" })
  T.eq(t.match.state.provinces[1][1], true, "5 - 3 < 6: P1 survives")
  T.eq(P.card(t, 2, "home", "Voitagi").turned, true, "the winners bow and go home")
end)

T.scenario("A Stout Heart is not offered against an action without Fear (cards/a_stout_heart.lua) [L5-7.7]", function()
  local t = P.match{ ap = 2, phase = "attack",
    home = { { { "Daidoji Kenshi", attach = { "Spearmen" } } }, { "Shosuro Koshiba" } },
    hand = { { "A Stout Heart" }, {} } }
  P.attack(t, { ["Shosuro Koshiba"] = 1, ["Daidoji Kenshi"] = 1 })
  t:answer("pass")
  P.pick(t, 2, "The Towers of the Yogo")            -- the Spearmen, the only target
  P.next(t)
  T.eq(t:pending().seat, 1, "C's opportunity: its window was a forced pass")
  T.eq(P.titles(t, 1, "hand"), { "A Stout Heart" })
end)
