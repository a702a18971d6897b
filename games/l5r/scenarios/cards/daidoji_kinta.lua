-- Daidoji Kinta (L5-3.5): Battle, bow Kinta: Ranged 4 attack.
local T = require "tabula.test"
local P = require "positions"

local function battle()
  local t = P.match{ ap = 1, phase = "attack", honor = { 10, 3 },
    home = { { "Daidoji Kinta", "Daidoji Kenshi" }, { "Bayushi Yasashiku", "Shosuro Tsuji" } } }
  P.attack(t, { ["Daidoji Kinta"] = 1, ["Daidoji Kenshi"] = 1, ["Bayushi Yasashiku"] = 1, ["Shosuro Tsuji"] = 1 })
  P.pass(t, 2)                                   -- the defender first
  return t
end

T.scenario("Kinta's Ranged 4 destroys a Personality of Force 4; bowed, he adds nothing to the total (cards/daidoji_kinta.lua) [L5-3.5, L5-12.1, L5-12.3, L5-11.9]", function()
  local t = battle()
  P.pick(t, 1, "Ranged 4 attack: Daidoji Kinta")
  P.pick(t, 1, "Bayushi Yasashiku")
  P.next(t)
  T.eq(P.card(t, 2, "dynasty_discard", "Bayushi Yasashiku").props.dead, "honorable", "4 >= 4")
  P.pass(t, 2)
  P.next(t)
  T.truthy(not P.offers(t, "Ranged 4"), "Kinta is bowed: no second attack")
  t:answer("pass")
  P.finish_turn(t)
  -- A = Kenshi 3 + bowed Kinta 0 = 3 < D = Tsuji 5: C's army (2 Personalities) is destroyed
  T.eq(P.honor(t), { 10, 5 })
  T.eq(P.card(t, 1, "dynasty_discard", "Daidoji Kinta").props.dead, "honorable")
end)

T.scenario("Kinta's Ranged 4 does nothing to a Personality of Force 5 (cards/daidoji_kinta.lua) [L5-12.3]", function()
  local t = battle()
  P.pick(t, 1, "Ranged 4 attack: Daidoji Kinta")
  P.pick(t, 1, "Shosuro Tsuji")
  P.next(t)
  T.eq(P.titles(t, 2, "dynasty_discard"), {}, "4 < 5: Tsuji survives")
  T.eq(#P.field(t, 2, 1), 4, "everyone still at the battlefield")
end)
