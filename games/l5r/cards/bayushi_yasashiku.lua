-- Bayushi Yasashiku (L5-3.7): none (Tactician ability, L5-12.11)
return {
  title = "Bayushi Yasashiku",
  type = "personality",
  deck = "dynasty",
  clan = "Scorpion",
  gold = 8, force = 4, chi = 4, personal_honor = 2,
  keywords = { "Samurai", "Cavalry", "Tactician" },
}
