-- Fist of the Earth (L5-3.8): Earth Kiho Battle: bow your unbowed Monk or Shugenja at the battlefield:
-- choose an enemy Follower, or an enemy Personality with no Follower attached, at the battlefield; it
-- bows.
local kit = require "rules.kit"
return {
  title = "Fist of the Earth",
  type = "strategy",
  deck = "fate",
  focus = 3,
  keywords = { "Earth", "Kiho" },
  abilities = {
    { id = "fist", timing = "battle", labels = { "Earth", "Kiho" },
      text = "bow your Monk or Shugenja at the battlefield: an enemy Follower, or enemy Personality with no Follower, bows",
      targets = { { key = "target", prompt = "Fist of the Earth: what bows?",
                    choices = function(ctx) return kit.bowable_enemies(ctx) end } },
      costs = { { kind = "bow_one", key = "kiho", prompt = "Who performs the Kiho?",
                  choices = function(ctx) return kit.kiho_performers(ctx) end } },
      resolve = function(ctx) kit.bow(ctx, ctx.targets.target) end },
  },
}
