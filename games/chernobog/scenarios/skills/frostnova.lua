-- FrostNova (CH-9.15): 1-6 normal move; 7-12 gives one opponent a mark that turns their next 1-6 roll into a move of 1.
local T = require "tabula.test"
local P = require "positions"

T.scenario("a declared 6 is a normal move of 6 with no mark and no grace [CH-9.15, CH-8.2]", function()
  local t = P.match{ players = 2, to_play = "red", red = { frostnova = "@7" }, yellow = { exusiai = "@30" } }
  t:dice(6)
  t:answer("frostnova")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "frostnova"), "@13")
  T.eq(P.token(t, "frostnova").counter, 0)
  T.falsy(t.match.state.marks[2].frostnova, "no mark")
  T.eq(t.match:seat(), 2, "no extra roll")
end)

T.scenario("a declared 7 gives the opponent a FrostNova mark; FrostNova does not move [CH-9.15, CH-8.9]", function()
  local t = P.match{ players = 2, to_play = "red", red = { frostnova = "@7" }, yellow = { exusiai = "@30" } }
  t:dice(7)
  t:answer("frostnova")
  T.eq(t:run{ turns = 1 }, "turn")
  T.truthy(t.match.state.marks[2].frostnova, "Yellow marked")
  T.eq(P.where(t, "frostnova"), "@7")
  T.eq(P.token(t, "frostnova").counter, 1)
end)

T.scenario("a declared 12 lets the owner choose which opponent gets the mark [CH-9.15, CH-D10]", function()
  local t = P.match{ players = 3, to_play = "red", red = { frostnova = "@7" },
                     blue = { exusiai = "@30" }, yellow = { cuora = "@40" } }
  t:dice(12)
  t:answer("frostnova")
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "frostnova_target")
  T.options(t, { "blue", "yellow" })
  t:answer("yellow")
  T.eq(t:run{ turns = 1 }, "turn")
  T.truthy(t.match.state.marks[3].frostnova, "Yellow marked")
  T.falsy(t.match.state.marks[2].frostnova, "Blue not marked")
end)

T.scenario("a marked player's next 6 moves exactly 1 and is no grace [CH-9.15, CH-8.9, CH-5.2]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { exusiai = "@10" },
                     yellow = { cuora = "@32", projekt_red = "home" }, marks = { yellow = { "frostnova" } } }
  t:dice(6)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@33", "moved 1")
  T.eq(P.where(t, "projekt_red"), "home", "no entering: not a grace")
  T.falsy(t.match.state.marks[2].frostnova, "mark consumed")
  T.eq(t.match:seat(), 1, "no extra roll")
end)

T.scenario("a marked player's 3 moves exactly 1 [CH-9.15, CH-8.9]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { exusiai = "@10" },
                     yellow = { cuora = "@32" }, marks = { yellow = { "frostnova" } } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@33")
end)

T.scenario("a marked player's 7 is unaffected, and the mark is still consumed [CH-9.15, CH-8.9]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { exusiai = "@10" },
                     yellow = { cuora = "@32" }, marks = { yellow = { "frostnova" } } }
  t:dice(7, 3, 2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@39", "moved the full 7")
  T.falsy(t.match.state.marks[2].frostnova, "mark consumed")
  T.eq(t:run{ turns = 2 }, "turn")
  T.eq(P.where(t, "cuora"), "@41", "the following low roll moves normally")
end)

T.scenario("a marked declared low roll cancels the skill and moves the declared token 1 [CH-9.15, CH-8.2, CH-8.9]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { exusiai = "@10" },
                     yellow = { w = "@40" }, marks = { yellow = { "frostnova" } } }
  t:dice(5)
  t:answer("w")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "w"), "@41")
  T.eq(P.token(t, "w").counter, 0)
end)
