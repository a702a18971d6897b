-- Touch of Death (L5-3.8): Maho Limited: bow the Shugenja carrying it and destroy it: destroy a bowed
-- target Personality whose current Chi does not exceed the caster's current Chi.
local kit = require "rules.kit"
return {
  title = "Touch of Death",
  type = "spell",
  deck = "fate",
  gold = 8, focus = 4,
  keywords = { "Maho" },
  abilities = {
    { id = "touch", timing = "limited", labels = { "Maho" },
      text = "bow the Shugenja and destroy this Spell: destroy a bowed Personality whose Chi is at most the caster's",
      costs = { { kind = "bow_bearer" }, { kind = "destroy_self" } },
      destroys = { "target" },
      targets = { { key = "target", prompt = "Touch of Death: which bowed Personality?",   -- L5-17.13
                    choices = function(ctx)
                      local caster = ctx.performer
                      return kit.personalities(ctx.match, function(p)
                        return p.turned and p ~= caster and kit.stats.chi(ctx.match, p) <= kit.stats.chi(ctx.match, caster)
                      end)
                    end } },
      resolve = function(ctx) kit.destroy(ctx, ctx.targets.target) end },
  },
}
