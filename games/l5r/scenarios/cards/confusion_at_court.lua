-- Confusion at Court (L5-3.8): Reaction (Political) to a Favor action: negate it; the Favor goes
-- back to the centre if its player still holds it (L5-8.7).
local T = require "tabula.test"
local P = require "positions"
local zones = require "zones"

T.scenario("Confusion at Court negates the Favor's Limited draw (cards/confusion_at_court.lua) [L5-8.6, L5-8.7, L5-7.9]", function()
  local t = P.match{ ap = 1, phase = "action", honor = { 10, 3 }, favor = 1,
    home = { {}, {} }, hand = { {}, { "Confusion at Court" } } }
  local before = zones.get(t.match, "fate", 1):count()
  P.pick(t, 1, "draw a Fate card")
  P.pick(t, 2, "Confusion at Court")
  P.finish_turn(t)
  T.eq(zones.get(t.match, "fate", 1):count(), before - 1, "only the End-phase draw")
  T.eq(t.match.state.favor, 0)
  T.eq(P.titles(t, 2, "fate_discard"), { "Confusion at Court" })
end)

T.scenario("Confusion at Court does not answer a petition (not a Favor action) (cards/confusion_at_court.lua) [L5-8.7]", function()
  local t = P.match{ ap = 1, phase = "action", honor = { 10, 3 },
    home = { { "Daidoji Kenshi" }, {} }, hand = { {}, { "Confusion at Court" } } }
  P.pick(t, 1, "petition")                      -- S's window: a forced pass
  P.pass(t, 1)                                  -- C now holds the Favor (its draw is offered)
  P.finish_turn(t)
  T.truthy(P.took(t, { kind = "reaction", seat = 2 }), "S's reaction window was a forced pass")
  T.eq(t.match.state.favor, 1, "the automatic grant: 10 > 3")
  T.eq(P.titles(t, 2, "hand"), { "Confusion at Court" })
end)
