-- Steadfast Line, a card the l5r-mod example adds (docs/examples/l5r-mod, MOD-2): Strategy, FV 2.
-- Battle: target your unbowed Personality at the battlefield. Until the battle ends he gets +1F
-- for each Follower attached to him as this resolves (+1F if he has none).
local kit = require "rules.kit"

-- The player's unbowed Personalities at the current battlefield.
local function own_unbowed(ctx)
  return kit.at_battle(ctx.match, function(p) return p.owner == ctx.seat and not p.turned end)
end

return {
  title = "Steadfast Line",
  type = "strategy",
  deck = "fate",
  focus = 2,
  abilities = {
    { id = "steadfast", timing = "battle",
      text = "your unbowed Personality at the battlefield gets +1F per Follower attached (+1F with none) until the battle ends",
      targets = { { key = "target", prompt = "Steadfast Line: which Personality?", choices = own_unbowed } },
      resolve = function(ctx)
        local p = ctx.targets.target            -- lost if he bowed or left before this resolves (L5-7.8)
        if not (p and ctx:allowed("force")) then return end
        local bonus = math.max(1, #kit.stats.attached(p, "follower"))
        kit.modify(ctx, "force", p, function(v) return v + bonus end, { ["until"] = "battle" })
      end },
  },
}
