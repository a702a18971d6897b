-- Block Supply Lines (L5-3.8): Battle: target an attacking Personality at the battlefield: move him
-- home and bow his whole unit.
return {
  title = "Block Supply Lines",
  type = "strategy",
  deck = "fate",
  focus = 3,
}
