-- Tell the Tale (L5-3.8): Limited: gain 1 Honor.
local kit = require "rules.kit"
return {
  title = "Tell the Tale",
  type = "strategy",
  deck = "fate",
  focus = 1,
  abilities = {
    { id = "tale", timing = "limited", text = "gain 1 Honor",
      resolve = function(ctx) kit.gain_honor(ctx, ctx.seat, 1) end },
  },
}
