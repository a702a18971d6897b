-- Block Supply Lines (L5-3.8): Battle: target an attacking Personality at the battlefield: move him
-- home and bow his whole unit.
local kit = require "rules.kit"
local moves = require "rules.moves"
return {
  title = "Block Supply Lines",
  type = "strategy",
  deck = "fate",
  focus = 3,
  abilities = {
    { id = "block", timing = "battle", text = "an attacking Personality at the battlefield goes home, his unit bowed",
      targets = { { key = "target", prompt = "Block Supply Lines: which attacker?",
                    choices = function(ctx)
                      local attacker = ctx.match.state.battle.attacker
                      return kit.at_battle(ctx.match, function(p) return p.owner == attacker end)
                    end } },
      resolve = function(ctx)
        local t = ctx.targets.target
        if t and ctx:allowed("move") then moves.home(ctx.match, t, "unit") end
      end },
  },
}
