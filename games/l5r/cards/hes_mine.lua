-- He's Mine! (L5-3.6): Reaction, only in a duel-entry window (L5-13.4): target your Personality who is
-- entering the duel; he bows, and you pick another of your Samurai, unbowed and in the same location,
-- who is not already duelling: that Samurai takes his place in the duel (same role). Once the duel is
-- over, the Samurai bows.
return {
  title = "He's Mine!",
  type = "strategy",
  deck = "fate",
  focus = 3,
}
