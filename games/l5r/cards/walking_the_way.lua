-- Walking the Way (L5-3.6): Limited: bow the Shugenja carrying it and destroy it: take any one card
-- from your Fate deck into your hand, then shuffle the deck.
local kit = require "rules.kit"
return {
  title = "Walking the Way",
  type = "spell",
  deck = "fate",
  gold = 4, focus = 3,
  abilities = {
    { id = "walk", timing = "limited", text = "bow the Shugenja and destroy this Spell: take any card of your Fate deck",
      costs = { { kind = "bow_bearer" }, { kind = "destroy_self" } },
      resolve = function(ctx)
        if ctx:allowed("search") then
          kit.search_fate(ctx.match, ctx.seat, function() return true end, "Walking the Way: take a card")
        end
      end },
  },
}
