-- Soshi Neiru (L5-3.7): his player may equip Air Spells to him as an Open action.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Neiru takes Secrets on the Wind as an Open action in C's turn; tokens = his Chi 3 (cards/soshi_neiru.lua) [L5-3.7, L5-10.5, L5-17.11]", function()
  local t = P.match{ ap = 1, phase = "action",
    home = { {}, { "Soshi Neiru" } }, hand = { {}, { "Secrets on the Wind", "Touch of Death" } } }
  local p = P.next(t)
  T.eq(p.seat, 2, "C had nothing; S's opportunity in C's Action phase")
  T.truthy(not P.offers(t, "Touch of Death"), "a Maho Spell: no Open equip")
  t:answer(P.option(t, "Secrets on the Wind: Open"))
  P.finish_turn(t)
  T.eq(P.card(t, 2, "home", "Secrets on the Wind"):counter("token"), 3)
end)

T.scenario("Neiru casts Secrets though it has no token: he is Scorpion (cards/soshi_neiru.lua) [L5-17.11]", function()
  local t = P.match{ ap = 2, phase = "action",
    home = { { "Daidoji Kenshi" }, { { "Soshi Neiru", attach = { { "Secrets on the Wind", tokens = 0 } } } } } }
  P.pick(t, 2, "Secrets on the Wind: Air Limited")   -- Kenshi or Neiru
  P.pick(t, 2, "Daidoji Kenshi")
  P.finish_turn(t)
  T.eq(P.card(t, 1, "home", "Daidoji Kenshi").props.dishonored, true)
end)
