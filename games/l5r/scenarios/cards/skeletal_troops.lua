-- Skeletal Troops (L5-3.8): after you equip it you lose 2 Honor, as part of the equip (L5-10.5,
-- L5-21.1, L5-21.5); Battle: Fear 3.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Skeletal Troops: equipping costs 2 Honor (cards/skeletal_troops.lua) [L5-3.8, L5-10.5]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 10, 3 },
    home = { {}, { "Shosuro Koshiba" } }, hand = { {}, { "Skeletal Troops" } } }
  P.pick(t, 2, "Skeletal Troops")
  P.pick(t, 2, "Decline seppuku")               -- the equip targets Samurai Koshiba and would cost S 2 (L5-9.9)
  P.pass(t, 2)                                  -- S could petition
  P.end_turn(t)
  T.eq(P.honor(t), { 10, 1 })
  T.truthy(P.card(t, 2, "home", "Skeletal Troops") ~= nil, "attached")
end)

T.scenario("Skeletal Troops: the equip would cost its player Honor, so his Favor Reaction prevents it (cards/skeletal_troops.lua) [L5-21.1, L5-8.6]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 10, 3 }, favor = 2,
    home = { {}, { "Shosuro Koshiba" } }, hand = { {}, { "Skeletal Troops" } } }
  P.pick(t, 2, "Skeletal Troops")
  P.pick(t, 2, "Favor")                         -- no seppuku is offered: no loss is left
  P.pass(t, 2)
  P.end_turn(t)
  T.eq(P.honor(t), { 10, 3 })
  T.eq(t.match.state.favor, 0)
end)

T.scenario("Skeletal Troops' Fear 3 bows Followers of Force 3 or less, not the Personality (cards/skeletal_troops.lua) [L5-12.6, L5-12.7]", function()
  local t = P.match{ ap = 2, phase = "attack",
    home = { { { "Daidoji Kenshi", attach = { "Spearmen", "Medium Cavalry" } } },
             { { "Shosuro Koshiba", attach = { "Skeletal Troops" } } } } }
  P.attack(t, { ["Shosuro Koshiba"] = 1, ["Daidoji Kenshi"] = 1 })
  t:answer("pass")
  P.pick(t, 2, "Skeletal Troops: Battle — Fear 3")
  P.next(t)
  T.eq(P.at(t, 1, 1, "Daidoji Kenshi").turned, false, "Kenshi unaffected")
  T.eq(P.at(t, 1, 1, "Spearmen").turned, true, "Spearmen (F2) bowed")
  T.eq(P.at(t, 1, 1, "Medium Cavalry").turned, true, "Medium Cavalry (F3) bowed")
  T.eq(P.at(t, 1, 1, "Skeletal Troops").turned, false, "Fear does not bow the Troops")
end)

T.scenario("Skeletal Troops whose bearer is gone at resolution: to the discard pile, and the 2-Honor loss still happens (cards/skeletal_troops.lua) [L5-21.5, L5-10.5]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 10, 3 },
    home = { {}, { "Shosuro Koshiba" } }, hand = { {}, { "Skeletal Troops" } } }
  P.hook(t, 1, "destroy")                       -- stands for an effect that destroys Koshiba in the window
  P.pick(t, 2, "Skeletal Troops")
  P.pick(t, 1, "(test stand-in)")
  P.end_turn(t)
  T.eq(P.card(t, 2, "dynasty_discard", "Shosuro Koshiba").props.dead, "honorable")
  T.eq(P.titles(t, 2, "fate_discard"), { "Skeletal Troops" })
  T.eq(P.honor(t), { 10, 1 })
end)
