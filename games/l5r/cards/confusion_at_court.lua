-- Confusion at Court (L5-3.8): Reaction (Political): respond to a Favor action (L5-8.7): cancel all
-- its effects; if its player still holds the Imperial Favor, it goes back to the centre.
local flow = require "tabula.flow"
return {
  title = "Confusion at Court",
  type = "strategy",
  deck = "fate",
  focus = 2,
  keywords = { "Political" },
  abilities = {
    { id = "confuse", timing = "reaction", labels = { "Political" },
      text = "negate a Favor action; if its player still holds the Imperial Favor, it goes back to the centre",
      responds = function(_, x) return x.favor end,                   -- L5-8.7
      resolve = function(ctx)
        local x = ctx.d.responds_to
        flow.negate(x, "all")
        if ctx.match.state.favor == x.seat then ctx.match.state.favor = 0 end
      end },
  },
}
