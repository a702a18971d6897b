-- Akhena's health card (BC-1.5, BC-8): a track of 4 columns; WOUNDED shows SUN.
return {
  id = "akhena_health", kind = "health", set = "akhena",
  sides = { start = { name = "Akhena's health" }, wounded = { name = "Akhena wounded", crest = "SUN" } },
}
