-- Ashigaru Archers (L5-3.8): Triggered: if it entered play from your hand this turn, you may draw 1
-- extra card at the end of this turn (L5-5.8). Battle, bow: Ranged 2 attack.
return {
  title = "Ashigaru Archers",
  type = "follower",
  deck = "fate",
  gold = 2, force = 0, focus = 1,
  keywords = { "Ashigaru" },
  -- Triggered: entering play from hand this turn earns an optional End-phase draw (L5-17.17).
  on_equip = function(ctx, _, bearer)
    if bearer then ctx.match.state.archers[ctx.seat] = ctx.match.state.archers[ctx.seat] + 1 end
  end,
  ranged = { strength = 2 },   -- Battle, bow: Ranged 2 (rules/ranged.lua)
}
