-- Secrets on the Wind (L5-3.8): Triggered: when equipped, put on it as many tokens as its Shugenja's
-- current Chi. Air Limited: bow its Shugenja and remove one token from it (a Scorpion-clan Shugenja
-- removes none and needs none): the targeted Personality becomes dishonored.
local kit = require "rules.kit"
return {
  title = "Secrets on the Wind",
  type = "spell",
  deck = "fate",
  gold = 3, focus = 3,
  keywords = { "Air" },
  -- Triggered: when equipped, as many tokens as its Shugenja's Chi (L5-17.11).
  on_equip = function(ctx, card, bearer)
    if bearer then card:set_counter("token", kit.stats.chi(ctx.match, bearer)) end
  end,
  abilities = {
    { id = "secrets", timing = "limited", labels = { "Air" },
      text = "bow its Shugenja and remove a token (a Scorpion Shugenja needs none): dishonor a Personality",
      condition = function(ctx)
        return kit.stats.clan(ctx.performer) == "Scorpion" or ctx.card:counter("token") > 0
      end,
      costs = { { kind = "bow_bearer" } },
      on_announce = function(ctx)
        if kit.stats.clan(ctx.performer) ~= "Scorpion" then ctx.card:add("token", -1) end
      end,
      targets = { { key = "target", prompt = "Secrets on the Wind: which Personality?",
                    choices = function(ctx) return kit.personalities(ctx.match) end } },
      resolve = function(ctx) kit.dishonor(ctx, ctx.targets.target) end },
  },
}
