-- Fist of the Earth (L5-3.8): Earth Kiho Battle: bow your unbowed Monk or Shugenja at the battlefield:
-- choose an enemy Follower, or an enemy Personality with no Follower attached, at the battlefield; it
-- bows.
return {
  title = "Fist of the Earth",
  type = "strategy",
  deck = "fate",
  focus = 3,
  keywords = { "Earth", "Kiho" },
}
