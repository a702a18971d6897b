-- Hoshiguma (CH-9.10): blocker with capacity 1 and wait 1 whose held token cannot move until released.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Hoshiguma stops a passing opponent 1 square behind her and holds it [CH-9.10, CH-6.3, CH-8.6]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { hoshiguma = "@20" }, yellow = { projekt_red = "@14" } }
  t:dice(8)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@19", "waiting square 1 behind")
  T.eq(P.token(t, "projekt_red").held_by, "hoshiguma", "held")
end)

T.scenario("Hoshiguma holding one token lets a second pass (capacity 1) [CH-9.10, CH-8.6]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { hoshiguma = "@20" },
                     yellow = { projekt_red = "@19", cuora = "@14" }, held = { projekt_red = "hoshiguma" } }
  t:dice(7)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@21", "passed her")
  T.falsy(P.token(t, "cuora").held_by, "not held")
  T.eq(P.token(t, "projekt_red").held_by, "hoshiguma", "the first stays held")
end)

T.scenario("a token held by Hoshiguma cannot move, not even a grace 1 onto her [CH-9.10, CH-6.1, CH-8.6]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { hoshiguma = "@20" },
                     yellow = { cuora = "@19", exusiai = "@40", projekt_red = "home" }, held = { cuora = "hoshiguma" } }
  t:dice(1)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "grace")
  T.options(t, { "enter:projekt_red", "move:exusiai" })
end)

T.scenario("a non-grace roll must move another token while one is held by Hoshiguma [CH-9.10, CH-6.1, CH-5.4]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { hoshiguma = "@20" },
                     yellow = { cuora = "@19", exusiai = "@40" }, held = { cuora = "hoshiguma" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@19", "held token stays")
  T.eq(P.token(t, "cuora").held_by, "hoshiguma")
  T.eq(P.where(t, "exusiai"), "@43", "the other token moved")
end)

T.scenario("a token held by Hoshiguma may declare its skill and the effect resolves [CH-9.10, CH-8.6, CH-8.1]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { hoshiguma = "@20" },
                     yellow = { w = "@19" }, held = { w = "hoshiguma" } }
  t:dice(9)
  T.eq(t:run(), "choice")
  T.options(t, { "none", "w" })
  t:answer("w")
  T.eq(t:run{ turns = 1 }, "turn")
  T.truthy(t.match.state.obstacles[17], "obstacle 2 behind W")
  T.eq(P.token(t, "w").counter, 1)
  T.eq(P.where(t, "w"), "@19", "still there")
  T.eq(P.token(t, "w").held_by, "hoshiguma", "still held")
end)

T.scenario("a held token declared on a low roll cannot move, so nothing moves [CH-9.10, CH-8.2]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { hoshiguma = "@20" },
                     yellow = { w = "@19", cuora = "@40" }, held = { w = "hoshiguma" } }
  t:dice(3)
  t:answer("w")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "w"), "@19")
  T.eq(P.where(t, "cuora"), "@40", "no other token moves instead")
  T.eq(P.token(t, "w").counter, 0)
  T.eq(t.match:seat(), 1, "the turn ended")
end)

T.scenario("the held token is released when Hoshiguma moves away [CH-9.10, CH-8.6]", function()
  local t = P.match{ players = 2, to_play = "red", red = { hoshiguma = "@20" },
                     yellow = { cuora = "@19" }, held = { cuora = "hoshiguma" } }
  t:dice(3, 2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@23")
  T.falsy(P.token(t, "cuora").held_by, "released")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@21", "moves again")
end)

T.scenario("the held token is released when it is displaced off its square [CH-9.10, CH-8.6, CH-6.8]", function()
  local t = P.match{ players = 2, to_play = "red", red = { hoshiguma = "@20", shaw = "@13" },
                     yellow = { cuora = "@19" }, held = { cuora = "hoshiguma" } }
  t:dice(4)
  t:answer("shaw")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "shaw"), "@17")
  T.eq(P.where(t, "cuora"), "@21", "pushed 2 ahead of 19")
  T.falsy(P.token(t, "cuora").held_by, "released")
end)

T.scenario("an opponent token landing exactly on Hoshiguma captures her [CH-9.10, CH-6.7]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { hoshiguma = "@20" }, yellow = { cuora = "@17" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "home")
  T.eq(P.where(t, "cuora"), "@20")
end)

T.scenario("Hoshiguma takes precedence over Croissant and Cuora on the same square [CH-9.10, CH-6.3]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { hoshiguma = "@21", croissant = "@21", cuora = "@21" },
                     yellow = { projekt_red = "@14" } }
  t:dice(8)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@20", "wait 1 behind, not Croissant's 2")
  T.eq(P.token(t, "projekt_red").held_by, "hoshiguma")
end)

T.scenario("with Hoshiguma full, Croissant takes precedence over Cuora [CH-9.10, CH-6.3]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { hoshiguma = "@21", croissant = "@21", cuora = "@21" },
                     yellow = { projekt_red = "@20", w = "@14" }, held = { projekt_red = "hoshiguma" } }
  t:dice(8)
  t:answer("none")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "w"), "@19", "wait 2 behind")
  T.eq(P.token(t, "w").held_by, "croissant")
end)
