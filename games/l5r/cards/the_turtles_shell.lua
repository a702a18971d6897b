-- The Turtle's Shell (L5-3.6): Reaction: respond to an action that has a ranged (or melee) attack:
-- negate its ranged and melee attacks; its other effects still happen.
return {
  title = "The Turtle's Shell",
  type = "strategy",
  deck = "fate",
  focus = 3,
}
