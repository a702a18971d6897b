-- Knights Templar (CR-1.7): Build power +1.
return {
  id = "templar", name = "Knights Templar", start = { "champagne", "lombardy" },
  text = "Build power +1",
  power = function(action) return action == "build" and 1 or 0 end,
}
