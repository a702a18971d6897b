-- Small Farm (L5-3.5, L5-3.7): bow: produce 1 gold; costs 0 to recruit and enters bowed (A-2).
local T = require "tabula.test"
local P = require "positions"

T.scenario("Small Farm produces 1: three of them pay 2 in three ways (cards/small_farm.lua) [L5-6.4, L5-6.3]", function()
  local t = P.match{ ap = 1, phase = "action",
    home = { { { "The Aerie", bowed = true }, "Daidoji Kenshi", "Small Farm", "Small Farm", "Small Farm" }, {} },
    hand = { { "Naginata" }, {} } }
  P.pick(t, 1, "Naginata")
  local p = P.next(t)
  T.eq(#p.options, 3)
  for _, l in ipairs(p.labels) do T.eq(l, "Small Farm (1) + Small Farm (1) = 2") end
end)

T.scenario("Small Farm costs 0: recruited without payment, it enters bowed (cards/small_farm.lua) [L5-10.1, L5-10.2, L5-21.3]", function()
  local t = P.match{ ap = 1, phase = "dynasty", home = { { { "The Aerie", bowed = true } }, {} },
    provinces = { { "Small Farm", "Naka Mahatsu" } } }
  P.pick(t, 1, "Recruit Small Farm")
  P.finish_turn(t)                               -- no gold was asked; then only DONE is left
  local farm = P.card(t, 1, "home", "Small Farm")
  T.truthy(farm ~= nil)
  T.falsy(P.took(t, { kind = "gold" }), "no payment")
  T.eq(require("zones").province(t.match, 1, 1):top().face, "down", "P1 refilled face down")
end)
