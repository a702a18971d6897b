-- The Towers of the Yogo (L5-3.4): bow: produce 4 gold. Grants an ability to every Personality you
-- control whose clan is Scorpion: "Battle, bow this Personality: choose an enemy Follower, or an enemy
-- Personality with no Follower attached, at the battlefield; it bows."
return {
  title = "The Towers of the Yogo",
  type = "stronghold",
  clan = "Scorpion",
  province_strength = 7, starting_honor = 1, produces = 4,
  produces = 4,
}
