-- Soshi Neiru (L5-3.7): Neiru's player may attach Air Spells to him as an Open action instead of a
-- Limited one.
return {
  title = "Soshi Neiru",
  type = "personality",
  deck = "dynasty",
  clan = "Scorpion",
  gold = 4, force = 1, chi = 3, honor_requirement = 1, personal_honor = 2,
  keywords = { "Shugenja", "Air", "Prodigy" },
  -- His player may equip Air Spells to him as an Open action (rules/equip.lua).
  equip_open = { type = "spell", keyword = "Air" },
}
