-- Shosuro Keiichi (L5-3.7): Ninja Battle, bow Keiichi: Ranged 3 attack. Then (separate effect) you may
-- discard a card from your hand to straighten Keiichi.
return {
  title = "Shosuro Keiichi",
  type = "personality",
  deck = "dynasty",
  clan = "Scorpion",
  gold = 7, force = 3, chi = 4, personal_honor = 1,
  keywords = { "Samurai", "Ninja" },
}
