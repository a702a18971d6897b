-- Show Me Your Stance (L5-3.6): Battle: your unbowed Human Personality at the battlefield challenges
-- an enemy Human Personality at the battlefield to a duel of Personal Honor. The winner's controller
-- gains 2 Honor. The loser is dishonored, moved home and bowed. (A refusal has no consequence.)
return {
  title = "Show Me Your Stance",
  type = "strategy",
  deck = "fate",
  focus = 1,
  keywords = { "Iaijutsu" },
}
