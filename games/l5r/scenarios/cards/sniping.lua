-- Sniping (L5-3.8): Reaction to an action whose ranged attack has a target: its strength doubles.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Sniping doubles the Archers' Ranged 2 to 4: Kenshi (F3) is destroyed (cards/sniping.lua) [L5-3.8, L5-7.6, L5-12.3]", function()
  local t = P.match{ ap = 2, phase = "attack",
    home = { { "Daidoji Kenshi" }, { { "Shosuro Koshiba", attach = { "Ashigaru Archers" } } } },
    hand = { {}, { "Sniping" } } }
  P.attack(t, { ["Shosuro Koshiba"] = 1, ["Daidoji Kenshi"] = 1 })
  P.pass(t, 1)
  P.pick(t, 2, "Ranged 2 attack: Ashigaru Archers")   -- Kenshi the only target; C has no reaction
  P.pick(t, 2, "Sniping")
  P.next(t)
  T.eq(P.card(t, 1, "dynasty_discard", "Daidoji Kenshi").props.dead, "honorable", "4 >= 3")
  T.eq(P.titles(t, 2, "fate_discard"), { "Sniping" })
end)

T.scenario("Without Sniping the same Ranged 2 leaves Kenshi standing (cards/sniping.lua) [L5-12.3]", function()
  local t = P.match{ ap = 2, phase = "attack",
    home = { { "Daidoji Kenshi" }, { { "Shosuro Koshiba", attach = { "Ashigaru Archers" } } } },
    hand = { {}, { "Sniping" } } }
  P.attack(t, { ["Shosuro Koshiba"] = 1, ["Daidoji Kenshi"] = 1 })
  P.pass(t, 1)
  P.pick(t, 2, "Ranged 2 attack: Ashigaru Archers")
  P.pass(t, 2)
  P.next(t)
  T.eq(P.titles(t, 1, "dynasty_discard"), {}, "2 < 3")
end)
