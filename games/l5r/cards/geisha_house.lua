-- Geisha House (L5-3.7): bow: yields 3 gold to a Scorpion player, 2 gold to anyone else.
return {
  title = "Geisha House",
  type = "holding",
  deck = "dynasty",
  gold = 2,
  keywords = { "Geisha House" },
  produces = { default = 2, Scorpion = 3 },   -- L5-6.4
}
