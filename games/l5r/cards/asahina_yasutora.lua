-- Asahina Yasutora (L5-3.5): none
return {
  title = "Asahina Yasutora",
  type = "personality",
  deck = "dynasty",
  clan = "Crane",
  gold = 4, force = 0, chi = 3, honor_requirement = 0, personal_honor = 3,
  keywords = { "Shugenja", "Air" },
}
