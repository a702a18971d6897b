-- The Turtle's Shell (L5-3.6): Reaction: respond to an action that has a ranged (or melee) attack:
-- negate its ranged and melee attacks; its other effects still happen.
local flow = require "tabula.flow"
return {
  title = "The Turtle's Shell",
  type = "strategy",
  deck = "fate",
  focus = 3,
  abilities = {
    { id = "shell", timing = "reaction", text = "negate the ranged and melee attacks of an action",
      responds = function(_, x) return x.kinds.ranged == true end,
      resolve = function(ctx) flow.negate(ctx.d.responds_to, "ranged") end },
  },
}
