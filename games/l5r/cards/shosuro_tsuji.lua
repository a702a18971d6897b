-- Shosuro Tsuji (L5-3.7): Battle: bow a target enemy Personality, Follower or Item at the battlefield.
local kit = require "rules.kit"
return {
  title = "Shosuro Tsuji",
  type = "personality",
  deck = "dynasty",
  clan = "Scorpion",
  gold = 8, force = 5, chi = 3, personal_honor = 0,
  keywords = { "Assassin", "Ninja" },
  abilities = {
    { id = "bow", timing = "battle", text = "bow an enemy Personality, Follower or Item at the battlefield",
      targets = { { key = "target", prompt = "Shosuro Tsuji: what bows?", choices = function(ctx)
        return kit.at_battle(ctx.match, function(c)
          return c.owner ~= ctx.seat and not kit.stats.is(c, "spell")
        end, { attachments = true })
      end } },
      resolve = function(ctx) kit.bow(ctx, ctx.targets.target) end },
  },
}
