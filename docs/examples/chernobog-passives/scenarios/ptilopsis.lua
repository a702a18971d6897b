-- The mod's Ptilopsis [MOD-P1, MOD-P2] (skills/ptilopsis.lua of this mod): PASSIVE; an
-- opponent token passing her square in a normal move gives its owner a Sora mark.
-- Squares: Red's colour is 0, 4, 8, ... (Red jumps from them), Yellow's 2, 6, 10, ...
local T = require "tabula.test"
local P = require "positions"
local operators = require "operators"

local function marks(t) return t.match.state.marks end

T.scenario("Ptilopsis joins the roster: rhine_lab, PASSIVE only, never declared [MOD-P1, CH-1.2, CH-8.1]", function()
  local ptilopsis = operators.get("ptilopsis")
  T.eq(ptilopsis.faction, "rhine_lab")
  T.eq(type(ptilopsis.passive), "function")
  T.eq(ptilopsis.manual, nil, "no MANUAL skill")
  T.eq(operators.of_faction("rhine_lab"), { "myrtle", "ptilopsis" })
  T.eq(operators.factions(), { "rhodes_island", "penguin_logistics", "lungmen", "reunion" },
       "a faction of two is not offered for selection=faction")
  local t = P.match{ players = 2, to_play = "red", red = { ptilopsis = "@11" }, yellow = { exusiai = "@40" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn", "no declaration prompt")
  T.eq(P.where(t, "ptilopsis"), "@14")
end)

T.scenario("an opponent passing her gives its owner a Sora mark; their next roll is reduced by 3 [MOD-P1, CH-8.9]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { ptilopsis = "@11", cuora = "@40" },
                     yellow = { exusiai = "@7" } }
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@12", "passed 8, 9, 10, 11")
  T.eq(marks(t), { {}, { sora = true } }, "Yellow marked, Red not")
  t:dice(3)
  t:answer("cuora")                       -- Red's turn: Cuora 40 -> 43
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(marks(t)[2], { sora = true }, "the mark waits for Yellow's next roll")
  t:dice(7)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@16", "7 - 3 = 4")
  T.eq(marks(t)[2], {}, "consumed")
end)

T.scenario("a grace that passes her marks its extra roll: a 6 reduced to 3 is no grace [MOD-P1, CH-8.9, CH-5.2]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { ptilopsis = "@11" }, yellow = { exusiai = "@7" } }
  t:dice(6, 6)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@16", "6 past her to 13, then 6 - 3 = 3")
  T.eq(marks(t)[2], {}, "consumed by the extra roll")
  T.eq(t.match:seat(), 1, "the reduced 6 gave no further roll")
end)

T.scenario("the mark goes to the passing token's owner only [MOD-P1, CH-8.9]", function()
  local t = P.match{ players = 3, to_play = "blue", red = { ptilopsis = "@34" },
                     blue = { exusiai = "@32" }, yellow = { cuora = "@45" } }
  t:dice(4)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@36", "passed 33, 34, 35")
  T.eq(marks(t), { {}, { sora = true }, {} }, "Blue marked; Yellow and Red not")
end)

T.scenario("her own side passing her gives no mark [MOD-P1, CH-8.5]", function()
  local t = P.match{ players = 2, to_play = "red", red = { ptilopsis = "@11", projekt_red = "@6" },
                     yellow = { exusiai = "@40" } }
  t:dice(7)
  t:answer("projekt_red")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@13", "passed 7 .. 12")
  T.eq(marks(t), { {}, {} })
end)

T.scenario("a move ending on her square captures her and gives no mark [MOD-P2, CH-6.7]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { ptilopsis = "@11", cuora = "@40" },
                     yellow = { exusiai = "@7" } }
  t:dice(4)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@11")
  T.eq(P.where(t, "ptilopsis"), "home", "captured")
  T.eq(marks(t), { {}, {} }, "landing is not passing")
end)

T.scenario("at Home or in her lane she marks nobody [MOD-P1, CH-8.4]", function()
  for _, place in ipairs{ "home", "L2" } do
    local t = P.match{ players = 2, to_play = "yellow", red = { ptilopsis = place, cuora = "@40" },
                       yellow = { exusiai = "@7" } }
    t:dice(5)
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.where(t, "exusiai"), "@12", "passed 11 with Ptilopsis " .. place)
    T.eq(marks(t), { {}, {} }, "no mark with Ptilopsis " .. place)
  end
end)

T.scenario("a token stopped before her square, by an obstacle or a blocker, gets no mark [MOD-P2, CH-6.3]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { ptilopsis = "@11" },
                     yellow = { exusiai = "@7" }, obstacles = { 10 } }
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@9", "stopped by the obstacle on 10")
  T.eq(marks(t), { {}, {} }, "never passed 11")
  t = P.match{ players = 2, to_play = "yellow", red = { ptilopsis = "@11", cuora = "@10" },
               yellow = { projekt_red = "@7" } }
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@9", "stopped by Cuora on 10")
  T.eq(P.token(t, "projekt_red").held_by, "cuora")
  T.eq(marks(t), { {}, {} }, "never passed 11")
end)

T.scenario("a token stopped after passing her is marked and held [MOD-P1, CH-6.3]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { ptilopsis = "@9", cuora = "@11" },
                     yellow = { projekt_red = "@7" } }
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@10", "passed 8, 9; stopped by Cuora on 11")
  T.eq(P.token(t, "projekt_red").held_by, "cuora")
  T.eq(marks(t)[2], { sora = true })
end)

T.scenario("a jump over her square is no pass; the move's own path is [MOD-P2, CH-6.5]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { ptilopsis = "@12" }, yellow = { exusiai = "@7" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@14", "lands on Yellow's 10, jumps over 12 to 14")
  T.eq(marks(t), { {}, {} }, "jumped over, not passed")
  t = P.match{ players = 2, to_play = "yellow", red = { ptilopsis = "@9" }, yellow = { exusiai = "@7" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@14")
  T.eq(marks(t)[2], { sora = true }, "9 is on the move's path")
end)

T.scenario("a displacement past her is no pass [MOD-P2, CH-6.8]", function()
  local t = P.match{ players = 2, to_play = "red", red = { ptilopsis = "@11", texas = "@30" },
                     yellow = { exusiai = "@8" } }
  t:answer("texas", "exusiai", "+4")
  t:dice(9)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@12", "displaced 8 -> 12 past her")
  T.eq(marks(t), { {}, {} })
end)
