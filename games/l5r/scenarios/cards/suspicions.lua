-- Suspicions (L5-3.7): a lasting Event (L5-5.7): at the start of each of its owner's Action
-- phases each player, owner first, loses 1 Honor.
local T = require "tabula.test"
local P = require "positions"
local zones = require "zones"

local FILL = "Naka Mahatsu"

T.scenario("Suspicions stays in play; each of its owner's Action phases costs both players 1, the opponent's none (cards/suspicions.lua) [L5-5.7, L5-5.4, L5-5.3]", function()
  local t = P.match{ ap = 2, phase = "events", honor = { 6, 1 },
    provinces = { { FILL, FILL, FILL, FILL }, { "Suspicions", FILL, FILL, FILL } } }
  P.finish_turn(t)
  T.eq(P.honor(t), { 5, 0 })
  T.eq(P.titles(t, 2, "events"), { "Suspicions" })
  P.finish_turn(t)                               -- C's turn
  T.eq(P.honor(t), { 5, 0 })
  P.finish_turn(t)                               -- S's turn again
  T.eq(P.honor(t), { 4, -1 })
  T.eq(P.titles(t, 2, "events"), { "Suspicions" })
end)

T.scenario("A second Suspicions revealed while one is in play is discarded without effect (Unique) (cards/suspicions.lua) [L5-5.3, L5-2.9]", function()
  local t = P.match{ ap = 2, phase = "events", honor = { 6, 1 }, options = { one_time_events = false },
    provinces = { { FILL, FILL, FILL, FILL }, { "Suspicions", FILL, FILL, FILL } } }
  local first = t.match:create{ kind = "Suspicions", name = "Suspicions", owner = 2, zone = zones.get(t.match, "events", 2) }
  require("rules.traits").arm(t.match, first)           -- in play from an earlier turn: its trait is armed
  P.finish_turn(t)
  T.eq(P.titles(t, 2, "events"), { "Suspicions" }, "still one")
  T.eq(P.titles(t, 2, "dynasty_discard"), { "Suspicions" })
  T.eq(P.honor(t), { 5, 0 }, "one loss each, from the one in play")
end)
