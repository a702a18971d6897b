-- Ch'en (CH-9.9): freeze zone 1-2 squares ahead of and behind her, opponents only, on the main track only.
local T = require "tabula.test"
local P = require "positions"
local rules = require "rules"

T.scenario("opponents 1 and 2 squares ahead of Ch'en are frozen, 3 ahead is not [CH-9.9, CH-8.7]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { chen = "@10" },
                     yellow = { hoshiguma = "@11", cuora = "@12", exusiai = "@13", crownslayer = "@40" } }
  t:dice(4)
  T.eq(t:run(), "choice")
  T.options(t, { "exusiai", "crownslayer" })
end)

T.scenario("opponents 1 and 2 squares behind Ch'en are frozen, 3 behind is not [CH-9.9, CH-8.7]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { chen = "@10" },
                     yellow = { hoshiguma = "@9", cuora = "@8", exusiai = "@7", crownslayer = "@40" } }
  t:dice(4)
  T.eq(t:run(), "choice")
  T.options(t, { "exusiai", "crownslayer" })
  t:answer("exusiai")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@11", "3 behind moved past her")
  T.eq(P.where(t, "hoshiguma"), "@9", "1 behind stays")
  T.eq(P.where(t, "cuora"), "@8", "2 behind stays")
end)

T.scenario("Ch'en does not freeze her owner's tokens [CH-9.9, CH-8.5]", function()
  local t = P.match{ players = 2, to_play = "red", red = { chen = "@10", cuora = "@11" }, yellow = { hoshiguma = "@40" } }
  t:dice(3)
  T.eq(t:run(), "choice")
  T.options(t, { "chen", "cuora" })
  t:answer("cuora")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@14", "own token next to her moved")
end)

T.scenario("a frozen token cannot move even with a grace [CH-9.9, CH-8.7, CH-5.3]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { chen = "@10" },
                     yellow = { cuora = "@11", exusiai = "@40", crownslayer = "home" } }
  t:dice(6)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "grace")
  T.options(t, { "enter:crownslayer", "move:exusiai" })
end)

T.scenario("a frozen token cannot be declared; one 3 squares ahead can [CH-9.9, CH-8.7, CH-8.1]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { chen = "@10" },
                     yellow = { frostnova = "@12", w = "@13" } }
  T.eq(t:run(), "choice")           -- the declaration comes before the roll
  T.eq(t:pending().kind, "declare")
  T.options(t, { "none", "w" })
end)

T.scenario("the freeze ends when Ch'en moves away [CH-9.9, CH-8.7]", function()
  local t = P.match{ players = 2, to_play = "red", red = { chen = "@10" }, yellow = { projekt_red = "@12" } }
  T.truthy(rules.frozen(t.match, P.token(t, "projekt_red")), "frozen at first")
  t:dice(5, 7)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "chen"), "@15")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@19", "no longer frozen: moved 7")
end)

T.scenario("a token may enter onto a frozen entry square and is then frozen [CH-9.9, CH-8.7, CH-5.6]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { chen = "@24" },
                     yellow = { cuora = "home", exusiai = "@40" } }
  t:dice(6, 3)
  t:answer("enter:cuora")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@26", "entered 2 ahead of Ch'en and stayed (frozen)")
  T.eq(P.where(t, "exusiai"), "@43", "the extra roll had to move the other token")
end)

T.scenario("Ch'en in her home lane freezes nobody [CH-9.9, CH-8.4, CH-8.7]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { chen = "L1" },
                     yellow = { cuora = "@47", hoshiguma = "@48", exusiai = "@50" } }
  t:dice(3)
  T.eq(t:run(), "choice")
  T.options(t, { "cuora", "hoshiguma", "exusiai" })
end)
