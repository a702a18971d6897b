-- Shield Wall (L5-3.8): no ranged attack may target this Follower or any card of its unit.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Shield Wall: no ranged attack can target its unit; another unit can be (cards/shield_wall.lua) [L5-3.8, L5-12.2]", function()
  local t = P.match{ ap = 1, phase = "attack",
    home = { { "Daidoji Kinta" }, { { "Shosuro Koshiba", attach = { "Shield Wall" } }, "Bayushi Manami" } } }
  P.attack(t, { ["Daidoji Kinta"] = 1, ["Shosuro Koshiba"] = 1, ["Bayushi Manami"] = 1 })
  P.pass(t, 2)
  P.pick(t, 1, "Ranged 4 attack: Daidoji Kinta")
  P.next(t)
  T.truthy(P.took(t, { prompt = "Ranged attack: which target?" }), "a single legal target: taken without asking")
  T.eq(P.titles(t, 2, "dynasty_discard"), { "Bayushi Manami" }, "Manami was the only target")
end)

T.scenario("Shield Wall: with only shielded enemies, no ranged attack is offered (cards/shield_wall.lua) [L5-12.2]", function()
  local t = P.match{ ap = 1, phase = "attack",
    home = { { "Daidoji Kinta" }, { { "Shosuro Koshiba", attach = { "Shield Wall" } } } } }
  P.attack(t, { ["Daidoji Kinta"] = 1, ["Shosuro Koshiba"] = 1 })
  P.pass(t, 2)
  P.next(t)
  T.truthy(P.offers(t, "The Aerie"), "C has an opportunity")
  T.truthy(not P.offers(t, "Ranged"), "no target: no ranged attack")
end)
