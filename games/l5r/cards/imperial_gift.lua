-- Imperial Gift (L5-3.5): When revealed (L5-5.3): you gain 2 Honor, then look through your Fate deck,
-- reveal an Item from it (if there is one), take it into your hand, and shuffle the deck.
local honor = require "rules.honor"
local kit = require "rules.kit"
local stats = require "rules.stats"
return {
  title = "Imperial Gift",
  type = "event",
  deck = "dynasty",
  keywords = { "Imperial" },
  unique = true,
  -- When revealed (L5-5.3): 2 Honor, then an Item from the Fate deck (D-19).
  on_reveal = function(match, _, seat)
    honor.gain(match, seat, 2, nil, "Imperial Gift")
    kit.search_fate(match, seat, function(c) return stats.is(c, "item") end, "Imperial Gift: take an Item", true)
  end,
}
