-- The Aerie (L5-3.4): bow: produce 4 gold. Battle (Iaijutsu; usable even while this card is bowed):
-- choose your unbowed Samurai at the battlefield and target an enemy Personality at the battlefield;
-- your Samurai duels him (duel of Chi, cannot be refused). The loser (each loser on a tie) is bowed
-- and dishonored. The winner's controller gains 1 Honor.
local duel = require "rules.duel"
local honor = require "rules.honor"
local kit = require "rules.kit"
return {
  title = "The Aerie",
  type = "stronghold",
  clan = "Crane",
  province_strength = 6, starting_honor = 6, produces = 4,
  -- Battle (Iaijutsu; usable while bowed, once per turn, L5-17.1): your unbowed Samurai
  -- at the battlefield duels an enemy Personality there (Chi, cannot be refused).
  abilities = {
    { id = "duel", timing = "battle", labels = { "Iaijutsu" }, kinds = { "duel" },
      text = "your unbowed Samurai duels an enemy Personality at the battlefield; the loser is bowed and dishonored, the winner's player gains 1 Honor",
      targets = { { key = "samurai", prompt = "The Aerie: which of your Samurai duels?", choices = function(ctx)
                    return kit.at_battle(ctx.match, function(p)
                      return p.owner == ctx.seat and not p.turned and kit.stats.has(p, "Samurai")
                    end)
                  end },
                  { key = "enemy", prompt = "The Aerie: whom does he duel?",
                    choices = function(ctx) return kit.enemies_at_battle(ctx) end } },
      resolve = function(ctx)
        if not ctx:allowed("duel") then return end
        duel.fight(ctx, { challenger = ctx.targets.samurai, challenged = ctx.targets.enemy, stat = "chi",
          consequences = function(r)
            for _, p in ipairs(r.losers) do
              if not p.gone and p.in_play then
                p:turn()
                honor.dishonor(ctx.match, p)
              end
            end
            if r.winner then honor.gain(ctx.match, r.winner.owner, 1, r.winner, "The Aerie") end
          end })
      end },
  },
}
