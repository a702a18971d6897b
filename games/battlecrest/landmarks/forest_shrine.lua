-- Forest Shrine, landmark no. 6 (BC-1.3). Blessing: your hero recovers 1. Curse: 1
-- damage to an enemy character within Medium range of your hero, with no defence.
local decide = require "decide"
local damage = require "rules.damage"
local health = require "rules.health"
local reach = require "rules.reach"

local blessing = {
  name = "Blessing",
  usable = function(ctx) return health.damaged(ctx.match, ctx.seat) end,
  resolve = function(ctx) health.recover(ctx.match, ctx.seat, 1) end,
}

local function cursed(ctx)
  return reach.enemies_within(ctx.match, ctx.seat, ctx.hero.space, reach.MEDIUM)
end

local curse = {
  name = "Curse",
  usable = function(ctx) return #cursed(ctx) > 0 end,
  resolve = function(ctx)
    local target = decide.character(ctx.match, ctx.seat, cursed(ctx), "curse", "Curse: 1 damage to whom?")
    damage.deal(ctx.match, target, 1, "Curse")
  end,
}

return {
  id = "forest_shrine", number = 6,
  faces = {
    start = { name = "Forest Shrine", S = { "MOV" }, star = blessing },
    flipped = { name = "Desecrated Shrine", N = { "HAZ" }, star = curse },
  },
}
