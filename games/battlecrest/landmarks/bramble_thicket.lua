-- Bramble Thicket, landmark no. 5 (BC-1.3).
return {
  id = "bramble_thicket", number = 5,
  faces = {
    start = { name = "Bramble Thicket", E = { "DEF", "DEF" }, W = { "HAZ" } },
    flipped = { name = "Burning Thicket", N = { "HAZ" }, E = { "HAZ" }, S = { "ATK", "ATK" } },
  },
}
