-- Skeletal Troops (L5-3.8): Triggered: after you equip it, you lose 2 Honor (the honor loss is part of
-- the equip action, L5-10.5). Battle: Fear 3.
local honor = require "rules.honor"
local kit = require "rules.kit"
return {
  title = "Skeletal Troops",
  type = "follower",
  deck = "fate",
  gold = 2, force = 2, focus = 1,
  keywords = { "Nonhuman", "Shadowlands", "Undead" },
  -- Triggered: after you equip it, you lose 2 Honor, as part of the equip (L5-10.5).
  equip_honor_loss = 2,
  on_equip = function(ctx) honor.lose(ctx.match, ctx.seat, 2, ctx, "Skeletal Troops") end,
  abilities = { kit.fear_ability(3) },   -- Battle: Fear 3 (L5-12.6)
}
