-- Geisha House (L5-3.7): bow: 3 gold to a Scorpion player, 2 to anyone else (L5-6.4).
local T = require "tabula.test"
local P = require "positions"

T.scenario("Geisha House yields 3 to the Scorpion player (cards/geisha_house.lua) [L5-6.4]", function()
  local t = P.match{ ap = 2, phase = "action",
    home = { {}, { { "The Towers of the Yogo", bowed = true }, "Shosuro Koshiba", "Geisha House", "Small Farm", "Small Farm" } },
    hand = { {}, { "Medium Cavalry" } } }
  P.pick(t, 2, "Medium Cavalry")
  local p = P.next(t)
  T.eq(p.labels, { "Geisha House (3) + Small Farm (1) = 4", "Geisha House (3) + Small Farm (1) = 4" })
end)

T.scenario("Geisha House yields 2 to the Crane player (cards/geisha_house.lua) [L5-6.4]", function()
  local t = P.match{ ap = 1, phase = "action",
    home = { { { "The Aerie", bowed = true }, "Daidoji Kenshi", "Geisha House", "Small Farm", "Small Farm" }, {} },
    hand = { { "Spearmen" }, {} } }
  P.pick(t, 1, "Spearmen")
  local p = P.next(t)
  T.eq(p.labels, { "Geisha House (2) + Small Farm (1) = 3", "Geisha House (2) + Small Farm (1) = 3" })
end)
