-- Asahina Konomi (L5-3.5): none
return {
  title = "Asahina Konomi",
  type = "personality",
  deck = "dynasty",
  clan = "Crane",
  gold = 7, force = 2, chi = 5, honor_requirement = 2, personal_honor = 4,
  keywords = { "Shugenja", "Air", "Artisan" },
}
