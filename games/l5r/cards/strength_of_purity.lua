-- Strength of Purity (L5-3.6): Battle: choose your Personality at the battlefield with current PH 3 or
-- more: he gets +3F until the end of the turn.
local kit = require "rules.kit"
return {
  title = "Strength of Purity",
  type = "strategy",
  deck = "fate",
  focus = 1,
  abilities = {
    { id = "purity", timing = "battle", text = "your Personality at the battlefield with PH 3 or more gets +3F until the end of the turn",
      targets = { { key = "target", prompt = "Strength of Purity: which Personality?", choices = function(ctx)
        return kit.at_battle(ctx.match, function(p)
          return p.owner == ctx.seat and kit.stats.ph(ctx.match, p) >= 3
        end)
      end } },
      resolve = function(ctx)
        local t = ctx.targets.target
        if t and ctx:allowed("force") then kit.modify(ctx, "force", t, function(v) return v + 3 end) end
      end },
  },
}
