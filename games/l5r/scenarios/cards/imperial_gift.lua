-- Imperial Gift (L5-3.5, L5-3.7): when revealed, +2 Honor, then an Item of the Fate deck to hand;
-- with One-Time Events only the first copy revealed in the game has an effect (L5-17.20, L5-15.3).
local T = require "tabula.test"
local P = require "positions"
local zones = require "zones"

local FILL = "Naka Mahatsu"   -- face-up Provinces nobody can afford: no recruiting noise

local function match(options)
  local t = P.match{ ap = 1, phase = "events", honor = { 6, 1 }, options = options,
    provinces = { { "Imperial Gift", FILL, FILL, FILL }, { "Imperial Gift", FILL, FILL, FILL } } }
  P.in_fate_deck(t, 1, "Naginata")
  return t
end

T.scenario("Imperial Gift: Crane's copy gives 2 Honor and the Naginata; Scorpion's later copy does nothing (cards/imperial_gift.lua) [L5-17.20, L5-15.3, L5-5.3]", function()
  local t = match()
  P.finish_turn(t)                               -- the Naginata is the only Item: taken without a choice
  T.eq(P.honor(t), { 8, 1 })
  T.truthy(P.card(t, 1, "hand", "Naginata") ~= nil, "the Item came to hand")
  T.eq(P.titles(t, 1, "dynasty_discard"), { "Imperial Gift" })
  T.eq(zones.province(t.match, 1, 1):top().face, "down", "P1 refilled face down")
  P.finish_turn(t)                               -- S's turn: its Gift is revealed
  T.eq(P.honor(t), { 8, 1 }, "the second copy is discarded without effect")
  T.eq(P.titles(t, 2, "dynasty_discard"), { "Imperial Gift" })
  T.eq(zones.get(t.match, "hand", 2):count(), 1, "only the End-phase draw")
end)

T.scenario("Imperial Gift with one_time_events off: Scorpion's copy gives 2 Honor and finds no Item (cards/imperial_gift.lua) [L5-15.3, L5-21.11]", function()
  local t = match{ one_time_events = false }
  P.finish_turn(t)
  P.finish_turn(t)
  T.eq(P.honor(t), { 8, 3 })
  T.eq(zones.get(t.match, "hand", 2):count(), 1, "no Item in the Scorpion deck")
end)
