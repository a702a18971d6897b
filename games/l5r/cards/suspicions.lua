-- Suspicions (L5-3.7): When revealed: goes to its owner's events-in-play area for the rest of the
-- game. At the start of each of its owner's Action phases, each player in turn order (owner first)
-- loses 1 Honor.
local dynasty = require "rules.dynasty"
local flow = require "tabula.flow"
local honor = require "rules.honor"
local moves = require "rules.moves"
local zones = require "zones"
return {
  title = "Suspicions",
  type = "event",
  deck = "dynasty",
  unique = true,
  -- When revealed: a lasting Event in its owner's events-in-play area (L5-5.3(b)),
  -- discarded without effect if a Suspicions is already in play (L5-2.9).
  on_reveal = function(match, card, seat)
    if not dynasty.unique_in_play(match, card.kind) then moves.enter_play(match, card, zones.get(match, "events", seat)) end
  end,
  -- At the start of its owner's Action phase each player, owner first, loses 1 Honor.
  traits = { { event = "phase_started",
               condition = function(ev, card, match) return ev.phase == "action" and match:seat() == card.owner end,
               operation = function(_, card, match)
                 for _, seat in ipairs(flow.seats_from(match, card.owner)) do
                   honor.lose(match, seat, 1, nil, "Suspicions")
                 end
               end } },
}
