-- Fist of the Earth (L5-3.8): Earth Kiho Battle: bow your unbowed Monk or Shugenja at the
-- battlefield: an enemy Follower, or an enemy Personality with no Follower, bows.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Fist of the Earth bows a Follower; a Personality with a Follower is no target (cards/fist_of_the_earth.lua) [L5-3.8, L5-14.6]", function()
  local t = P.match{ ap = 2, phase = "attack", honor = { 10, 3 },
    home = { { { "Daidoji Kenshi", attach = { "Spearmen" } } }, { "Soshi Neiru", "Shosuro Tsuji" } },
    hand = { {}, { "Fist of the Earth" } } }
  P.attack(t, { ["Soshi Neiru"] = 1, ["Shosuro Tsuji"] = 1, ["Daidoji Kenshi"] = 1 })
  t:answer("pass")                             -- C (Spearmen, The Aerie)
  P.pick(t, 2, "Fist of the Earth")            -- the Spearmen, the only target; Neiru the only performer
  P.next(t)
  local kenshi = P.at(t, 1, 1, "Daidoji Kenshi")
  T.eq(kenshi.turned, false)
  T.eq(kenshi:attachments()[1].turned, true, "the Spearmen bowed")
  T.truthy(not P.offers(t, "Ranged 2 attack: Spearmen"), "bowed: no ranged attack")
end)

T.scenario("Fist of the Earth needs an unbowed Shugenja at the battlefield (cards/fist_of_the_earth.lua) [L5-7.2]", function()
  local t = P.match{ ap = 2, phase = "attack",
    home = { { "Daidoji Kenshi" }, { "Soshi Neiru", "Shosuro Tsuji" } }, hand = { {}, { "Fist of the Earth" } } }
  P.attack(t, { ["Shosuro Tsuji"] = 1, ["Daidoji Kenshi"] = 1 })   -- Neiru stays home
  t:answer("pass")
  P.next(t)
  T.truthy(P.offers(t, "Shosuro Tsuji"))
  T.truthy(not P.offers(t, "Fist of the Earth"))
end)
