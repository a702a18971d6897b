-- Hollow Log, landmark no. 1 (BC-1.3).
return {
  id = "hollow_log", number = 1,
  faces = {
    start = { name = "Hollow Log", N = { "MOV" }, S = { "ATK" }, passages = { "W>E", "E>W" } },
    flipped = { name = "Rotten Log", N = { "HAZ" }, S = { "RNG" } },
  },
}
