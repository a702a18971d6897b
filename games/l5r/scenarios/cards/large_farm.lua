-- Large Farm (L5-3.7): bow: produce 2 gold.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Large Farm produces 2: with a Small Farm it pays 3 (cards/large_farm.lua) [L5-6.4, L5-6.3]", function()
  local t = P.match{ ap = 2, phase = "action",
    home = { {}, { { "The Towers of the Yogo", bowed = true }, "Shosuro Koshiba", "Large Farm", "Small Farm", "Small Farm" } },
    hand = { {}, { "Spearmen" } } }
  P.pick(t, 2, "Spearmen")
  local p = P.next(t)
  T.eq(p.labels, { "Large Farm (2) + Small Farm (1) = 3", "Large Farm (2) + Small Farm (1) = 3" })
  t:answer(p.options[1])
  P.next(t)
  T.eq(P.card(t, 2, "home", "Large Farm").turned, true)
  T.truthy(P.card(t, 2, "home", "Spearmen") ~= nil)
end)
