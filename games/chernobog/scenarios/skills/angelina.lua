-- Angelina (CH-9.2): normal move on 1-6, mark on 7-12, and what the mark does to the next roll.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Angelina on 1-6 makes a normal move and gives no mark [CH-9.2, CH-8.2]", function()
  local t = P.match{ players = 2, to_play = "red", red = { angelina = "@21" }, yellow = { cuora = "@40" } }
  t:answer("angelina")
  t:dice(6)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "angelina"), "@27", "moved 6")
  T.eq(P.token(t, "angelina").counter, 0, "counter unchanged")
  T.eq(t.match.state.marks[2], {}, "no mark")
  T.eq(t.match:seat(), 2, "a declared 6 is no grace")
end)

T.scenario("Angelina on 7-12 gives the chosen opponent an Angelina mark [CH-9.2, CH-D9]", function()
  for _, roll in ipairs{ 7, 12 } do
    local t = P.match{ players = 3, to_play = "red", red = { angelina = "@21" },
                       blue = { cuora = "@20" }, yellow = { croissant = "@40" } }
    t:answer("angelina")
    t:dice(roll)
    T.eq(t:run(), "choice")
    T.eq(t:pending().kind, "angelina_target")
    T.options(t, { "blue", "yellow" })
    t:answer("yellow")
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(t.match.state.marks[3], { angelina = true }, "Yellow marked on " .. roll)
    T.eq(t.match.state.marks[2], {}, "Blue not marked on " .. roll)
    T.eq(P.where(t, "angelina"), "@21", "Angelina does not move on " .. roll)
    T.eq(P.token(t, "angelina").counter, 1, "counter on " .. roll)
    T.eq(t.match:seat(), 2, "turn passed on " .. roll)
  end
end)

T.scenario("an Angelina mark turns the next high roll into a move of exactly 6, for any token, and no grace [CH-9.2, CH-8.9]", function()
  for _, roll in ipairs{ 7, 12 } do
    local t = P.match{ players = 2, to_play = "yellow", red = { cuora = "@0" },
                       yellow = { hoshiguma = "@30", projekt_red = "@10" }, marks = { yellow = { "angelina" } } }
    t:dice(roll)
    T.eq(t:run(), "choice")
    T.eq(t:pending().kind, "move", "a move, not a grace, on " .. roll)
    T.options(t, { "hoshiguma", "projekt_red" })
    t:answer("hoshiguma")
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.where(t, "hoshiguma"), "@36", "moved 6 on " .. roll)
    T.eq(t.match.state.marks[2], {}, "mark consumed on " .. roll)
    T.eq(t.match:seat(), 1, "no extra roll on " .. roll)
  end
end)

T.scenario("an Angelina mark leaves a low roll unchanged and is consumed by it [CH-9.2, CH-8.9]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { cuora = "@0" },
                     yellow = { hoshiguma = "@30" }, marks = { yellow = { "angelina" } } }
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@35", "moved the full 5")
  T.eq(t.match.state.marks[2], {}, "mark consumed")
  t:dice(2, 8)
  T.eq(t:run{ turns = 2 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@43", "the next high roll moves its full 8")
end)

T.scenario("a 6 with an Angelina mark is unchanged, so it is still a grace [CH-9.2, CH-8.9, CH-5.2]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { cuora = "@0" },
                     yellow = { hoshiguma = "@30", croissant = "home" }, marks = { yellow = { "angelina" } } }
  t:dice(6)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "grace")
  T.options(t, { "enter:croissant", "move:hoshiguma" })
  t:answer("move:hoshiguma")
  t:dice(9)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@45", "6, then the extra roll's full 9")
  T.eq(t.match.state.marks[2], {}, "mark consumed by the 6")
end)

T.scenario("Angelina's limit is 2: her second effect exhausts her [CH-9.2, CH-8.3, CH-8.1]", function()
  local t = P.match{ players = 2, to_play = "red", red = { angelina = "@21", texas = "@10" },
                     yellow = { hoshiguma = "@30" }, counters = { angelina = 1 } }
  T.eq(t:run(), "choice")
  T.options(t, { "none", "angelina", "texas" }, "counter 1 is below the limit")
  t:answer("angelina")
  t:dice(9, 5)
  T.eq(t:run{ turns = 2 }, "turn")
  T.eq(P.token(t, "angelina").counter, 2)
  T.eq(P.where(t, "hoshiguma"), "@35", "Yellow's low roll with the mark")
  T.eq(t:run(), "choice")
  T.options(t, { "none", "texas" }, "Angelina is exhausted")
end)
