-- Narrow Ground (L5-3.8): Battle (Terrain): put this card into play at the battlefield. Once it
-- resolves at the end of the segment, until the battle ends every Personality there with Force greater
-- than 2 has Force 2.
return {
  title = "Narrow Ground",
  type = "strategy",
  deck = "fate",
  focus = 1,
  keywords = { "Terrain" },
}
