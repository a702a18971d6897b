-- Daidoji Kinta (L5-3.5): Battle, bow Kinta: Ranged 4 attack.
return {
  title = "Daidoji Kinta",
  type = "personality",
  deck = "dynasty",
  clan = "Crane",
  gold = 6, force = 2, chi = 2, honor_requirement = 6, personal_honor = 3,
  keywords = { "Samurai" },
  ranged = { strength = 4 },   -- Battle, bow Kinta: Ranged 4 (rules/ranged.lua)
}
