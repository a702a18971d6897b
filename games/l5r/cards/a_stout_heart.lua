-- A Stout Heart (L5-3.6): Reaction: respond to an action that has a Fear effect: negate its Fear
-- effects.
return {
  title = "A Stout Heart",
  type = "strategy",
  deck = "fate",
  focus = 2,
}
