-- Knights Hospitaller (CR-1.7): Influence power +1.
return {
  id = "hospitaller", name = "Knights Hospitaller", start = { "venice", "rome" },
  text = "Influence power +1",
  power = function(action) return action == "influence" and 1 or 0 end,
}
