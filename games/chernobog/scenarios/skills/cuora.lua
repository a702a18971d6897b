-- Cuora (CH-9.4): blocker with capacity 2 and wait 1; capture by exact landing; only opponents blocked.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Cuora stops a passing opponent 1 square behind her and holds it [CH-9.4, CH-6.3, CH-8.6]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { cuora = "@20" }, yellow = { hoshiguma = "@14" } }
  t:dice(8)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@19", "waiting square 1 behind Cuora")
  T.eq(P.p(t, "hoshiguma"), 45)
  T.eq(P.token(t, "hoshiguma").held_by, "cuora", "held")
end)

T.scenario("Cuora holding one token still stops a second (capacity 2) [CH-9.4, CH-8.6]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { cuora = "@20" },
                     yellow = { hoshiguma = "@19", projekt_red = "@14" }, held = { hoshiguma = "cuora" } }
  t:dice(8)
  t:answer("projekt_red")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@19", "stopped")
  T.eq(P.token(t, "projekt_red").held_by, "cuora", "second token held")
  T.eq(P.token(t, "hoshiguma").held_by, "cuora", "first still held")
end)

T.scenario("a third opponent token passes Cuora when she holds two [CH-9.4, CH-8.6]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { cuora = "@20" },
                     yellow = { hoshiguma = "@19", projekt_red = "@19", shaw = "@14" },
                     held = { hoshiguma = "cuora", projekt_red = "cuora" } }
  t:dice(8)
  t:answer("shaw")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "shaw"), "@22", "passed the full Cuora")
  T.falsy(P.token(t, "shaw").held_by, "not held")
end)

T.scenario("a held token that passes Cuora again is stopped again and stays held [CH-9.4, CH-8.6]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { cuora = "@20" },
                     yellow = { hoshiguma = "@19" }, held = { hoshiguma = "cuora" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@19", "back on the waiting square")
  T.eq(P.token(t, "hoshiguma").held_by, "cuora", "still held")
end)

T.scenario("a held token landing exactly on Cuora with a 1 captures her and ends both holds [CH-9.4, CH-8.6, CH-6.9]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { cuora = "@20" },
                     yellow = { hoshiguma = "@19", projekt_red = "@19" },
                     held = { hoshiguma = "cuora", projekt_red = "cuora" } }
  t:dice(1, 2)
  t:answer("move:hoshiguma", "projekt_red")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "home", "captured")
  T.eq(P.where(t, "hoshiguma"), "@20")
  T.falsy(P.token(t, "hoshiguma").held_by, "released")
  T.eq(P.where(t, "projekt_red"), "@21", "the other token now moves past 20")
  T.falsy(P.token(t, "projekt_red").held_by, "released")
end)

T.scenario("Cuora blocks only opponents: her owner's tokens pass her [CH-9.4, CH-8.5]", function()
  local t = P.match{ players = 2, to_play = "red", red = { cuora = "@20", hoshiguma = "@14" },
                     yellow = { projekt_red = "@40" } }
  t:dice(8)
  t:answer("hoshiguma")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@22", "passed her own Cuora")
  T.falsy(P.token(t, "hoshiguma").held_by)
end)
