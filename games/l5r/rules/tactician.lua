-- The Tactician (L5-12.11): "Battle: discard a Fate card from your hand: this
-- Tactician gets + Force equal to its FV until the end of the turn", once per battle
-- per Tactician, with the Tactician at the battlefield; the discarded card does nothing.
local actions = require "rules.actions"
local kit = require "rules.kit"

local function tacticians(match, seat)
  return kit.at_battle(match, function(p) return p.owner == seat and kit.stats.has(p, "Tactician") end)
end

actions.rule({
  id = "tactician", timing = "battle", limit = "battle",
  text = "(Tactician) discard a Fate card: + Force equal to its FV until the end of the turn",
  costs = { { kind = "discard_hand", key = "discarded", prompt = "Tactician: which card do you discard?" } },
  resolve = function(ctx)
    local fv = kit.stats.def(ctx.paid.discarded).focus or 0
    if ctx:allowed("force") then kit.modify(ctx, "force", ctx.card, function(v) return v + fv end) end
  end,
}, tacticians)

return true
