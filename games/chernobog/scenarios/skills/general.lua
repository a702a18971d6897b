-- Skills in general: eligibility (CH-8.1), declared rolls (CH-8.2), limits (CH-8.3), marks (CH-8.9).
local T = require "tabula.test"
local P = require "positions"

T.scenario("only MANUAL tokens on the board, not frozen and below their limit may declare [CH-8.1, CH-8.3, CH-8.7]", function()
  local t = P.match{ players = 2, to_play = "red",
                     red = { amiya = "finish", angelina = "L2", texas = "@10", sora = "@30", frostnova = "@40", cuora = "@20" },
                     yellow = { chen = "@42" }, counters = { texas = 1, sora = 3 } }
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "declare")
  T.options(t, { "none", "angelina", "texas" }, "finished, exhausted, frozen and PASSIVE tokens are left out")
end)

T.scenario("eligibility boundaries: a token at Home, counter one below the limit, a freeze zone one square away [CH-8.1, CH-8.3]", function()
  local t = P.match{ players = 2, to_play = "red", red = { amiya = "home", texas = "@10", sora = "@30", frostnova = "@40" },
                     yellow = { chen = "@43" }, counters = { texas = 2, sora = 2 } }
  T.eq(t:run(), "choice")
  T.options(t, { "none", "sora", "frostnova" }, "Amiya at Home and Texas at 2/2 are out; Sora at 2/3 and the unfrozen FrostNova are in")
end)

T.scenario("with no eligible token there is no declaration prompt [CH-8.1, CH-D3]", function()
  local t = P.match{ players = 2, to_play = "red", red = { amiya = "home", cuora = "@20" }, yellow = { chen = "@40" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn", "nothing asked")
  T.eq(P.where(t, "cuora"), "@23")
end)

T.scenario("an override cancels a declared skill: counter unchanged, the token moves the override distance [CH-8.2, CH-8.9]", function()
  for _, case in ipairs{ { "angelina", 9, "@27" }, { "frostnova", 4, "@22" } } do
    local t = P.match{ players = 2, to_play = "red", red = { texas = "@21", cuora = "@10" },
                       yellow = { hoshiguma = "@40" }, marks = { red = { case[1] } } }
    t:answer("texas")
    t:dice(case[2])
    T.eq(t:run{ turns = 1 }, "turn", "no Texas prompt with a " .. case[1] .. " mark")
    T.eq(P.where(t, "texas"), case[3], case[1] .. " override distance")
    T.eq(P.token(t, "texas").counter, 0, "counter unchanged by the " .. case[1] .. " override")
    T.eq(P.where(t, "cuora"), "@10")
    T.eq(t.match.state.marks[1], {}, "mark consumed")
  end
end)

T.scenario("a declared roll in the no-effect range moves the declared token only [CH-8.2]", function()
  local t = P.match{ players = 2, to_play = "red", red = { texas = "@21", cuora = "@10" }, yellow = { hoshiguma = "@40" } }
  t:answer("texas")
  t:dice(2)
  T.eq(t:run{ turns = 1 }, "turn", "no choice of token")
  T.eq(P.where(t, "texas"), "@23")
  T.eq(P.where(t, "cuora"), "@10")
  T.eq(P.token(t, "texas").counter, 0)
end)

T.scenario("a declared 1, 6 or 12 is never a grace: no entry, no extra roll [CH-8.2, CH-5.2]", function()
  for _, case in ipairs{ { 1, "@22", { "texas" } }, { 6, "@27", { "texas" } }, { 12, "@22", { "texas", "texas", "+1" } } } do
    local t = P.match{ players = 2, to_play = "red", red = { texas = "@21", cuora = "home" }, yellow = { hoshiguma = "@40" } }
    t:answer(table.unpack(case[3]))
    t:dice(case[1])
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.where(t, "texas"), case[2], "Texas on " .. case[1])
    T.eq(P.where(t, "cuora"), "home", "no entry on " .. case[1])
    T.eq(t.match:seat(), 2, "turn ended on " .. case[1])
  end
end)

T.scenario("a declared token that cannot legally move: no token moves [CH-8.2]", function()
  for _, case in ipairs{ { 3, {} }, { 9, { "angelina" } } } do
    local t = P.match{ players = 2, to_play = "red", red = { texas = "L5", cuora = "@20" },
                       yellow = { hoshiguma = "@40" }, marks = { red = case[2] } }
    t:answer("texas")
    t:dice(case[1])
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.where(t, "texas"), "L5", "Texas stays on raw " .. case[1])
    T.eq(P.where(t, "cuora"), "@20", "Cuora does not move instead on raw " .. case[1])
    T.eq(P.token(t, "texas").counter, 0)
    T.eq(t.match:seat(), 2)
  end
end)

T.scenario("a token sent Home by a skill at its limit comes back with counter 0 [CH-8.3, CH-6.9]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { texas = "@30", cuora = "@10" },
                     yellow = { amiya = "@40" }, counters = { texas = 2 } }
  t:answer("amiya")
  t:dice(8)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "texas"), "home")
  T.eq(P.token(t, "texas").counter, 0, "counter reset")
end)

T.scenario("marks apply in the order Sora, Angelina, FrostNova, all consumed, never a grace [CH-8.9]", function()
  local cases = {
    { { "sora", "angelina" }, 8, 5 },                -- 8 -> 5: below Angelina's range
    { { "sora", "angelina" }, 11, 6 },               -- 11 -> 8 -> 6
    { { "sora", "frostnova" }, 9, 1 },               -- 9 -> 6 -> 1
    { { "angelina", "frostnova" }, 10, 6 },
    { { "angelina", "frostnova" }, 4, 1 },
    { { "sora", "angelina", "frostnova" }, 9, 1 },   -- 9 -> 6 -> 1
    { { "sora", "angelina", "frostnova" }, 12, 6 },  -- 12 -> 9 -> 6
  }
  for _, case in ipairs(cases) do
    local what = table.concat(case[1], "+") .. " raw " .. case[2]
    local t = P.match{ players = 2, to_play = "yellow", red = { cuora = "@0" },
                       yellow = { hoshiguma = "@7", projekt_red = "home" }, marks = { yellow = case[1] } }
    t:dice(case[2])
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.p(t, "hoshiguma"), 33 + case[3], what)
    T.eq(t.match.state.marks[2], {}, "all consumed: " .. what)
    T.eq(P.where(t, "projekt_red"), "home", "no grace: " .. what)
    T.eq(t.match:seat(), 1, "turn ended: " .. what)
  end
end)

T.scenario("a player holds at most one mark of each kind [CH-8.9, CH-9.8]", function()
  local t = P.match{ players = 2, to_play = "red", red = { sora = "@22" },
                     yellow = { hoshiguma = "@29" }, marks = { yellow = { "sora" } } }
  t:answer("sora")
  t:dice(9, 10)
  T.eq(t:run{ turns = 2 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@36", "10 reduced once, to 7")
  T.eq(t.match.state.marks[2], {}, "no second Sora mark left")
  t:answer("none")
  t:dice(2, 5)
  T.eq(t:run{ turns = 2 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@41", "the following roll is not reduced")
end)

T.scenario("marks are consumed by the next roll even when they do not change it [CH-8.9]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { cuora = "@0" },
                     yellow = { hoshiguma = "@30" }, marks = { yellow = { "frostnova" } } }
  t:dice(9)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@39", "a high roll is not changed by FrostNova")
  T.eq(t.match.state.marks[2], {}, "consumed")
  t:dice(2, 4)
  T.eq(t:run{ turns = 2 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@43", "the next low roll moves its full 4")
end)

T.scenario("marks are consumed by a declared roll, and the skill resolves if no override applies [CH-8.9, CH-8.2]", function()
  local t = P.match{ players = 2, to_play = "red", red = { texas = "@21" },
                     yellow = { hoshiguma = "@40" }, marks = { red = { "frostnova" } } }
  t:answer("texas", "hoshiguma", "-1")
  t:dice(9)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@39", "Texas's effect")
  T.eq(P.token(t, "texas").counter, 1)
  T.eq(t.match.state.marks[1], {}, "mark consumed")
end)

T.scenario("a skipped turn makes no roll and keeps the player's marks [CH-8.9, CH-4.1, CH-9.3]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { cuora = "@0" },
                     yellow = { hoshiguma = "@29" }, marks = { yellow = { "sora" } }, stunned = { "yellow" } }
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match.state.marks[2], { sora = true }, "mark kept")
  T.falsy(t.match.state.stunned[2])
  t:dice(2, 10)
  T.eq(t:run{ turns = 2 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@36", "the next roll actually made is reduced")
  T.eq(t.match.state.marks[2], {}, "consumed")
end)

T.scenario("the text a player reads states when each skill works: its kind, limit and no-effect range [CH-8.1, CH-8.2, CH-9]", function()
  local roster = require "roster"
  for _, op in ipairs(roster.list) do
    local m, text = op.manual, op.summary or ""
    if m then
      T.truthy(text:find("^MANUAL x" .. m.limit .. "[ :]"), op.id .. ": kind and limit in '" .. text .. "'")
      T.truthy(text:find("(1-" .. m.no_effect .. ": a normal move)", 1, true), op.id .. ": no-effect range in '" .. text .. "'")
    else
      T.truthy(text:find("^PASSIVE[ :]"), op.id .. ": kind in '" .. text .. "'")
    end
  end
end)
