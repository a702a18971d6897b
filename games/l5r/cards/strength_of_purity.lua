-- Strength of Purity (L5-3.6): Battle: choose your Personality at the battlefield with current PH 3 or
-- more: he gets +3F until the end of the turn.
return {
  title = "Strength of Purity",
  type = "strategy",
  deck = "fate",
  focus = 1,
}
