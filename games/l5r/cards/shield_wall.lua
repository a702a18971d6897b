-- Shield Wall (L5-3.8): No ranged attack may target this Follower or any other card of its unit.
return {
  title = "Shield Wall",
  type = "follower",
  deck = "fate",
  gold = 0, force = 0, focus = 1,
  shield_wall = true,   -- no ranged attack may target a card of its unit (rules/ranged.lua)
}
