-- Tell the Tale, changed by the l5r-mod example (docs/examples/l5r-mod, MOD-1): Limited: gain
-- 1 Honor, or 2 if your Family Honor is lower than your opponent's as it resolves. (The game's
-- card, games/l5r/cards/tell_the_tale.lua, L5-3.8: gain 1 Honor.) This file replaces the game's:
-- same file name, same title.
local kit = require "rules.kit"
return {
  title = "Tell the Tale",
  type = "strategy",
  deck = "fate",
  focus = 1,
  abilities = {
    { id = "tale", timing = "limited", text = "gain 1 Honor, or 2 if you have less Honor than your opponent",
      resolve = function(ctx)
        local honor = ctx.match.state.honor
        local behind = honor[ctx.seat] < honor[ctx.match:next_seat(ctx.seat)]
        kit.gain_honor(ctx, ctx.seat, behind and 2 or 1)
      end },
  },
}
