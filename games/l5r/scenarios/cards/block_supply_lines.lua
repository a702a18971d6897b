-- Block Supply Lines (L5-3.8): Battle: an attacking Personality goes home and his unit bows.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Block Supply Lines sends Kenshi's unit home bowed; the battle turns (cards/block_supply_lines.lua) [L5-3.8, L5-11.7, L5-11.8, L5-11.9]", function()
  local t = P.match{ ap = 1, phase = "attack", honor = { 10, 3 },
    home = { { { "Daidoji Kenshi", attach = { "Spearmen" } }, "Kakita Izumiko" }, { "Shosuro Koshiba" } },
    hand = { {}, { "Block Supply Lines" } } }
  P.attack(t, { ["Daidoji Kenshi"] = 1, ["Kakita Izumiko"] = 1, ["Shosuro Koshiba"] = 1 })
  P.pick(t, 2, "Block Supply Lines")
  local p = P.next(t)
  T.eq(#p.options, 2, "only attackers: Kenshi and Izumiko")
  t:answer(P.option(t, "Daidoji Kenshi"))
  P.next(t)
  local kenshi = P.card(t, 1, "home", "Daidoji Kenshi")
  T.truthy(kenshi ~= nil and kenshi.turned, "home and bowed")
  T.eq(kenshi:attachments()[1].turned, true, "his Spearmen bowed too")
  t:answer("pass")                                  -- C (The Aerie with Izumiko; Spearmen gone)
  P.pass(t, 2)
  P.finish_turn(t)
  T.eq(P.honor(t), { 10, 4 }, "A = Izumiko 2 < D = 3: Izumiko destroyed, +1")
  T.truthy(P.card(t, 1, "home", "Daidoji Kenshi") ~= nil, "Kenshi took no part")
end)
