-- Order of Saint Lazarus (CR-1.7): +1 influence each time you build a church, Saracen
-- rewards included (CR-8.4).
return {
  id = "lazarus", name = "Order of Saint Lazarus", start = { "hungary", "austria" },
  text = "+1 influence each time you build a church",
  built = function(building) return building == "church" and 1 or 0 end,
}
