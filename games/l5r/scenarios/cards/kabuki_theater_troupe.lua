-- Kabuki Theater Troupe (L5-3.5): bow: produce 2 gold; Limited, bow: gain 1 Honor. Both bow it:
-- only one per straightening (L5-6.5).
local T = require "tabula.test"
local P = require "positions"

T.scenario("Kabuki: the Honor ability bows it, so it can no longer pay gold (cards/kabuki_theater_troupe.lua) [L5-6.5, L5-3.5]", function()
  local t = P.match{ ap = 1, phase = "action", honor = { 10, 3 },
    home = { { { "The Aerie", bowed = true }, "Daidoji Kenshi", "Kabuki Theater Troupe" }, {} },
    hand = { { "Naginata" }, {} } }
  P.next(t)
  T.truthy(P.offers(t, "Naginata"), "2 gold: the Kabuki could pay")
  t:answer(P.option(t, "Kabuki Theater Troupe"))
  P.next(t)
  T.eq(P.honor(t), { 11, 3 })
  T.truthy(not P.offers(t, "Naginata"), "bowed: no gold left")
  T.truthy(not P.offers(t, "Kabuki"), "once, and bowed")
end)

T.scenario("Kabuki: used to pay 2 gold, its Honor ability is gone (cards/kabuki_theater_troupe.lua) [L5-6.5, L5-6.4]", function()
  local t = P.match{ ap = 1, phase = "action", honor = { 10, 3 },
    home = { { { "The Aerie", bowed = true }, "Daidoji Kenshi", "Kabuki Theater Troupe" }, {} },
    hand = { { "Naginata" }, {} } }
  P.pick(t, 1, "Naginata")                       -- Kenshi the bearer, the Kabuki the cover (forced)
  P.next(t)
  T.truthy(P.card(t, 1, "home", "Naginata") ~= nil, "2 gold were enough")
  T.truthy(not P.offers(t, "Kabuki"))
end)
