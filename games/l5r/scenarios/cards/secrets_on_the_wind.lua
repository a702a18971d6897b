-- Secrets on the Wind (L5-3.8): tokens = its Shugenja's Chi when equipped; Air Limited: bow the
-- Shugenja, remove a token (a Scorpion-clan Shugenja needs none): dishonor the target
-- (L5-17.11).
local T = require "tabula.test"
local P = require "positions"

T.scenario("Ex-8: Neiru (Scorpion) casts it without spending a token; Izumiko dies dishonorably in battle (cards/secrets_on_the_wind.lua) [L5-17.11, L5-9.3, L5-9.8, L5-11.9]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 18, 2 },
    home = { { "Kakita Izumiko" }, { { "Soshi Neiru", attach = { { "Secrets on the Wind", tokens = 3 } } }, "Shosuro Tsuji" } } }
  P.pick(t, 2, "Secrets on the Wind: Air Limited")
  P.pick(t, 2, "Kakita Izumiko")
  -- then neither player has an action (forced passes)
  P.attack(t, { ["Shosuro Tsuji"] = 4, ["Kakita Izumiko"] = 4 })
  t:answer("pass")                        -- C (The Aerie could use dishonored Izumiko)
  P.pass(t, 2)                            -- S (the Towers' ability on Tsuji)
  P.finish_turn(t)
  T.eq(P.honor(t), { 15, 3 }, "C loses her printed PH 3; S gains 1 for her")
  T.eq(P.card(t, 1, "dynasty_discard", "Kakita Izumiko").props.dead, "dishonorable")
  T.eq(P.card(t, 2, "home", "Secrets on the Wind"):counter("token"), 3, "no token spent")
  T.eq(P.card(t, 2, "home", "Soshi Neiru").turned, true)
end)

T.scenario("Secrets on a non-Scorpion Shugenja: tokens fixed at the equip by his Chi, one spent per cast (cards/secrets_on_the_wind.lua) [L5-17.11, L5-10.5]", function()
  local t = P.match{ ap = 1, phase = "action",
    home = { { "Asahina Yasutora" }, { "Shosuro Koshiba" } }, hand = { { "Secrets on the Wind", "Uncertainty" }, {} } }
  P.pick(t, 1, "Secrets on the Wind: Limited — equip")   -- Yasutora the only Shugenja; The Aerie pays 3
  P.next(t)
  local secrets = P.card(t, 1, "home", "Secrets on the Wind")
  T.eq(secrets:counter("token"), 3, "Yasutora's Chi 3")
  t:answer(P.option(t, "Uncertainty"))
  P.pick(t, 1, "Asahina Yasutora")                       -- his Chi drops to 1
  P.pick(t, 1, "Secrets on the Wind: Air Limited")
  P.pick(t, 1, "Shosuro Koshiba")
  P.next(t)
  T.eq(secrets:counter("token"), 2, "the count did not follow his Chi; one spent")
  T.eq(P.card(t, 2, "home", "Shosuro Koshiba").props.dishonored, true)
end)

T.scenario("Secrets with no token left cannot be cast by a non-Scorpion Shugenja (cards/secrets_on_the_wind.lua) [L5-17.11]", function()
  local t = P.match{ ap = 1, phase = "action",
    home = { { { "Asahina Yasutora", attach = { { "Secrets on the Wind", tokens = 0 } } }, "Daidoji Kenshi" }, { "Shosuro Koshiba" } } }
  P.next(t)
  T.truthy(P.offers(t, "petition"), "C has an opportunity")
  T.truthy(not P.offers(t, "Secrets on the Wind"), "no token: not castable")
end)
