-- Teutonic Order (CR-1.7, CR-16.2): Crusade power +2 against Prussians.
return {
  id = "teutonic", name = "Teutonic Order", start = { "brandenburg", "masovia" },
  text = "Crusade power +2 against Prussians",
  power = function(action, enemy) return action == "crusade" and enemy == "prussian" and 2 or 0 end,
}
