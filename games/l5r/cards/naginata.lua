-- Naginata (L5-3.6): none (modifiers only)
return {
  title = "Naginata",
  type = "item",
  deck = "fate",
  gold = 2, force = 1, chi = 2, focus = 1,
  keywords = { "Weapon", "Polearm", "Two-Handed" },
}
