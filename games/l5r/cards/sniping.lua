-- Sniping (L5-3.8): Reaction: respond to an action whose ranged attack has been aimed at a target:
-- that attack's strength is doubled (it gains its current strength again).
return {
  title = "Sniping",
  type = "strategy",
  deck = "fate",
  focus = 3,
}
