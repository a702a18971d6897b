-- Akhena's AI card (BC-1.7), used by the solo AI (ai/, BC-15): hero band {1}, no
-- minion. Kindle: the leftmost action card, other than the one being activated,
-- that shows its START face; with none, Kindle is not chosen.
local row = require "rules.row"

return {
  id = "akhena_ai", kind = "ai", set = "akhena", name = "Akhena AI",
  hero_band = { 1 },
  star = {
    id = "kindle",
    -- act: the activation in progress. Returns the card Kindle flips, or nil.
    pick = function(match, act)
      for _, card in ipairs(row.cards(match, act.seat)) do
        if card ~= act.card and card.side == "start" then return card end
      end
      return nil
    end,
  },
}
