-- Order of Santiago (CR-1.7, CR-16.2): Crusade power +2 against Saracens.
return {
  id = "santiago", name = "Order of Santiago", start = { "provence", "burgundy" },
  text = "Crusade power +2 against Saracens",
  power = function(action, enemy) return action == "crusade" and enemy == "saracen" and 2 or 0 end,
}
