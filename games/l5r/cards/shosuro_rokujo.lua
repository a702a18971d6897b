-- Shosuro Rokujo (L5-3.7): none
return {
  title = "Shosuro Rokujo",
  type = "personality",
  deck = "dynasty",
  clan = "Scorpion",
  gold = 4, force = 2, chi = 3, personal_honor = 1,
  keywords = { "Shugenja", "Courtier", "Goryo", "Nonhuman" },
}
