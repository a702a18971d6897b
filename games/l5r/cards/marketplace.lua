-- Marketplace (L5-3.5): bow: yields 3 gold to a Crane player, 2 gold to anyone else.
return {
  title = "Marketplace",
  type = "holding",
  deck = "dynasty",
  gold = 2,
  keywords = { "Market" },
  produces = { default = 2, Crane = 3 },   -- L5-6.4
}
