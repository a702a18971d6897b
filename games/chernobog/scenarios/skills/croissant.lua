-- Croissant (CH-9.7): blocker with capacity 1 and wait 2; capture by a held 2; arrival push
-- of opponents directly behind her (after a move or entering, never after a displacement).
local T = require "tabula.test"
local P = require "positions"

T.scenario("Croissant stops a passing opponent 2 squares behind her and holds it [CH-9.7, CH-6.3, CH-8.6]", function()
  local t = P.match{ players = 2, to_play = "red", red = { hoshiguma = "@21" }, yellow = { croissant = "@27" } }
  t:dice(8)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@25", "wait 2")
  T.eq(P.token(t, "hoshiguma").held_by, "croissant")
end)

T.scenario("Croissant holding one token lets a second opponent pass (capacity 1) [CH-9.7, CH-8.6]", function()
  local t = P.match{ players = 2, to_play = "red", red = { hoshiguma = "@25", projekt_red = "@21" },
                     yellow = { croissant = "@27" }, held = { hoshiguma = "croissant" } }
  t:dice(8)
  t:answer("projekt_red")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@29", "passed")
  T.falsy(P.token(t, "projekt_red").held_by)
end)

T.scenario("a token held by Croissant captures her with an exact 2 [CH-9.7, CH-8.6]", function()
  local t = P.match{ players = 2, to_play = "red", red = { hoshiguma = "@25" },
                     yellow = { croissant = "@27" }, held = { hoshiguma = "croissant" } }
  t:dice(2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "croissant"), "home", "captured")
  T.eq(P.where(t, "hoshiguma"), "@27")
  T.falsy(P.token(t, "hoshiguma").held_by, "released")
end)

T.scenario("a token held by Croissant that passes her again is stopped again and stays held [CH-9.7, CH-8.6]", function()
  local t = P.match{ players = 2, to_play = "red", red = { hoshiguma = "@25" },
                     yellow = { croissant = "@27" }, held = { hoshiguma = "croissant" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@25")
  T.eq(P.token(t, "hoshiguma").held_by, "croissant")
  T.eq(P.where(t, "croissant"), "@27")
end)

T.scenario("Croissant's arrival pushes the opponent directly behind her 1 square back, no one further [CH-9.7, CH-8.8]", function()
  local t = P.match{ players = 2, to_play = "red", red = { croissant = "@13" },
                     yellow = { projekt_red = "@16", shaw = "@14" } }
  t:dice(4)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "croissant"), "@17")
  T.eq(P.where(t, "projekt_red"), "@15", "pushed back 1")
  T.eq(P.p(t, "projekt_red"), 41)
  T.eq(P.where(t, "shaw"), "@14", "2 behind: not pushed")
end)

T.scenario("Croissant does not push her owner's tokens [CH-9.7, CH-8.5]", function()
  local t = P.match{ players = 2, to_play = "red", red = { croissant = "@13", projekt_red = "@16" },
                     yellow = { shaw = "@40" } }
  t:dice(4)
  t:answer("croissant")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "croissant"), "@17")
  T.eq(P.where(t, "projekt_red"), "@16")
end)

T.scenario("Croissant pushes after entering from Home [CH-9.7, CH-8.8, CH-5.6]", function()
  local t = P.match{ players = 2, to_play = "red", red = { croissant = "home" }, yellow = { projekt_red = "@51" } }
  t:dice(12, 3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@50", "pushed from behind the entry square")
  T.eq(P.where(t, "croissant"), "@3", "then the extra roll")
end)

T.scenario("Croissant pushes from her final square after a jump [CH-9.7, CH-8.8, CH-6.5]", function()
  local t = P.match{ players = 2, to_play = "red", red = { croissant = "@1" },
                     yellow = { projekt_red = "@7", shaw = "@3" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "croissant"), "@8", "4 then jump to 8")
  T.eq(P.where(t, "projekt_red"), "@6", "behind the final square: pushed")
  T.eq(P.where(t, "shaw"), "@3", "behind the landing square: not pushed")
end)

T.scenario("Croissant stopped by an obstacle pushes from her waiting square [CH-9.7, CH-8.8, CH-6.3]", function()
  local t = P.match{ players = 2, to_play = "red", red = { croissant = "@20" },
                     yellow = { projekt_red = "@22" }, obstacles = { 24 } }
  t:dice(8)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "croissant"), "@23", "stopped 1 before the obstacle")
  T.eq(P.where(t, "projekt_red"), "@21", "pushed")
end)

T.scenario("Croissant does not push after she is displaced [CH-9.7, CH-8.8, CH-6.8]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { croissant = "@20" },
                     yellow = { texas = "@30", projekt_red = "@21" } }
  t:answer("texas", "croissant", "+2")
  t:dice(9)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "croissant"), "@22", "displaced")
  T.eq(P.where(t, "projekt_red"), "@21", "directly behind her, not pushed")
end)
