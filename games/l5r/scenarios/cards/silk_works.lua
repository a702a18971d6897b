-- Silk Works (L5-3.5, L5-3.7): bow: produce 4 gold; costs 5.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Silk Works alone pays 4 (cards/silk_works.lua) [L5-6.4, L5-6.3]", function()
  local t = P.match{ ap = 1, phase = "action",
    home = { { { "The Aerie", bowed = true }, "Daidoji Kenshi", "Silk Works", "Marketplace", "Small Farm" }, {} },
    hand = { { "Medium Cavalry" }, {} } }
  P.pick(t, 1, "Medium Cavalry")
  local p = P.next(t)
  T.eq(p.labels, { "Silk Works (4) = 4", "Marketplace (3) + Small Farm (1) = 4" })
end)

T.scenario("Silk Works costs 5 to recruit (cards/silk_works.lua) [L5-10.1]", function()
  local t = P.match{ ap = 2, phase = "dynasty", home = { {}, { "The Towers of the Yogo", "Small Farm" } },
    provinces = { nil, { "Silk Works", "Naka Mahatsu" } } }
  P.pick(t, 2, "Recruit Silk Works from Province 1 (5 gold)")   -- the Towers and the Small Farm
  P.finish_turn(t)
  T.eq(P.card(t, 2, "home", "Small Farm").turned, true)
  T.eq(P.card(t, 2, "home", "Silk Works").turned, true, "a Holding enters bowed")
end)
