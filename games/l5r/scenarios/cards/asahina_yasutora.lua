-- Asahina Yasutora (L5-3.5): no ability; HR 0 (Family Honor 0 or more), PH 3, F0, Shugenja.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Yasutora: HR 0 refuses a player at -1 Honor and takes one at 0; he brings PH 3 (cards/asahina_yasutora.lua) [L5-3.5, L5-10.1, L5-9.2]", function()
  local t = P.match{ ap = 1, phase = "dynasty", honor = { -1, 3 },
    provinces = { { "Asahina Yasutora", "Small Farm" } } }
  P.next(t)
  T.truthy(not P.offers(t, "Asahina Yasutora"), "-1 < HR 0")
  t:answer("done")
  P.finish_turn(t)
  local t2 = P.match{ ap = 1, phase = "dynasty", honor = { 0, 3 },
    provinces = { { "Asahina Yasutora", "Naka Mahatsu" } } }
  P.pick(t2, 1, "Recruit Asahina Yasutora")      -- 4 gold: The Aerie (forced)
  P.finish_turn(t2)
  T.eq(P.honor(t2)[1], 3)
end)

T.scenario("Yasutora's Force 0 adds nothing: with Kenshi (3) against Koshiba (3) it is a tie (cards/asahina_yasutora.lua) [L5-11.9]", function()
  local t = P.match{ ap = 1, phase = "attack", honor = { 10, 3 },
    home = { { "Asahina Yasutora", "Daidoji Kenshi" }, { "Shosuro Koshiba" } } }
  P.attack(t, { ["Asahina Yasutora"] = 1, ["Daidoji Kenshi"] = 1, ["Shosuro Koshiba"] = 1 })
  P.pass(t, 2)                                   -- S (the Towers)
  P.pass(t, 1)                                   -- C (The Aerie)
  P.finish_turn(t)
  T.eq(P.honor(t), { 10, 3 }, "3 + 0 = 3: a tie gives no Honor")
  T.eq(P.card(t, 1, "dynasty_discard", "Asahina Yasutora").props.dead, "honorable")
  T.eq(P.card(t, 2, "dynasty_discard", "Shosuro Koshiba").props.dead, "honorable")
end)
