-- Daidoji Kenshi (L5-3.5): none
return {
  title = "Daidoji Kenshi",
  type = "personality",
  deck = "dynasty",
  clan = "Crane",
  gold = 5, force = 3, chi = 3, honor_requirement = 4, personal_honor = 2,
  keywords = { "Samurai", "Iron Crane", "Scout" },
}
