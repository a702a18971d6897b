-- Triggered traits (L5-2.6, L5-7.13): a card's `traits` are tabula.effects triggers,
-- armed when the card enters play and ended when it leaves (duration "stay"). They
-- happen at once when their event happens, in the middle of a resolution if need be,
-- open no window and are not actions. A trait: {event =, self = true (only events
-- carrying card = this card), condition(ev, card, match)?, operation(ev, card, match)}.
local effects = require "tabula.effects"
local catalog = require "catalog"

local traits = {}

function traits.arm(match, card)
  for _, t in ipairs(catalog.of(card).traits or {}) do
    effects.trigger(match, {
      event = t.event, name = card.kind, source = card, seat = card.owner, duration = "stay",
      filter = t.self and { card = card } or nil,
      condition = t.condition and function(ev) return t.condition(ev, card, match) end or nil,
      operation = function(ev) t.operation(ev, card, match) end,
    })
  end
end

return traits
