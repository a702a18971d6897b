-- Small Farm (L5-3.5): bow: produce 1 gold.
return {
  title = "Small Farm",
  type = "holding",
  deck = "dynasty",
  gold = 0,
  keywords = { "Farm" },
  produces = 1,
}
