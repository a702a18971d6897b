-- Shaw (CH-9.11): arrival push of opponents 3/2/1 squares ahead to 4 ahead of her, group by group.
local T = require "tabula.test"
local P = require "positions"

T.scenario("opponents 3, 2 and 1 squares ahead are pushed 1, 2 and 3 to end 4 ahead of Shaw [CH-9.11, CH-8.8, CH-6.8]", function()
  local t = P.match{ players = 2, to_play = "red", red = { shaw = "@2" },
                     yellow = { projekt_red = "@9", exusiai = "@8", crownslayer = "@7", cuora = "@11" } }
  t:dice(4)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "shaw"), "@6")
  for _, id in ipairs{ "projekt_red", "exusiai", "crownslayer" } do
    T.eq(P.where(t, id), "@10", id .. " pushed to 4 ahead")
    T.eq(P.p(t, id), 36, id .. " progress, no jump on the yellow square")
  end
  T.eq(P.where(t, "cuora"), "@11", "5 ahead is not pushed")
end)

T.scenario("each group arrives before the next moves: a later group captures an earlier one [CH-9.11, CH-6.7]", function()
  local t = P.match{ players = 3, to_play = "red", red = { shaw = "@2" },
                     blue = { projekt_red = "@9", crownslayer = "@7" }, yellow = { exusiai = "@8" } }
  t:dice(4)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "home", "3 ahead moved first, then captured by the 2-ahead group")
  T.eq(P.where(t, "exusiai"), "home", "2 ahead captured by the 1-ahead group")
  T.eq(P.where(t, "crownslayer"), "@10", "the last group stays")
end)

T.scenario("Shaw pushes a token past its lane entrance: it stays on the track with negative progress [CH-9.11, CH-6.8, CH-2.6]", function()
  local t = P.match{ players = 2, to_play = "red", red = { shaw = "@15" },
                     yellow = { exusiai = "@21", projekt_red = "@22" } }
  t:dice(4, 2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "shaw"), "@19")
  T.eq(P.where(t, "exusiai"), "@23")
  T.eq(P.p(t, "exusiai"), -3, "47 + 2 goes round")
  T.eq(P.where(t, "projekt_red"), "@23")
  T.eq(P.p(t, "projekt_red"), -3, "48 + 1 goes round")
  t:answer("exusiai")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@25", "moves on along the track, not into the lane")
  T.eq(P.p(t, "exusiai"), -1)
end)

T.scenario("Shaw pushes after being entered from Home [CH-9.11, CH-8.8, CH-5.6]", function()
  local t = P.match{ players = 2, to_play = "red", red = { shaw = "home", cuora = "@40" },
                     yellow = { projekt_red = "@1", exusiai = "@2", crownslayer = "@3" } }
  t:dice(6, 2)
  t:answer("enter:shaw")
  T.eq(t:run(), "choice")
  T.eq(P.where(t, "shaw"), "@0")
  for _, id in ipairs{ "projekt_red", "exusiai", "crownslayer" } do T.eq(P.where(t, id), "@4", id) end
end)

T.scenario("Shaw pushes from the waiting square after an obstacle stopped her [CH-9.11, CH-8.8, CH-6.3]", function()
  local t = P.match{ players = 2, to_play = "red", red = { shaw = "@4" },
                     yellow = { exusiai = "@11", projekt_red = "@12" }, obstacles = { 10 } }
  t:dice(8)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "shaw"), "@9", "stopped 1 behind the obstacle")
  T.truthy(t.match.state.obstacles[10], "the obstacle stays")
  T.eq(P.where(t, "exusiai"), "@13", "2 ahead of 9 pushed")
  T.eq(P.where(t, "projekt_red"), "@13", "3 ahead of 9 pushed")
end)

T.scenario("Shaw pushes from where her jump ends, not from where her move landed [CH-9.11, CH-8.8, CH-6.5]", function()
  local t = P.match{ players = 2, to_play = "red", red = { shaw = "@2" },
                     yellow = { exusiai = "@6", projekt_red = "@10" } }
  t:dice(2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "shaw"), "@8", "landed on 4 and jumped")
  T.eq(P.where(t, "exusiai"), "@6", "2 ahead of the landing square: not pushed")
  T.eq(P.where(t, "projekt_red"), "@12", "2 ahead of the final square: pushed")
end)

T.scenario("Shaw does not push after she is displaced [CH-9.11, CH-8.8]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { shaw = "@10" },
                     yellow = { croissant = "@7", cuora = "@12" } }
  t:dice(4)
  t:answer("croissant")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "shaw"), "@9", "pushed back by Croissant")
  T.eq(P.where(t, "croissant"), "@11", "2 ahead of Shaw: not pushed")
  T.eq(P.where(t, "cuora"), "@12", "3 ahead of Shaw: not pushed")
end)

T.scenario("Shaw pushes only opponents [CH-9.11, CH-8.5]", function()
  local t = P.match{ players = 2, to_play = "red", red = { shaw = "@2", cuora = "@8" }, yellow = { exusiai = "@7" } }
  t:dice(4)
  t:answer("shaw")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@8", "own token stays")
  T.eq(P.where(t, "exusiai"), "@10", "opponent pushed")
end)

T.scenario("a token pushed onto a rooftop returns Home [CH-9.11, CH-6.8, CH-7.3]", function()
  local t = P.match{ players = 2, to_play = "red", red = { shaw = "@11" }, yellow = { exusiai = "@16" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "shaw"), "@14")
  T.eq(P.where(t, "exusiai"), "home", "pushed from 16 onto 18")
end)
