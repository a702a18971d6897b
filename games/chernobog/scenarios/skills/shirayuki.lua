-- Shirayuki (CH-9.12): freeze zone 1, 2 and 3 squares ahead of her only, opponents only, on the main track only.
local T = require "tabula.test"
local P = require "positions"

T.scenario("opponents 1, 2 and 3 squares ahead of Shirayuki are frozen, 4 ahead is not [CH-9.12, CH-8.7]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { shirayuki = "@10" },
                     yellow = { cuora = "@11", exusiai = "@12", crownslayer = "@13", projekt_red = "@14" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@17", "4 ahead: the only token that could move")
  T.eq(P.where(t, "cuora"), "@11")
  T.eq(P.where(t, "exusiai"), "@12")
  T.eq(P.where(t, "crownslayer"), "@13")
end)

T.scenario("opponents behind Shirayuki are not frozen [CH-9.12, CH-8.7]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { shirayuki = "@10" },
                     yellow = { cuora = "@9", exusiai = "@8", projekt_red = "@14" } }
  t:dice(3)
  T.eq(t:run(), "choice")
  T.options(t, { "cuora", "exusiai", "projekt_red" })
end)

T.scenario("Shirayuki does not freeze her owner's tokens [CH-9.12, CH-8.5]", function()
  local t = P.match{ players = 2, to_play = "red", red = { shirayuki = "@10", cuora = "@11" }, yellow = { exusiai = "@40" } }
  t:dice(3)
  T.eq(t:run(), "choice")
  T.options(t, { "shirayuki", "cuora" })
end)

T.scenario("a token frozen by Shirayuki cannot be declared nor use a grace [CH-9.12, CH-8.7, CH-8.1]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { shirayuki = "@10" },
                     yellow = { w = "@12", cuora = "@30", exusiai = "home" } }
  t:dice(6)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "grace", "no declaration prompt: W is frozen")
  T.options(t, { "enter:exusiai", "move:cuora" })
end)

T.scenario("the freeze starts when Shirayuki arrives behind a token and ends when she passes it [CH-9.12, CH-8.7]", function()
  local t = P.match{ players = 2, to_play = "red", red = { shirayuki = "@7" },
                     yellow = { projekt_red = "@12", exusiai = "@30" } }
  t:dice(2, 3, 5, 3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "shirayuki"), "@9")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@12", "frozen: 3 ahead of her")
  T.eq(P.where(t, "exusiai"), "@33")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "shirayuki"), "@14")
  T.eq(t:run(), "choice")
  T.options(t, { "projekt_red", "exusiai" })
end)

T.scenario("Shirayuki in her home lane freezes nobody [CH-9.12, CH-8.4]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { shirayuki = "L1" },
                     yellow = { cuora = "@49", exusiai = "@50", projekt_red = "@51" } }
  t:dice(3)
  T.eq(t:run(), "choice")
  T.options(t, { "cuora", "exusiai", "projekt_red" })
end)
