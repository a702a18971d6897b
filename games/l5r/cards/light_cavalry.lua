-- Light Cavalry (L5-3.6): none
return {
  title = "Light Cavalry",
  type = "follower",
  deck = "fate",
  gold = 2, force = 2, focus = 1,
  keywords = { "Cavalry" },
}
