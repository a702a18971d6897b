-- Silk Works (L5-3.5): bow: produce 4 gold.
return {
  title = "Silk Works",
  type = "holding",
  deck = "dynasty",
  gold = 5,
  produces = 4,
}
