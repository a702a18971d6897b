-- Order of Calatrava (CR-1.7): Muster power +1.
return {
  id = "calatrava", name = "Order of Calatrava", start = { "provence", "lombardy" },
  text = "Muster power +1",
  power = function(action) return action == "muster" and 1 or 0 end,
}
