-- Standing Stones, landmark no. 4 (BC-1.3). Ley Surge: ready one of your exhausted
-- action cards other than the card being activated.
local decide = require "decide"
local row = require "rules.row"

local function others(ctx)
  local out = {}
  for _, card in ipairs(row.cards(ctx.match, ctx.seat)) do
    if card.turned and card ~= ctx.card then out[#out + 1] = card end
  end
  return out
end

local ley_surge = {
  name = "Ley Surge",
  usable = function(ctx) return #others(ctx) > 0 end,
  resolve = function(ctx)
    local card = decide.card(ctx.match, ctx.seat, others(ctx), "ley_surge", "Ley Surge: ready which card?")
    card:unturn()
    ctx.match:log("%s readies %s (Ley Surge)", row.owner_name(ctx.match, ctx.seat), row.name(card))
  end,
}

return {
  id = "standing_stones", number = 4,
  faces = {
    start = { name = "Standing Stones", W = { "DEF" }, star = ley_surge },
    flipped = { name = "Toppled Stones", N = { "HAZ" }, E = { "FRC" }, S = { "HAZ" } },
  },
}
