-- The kinds of cost a card's ability line may list (L5-2.5, L5-7.3), paid on
-- announcement in the order L5-21.3 gives, never refunded; registered with
-- tabula.abilities. A card lists them: costs = { { kind = "bow_self" } }. Gold is
-- paid last, by rules/actions.lua, from the ability's `gold`.
local abilities = require "tabula.abilities"
local moves = require "rules.moves"
local zones = require "zones"

local costs = {}

local function bearer(ctx) return ctx.card.attached_to end

-- bow this card
costs.bow_self = {
  can = function(ctx) return not ctx.card.turned end,
  pay = function(ctx) ctx.card:turn() end,
}

-- bow the Personality carrying this card (a Spell's Shugenja, L5-10.7)
costs.bow_bearer = {
  can = function(ctx) local b = bearer(ctx) return b ~= nil and not b.turned end,
  pay = function(ctx) bearer(ctx):turn() end,
}

-- destroy this card (a Spell)
costs.destroy_self = {
  can = function() return true end,
  pay = function(ctx) moves.destroy(ctx.match, ctx.card) end,
}

-- put this card out of the game
costs.remove_self = {
  can = function() return true end,
  pay = function(ctx) moves.remove(ctx.match, ctx.card) end,
}

-- discard the Imperial Favor (a Favor action, L5-8.7)
costs.discard_favor = {
  can = function(ctx) return ctx.match.state.favor == ctx.seat end,
  pay = function(ctx) ctx.match.state.favor = 0 end,
}

-- choose one of `c.choices(ctx)` and bow it (a petition's Personality, a Kiho's
-- Shugenja); it is ctx.paid[c.key], not a target (L5-21.8)
costs.bow_one = {
  can = function(ctx, c) return #c.choices(ctx) > 0 end,
  pay = function(ctx, c)
    local card = ctx:choose_card(c.choices(ctx), c.prompt, "cost")
    card:turn()
    ctx.paid[c.key] = card
  end,
}

-- discard a card from hand (the Tactician's ability, Keiichi's straightening is an effect)
costs.discard_hand = {
  can = function(ctx) return zones.get(ctx.match, "hand", ctx.seat):count() > 0 end,
  pay = function(ctx, c)
    local card = ctx:choose_card(zones.get(ctx.match, "hand", ctx.seat):cards(), c.prompt, "cost")
    ctx.paid[c.key] = card
    ctx.match:move(card, zones.get(ctx.match, "fate_discard", ctx.seat))
  end,
}

-- Ritual participants (L5-10.9, D-6): any of the player's other unbowed Shugenja
costs.ritual = {
  can = function() return true end,
  pay = function(ctx, c)
    local others = {}
    for _, p in ipairs(c.choices(ctx)) do others[#others + 1] = p end
    ctx.paid[c.key] = {}
    if #others == 0 then return end
    local options = {}
    for i, p in ipairs(others) do options[i] = { id = tostring(p.id), label = p.kind, card = p } end
    local _, picked = ctx.match:choose{ seat = ctx.seat, kind = "ritual", min = 0, max = #options, options = options,
                                        prompt = c.prompt or "Other Shugenja joining the ritual" }
    if #options == 1 then picked = picked and { picked } or {} end   -- max 1: one option comes back, or nil
    for i, o in ipairs(picked) do
      o.card:turn()
      ctx.paid[c.key][i] = o.card
    end
  end,
}

for kind, spec in pairs(costs) do abilities.cost(kind, spec) end

return costs
