-- Uncertainty (L5-3.8): Battle/Open: target any Personality in play: until the end of the turn he gets
-- −2F and −2C, and his Chi cannot go below 1 from any effect.
local kit = require "rules.kit"
return {
  title = "Uncertainty",
  type = "strategy",
  deck = "fate",
  focus = 1,
  abilities = {
    { id = "doubt", timing = "battle_open",
      text = "a Personality gets -2F and -2C until the end of the turn; his Chi cannot go below 1",
      targets = { { key = "target", prompt = "Uncertainty: which Personality?",
                    choices = function(ctx) return kit.personalities(ctx.match) end } },
      resolve = function(ctx)
        local t = ctx.targets.target
        if not t then return end
        kit.modify(ctx, "force", t, function(v) return v - 2 end)
        kit.modify(ctx, "chi", t, function(v) return v - 2 end)
        kit.modify(ctx, "chi", t, function(v) return math.max(v, 1) end, { order = 1000 })   -- L5-17.16
      end },
  },
}
