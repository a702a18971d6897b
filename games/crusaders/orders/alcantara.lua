-- Order of Alcántara (CR-1.7, CR-6.2): leaving a region that holds an enemy token costs
-- your knights 1 MP instead of 2.
return {
  id = "alcantara", name = "Order of Alcántara", start = { "burgundy", "champagne" },
  text = "leaving a region with an enemy token costs 1 MP instead of 2",
  step_cost = function(cost, leaving_enemy) return leaving_enemy and 1 or cost end,
}
