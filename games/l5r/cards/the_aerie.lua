-- The Aerie (L5-3.4): bow: produce 4 gold. Battle (Iaijutsu; usable even while this card is bowed):
-- choose your unbowed Samurai at the battlefield and target an enemy Personality at the battlefield;
-- your Samurai duels him (duel of Chi, cannot be refused). The loser (each loser on a tie) is bowed
-- and dishonored. The winner's controller gains 1 Honor.
return {
  title = "The Aerie",
  type = "stronghold",
  clan = "Crane",
  province_strength = 6, starting_honor = 6, produces = 4,
  produces = 4,
}
