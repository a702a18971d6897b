-- Livonian Brothers of the Sword (CR-1.7, CR-16.2): Crusade power +2 against Slavs.
return {
  id = "sword_brothers", name = "Livonian Brothers of the Sword", start = { "holstein", "masovia" },
  text = "Crusade power +2 against Slavs",
  power = function(action, enemy) return action == "crusade" and enemy == "slav" and 2 or 0 end,
}
