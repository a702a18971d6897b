-- The Turtle's Shell (L5-3.6): Reaction to an action with a ranged attack: negate its ranged
-- attacks; its other effects still happen (L5-7.9(c)).
local T = require "tabula.test"
local P = require "positions"

T.scenario("The Turtle's Shell negates the Archers' attack on Izumiko [L5-3.6, L5-7.9, L5-12.3]", function()
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
  local archers
  for _, c in ipairs(require("zones").field(t.match, 1, 1):cards()) do
    for _, a in ipairs(c:attachments()) do archers = a end
  end
  T.eq(archers.turned, true, "the cost stays paid: the Archers are bowed")
end)

T.scenario("The Turtle's Shell is not offered against an action without a ranged attack [L5-7.7]", function()
  local t = P.match{ ap = 2, phase = "attack",
    home = { { "Kakita Izumiko" }, { "Shosuro Tsuji" } },
    hand = { { "The Turtle's Shell" }, {} } }
  P.attack(t, { ["Shosuro Tsuji"] = 1, ["Kakita Izumiko"] = 1 })
  P.pass(t, 1)
  P.pick(t, 2, "bow an enemy Personality, Follower")   -- Izumiko the only target
  P.next(t)
  local forced_pass = false
  for _, f in ipairs(t:forced()) do if f.kind == "reaction" and f.seat == 1 then forced_pass = true end end
  T.truthy(forced_pass, "C's reaction window was a forced pass: no Turtle's Shell")
  local iz
  for _, c in ipairs(require("zones").field(t.match, 1, 1):cards()) do if c.kind == "Kakita Izumiko" then iz = c end end
  T.eq(iz.turned, true, "Tsuji bowed her")
end)
