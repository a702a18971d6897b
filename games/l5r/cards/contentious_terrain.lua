-- Contentious Terrain (L5-3.6): Battle (Terrain, L5-12.9): put this card into play at the battlefield.
-- Once it resolves at the end of the segment, each Personality of yours there gets +1F until the
-- battle ends.
return {
  title = "Contentious Terrain",
  type = "strategy",
  deck = "fate",
  focus = 1,
  keywords = { "Terrain" },
}
