-- Bayushi Manami (L5-3.7): none
return {
  title = "Bayushi Manami",
  type = "personality",
  deck = "dynasty",
  clan = "Scorpion",
  gold = 5, force = 3, chi = 2, personal_honor = 1,
  keywords = { "Samurai", "Yojimbo", "Loyal", "Paragon" },
}
