-- Mossy Bridge, landmark no. 2 (BC-1.3).
return {
  id = "mossy_bridge", number = 2,
  faces = {
    start = { name = "Mossy Bridge", E = { "FRC" }, W = { "ATK" }, passages = { "N>S", "S>N" } },
    flipped = { name = "Flooded Bridge", E = { "HAZ" }, W = { "MOV" }, passages = { "N>S" } },
  },
}
