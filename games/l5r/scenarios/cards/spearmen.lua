-- Spearmen (L5-3.6): Follower, F2, Battle, bow: Ranged 2 attack.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Spearmen's Ranged 2 destroys a Follower of Force 2; bowed, they add nothing: a tie (cards/spearmen.lua) [L5-3.6, L5-12.1, L5-12.2, L5-21.4, L5-11.9]", function()
  local t = P.match{ ap = 2, phase = "attack", honor = { 10, 3 },
    home = { { { "Daidoji Kenshi", attach = { "Spearmen" } } }, { { "Shosuro Koshiba", attach = { "Skeletal Troops" } } } } }
  P.attack(t, { ["Shosuro Koshiba"] = 2, ["Daidoji Kenshi"] = 2 })
  t:answer(P.option(t, "Ranged 2 attack: Spearmen"))   -- the Troops are the only target: Koshiba has a Follower
  P.next(t)
  T.eq(P.titles(t, 2, "fate_discard"), { "Skeletal Troops" }, "2 >= 2: destroyed")
  P.pass(t, 2)
  P.pass(t, 1)
  P.finish_turn(t)
  -- A = Koshiba 3; D = Kenshi 3 + bowed Spearmen 0 = 3: both armies destroyed, no Honor
  T.eq(P.honor(t), { 10, 3 })
  T.eq(P.card(t, 1, "dynasty_discard", "Daidoji Kenshi").props.dead, "honorable")
  T.eq(P.card(t, 2, "dynasty_discard", "Shosuro Koshiba").props.dead, "honorable")
  T.eq(P.titles(t, 1, "fate_discard"), { "Spearmen" })
end)

T.scenario("Spearmen combine with Kinta into one Ranged 6 attack (cards/spearmen.lua) [L5-12.4]", function()
  local t = P.match{ ap = 1, phase = "attack",
    home = { { { "Daidoji Kinta", attach = { "Spearmen" } } }, { "Shosuro Tsuji" } } }
  P.attack(t, { ["Daidoji Kinta"] = 3, ["Shosuro Tsuji"] = 3 })
  P.pass(t, 2)
  P.pick(t, 1, "Ranged 6 attack: Daidoji Kinta + Spearmen")   -- Tsuji is the only target
  P.next(t)
  T.eq(P.card(t, 2, "dynasty_discard", "Shosuro Tsuji").props.dead, "honorable", "6 >= 5")
end)
