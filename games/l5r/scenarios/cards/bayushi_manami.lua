-- Bayushi Manami (L5-3.7): no ability; no HR, PH 1 (a petition speaker), F3, C2.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Manami: no Honor Requirement (recruited at -5); a Scorpion PH 1 (cards/bayushi_manami.lua) [L5-10.1, L5-9.2]", function()
  local t = P.match{ ap = 2, phase = "dynasty", honor = { 10, -5 },
    home = { {}, { "The Towers of the Yogo", "Large Farm" } },
    provinces = { nil, { "Bayushi Manami", "Naka Mahatsu" } } }
  P.pick(t, 2, "Recruit Bayushi Manami")
  P.finish_turn(t)
  T.eq(P.honor(t)[2], -4)
end)

T.scenario("Manami (PH 1) can be bowed to petition: S takes the Favor 5 > 3 (cards/bayushi_manami.lua) [L5-8.2, L5-8.3]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 3, 5 }, home = { {}, { "Bayushi Manami" } } }
  P.pick(t, 2, "petition")
  P.end_turn(t)
  T.eq(t.match.state.favor, 2)
  T.eq(P.card(t, 2, "home", "Bayushi Manami").turned, true)
end)
