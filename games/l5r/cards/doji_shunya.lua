-- Doji Shunya (L5-3.5): Favor Limited (Political), discard the Imperial Favor: gain 2 Honor.
local kit = require "rules.kit"
return {
  title = "Doji Shunya",
  type = "personality",
  deck = "dynasty",
  clan = "Crane",
  gold = 7, force = 1, chi = 3, honor_requirement = 5, personal_honor = 3,
  keywords = { "Courtier" },
  abilities = {
    { id = "favor", timing = "limited", labels = { "Favor", "Political" },
      text = "discard the Imperial Favor: gain 2 Honor", costs = { { kind = "discard_favor" } },
      resolve = function(ctx) kit.gain_honor(ctx, ctx.seat, 2) end },
  },
}
