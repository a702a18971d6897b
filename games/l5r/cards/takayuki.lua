-- Takayuki (L5-3.5): none
return {
  title = "Takayuki",
  type = "personality",
  deck = "dynasty",
  clan = "Crane",
  gold = 8, force = 4, chi = 4, honor_requirement = 6, personal_honor = 4,
  keywords = { "Cavalry", "Duelist", "Kenku", "Nonhuman" },
}
