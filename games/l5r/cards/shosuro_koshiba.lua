-- Shosuro Koshiba (L5-3.7): none
return {
  title = "Shosuro Koshiba",
  type = "personality",
  deck = "dynasty",
  clan = "Scorpion",
  gold = 5, force = 3, chi = 3, personal_honor = 1,
  keywords = { "Samurai", "Magistrate" },
}
