-- A Stout Heart (L5-3.6): Reaction: respond to an action that has a Fear effect: negate its Fear
-- effects.
local flow = require "tabula.flow"
return {
  title = "A Stout Heart",
  type = "strategy",
  deck = "fate",
  focus = 2,
  abilities = {
    { id = "heart", timing = "reaction", text = "negate the Fear effects of an action",
      responds = function(_, x) return x.kinds.fear == true end,
      resolve = function(ctx) flow.negate(ctx.d.responds_to, "fear") end },
  },
}
