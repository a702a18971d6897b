-- CRH-1: the Order of Saint George (README.md), a hook on the moment "mustered", which
-- no order of the game uses.
return {
  id = "saint_george", name = "Order of Saint George", start = { "bohemia", "austria" },
  text = "+1 influence each time you muster a troop",
  mustered = function() return 1 end,
}
