-- Crownslayer (CH-9.13): ignores obstacles and blockers; destroyed terrain, rooftops, freezes and pushes still affect her.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Crownslayer is not stopped by an obstacle she passes [CH-9.13, CH-7.1]", function()
  local t = P.match{ players = 2, to_play = "red", red = { crownslayer = "@1" }, yellow = { exusiai = "@40" },
                     obstacles = { 3 } }
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "crownslayer"), "@6")
  T.truthy(t.match.state.obstacles[3], "the obstacle stays")
end)

T.scenario("Crownslayer landing on an obstacle leaves it in place [CH-9.13, CH-6.7, CH-7.1]", function()
  local t = P.match{ players = 2, to_play = "red", red = { crownslayer = "@1" }, yellow = { exusiai = "@40" },
                     obstacles = { 6 }, supply = { obstacle = 2 } }
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "crownslayer"), "@6")
  T.truthy(t.match.state.obstacles[6], "obstacle not removed")
  T.eq(t.match.state.supply.obstacle, 2, "no marker back to the supply")
end)

T.scenario("Crownslayer passes opponent blockers and is never held [CH-9.13, CH-6.3]", function()
  local t = P.match{ players = 2, to_play = "red", red = { crownslayer = "@1" },
                     yellow = { hoshiguma = "@2", cuora = "@3", croissant = "@4" } }
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "crownslayer"), "@6")
  T.falsy(P.token(t, "crownslayer").held_by, "not held")
end)

T.scenario("Crownslayer arriving on destroyed terrain returns Home [CH-9.13, CH-7.2]", function()
  local t = P.match{ players = 2, to_play = "red", red = { crownslayer = "@1" }, yellow = { exusiai = "@40" },
                     destroyed = { 6 } }
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "crownslayer"), "home")
end)

T.scenario("Crownslayer arriving on a rooftop returns Home [CH-9.13, CH-7.3]", function()
  local t = P.match{ players = 2, to_play = "red", red = { crownslayer = "@1" }, yellow = { exusiai = "@40" } }
  t:dice(4)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "crownslayer"), "home", "landed on rooftop 5")
end)

T.scenario("Crownslayer is frozen by an opponent Ch'en [CH-9.13, CH-8.7]", function()
  local t = P.match{ players = 2, to_play = "red", red = { crownslayer = "@1", cuora = "@30" }, yellow = { chen = "@3" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "crownslayer"), "@1", "frozen")
  T.eq(P.where(t, "cuora"), "@33", "the other token had to move")
end)

T.scenario("Crownslayer is pushed by an opponent Shaw [CH-9.13, CH-9.11]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { crownslayer = "@9" }, yellow = { shaw = "@4" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "shaw"), "@7")
  T.eq(P.where(t, "crownslayer"), "@11", "pushed 2 ahead to 4 ahead of Shaw")
end)
