-- Akhena, hero of the set Akhena (BC-1.5): crests SUN and MOON, four action cards
-- (rows/akhena.lua), no minion. Star ability Kindle: flip one of your action cards
-- other than the card being activated; whether it is ready does not change.
local decide = require "decide"
local row = require "rules.row"

local function others(ctx)
  local out = {}
  for _, card in ipairs(row.cards(ctx.match, ctx.seat)) do
    if card ~= ctx.card then out[#out + 1] = card end
  end
  return out
end

return {
  id = "akhena", kind = "hero", name = "Akhena",
  crests = { "SUN", "MOON" },
  row = require "rows.akhena",
  health = "akhena_health",
  ai = "akhena_ai",
  star = {
    id = "kindle", name = "Kindle",
    usable = function(ctx) return #others(ctx) > 0 end,
    resolve = function(ctx)
      local card = decide.card(ctx.match, ctx.seat, others(ctx), "kindle", "Kindle: flip which card?", ctx)
      row.flip(ctx.match, card)
    end,
    targets = others,
  },
}
