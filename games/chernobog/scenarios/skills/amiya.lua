-- Amiya (CH-9.1): effect bands by roll, targets, farthest tokens, ties, limit and reset.
local T = require "tabula.test"
local P = require "positions"

-- Red Amiya @21; Blue's farthest is Hoshiguma @30; Yellow's is Exusiai in her lane (p 49 > 48).
local function three()
  return P.match{ players = 3, to_play = "red", red = { amiya = "@21" },
                  blue = { cuora = "@20", hoshiguma = "@30" },
                  yellow = { croissant = "@22", exusiai = "L1" } }
end

T.scenario("Amiya on 1-5 has no effect: she moves the roll [CH-9.1, CH-8.2]", function()
  local t = P.match{ players = 2, to_play = "red", red = { amiya = "@21" }, yellow = { cuora = "@40" } }
  t:answer("amiya")
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "amiya"), "@26", "Amiya moved 5")
  T.eq(P.token(t, "amiya").counter, 0, "no effect: counter unchanged")
  T.eq(P.where(t, "cuora"), "@40", "Yellow untouched")
  T.eq(t.match:seat(), 2, "turn passed")
end)

T.scenario("Amiya on 6 lets her owner choose two opponents; each one's farthest token returns Home [CH-9.1, CH-D7]", function()
  local t = three()
  t:answer("amiya")
  t:dice(6)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "amiya_targets")
  T.options(t, { "blue", "yellow" })
  T.eq(t:pending().max, 2, "up to two opponents on 6")
  t:answer({ "blue", "yellow" })
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "home", "Blue's farthest (p 17) Home")
  T.eq(P.where(t, "cuora"), "@20", "Blue's other token stays")
  T.eq(P.where(t, "exusiai"), "home", "Yellow's farthest is in her lane (p 49)")
  T.eq(P.where(t, "croissant"), "@22", "Yellow's p 48 token stays")
  T.eq(P.where(t, "amiya"), "@21", "Amiya does not move")
  T.eq(P.token(t, "amiya").counter, 1, "counter 1")
  T.eq(t.match:seat(), 2, "a declared 6 is no grace")
end)

T.scenario("Amiya on 6 may choose a single opponent [CH-9.1]", function()
  local t = three()
  t:answer("amiya", { "yellow" })
  t:dice(6)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "home", "Yellow's farthest Home")
  T.eq(P.where(t, "hoshiguma"), "@30", "Blue not chosen")
end)

T.scenario("Amiya on 7 to 11 chooses exactly one opponent [CH-9.1]", function()
  for _, roll in ipairs{ 7, 11 } do
    local t = three()
    t:answer("amiya")
    t:dice(roll)
    T.eq(t:run(), "choice")
    T.options(t, { "blue", "yellow" })
    T.eq(t:pending().max, 1, "one opponent on " .. roll)
    t:answer("blue")
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.where(t, "hoshiguma"), "home", "Blue's farthest Home on " .. roll)
    T.eq(P.where(t, "exusiai"), "L1", "Yellow untouched on " .. roll)
    T.eq(P.where(t, "amiya"), "@21", "Amiya does not move on " .. roll)
    T.eq(P.token(t, "amiya").counter, 1, "counter on " .. roll)
  end
end)

T.scenario("Amiya on 12 chooses one to three opponents [CH-9.1]", function()
  local t = P.match{ players = 4, to_play = "red", red = { amiya = "@21" },
                     blue = { hoshiguma = "@30" }, yellow = { exusiai = "L1" },
                     green = { cuora = "@45", croissant = "@50" } }
  t:answer("amiya")
  t:dice(12)
  T.eq(t:run(), "choice")
  T.options(t, { "blue", "yellow", "green" })
  T.eq(t:pending().max, 3, "up to three on 12")
  t:answer({ "blue", "yellow", "green" })
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "home", "Blue's farthest")
  T.eq(P.where(t, "exusiai"), "home", "Yellow's farthest")
  T.eq(P.where(t, "croissant"), "home", "Green's farthest (p 11)")
  T.eq(P.where(t, "cuora"), "@45", "Green's p 6 token stays")
  T.eq(P.where(t, "amiya"), "@21", "Amiya does not move")
  T.eq(t.match:seat(), 2, "a declared 12 is no grace")
end)

T.scenario("Amiya may choose only opponents with a token on the board, so the maximum shrinks [CH-9.1]", function()
  local t = P.match{ players = 4, to_play = "red", red = { amiya = "@21" },
                     blue = { hoshiguma = "@30", projekt_red = "finish" }, yellow = { exusiai = "L1" },
                     green = { cuora = "home" } }
  t:answer("amiya")
  t:dice(12)
  T.eq(t:run(), "choice")
  T.options(t, { "blue", "yellow" })
  T.eq(t:pending().max, 2, "two opponents have tokens on the board")
  t:answer({ "blue", "yellow" })
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "home", "Blue's farthest on the board; the Finish does not count")
  T.eq(P.where(t, "projekt_red"), "finish", "the finished token is untouched")
end)

T.scenario("Amiya with no opponent token on the board: nothing happens, her counter still rises [CH-9.1, CH-8.2]", function()
  local t = P.match{ players = 2, to_play = "red", red = { amiya = "@21" },
                     yellow = { cuora = "home", croissant = "finish" } }
  t:answer("amiya")
  t:dice(9)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "amiya"), "@21", "Amiya does not move")
  T.eq(P.token(t, "amiya").counter, 1, "counter 1 without a target")
  T.eq(P.where(t, "cuora"), "home")
  T.eq(t.match:seat(), 2, "turn passed")
end)

T.scenario("tied farthest tokens: Amiya's owner chooses which returns Home [CH-9.1, CH-D8]", function()
  local t = P.match{ players = 2, to_play = "red", red = { amiya = "@21" },
                     yellow = { cuora = "@40", croissant = "@40", hoshiguma = "@30" } }
  t:answer("amiya")
  t:dice(8)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "farthest_tie")
  T.eq(t:pending().seat, 1, "Red breaks the tie")
  T.options(t, { "cuora", "croissant" })
  t:answer("croissant")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "croissant"), "home", "the chosen one")
  T.eq(P.where(t, "cuora"), "@40", "the other tied token stays")
  T.eq(P.where(t, "hoshiguma"), "@30")
end)

T.scenario("Amiya's limit is 2: after her second effect she can no longer declare [CH-9.1, CH-8.3, CH-8.1]", function()
  local t = P.match{ players = 2, to_play = "red", red = { amiya = "@21", angelina = "@10" },
                     yellow = { cuora = "@40", croissant = "@45" }, counters = { amiya = 1 } }
  T.eq(t:run(), "choice")
  T.options(t, { "none", "amiya", "angelina" }, "counter 1 is below the limit")
  t:answer("amiya")
  t:dice(8, 3)
  T.eq(t:run{ turns = 2 }, "turn")
  T.eq(P.where(t, "croissant"), "home", "second effect")
  T.eq(P.token(t, "amiya").counter, 2, "counter at the limit")
  T.eq(P.where(t, "cuora"), "@43", "Yellow played")
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "declare")
  T.options(t, { "none", "angelina" }, "Amiya is no longer eligible")
end)

T.scenario("Amiya's counter resets when she returns Home; re-entered, she may declare again [CH-9.1, CH-8.3, CH-6.9]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { amiya = "@20" },
                     yellow = { hoshiguma = "@17" }, counters = { amiya = 2 } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "amiya"), "home", "captured")
  T.eq(P.token(t, "amiya").counter, 0, "counter reset")
  t:dice(6)
  T.eq(t:run(), "choice")
  T.eq(P.where(t, "amiya"), "@0", "entered on the grace")
  T.eq(t:pending().kind, "declare")
  T.options(t, { "none", "amiya" }, "eligible again")
end)

T.scenario("Amiya may declare while held by a blocker and stays held [CH-9.1, CH-8.1, CH-8.6]", function()
  local t = P.match{ players = 2, to_play = "red", red = { amiya = "@19" },
                     yellow = { cuora = "@20", croissant = "L1" }, held = { amiya = "cuora" } }
  T.eq(t:run(), "choice")
  T.options(t, { "none", "amiya" })
  t:answer("amiya")
  t:dice(8)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "croissant"), "home", "Yellow's farthest (lane) Home")
  T.eq(P.where(t, "cuora"), "@20")
  T.eq(P.token(t, "amiya").held_by, "cuora", "still held")
  T.eq(P.token(t, "amiya").counter, 1)
end)
