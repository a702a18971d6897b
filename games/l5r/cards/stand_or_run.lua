-- Stand Or Run (L5-3.6): Battle: target your unbowed Personality at the battlefield and an enemy
-- Personality at the battlefield; yours challenges him (duel of Chi). If the enemy is unbowed he may
-- refuse; a refusing Personality goes home and bows. The duel's loser is destroyed (both on a tie).
return {
  title = "Stand Or Run",
  type = "strategy",
  deck = "fate",
  focus = 2,
  keywords = { "Iaijutsu" },
}
