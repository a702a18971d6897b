-- Focus (L5-3.6): no ability (a focus card).
return {
  title = "Focus",
  type = "strategy",
  deck = "fate",
  focus = 5,
}
