-- Doji Shunya (L5-3.5): Favor Limited (Political), discard the Imperial Favor: gain 2 Honor.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Doji Shunya: discard the Favor, gain 2 (cards/doji_shunya.lua) [L5-3.5, L5-8.7]", function()
  local t = P.match{ ap = 1, phase = "action", honor = { 10, 3 }, favor = 1,
    home = { { { "Doji Shunya", bowed = true } }, {} } }
  P.pick(t, 1, "Doji Shunya")                   -- bowed: the ability has no bow cost
  P.finish_turn(t)
  T.eq(P.honor(t), { 12, 3 })
  T.eq(t.match.state.favor, 0)
end)

T.scenario("Doji Shunya: without the Favor the ability is not offered (cards/doji_shunya.lua) [L5-2.5, L5-7.3]", function()
  local t = P.match{ ap = 1, phase = "action", honor = { 10, 3 }, favor = 2,
    home = { { "Doji Shunya" }, {} } }
  P.next(t)
  T.truthy(P.offers(t, "petition"))
  T.truthy(not P.offers(t, "Doji Shunya"))
end)
