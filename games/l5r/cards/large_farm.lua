-- Large Farm (L5-3.7): bow: produce 2 gold.
return {
  title = "Large Farm",
  type = "holding",
  deck = "dynasty",
  gold = 1,
  keywords = { "Farm" },
  produces = 2,
}
