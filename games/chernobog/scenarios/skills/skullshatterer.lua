-- Skullshatterer (CH-9.14): eligibility, 1-6 normal move, 7-12 destroys the square ahead; immune to destroyed terrain.
local T = require "tabula.test"
local P = require "positions"

local function declare_options(spec)
  spec.players, spec.to_play = 2, "red"
  spec.red = spec.red or { skullshatterer = "@7", angelina = "@40" }
  spec.yellow = { exusiai = "@30" }
  return P.declaring(spec)
end

T.scenario("Skullshatterer on the main track with a marker and a plain square ahead may declare [CH-9.14, CH-8.1]", function()
  T.options(declare_options{}, { "none", "angelina", "skullshatterer" })
  T.options(declare_options{ red = { skullshatterer = "@11", angelina = "@40" } }, { "none", "angelina", "skullshatterer" })
end)

T.scenario("Skullshatterer in her home lane may not declare [CH-9.14, CH-8.1]", function()
  T.options(declare_options{ red = { skullshatterer = "L2", angelina = "@40" } }, { "none", "angelina" })
end)

T.scenario("Skullshatterer may not declare with no destroyed-terrain marker in the supply [CH-9.14, CH-1.4]", function()
  T.options(declare_options{ supply = { destroyed = 0 } }, { "none", "angelina" })
end)

T.scenario("Skullshatterer may not declare when the square ahead is an entry square [CH-9.14, CH-7.2]", function()
  T.options(declare_options{ red = { skullshatterer = "@12", angelina = "@40" } }, { "none", "angelina" })
end)

T.scenario("Skullshatterer may not declare when the square ahead is already destroyed [CH-9.14]", function()
  T.options(declare_options{ destroyed = { 8 } }, { "none", "angelina" })
end)

T.scenario("Skullshatterer may not declare once her counter reached 2 [CH-9.14, CH-8.3]", function()
  T.options(declare_options{ counters = { skullshatterer = 2 } }, { "none", "angelina" })
end)

T.scenario("a declared 6 is a normal move of 6 with no effect and no grace [CH-9.14, CH-8.2]", function()
  local t = P.match{ players = 2, to_play = "red", red = { skullshatterer = "@7" }, yellow = { exusiai = "@30" } }
  t:dice(6)
  t:answer("skullshatterer")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "skullshatterer"), "@13")
  T.eq(P.token(t, "skullshatterer").counter, 0)
  T.falsy(t.match.state.destroyed[8], "nothing destroyed")
  T.eq(t.match:seat(), 2, "no extra roll")
end)

T.scenario("a declared 7 destroys the square ahead: tokens there go Home except Exusiai [CH-9.14, CH-7.2]", function()
  local t = P.match{ players = 2, to_play = "red", red = { skullshatterer = "@7" },
                     yellow = { cuora = "@8", exusiai = "@8" } }
  t:dice(7)
  t:answer("skullshatterer")
  T.eq(t:run{ turns = 1 }, "turn")
  T.truthy(t.match.state.destroyed[8], "8 destroyed")
  T.eq(t.match.state.supply.destroyed, 2, "a marker left the supply")
  T.eq(P.where(t, "cuora"), "home")
  T.eq(P.where(t, "exusiai"), "@8", "Exusiai is immune")
  T.eq(P.where(t, "skullshatterer"), "@7", "she does not move")
  T.eq(P.token(t, "skullshatterer").counter, 1)
end)

T.scenario("a declared 12 destroys the square ahead under her own teammate, who goes Home [CH-9.14, CH-7.2, CH-8.5]", function()
  local t = P.match{ players = 2, to_play = "red", red = { skullshatterer = "@7", cuora = "@8" },
                     yellow = { exusiai = "@30" } }
  t:dice(12)
  t:answer("skullshatterer")
  T.eq(t:run{ turns = 1 }, "turn")
  T.truthy(t.match.state.destroyed[8])
  T.eq(P.where(t, "cuora"), "home")
  T.eq(t.match:seat(), 2, "a declared 12 is no grace")
end)

T.scenario("an obstacle on the destroyed square stays [CH-9.14, CH-7.1]", function()
  local t = P.match{ players = 2, to_play = "red", red = { skullshatterer = "@7" }, yellow = { exusiai = "@30" },
                     obstacles = { 8 } }
  t:dice(9)
  t:answer("skullshatterer")
  T.eq(t:run{ turns = 1 }, "turn")
  T.truthy(t.match.state.destroyed[8])
  T.truthy(t.match.state.obstacles[8], "obstacle stays")
end)

T.scenario("Skullshatterer stands on destroyed terrain; an opponent arriving there goes Home before capturing [CH-9.14, CH-7.2, CH-6.7]", function()
  local t = P.match{ players = 2, to_play = "red", red = { skullshatterer = "@7" }, yellow = { projekt_red = "@8" },
                     destroyed = { 10 } }
  t:dice(3, 2)
  t:answer("none")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "skullshatterer"), "@10", "immune: she stays")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "home", "destroyed terrain")
  T.eq(P.where(t, "skullshatterer"), "@10", "not captured")
end)
