-- Mutiny's health card (BC-1.6, BC-8): a track of 3 columns; WOUNDED shows POWDER.
return {
  id = "mutiny_health", kind = "health", set = "mutiny",
  sides = { start = { name = "Mutiny's health" }, wounded = { name = "Mutiny wounded", crest = "POWDER" } },
}
