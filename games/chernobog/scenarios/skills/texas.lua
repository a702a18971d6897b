-- Texas (CH-9.6): normal move on 1-6; on 7-12 any main-track token is displaced -6..+6.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Texas on 1-6 makes a normal move [CH-9.6, CH-8.2]", function()
  local t = P.match{ players = 2, to_play = "red", red = { texas = "@21" }, yellow = { cuora = "@40" } }
  t:answer("texas")
  t:dice(6)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "texas"), "@27", "moved 6")
  T.eq(P.token(t, "texas").counter, 0)
  T.eq(P.where(t, "cuora"), "@40")
end)

T.scenario("Texas on 7 offers every token on the main track and twelve shifts; a displacement never jumps [CH-9.6, CH-6.8, CH-D11, CH-D12]", function()
  local t = P.match{ players = 3, to_play = "red", red = { texas = "@21", cuora = "L2", amiya = "home" },
                     blue = { hoshiguma = "@30", croissant = "finish" },
                     yellow = { projekt_red = "@40", exusiai = "L1" } }
  t:answer("texas")
  t:dice(7)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "texas_token")
  T.options(t, { "texas", "hoshiguma", "projekt_red" }, "main-track tokens only, Texas included")
  t:answer("hoshiguma")
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "texas_shift")
  T.options(t, { "+1", "+2", "+3", "+4", "+5", "+6", "-1", "-2", "-3", "-4", "-5", "-6" })
  t:answer("+3")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@33", "displaced 3; no jump on its own colour")
  T.eq(P.where(t, "texas"), "@21", "Texas does not move")
  T.eq(P.token(t, "texas").counter, 1)
end)

T.scenario("Texas on 12 displaces a token backward; it captures at the destination [CH-9.6, CH-6.8, CH-6.7]", function()
  local t = P.match{ players = 3, to_play = "red", red = { texas = "@21" },
                     blue = { hoshiguma = "@34" }, yellow = { projekt_red = "@40" } }
  t:answer("texas", "projekt_red", "-6")
  t:dice(12)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@34", "6 back, no jump on a Yellow square")
  T.eq(P.p(t, "projekt_red"), 8)
  T.eq(P.where(t, "hoshiguma"), "home", "captured by the displaced token")
  T.eq(t.match:seat(), 2, "a declared 12 is no grace")
end)

T.scenario("Texas may displace herself [CH-9.6, CH-6.8]", function()
  local t = P.match{ players = 2, to_play = "red", red = { texas = "@20" }, yellow = { cuora = "@24" } }
  t:answer("texas", "texas", "+4")
  t:dice(9)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "texas"), "@24", "no jump although 24 is Red")
  T.eq(P.where(t, "cuora"), "home", "captured")
  T.eq(P.token(t, "texas").counter, 1)
end)

T.scenario("a token displaced past its lane entrance never enters its lane [CH-9.6, CH-6.8]", function()
  local t = P.match{ players = 2, to_play = "red", red = { texas = "@30" }, yellow = { hoshiguma = "@20" } }
  t:answer("texas", "hoshiguma", "+4")
  t:dice(10)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@24", "still on the track")
  T.eq(P.p(t, "hoshiguma"), -2, "46 + 4 - 52")
end)

T.scenario("displacing a blocker ends the holds of the tokens it held [CH-9.6, CH-6.8, CH-8.6]", function()
  local t = P.match{ players = 2, to_play = "red", red = { texas = "@10", hoshiguma = "@19" },
                     yellow = { cuora = "@20" }, held = { hoshiguma = "cuora" } }
  t:answer("texas", "cuora", "+2")
  t:dice(8)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@22")
  T.falsy(P.token(t, "hoshiguma").held_by, "released")
end)

T.scenario("Texas with no token on the main track: nothing happens, her counter still rises [CH-9.6, CH-8.2]", function()
  local t = P.match{ players = 2, to_play = "red", red = { texas = "L2" },
                     yellow = { cuora = "L1", hoshiguma = "home" } }
  t:answer("texas")
  t:dice(9)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "texas"), "L2", "Texas does not move")
  T.eq(P.where(t, "cuora"), "L1")
  T.eq(P.token(t, "texas").counter, 1, "counter 1 without a target")
  T.eq(t.match:seat(), 2)
end)
