-- Hunter's Blind, landmark no. 3 (BC-1.3).
return {
  id = "hunters_blind", number = 3,
  faces = {
    start = { name = "Hunter's Blind", N = { "RNG" }, E = { "RNG" }, S = { "DEF" } },
    flipped = { name = "Trampled Blind", E = { "ATK" }, S = { "MOV" }, W = { "HAZ" } },
  },
}
