-- The mod's Myrtle [MOD-M1, MOD-M2] (skills/myrtle.lua of this mod): PASSIVE; while she
-- is on the board her owner's die showing 2 reads as 1, so an undeclared, unmarked 2
-- is a grace. Squares: Red's colour is 0, 4, 8, ... (Red jumps from them).
local T = require "tabula.test"
local P = require "positions"
local operators = require "operators"

T.scenario("Myrtle joins the roster: rhine_lab, PASSIVE only [MOD-M1, CH-1.2]", function()
  local myrtle = operators.get("myrtle")
  T.eq(myrtle.faction, "rhine_lab")
  T.eq(type(myrtle.passive), "function")
  T.eq(myrtle.manual, nil, "no MANUAL skill")
  T.eq(#operators.list, 18, "16 + Ptilopsis + Myrtle")
end)

T.scenario("her owner's undeclared 2 reads as 1, a grace: move 1 or enter, then roll again [MOD-M1, CH-5.2, CH-5.3]", function()
  local t = P.match{ players = 2, to_play = "red", red = { myrtle = "@10", cuora = "home" },
                     yellow = { exusiai = "@40" } }
  t:dice(2, 3)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "grace")
  T.eq(t:pending().prompt, "Red rolled a grace 1: enter or move?")
  T.options(t, { "enter:cuora", "move:myrtle" })
  t:answer("move:myrtle")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "myrtle"), "@14", "1, then the extra roll's 3")
  T.eq(P.where(t, "cuora"), "home")
  t = P.match{ players = 2, to_play = "red", red = { myrtle = "@10", cuora = "home" },
               yellow = { exusiai = "@40" } }
  t:dice(2, 3)
  t:answer("enter:cuora", "cuora")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@3", "entered on 0, then moved 3")
  T.eq(P.where(t, "myrtle"), "@10")
end)

T.scenario("another player's 2 is unchanged: a normal move of 2, no grace [MOD-M1, CH-5.4]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { myrtle = "@10" },
                     yellow = { exusiai = "@37", cuora = "home" } }
  t:dice(2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@39", "moved 2")
  T.eq(P.where(t, "cuora"), "home", "no grace entry")
  T.eq(t.match:seat(), 1, "no extra roll")
end)

T.scenario("with Myrtle at Home or in the Finish her owner's 2 is a normal roll [MOD-M1, CH-5.4]", function()
  for _, place in ipairs{ "home", "finish" } do
    local t = P.match{ players = 2, to_play = "red", red = { myrtle = place, exusiai = "@20", cuora = "home" },
                       yellow = { hoshiguma = "@40" } }
    t:dice(2)
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.where(t, "exusiai"), "@22", "moved 2 with Myrtle " .. place)
    T.eq(P.where(t, "cuora"), "home", "no grace entry with Myrtle " .. place)
    T.eq(t.match:seat(), 2, "no extra roll with Myrtle " .. place)
  end
end)

T.scenario("in her lane she still reads 2 as 1 [MOD-M1]", function()
  local t = P.match{ players = 2, to_play = "red", red = { myrtle = "L1", exusiai = "@20" },
                     yellow = { hoshiguma = "@40" } }
  t:dice(2, 3)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "grace")
  T.options(t, { "move:myrtle", "move:exusiai" })
  t:answer("move:exusiai", "myrtle")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@21", "the grace moved 1")
  T.eq(P.where(t, "myrtle"), "L4", "the extra roll's 3")
end)

T.scenario("a declared 2 shows 1: the declared token moves 1, no grace, the turn ends [MOD-M2, CH-8.2]", function()
  local t = P.match{ players = 2, to_play = "red", red = { myrtle = "@10", texas = "@21", cuora = "home" },
                     yellow = { hoshiguma = "@40" } }
  t:answer("texas")
  t:dice(2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "texas"), "@22", "the no-effect move of the die's 1")
  T.eq(P.token(t, "texas").counter, 0)
  T.eq(P.where(t, "cuora"), "home", "no grace entry")
  T.eq(P.where(t, "myrtle"), "@10")
  T.eq(t.match:seat(), 2, "no extra roll")
end)

T.scenario("marks apply to the 1: Sora's makes it no grace, Angelina's changes nothing so it stays one [MOD-M2, CH-8.9]", function()
  local t = P.match{ players = 2, to_play = "red", red = { myrtle = "@10", cuora = "home" },
                     yellow = { hoshiguma = "@40" }, marks = { red = { "sora" } } }
  t:dice(2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "myrtle"), "@11", "max(1, 1 - 3) = 1, modified")
  T.eq(P.where(t, "cuora"), "home", "no grace entry")
  T.eq(t.match:seat(), 2, "no extra roll")
  T.eq(t.match.state.marks[1], {})
  t = P.match{ players = 2, to_play = "red", red = { myrtle = "@10", cuora = "home" },
               yellow = { hoshiguma = "@40" }, marks = { red = { "angelina" } } }
  t:dice(2, 3)
  t:answer("enter:cuora", "cuora")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@3", "a grace: entered, then moved 3")
  T.eq(t.match.state.marks[1], {}, "consumed")
end)

T.scenario("a 2 counts as a 1 towards three equal graces [MOD-M1, CH-5.5]", function()
  local t = P.match{ players = 2, to_play = "red", red = { myrtle = "L1" }, yellow = { exusiai = "@40" } }
  t:dice(2, 1, 2, 3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "home", "2, 1, 2 read 1, 1, 1: Yellow's farthest token goes Home")
  T.eq(P.where(t, "myrtle"), "L4", "three graces of 1; the 3 cannot be used from L4")
end)
