-- Daidoji Tetsu (MOD-R1): a Crane Personality whose Reaction guards the others.
local flow = require "tabula.flow"
local kit = require "rules.kit"

-- Does the opponent's action `x` target one of your Personalities other than Tetsu?
local function targets_another(ctx, x)
  if x.seat == ctx.seat then return false end
  for _, t in ipairs(x.targets) do
    if t.owner == ctx.seat and t ~= ctx.card and kit.stats.is(t, "personality") then return true end
  end
  return false
end

return {
  title = "Daidoji Tetsu",
  type = "personality",
  deck = "dynasty",
  clan = "Crane",
  gold = 6, force = 2, chi = 3, honor_requirement = 2, personal_honor = 2,
  keywords = { "Samurai" },
  abilities = {
    { id = "guard", timing = "reaction", presence = true,
      text = "bow Tetsu: negate an opponent's action that targets another of your Personalities (Action phase, or Tetsu at the battlefield)",
      costs = { { kind = "bow_self" } },
      responds = targets_another,
      resolve = function(ctx)
        if ctx:allowed("negate") then flow.negate(ctx.d.responds_to, "all") end
      end },
  },
}
