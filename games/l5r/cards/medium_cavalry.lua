-- Medium Cavalry (L5-3.6): none
return {
  title = "Medium Cavalry",
  type = "follower",
  deck = "fate",
  gold = 4, force = 3, focus = 2,
  keywords = { "Cavalry" },
}
