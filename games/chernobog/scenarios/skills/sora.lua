-- Sora (CH-9.8): normal move on 1-6; on 7-12 moves 3 and marks every other player; limit 3;
-- the Sora mark reduces the next roll by 3 (floor 1) and makes it no grace.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Sora on 1-6 makes a normal move and gives no marks [CH-9.8, CH-8.2]", function()
  local t = P.match{ players = 3, to_play = "red", red = { sora = "@21" },
                     blue = { cuora = "@30" }, yellow = { hoshiguma = "@40" } }
  t:answer("sora")
  t:dice(6)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "sora"), "@27", "moved 6")
  T.eq(P.token(t, "sora").counter, 0)
  T.eq(t.match.state.marks, { {}, {}, {} }, "no marks")
end)

T.scenario("Sora on 7-12 moves 3 and gives every other player a Sora mark [CH-9.8, CH-8.9]", function()
  for _, roll in ipairs{ 7, 12 } do
    local t = P.match{ players = 4, to_play = "red", red = { sora = "@22" },
                       blue = { cuora = "@30" }, yellow = { hoshiguma = "@40" }, green = { croissant = "home" } }
    t:answer("sora")
    t:dice(roll)
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.where(t, "sora"), "@25", "moved 3 on " .. roll)
    T.eq(P.token(t, "sora").counter, 1, "counter on " .. roll)
    T.eq(t.match.state.marks, { {}, { sora = true }, { sora = true }, { sora = true } }, "marks on " .. roll)
    T.eq(t.match:seat(), 2, "turn passed on " .. roll)
  end
end)

T.scenario("Sora's move of 3 is a normal move: it captures, jumps and captures again [CH-9.8, CH-6.5, CH-6.7]", function()
  local t = P.match{ players = 2, to_play = "red", red = { sora = "@1" },
                     yellow = { projekt_red = "@4", hoshiguma = "@8" } }
  t:answer("sora")
  t:dice(9)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "sora"), "@8", "3 to 4, jump to 8")
  T.eq(P.where(t, "projekt_red"), "home")
  T.eq(P.where(t, "hoshiguma"), "home")
  T.truthy(t.match.state.marks[2].sora)
end)

T.scenario("Sora's move of 3 can be stopped by a blocker [CH-9.8, CH-6.3]", function()
  local t = P.match{ players = 2, to_play = "red", red = { sora = "@22" }, yellow = { cuora = "@24" } }
  t:answer("sora")
  t:dice(8)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "sora"), "@23", "stopped 1 behind Cuora")
  T.eq(P.token(t, "sora").held_by, "cuora")
  T.truthy(t.match.state.marks[2].sora, "mark given")
end)

T.scenario("Sora unable to move still marks every other player [CH-9.8]", function()
  local t = P.match{ players = 3, to_play = "red", red = { sora = "L4" },
                     blue = { cuora = "@30" }, yellow = { hoshiguma = "@40" } }
  t:answer("sora")
  t:dice(10)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "sora"), "L4", "52 + 3 would pass the Finish")
  T.eq(P.token(t, "sora").counter, 1)
  T.eq(t.match.state.marks, { {}, { sora = true }, { sora = true } })
end)

T.scenario("Sora's limit is 3: eligible at 2, exhausted by her third effect [CH-9.8, CH-8.3, CH-8.1]", function()
  local t = P.match{ players = 2, to_play = "red", red = { sora = "@22", angelina = "@10" },
                     yellow = { hoshiguma = "@30" }, counters = { sora = 2 } }
  T.eq(t:run(), "choice")
  T.options(t, { "none", "sora", "angelina" }, "counter 2 is below 3")
  t:answer("sora")
  t:dice(9, 5)
  T.eq(t:run{ turns = 2 }, "turn")
  T.eq(P.token(t, "sora").counter, 3)
  T.eq(P.where(t, "hoshiguma"), "@32", "Yellow's 5 reduced to 2")
  T.eq(t:run(), "choice")
  T.options(t, { "none", "angelina" }, "Sora is exhausted")
end)

T.scenario("a Sora mark reduces the next roll by 3 and is consumed [CH-9.8, CH-8.9]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { cuora = "@0" },
                     yellow = { hoshiguma = "@30" }, marks = { yellow = { "sora" } } }
  t:dice(10)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@37", "moved 7")
  T.eq(t.match.state.marks[2], {}, "consumed")
end)

T.scenario("a roll reduced by a Sora mark never goes below 1 [CH-9.8, CH-8.9]", function()
  for _, case in ipairs{ { 2, "@36" }, { 4, "@36" }, { 5, "@37" } } do
    local t = P.match{ players = 2, to_play = "yellow", red = { cuora = "@0" },
                       yellow = { hoshiguma = "@35" }, marks = { yellow = { "sora" } } }
    t:dice(case[1])
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.where(t, "hoshiguma"), case[2], "raw " .. case[1])
  end
end)

T.scenario("a roll modified by a Sora mark is never a grace [CH-9.8, CH-8.9, CH-5.2]", function()
  for _, case in ipairs{ { 1, "@40" }, { 4, "@40" }, { 9, "@45" }, { 12, "@48" } } do
    local t = P.match{ players = 2, to_play = "yellow", red = { cuora = "@0" },
                       yellow = { hoshiguma = "@39", projekt_red = "home" }, marks = { yellow = { "sora" } } }
    t:dice(case[1])
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.where(t, "hoshiguma"), case[2], "raw " .. case[1])
    T.eq(P.where(t, "projekt_red"), "home", "no grace entry on raw " .. case[1])
    T.eq(t.match:seat(), 1, "no extra roll on raw " .. case[1])
  end
end)
