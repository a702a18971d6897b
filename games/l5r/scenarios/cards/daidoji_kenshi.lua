-- Daidoji Kenshi (L5-3.5): no ability; HR 4, PH 2, F3, Samurai.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Kenshi: HR 4 refuses Honor 3, takes Honor 4; brings PH 2 (cards/daidoji_kenshi.lua) [L5-10.1, L5-9.2]", function()
  local t = P.match{ ap = 1, phase = "dynasty", honor = { 3, 3 },
    home = { { "The Aerie", "Marketplace" } }, provinces = { { "Daidoji Kenshi", "Small Farm" } } }
  P.next(t)
  T.truthy(not P.offers(t, "Daidoji Kenshi"))
  t:answer("done")
  P.finish_turn(t)
  local t2 = P.match{ ap = 1, phase = "dynasty", honor = { 4, 3 },
    home = { { "The Aerie", "Marketplace" } }, provinces = { { "Daidoji Kenshi", "Naka Mahatsu" } } }
  P.pick(t2, 1, "Recruit Daidoji Kenshi")
  P.finish_turn(t2)
  T.eq(P.honor(t2)[1], 6)
end)

T.scenario("Kenshi is a Samurai: seppuku may be ordered for him (cards/daidoji_kenshi.lua) [L5-14.4, L5-9.9]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 9, 1 },
    home = { { { "Daidoji Kenshi", dishonored = true } }, { "Shosuro Kameyoi" } } }
  P.pick(t, 2, "Shosuro Kameyoi")
  P.pick(t, 2, "Daidoji Kenshi")
  P.pick(t, 1, "Order Daidoji Kenshi to commit seppuku")
  P.end_turn(t)
  T.eq(P.honor(t)[1], 8, "exactly 1 instead of Kameyoi's 1... and no dishonorable death")
  T.eq(P.card(t, 1, "dynasty_discard", "Daidoji Kenshi").props.dead, "honorable")
end)
