-- Investigation (L5-3.6): Reaction, pay 2 gold: respond to an action that is on an Assassin, Kolat or
-- Ninja card (L5-2.4) and that targets you, your cards or your tokens: negate all its effects except
-- Honor losses to the player who took it; that player also loses 5 Honor.
local flow = require "tabula.flow"
local kit = require "rules.kit"
return {
  title = "Investigation",
  type = "strategy",
  deck = "fate",
  focus = 3,
  abilities = {
    { id = "investigate", timing = "reaction", gold = 2,
      text = "pay 2 gold: negate an Assassin, Kolat or Ninja action that targets you, except its player's Honor losses; he loses 5 Honor",
      responds = function(ctx, x)
        if not (x.keywords.Assassin or x.keywords.Kolat or x.keywords.Ninja) then return false end
        for _, t in ipairs(x.targets) do if t.owner == ctx.seat then return true end end
        return false
      end,
      loses_honor = function(ctx, seat)                              -- L5-17.10
        local x = ctx.d and ctx.d.responds_to
        return x ~= nil and seat == x.seat
      end,
      resolve = function(ctx)
        local x = ctx.d.responds_to
        if ctx:allowed("negate") then flow.negate(x, "all", { "honor_loss:" .. x.seat }) end
        kit.lose_honor(ctx, x.seat, 5)
      end },
  },
}
