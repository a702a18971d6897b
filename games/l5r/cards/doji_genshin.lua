-- Doji Genshin (L5-3.5): none
return {
  title = "Doji Genshin",
  type = "personality",
  deck = "dynasty",
  clan = "Crane",
  gold = 7, force = 3, chi = 5, honor_requirement = 6, personal_honor = 4,
  keywords = { "Samurai", "Duelist", "Magistrate", "Double Chi" },
}
