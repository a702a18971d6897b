-- He's Mine! (L5-3.6): Reaction, only in a duel-entry window (L5-13.4): target your Personality who is
-- entering the duel; he bows, and you pick another of your Samurai, unbowed and in the same location,
-- who is not already duelling: that Samurai takes his place in the duel (same role). Once the duel is
-- over, the Samurai bows.
local kit = require "rules.kit"
return {
  title = "He's Mine!",
  type = "strategy",
  deck = "fate",
  focus = 3,
  -- Reaction in a duel-entry window (L5-13.4, L5-17.15, L5-21.7).
  abilities = {
    { id = "substitute", timing = "reaction", duel_entry = true,
      text = "your Personality entering the duel bows; another unbowed Samurai of yours at the same place takes his role, and bows after the duel",
      responds = function(ctx, x)
        local D = x.duel
        return D ~= nil and (D.challenger.owner == ctx.seat or D.challenged.owner == ctx.seat)
      end,
      targets = { { key = "duelist", prompt = "He's Mine!: which of your duelists steps aside?", choices = function(ctx)
                    local D = ctx.x.duel
                    local out = {}
                    for _, p in ipairs{ D.challenger, D.challenged } do if p.owner == ctx.seat then out[#out + 1] = p end end
                    return out
                  end,
                  still = function(ctx)
                    local D = ctx.d.responds_to.duel
                    return { D.challenger, D.challenged }
                  end },
                  { key = "samurai", prompt = "He's Mine!: which Samurai takes his place?", choices = function(ctx)
                    local D = (ctx.d and ctx.d.responds_to or ctx.x).duel
                    local duelist = ctx.targets.duelist
                    return kit.personalities(ctx.match, function(p)
                      if p.owner ~= ctx.seat or p.turned or p == D.challenger or p == D.challenged then return false end
                      if not kit.stats.has(p, "Samurai") then return false end
                      local from = duelist or (D.challenger.owner == ctx.seat and D.challenger or D.challenged)
                      return p.zone == from.zone
                    end)
                  end } },
      resolve = function(ctx)
        local D = ctx.d.responds_to.duel
        local old, new = ctx.targets.duelist, ctx.targets.samurai
        if not (old and new) or not ctx:allowed("substitute") then return end
        kit.bow(ctx, old)
        if D.challenger == old then D.challenger = new else D.challenged = new end
        D.bow_after[#D.bow_after + 1] = new
      end },
  },
}
