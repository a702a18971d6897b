-- The Turtle's Shell (L5-3.6): Reaction to an action with a ranged attack: negate its ranged
-- attacks; its other effects still happen (L5-7.9(c)).
local T = require "tabula.test"
local P = require "positions"

T.scenario("The Turtle's Shell negates the Archers' attack on Izumiko (cards/the_turtles_shell.lua) [L5-3.6, L5-7.9, L5-12.3]", function()
  local t = P.match{ ap = 2, phase = "attack",
    home = { { "Kakita Izumiko" }, { { "Shosuro Koshiba", attach = { "Ashigaru Archers" } } } },
    hand = { { "The Turtle's Shell" }, {} } }
  P.attack(t, { ["Shosuro Koshiba"] = 1, ["Kakita Izumiko"] = 1 })
  P.pass(t, 1)
  P.pick(t, 2, "Ranged 2 attack: Ashigaru Archers")
  P.pick(t, 1, "The Turtle's Shell")
  P.next(t)
  T.eq(P.titles(t, 1, "dynasty_discard"), {}, "Izumiko survives")
  T.eq(P.titles(t, 1, "fate_discard"), { "The Turtle's Shell" })
  T.eq(P.at(t, 1, 1, "Ashigaru Archers").turned, true, "the cost stays paid: the Archers are bowed")
end)

T.scenario("The Turtle's Shell is not offered against an action without a ranged attack (cards/the_turtles_shell.lua) [L5-7.7]", function()
  local t = P.match{ ap = 2, phase = "attack",
    home = { { "Kakita Izumiko" }, { "Shosuro Tsuji" } },
    hand = { { "The Turtle's Shell" }, {} } }
  P.attack(t, { ["Shosuro Tsuji"] = 1, ["Kakita Izumiko"] = 1 })
  P.pass(t, 1)
  P.pick(t, 2, "bow an enemy Personality, Follower")   -- Izumiko the only target
  P.next(t)
  T.truthy(P.took(t, { kind = "reaction", seat = 1 }), "C's reaction window was a forced pass: no Turtle's Shell")
  local iz = P.at(t, 1, 1, "Kakita Izumiko")
  T.eq(iz.turned, true, "Tsuji bowed her")
end)
