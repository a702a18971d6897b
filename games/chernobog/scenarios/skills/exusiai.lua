-- Exusiai (CH-9.5): passes token blockers and is never held; obstacles still stop her;
-- immune to destroyed terrain, not to rooftops.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Exusiai passes every opponent blocker and is never held; another token is stopped [CH-9.5, CH-6.3]", function()
  for _, case in ipairs{ { "exusiai", "@23" }, { "projekt_red", "@15" } } do
    local id, where = case[1], case[2]
    local t = P.match{ players = 2, to_play = "red", red = { [id] = "@14" },
                       yellow = { croissant = "@17", hoshiguma = "@19", cuora = "@20" } }
    t:dice(9)
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.where(t, id), where, id .. " after rolling 9")
  end
  local t = P.match{ players = 2, to_play = "red", red = { exusiai = "@14" },
                     yellow = { croissant = "@17", hoshiguma = "@19", cuora = "@20" } }
  t:dice(9)
  t:run{ turns = 1 }
  T.falsy(P.token(t, "exusiai").held_by, "Exusiai not held")
end)

T.scenario("Exusiai does not use up a blocker's capacity [CH-9.5, CH-8.6]", function()
  local t = P.match{ players = 3, to_play = "red", red = { exusiai = "@17" },
                     blue = { hoshiguma = "@19" }, yellow = { croissant = "@24" } }
  t:dice(9, 7)
  T.eq(t:run{ turns = 2 }, "turn")
  T.eq(P.where(t, "exusiai"), "@26", "Exusiai passed Croissant")
  T.eq(P.where(t, "hoshiguma"), "@22", "Croissant (capacity 1) still stops the next token")
  T.eq(P.token(t, "hoshiguma").held_by, "croissant")
end)

T.scenario("Exusiai is stopped by an obstacle 1 square before it; the obstacle stays [CH-9.5, CH-6.3, CH-7.1]", function()
  local t = P.match{ players = 2, to_play = "red", red = { exusiai = "@14" },
                     yellow = { cuora = "@17" }, obstacles = { 20 } }
  t:dice(8)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@19", "past Cuora, stopped by the obstacle")
  T.truthy(t.match.state.obstacles[20], "obstacle stays")
  T.falsy(P.token(t, "exusiai").held_by, "obstacles hold nobody")
end)

T.scenario("Exusiai arrives on destroyed terrain and stays; another token is sent Home [CH-9.5, CH-7.2, CH-6.7]", function()
  for _, case in ipairs{ { "exusiai", "@22" }, { "projekt_red", "home" } } do
    local id, where = case[1], case[2]
    local t = P.match{ players = 2, to_play = "red", red = { [id] = "@14" },
                       yellow = { cuora = "@40" }, destroyed = { 22 } }
    t:dice(8)
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.where(t, id), where, id .. " on destroyed 22")
  end
end)

T.scenario("Exusiai leaves destroyed terrain by a normal move [CH-9.5, CH-7.2]", function()
  local t = P.match{ players = 2, to_play = "red", red = { exusiai = "@22" },
                     yellow = { cuora = "@40" }, destroyed = { 22 } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@25")
end)

T.scenario("Exusiai standing on a square when it is destroyed stays there [CH-9.5, CH-7.2, CH-9.14]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { exusiai = "@22", projekt_red = "@22" },
                     yellow = { skullshatterer = "@21" } }
  t:answer("skullshatterer")
  t:dice(9)
  T.eq(t:run{ turns = 1 }, "turn")
  T.truthy(t.match.state.destroyed[22], "22 destroyed")
  T.eq(P.where(t, "exusiai"), "@22", "Exusiai stays")
  T.eq(P.where(t, "projekt_red"), "home", "the other token returns Home")
end)

T.scenario("Exusiai displaced onto destroyed terrain stays there [CH-9.5, CH-7.2, CH-6.8]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { exusiai = "@20" },
                     yellow = { texas = "@40" }, destroyed = { 22 } }
  t:answer("texas", "exusiai", "+2")
  t:dice(9)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@22")
end)

T.scenario("Exusiai is not immune to rooftops [CH-9.5, CH-7.3]", function()
  local t = P.match{ players = 2, to_play = "red", red = { exusiai = "@14" }, yellow = { cuora = "@40" } }
  t:dice(4)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "home", "rooftop 18")
end)
