-- Sniping (L5-3.8): Reaction: respond to an action whose ranged attack has been aimed at a target:
-- that attack's strength is doubled (it gains its current strength again).
return {
  title = "Sniping",
  type = "strategy",
  deck = "fate",
  focus = 3,
  abilities = {
    { id = "snipe", timing = "reaction", text = "a ranged attack aimed at a target is doubled",
      responds = function(_, x) return x.kinds.ranged == true and #x.targets > 0 and x.ctx.strength ~= nil end,
      resolve = function(ctx)
        local x = ctx.d.responds_to.ctx
        if ctx:allowed("strength") then x.strength = x.strength * 2 end
      end },
  },
}
