-- Marketplace (L5-3.5): bow: 3 gold to a Crane player, 2 to anyone else (L5-6.4).
local T = require "tabula.test"
local P = require "positions"

T.scenario("Marketplace yields 3 to the Crane player (cards/marketplace.lua) [L5-6.4, L5-6.3]", function()
  local t = P.match{ ap = 1, phase = "action",
    home = { { { "The Aerie", bowed = true }, "Daidoji Kenshi", "Marketplace", "Small Farm", "Small Farm" }, {} },
    hand = { { "Medium Cavalry" }, {} } }
  P.pick(t, 1, "Medium Cavalry")
  local p = P.next(t)
  T.eq(p.labels, { "Marketplace (3) + Small Farm (1) = 4", "Marketplace (3) + Small Farm (1) = 4" })
end)

T.scenario("Marketplace yields 2 to the Scorpion player (cards/marketplace.lua) [L5-6.4]", function()
  local t = P.match{ ap = 2, phase = "action",
    home = { {}, { { "The Towers of the Yogo", bowed = true }, "Shosuro Koshiba", "Marketplace", "Small Farm", "Small Farm" } },
    hand = { {}, { "Spearmen" } } }
  P.pick(t, 2, "Spearmen")
  local p = P.next(t)
  T.eq(p.labels, { "Marketplace (2) + Small Farm (1) = 3", "Marketplace (2) + Small Farm (1) = 3" })
end)
