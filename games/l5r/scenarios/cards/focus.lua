-- Focus (L5-3.6, L5-3.8): no ability; its FV 5 matters as a petition offering and as a focus card.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Focus offered in a petition adds 5: 13 against 13 keeps the Favor with S (cards/focus.lua) [L5-8.4, L5-8.5, L5-3.8]", function()
  local t = P.match{ ap = 1, phase = "action", honor = { 10, 8 }, favor = 2,
    home = { { "Daidoji Kenshi", "Kakita Izumiko" }, {} }, hand = { {}, { "Focus" } } }
  P.pick(t, 1, "petition")
  P.pick(t, 1, "Daidoji Kenshi")          -- who petitions (bowed, adds nothing)
  P.pick(t, 1, "Send Kakita Izumiko")     -- C 13
  P.pick(t, 2, "Offer Focus (+5)")        -- S 13; then both have nothing: passes
  P.next(t)
  T.eq(t.match.state.favor, 2, "13 is not higher than 13")
  T.eq(P.titles(t, 2, "fate_discard"), { "Focus" })
end)

T.scenario("Focus as a focus card: Manami 2 + 5 beats Izumiko 3 in Stand Or Run (cards/focus.lua) [L5-13.7, L5-13.8]", function()
  local t = P.match{ ap = 1, phase = "attack", honor = { 10, 3 },
    home = { { "Kakita Izumiko" }, { "Bayushi Manami" } }, hand = { { "Stand Or Run" }, { "Focus" } } }
  P.attack(t, { ["Kakita Izumiko"] = 1, ["Bayushi Manami"] = 1 })
  t:answer("pass")
  P.pick(t, 1, "Stand Or Run")
  P.pick(t, 2, "Accept")
  P.pick(t, 2, "Focus Focus (FV 5)")
  P.next(t)
  T.eq(P.card(t, 1, "dynasty_discard", "Kakita Izumiko").props.dead, "honorable")
  T.eq(P.titles(t, 2, "fate_discard"), { "Focus" })
end)

T.scenario("Focus has no ability: never offered as an action (cards/focus.lua) [L5-3.6]", function()
  local t = P.match{ ap = 1, phase = "action", home = { { "Daidoji Kenshi" }, {} }, hand = { { "Focus" }, {} } }
  P.next(t)
  T.truthy(not P.offers(t, "Focus"))
end)
