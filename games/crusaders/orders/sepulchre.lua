-- Order of the Holy Sepulchre (CR-1.7, CR-5.3): +2 influence each time you upgrade a
-- wedge.
return {
  id = "sepulchre", name = "Order of the Holy Sepulchre", start = { "rome", "hungary" },
  text = "+2 influence each time you upgrade a wedge",
  upgraded = function() return 2 end,
}
