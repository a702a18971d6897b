-- Shosuro Koshiba (L5-3.7): no ability; Scorpion Samurai (the Towers' ability, seppuku), no HR.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Koshiba: recruited with negative Honor, +1 (PH 1) (cards/shosuro_koshiba.lua) [L5-10.1, L5-9.2]", function()
  local t = P.match{ ap = 2, phase = "dynasty", honor = { 10, -3 },
    home = { {}, { "The Towers of the Yogo", "Large Farm" } },
    provinces = { nil, { "Shosuro Koshiba", "Naka Mahatsu" } } }
  P.pick(t, 2, "Recruit Shosuro Koshiba")
  P.finish_turn(t)
  T.eq(P.honor(t)[2], -2)
  T.eq(P.card(t, 2, "home", "Shosuro Koshiba").turned, false)
end)

T.scenario("Koshiba carries the Towers' granted ability: he bows to bow Kenshi (cards/shosuro_koshiba.lua) [L5-17.2, L5-3.4]", function()
  local t = P.match{ ap = 2, phase = "attack",
    home = { { "Daidoji Kenshi" }, { "Shosuro Koshiba" } } }
  P.attack(t, { ["Shosuro Koshiba"] = 1, ["Daidoji Kenshi"] = 1 })
  t:answer("pass")
  P.pick(t, 2, "Shosuro Koshiba: Battle — (The Towers of the Yogo)")   -- Kenshi the only target
  P.finish_turn(t)                               -- then nobody has an action
  -- Koshiba bowed for the cost, Kenshi bowed by it: A = 0, D = 0, nothing happens (unbowed
  -- Kenshi would have won and destroyed Koshiba)
  T.eq(P.honor(t), { 6, 1 })
  T.truthy(P.card(t, 1, "home", "Daidoji Kenshi") ~= nil and P.card(t, 2, "home", "Shosuro Koshiba") ~= nil)
end)
