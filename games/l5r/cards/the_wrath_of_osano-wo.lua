-- The Wrath of Osano-Wo (L5-3.6): Battle (Kiho, Thunder): bow your unbowed Monk or Shugenja at the
-- battlefield: he makes a ranged attack whose strength is his current Chi. (It cannot be combined,
-- L5-12.4.)
local kit = require "rules.kit"
local ranged = require "rules.ranged"
return {
  title = "The Wrath of Osano-Wo",
  type = "strategy",
  deck = "fate",
  focus = 3,
  keywords = { "Kiho", "Thunder" },
  abilities = {
    { id = "wrath", timing = "battle", labels = { "Kiho", "Thunder" }, kinds = { "ranged" },
      destroys = ranged.destroys,   -- L5-21.1(b): its target, if the strength reaches his Force
      text = "bow your Monk or Shugenja at the battlefield: he makes a ranged attack of his current Chi",
      targets = { { key = "target", prompt = "The Wrath of Osano-Wo: which target?",
                    choices = function(ctx) return ranged.targets(ctx.match, ctx.seat) end } },
      costs = { { kind = "bow_one", key = "kiho", prompt = "Who performs the Kiho?",
                  choices = function(ctx) return kit.kiho_performers(ctx) end } },
      -- the strength is fixed on announcement (docs/games/l5r.md), so Sniping can double it
      resolve = function(ctx)
        ctx.strength = ctx.strength or kit.stats.chi(ctx.match, ctx.paid.kiho)
        ranged.hit(ctx, ctx.targets.target, ctx.strength)
      end,
      after_pay = function(ctx) ctx.strength = kit.stats.chi(ctx.match, ctx.paid.kiho) end },
  },
}
