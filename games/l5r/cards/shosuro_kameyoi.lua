-- Shosuro Kameyoi (L5-3.7): Political Limited: choose a Personality as the target. If he was
-- dishonored already, his player loses 2 Honor when his printed PH is 3 or more, otherwise 1. Then he
-- becomes dishonored.
local kit = require "rules.kit"
return {
  title = "Shosuro Kameyoi",
  type = "personality",
  deck = "dynasty",
  clan = "Scorpion",
  gold = 7, force = 2, chi = 4, personal_honor = 1,
  keywords = { "Courtier", "Seductress", "Loyal" },
  abilities = {
    { id = "shame", timing = "limited", labels = { "Political" },
      text = "target a Personality: if already dishonored, his player loses 2 Honor (printed PH 3+) or 1; then he is dishonored",
      targets = { { key = "target", prompt = "Kameyoi: which Personality?",
                    choices = function(ctx) return kit.personalities(ctx.match) end } },
      -- L5-17.7, L5-21.1(a): the loss is stated only for an already dishonored target
      loses_honor = function(ctx, seat)
        local t = ctx.targets.target
        return t ~= nil and not t.gone and t.owner == seat and t.props.dishonored == true
      end,
      resolve = function(ctx)
        local t = ctx.targets.target
        if not t then return end
        if t.props.dishonored then
          kit.lose_honor(ctx, t.owner, kit.stats.printed_ph(t) >= 3 and 2 or 1)
        end
        kit.dishonor(ctx, t)
      end },
  },
}
