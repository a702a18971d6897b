-- Bayushi Mifuyu (L5-3.7): Battle: target an enemy Personality at the battlefield: he gets −3F until
-- the end of the turn.
local kit = require "rules.kit"
return {
  title = "Bayushi Mifuyu",
  type = "personality",
  deck = "dynasty",
  clan = "Scorpion",
  gold = 7, force = 4, chi = 3, personal_honor = 1,
  keywords = { "Samurai", "Magistrate" },
  abilities = {
    { id = "weaken", timing = "battle", text = "an enemy Personality at the battlefield gets -3F until the end of the turn",
      targets = { { key = "target", prompt = "Bayushi Mifuyu: which enemy?",
                    choices = function(ctx) return kit.enemies_at_battle(ctx) end } },
      resolve = function(ctx)
        local t = ctx.targets.target
        if t and ctx:allowed("force") then kit.modify(ctx, "force", t, function(v) return v - 3 end) end
      end },
  },
}
