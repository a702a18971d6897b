-- Bayushi Mifuyu (L5-3.7): Battle: target an enemy Personality at the battlefield: he gets −3F until
-- the end of the turn.
return {
  title = "Bayushi Mifuyu",
  type = "personality",
  deck = "dynasty",
  clan = "Scorpion",
  gold = 7, force = 4, chi = 3, personal_honor = 1,
  keywords = { "Samurai", "Magistrate" },
}
