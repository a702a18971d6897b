-- Show Me Your Stance (L5-3.6): Battle: your unbowed Human Personality at the battlefield challenges
-- an enemy Human Personality at the battlefield to a duel of Personal Honor. The winner's controller
-- gains 2 Honor. The loser is dishonored, moved home and bowed. (A refusal has no consequence.)
local duel = require "rules.duel"
local honor = require "rules.honor"
local kit = require "rules.kit"
local moves = require "rules.moves"
return {
  title = "Show Me Your Stance",
  type = "strategy",
  deck = "fate",
  focus = 1,
  keywords = { "Iaijutsu" },
  abilities = {
    { id = "stance", timing = "battle", labels = { "Iaijutsu" }, kinds = { "duel" },
      text = "your unbowed Human challenges an enemy Human at the battlefield to a duel of Personal Honor; the winner's player gains 2 Honor; the loser is dishonored, sent home and bowed",
      targets = { { key = "mine", prompt = "Show Me Your Stance: who challenges?", choices = function(ctx)
                    return kit.at_battle(ctx.match, function(p)
                      return p.owner == ctx.seat and not p.turned and kit.stats.human(p)
                    end)
                  end },
                  { key = "enemy", prompt = "Show Me Your Stance: whom?",
                    choices = function(ctx) return kit.enemies_at_battle(ctx, kit.stats.human) end } },
      resolve = function(ctx)
        if not ctx:allowed("duel") then return end
        duel.fight(ctx, { challenger = ctx.targets.mine, challenged = ctx.targets.enemy, stat = "ph", refusable = true,
          consequences = function(r)
            if r.winner then honor.gain(ctx.match, r.winner.owner, 2, r.winner, "Show Me Your Stance") end
            for _, p in ipairs(r.losers) do
              if not p.gone and p.in_play then
                honor.dishonor(ctx.match, p)
                moves.home(ctx.match, p, "personality")
              end
            end
          end })
      end },
  },
}
