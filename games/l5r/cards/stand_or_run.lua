-- Stand Or Run (L5-3.6): Battle: target your unbowed Personality at the battlefield and an enemy
-- Personality at the battlefield; yours challenges him (duel of Chi). If the enemy is unbowed he may
-- refuse; a refusing Personality goes home and bows. The duel's loser is destroyed (both on a tie).
local duel = require "rules.duel"
local kit = require "rules.kit"
local moves = require "rules.moves"
return {
  title = "Stand Or Run",
  type = "strategy",
  deck = "fate",
  focus = 2,
  keywords = { "Iaijutsu" },
  abilities = {
    { id = "challenge", timing = "battle", labels = { "Iaijutsu" }, kinds = { "duel" },
      text = "your unbowed Personality challenges an enemy one at the battlefield; a refusal sends him home bowed; the loser is destroyed",
      targets = { { key = "mine", prompt = "Stand Or Run: who challenges?", choices = function(ctx)
                    return kit.at_battle(ctx.match, function(p) return p.owner == ctx.seat and not p.turned end)
                  end },
                  { key = "enemy", prompt = "Stand Or Run: whom?",
                    choices = function(ctx) return kit.enemies_at_battle(ctx) end } },
      duel_destroys_loser = true,
      duelists = function(ctx) return { ctx.targets.mine, ctx.targets.enemy } end,
      resolve = function(ctx)
        if not ctx:allowed("duel") then return end
        duel.fight(ctx, { challenger = ctx.targets.mine, challenged = ctx.targets.enemy, stat = "chi", refusable = true,
          can_refuse = function(p) return not p.turned end,                       -- a bowed Personality cannot refuse
          on_refuse = function(p) moves.home(ctx.match, p, "personality") end,
          consequences = function(r)
            for _, p in ipairs(r.losers) do kit.destroy(ctx, p) end
          end })
      end },
  },
}
