-- Betrayed from Within (L5-3.8): Assassin Open, pay 10 gold: the targeted Personality (current Chi 3
-- or less) is destroyed. Then you lose ⌈(your Starting Honor) ÷ 2⌉ Honor (1 for the Scorpion).
local kit = require "rules.kit"
return {
  title = "Betrayed from Within",
  type = "strategy",
  deck = "fate",
  focus = 2,
  abilities = {
    { id = "betray", timing = "open", labels = { "Assassin" }, gold = 10,
      text = "pay 10 gold: destroy an enemy Personality with Chi 3 or less; you lose half your Starting Honor",
      destroys = { "target" },
      targets = { { key = "target", prompt = "Betrayed from Within: which Personality?",   -- L5-21.11
                    choices = function(ctx)
                      return kit.personalities(ctx.match, function(p)
                        return p.owner ~= ctx.seat and kit.stats.chi(ctx.match, p) <= 3 end)
                    end } },
      loses_honor = function(ctx, seat) return seat == ctx.seat end,   -- L5-17.9
      resolve = function(ctx)
        kit.destroy(ctx, ctx.targets.target)
        kit.lose_honor(ctx, ctx.seat, (ctx.match.state.starting_honor[ctx.seat] + 1) // 2)
      end },
  },
}
