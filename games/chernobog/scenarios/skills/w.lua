-- W (CH-9.16): eligibility, 1-6 normal move, 7-12 places an obstacle 2 behind her; she ignores obstacles, her teammates do not.
local T = require "tabula.test"
local P = require "positions"

local function declare_options(spec)
  spec.players, spec.to_play = 2, "red"
  spec.red = spec.red or { w = "@10", angelina = "@40" }
  spec.yellow = { exusiai = "@30" }
  return P.declaring(spec)
end

T.scenario("W on the main track with a marker and no obstacle 2 behind may declare [CH-9.16, CH-8.1]", function()
  T.options(declare_options{}, { "none", "angelina", "w" })
  T.options(declare_options{ obstacles = { 9 } }, { "none", "angelina", "w" })
  T.options(declare_options{ obstacles = { 7 } }, { "none", "angelina", "w" })
end)

T.scenario("W may not declare with an obstacle already 2 behind her [CH-9.16, CH-8.1]", function()
  T.options(declare_options{ obstacles = { 8 } }, { "none", "angelina" })
end)

T.scenario("W may not declare with no obstacle marker in the supply [CH-9.16, CH-1.4]", function()
  T.options(declare_options{ supply = { obstacle = 0 } }, { "none", "angelina" })
end)

T.scenario("W in her home lane may not declare [CH-9.16, CH-8.1]", function()
  T.options(declare_options{ red = { w = "L1", angelina = "@40" } }, { "none", "angelina" })
end)

T.scenario("a declared 6 is a normal move of 6 with no obstacle and no grace [CH-9.16, CH-8.2]", function()
  local t = P.match{ players = 2, to_play = "red", red = { w = "@9" }, yellow = { exusiai = "@30" } }
  t:dice(6)
  t:answer("w")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "w"), "@15")
  T.eq(P.token(t, "w").counter, 0)
  T.falsy(t.match.state.obstacles[7], "no obstacle")
  T.eq(t.match:seat(), 2, "no extra roll")
end)

T.scenario("a declared 7 places an obstacle 2 squares behind W [CH-9.16, CH-7.1]", function()
  local t = P.match{ players = 2, to_play = "red", red = { w = "@10" }, yellow = { exusiai = "@30" } }
  t:dice(7)
  t:answer("w")
  T.eq(t:run{ turns = 1 }, "turn")
  T.truthy(t.match.state.obstacles[8], "obstacle on 8")
  T.eq(t.match.state.supply.obstacle, 2, "a marker left the supply")
  T.eq(P.where(t, "w"), "@10", "W does not move")
  T.eq(P.token(t, "w").counter, 1)
end)

T.scenario("a declared 12 places the obstacle under a token, which is not affected [CH-9.16, CH-7.1]", function()
  local t = P.match{ players = 2, to_play = "red", red = { w = "@10" }, yellow = { exusiai = "@8" } }
  t:dice(12)
  t:answer("w")
  T.eq(t:run{ turns = 1 }, "turn")
  T.truthy(t.match.state.obstacles[8])
  T.eq(P.where(t, "exusiai"), "@8", "the token on the square stays")
  T.eq(t.match:seat(), 2, "a declared 12 is no grace")
end)

T.scenario("W passes obstacles and leaves one she lands on [CH-9.16, CH-7.1, CH-6.7]", function()
  local t = P.match{ players = 2, to_play = "red", red = { w = "@4" }, yellow = { exusiai = "@30" },
                     obstacles = { 6, 7 }, supply = { obstacle = 1 } }
  t:dice(3)
  t:answer("none")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "w"), "@7")
  T.truthy(t.match.state.obstacles[6], "passed obstacle stays")
  T.truthy(t.match.state.obstacles[7], "landed-on obstacle stays")
  T.eq(t.match.state.supply.obstacle, 1)
end)

T.scenario("W's teammate is stopped by her obstacle [CH-9.16, CH-7.1, CH-8.5]", function()
  local t = P.match{ players = 2, to_play = "red", red = { w = "@10", cuora = "@6" }, yellow = { exusiai = "@30" },
                     obstacles = { 8 } }
  t:dice(4)
  t:answer("cuora")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@7", "stopped 1 behind")
  T.truthy(t.match.state.obstacles[8], "the obstacle stays")
end)

T.scenario("W's teammate landing on her obstacle removes it [CH-9.16, CH-7.1, CH-6.7]", function()
  local t = P.match{ players = 2, to_play = "red", red = { w = "@10", cuora = "@6" }, yellow = { exusiai = "@30" },
                     obstacles = { 8 }, supply = { obstacle = 2 } }
  t:dice(2)
  t:answer("cuora")
  T.eq(t:run{ turns = 1 }, "turn")
  T.falsy(t.match.state.obstacles[8], "removed")
  T.eq(t.match.state.supply.obstacle, 3, "back to the supply")
  T.eq(P.where(t, "cuora"), "@12", "then jumped")
end)

T.scenario("W's obstacle stays after she returns Home and still stops her teammate [CH-9.16, CH-7.1]", function()
  local t = P.match{ players = 2, to_play = "red", red = { w = "@11", cuora = "@6" }, yellow = { crownslayer = "@4" } }
  t:dice(7, 7, 4)
  t:answer("w")
  T.eq(t:run{ turns = 1 }, "turn")
  T.truthy(t.match.state.obstacles[9], "placed on 9")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "w"), "home", "captured by Crownslayer")
  T.truthy(t.match.state.obstacles[9], "the obstacle stays")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@8", "stopped 1 behind it")
end)
