-- Order of Montesa (CR-1.7): Move power +1.
return {
  id = "montesa", name = "Order of Montesa", start = { "thuringia", "bohemia" },
  text = "Move power +1",
  power = function(action) return action == "move" and 1 or 0 end,
}
