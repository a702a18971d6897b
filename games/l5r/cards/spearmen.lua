-- Spearmen (L5-3.6): Battle, bow: Ranged 2 attack.
return {
  title = "Spearmen",
  type = "follower",
  deck = "fate",
  gold = 3, force = 2, focus = 2,
  ranged = { strength = 2 },   -- Battle, bow: Ranged 2 (rules/ranged.lua)
}
