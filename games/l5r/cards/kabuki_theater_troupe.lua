-- Kabuki Theater Troupe (L5-3.5): bow: produce 2 gold. Limited, bow: gain 1 Honor.
local kit = require "rules.kit"
return {
  title = "Kabuki Theater Troupe",
  type = "holding",
  deck = "dynasty",
  gold = 3,
  produces = 2,
  abilities = {
    { id = "honor", timing = "limited", text = "bow: gain 1 Honor", costs = { { kind = "bow_self" } },
      resolve = function(ctx) kit.gain_honor(ctx, ctx.seat, 1) end },
  },
}
