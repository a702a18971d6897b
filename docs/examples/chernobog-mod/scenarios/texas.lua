-- The mod's Texas [CHM-1] (skills/texas.lua of this mod): MANUAL x3; 1-6 a normal move;
-- 7-12 any main-track token pushed 1-3 squares forward. These pass only with the mod
-- layered over the game; the original Texas (CH-9.6) would fail them.
local T = require "tabula.test"
local P = require "positions"
local operators = require "operators"

T.scenario("the mod's texas.lua replaces the game's: one Texas, limit 3 [CHM-1]", function()
  local texas = operators.get("texas")
  T.eq(texas.manual.limit, 3, "limit 3 (the original: 2)")
  T.eq(texas.manual.no_effect, 6)
  T.truthy(texas.summary:find("(mod)", 1, true), "the mod's summary")
  local n = 0
  for _, op in ipairs(operators.list) do
    if op.id == "texas" then n = n + 1 end
  end
  T.eq(n, 1, "replaced, not added")
  T.eq(operators.of_faction("penguin_logistics"), { "croissant", "exusiai", "sora", "texas" }, "her faction keeps four")
end)

T.scenario("Texas on 1-6 makes a normal move; the declared 6 is no grace [CHM-1, CH-8.2]", function()
  local t = P.match{ players = 2, to_play = "red", red = { texas = "@21" }, yellow = { cuora = "@40" } }
  t:answer("texas")
  t:dice(6)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "texas"), "@27", "moved 6")
  T.eq(P.token(t, "texas").counter, 0, "no effect on 1-6")
  T.eq(P.where(t, "cuora"), "@40")
  T.eq(t.match:seat(), 2, "the turn ended")
end)

T.scenario("Texas on 7-12 offers main-track tokens, then only +1, +2, +3 [CHM-1, CH-6.8]", function()
  local t = P.match{ players = 3, to_play = "red", red = { texas = "@21", cuora = "L2" },
                     blue = { hoshiguma = "@29" }, yellow = { projekt_red = "@40", exusiai = "L1" } }
  t:answer("texas")
  t:dice(7)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "texas_token")
  T.options(t, { "texas", "hoshiguma", "projekt_red" }, "main-track tokens only, Texas included")
  t:answer("hoshiguma")
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "texas_shift")
  T.options(t, { "+1", "+2", "+3" }, "forward 1-3 only: no -1..-6, no +4..+6 (the original offers twelve)")
  t:answer("+3")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@32", "pushed 3 forward")
  T.eq(P.where(t, "texas"), "@21", "Texas does not move")
  T.eq(P.token(t, "texas").counter, 1)
end)

T.scenario("Texas on 12 pushes a token forward onto an opponent, who is captured; no grace [CHM-1, CH-6.8, CH-6.7]", function()
  local t = P.match{ players = 3, to_play = "red", red = { texas = "@21", sora = "@33" },
                     blue = { hoshiguma = "@30" }, yellow = { projekt_red = "@40" } }
  t:answer("texas", "hoshiguma", "+3")
  t:dice(12)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@33", "pushed 3 forward")
  T.eq(P.where(t, "sora"), "home", "Red Sora captured by the pushed token")
  T.eq(t.match:seat(), 2, "a declared 12 is no grace")
end)

T.scenario("Texas may push herself forward; a displacement never jumps [CHM-1, CH-6.8]", function()
  local t = P.match{ players = 2, to_play = "red", red = { texas = "@21" }, yellow = { cuora = "@40" } }
  t:answer("texas", "texas", "+3")
  t:dice(9)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "texas"), "@24", "24 is Red, but no jump after a displacement")
  T.eq(P.token(t, "texas").counter, 1)
end)

T.scenario("Texas declares a third time (the original stops at two), then no more [CHM-1, CH-8.3]", function()
  local t = P.match{ players = 2, to_play = "red", red = { texas = "@21", sora = "@2" },
                     yellow = { cuora = "@40" }, counters = { texas = 2 } }
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "declare")
  T.options(t, { "none", "texas", "sora" }, "counter 2 of 3: still eligible")
  t:answer("texas", "cuora", "+1")
  t:dice(10)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@41")
  T.eq(P.token(t, "texas").counter, 3, "third effect")
  t:dice(2)                               -- Yellow's turn: Cuora (no MANUAL skill) moves 2
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match:seat(), 1, "Red again")
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "declare")
  T.options(t, { "none", "sora" }, "counter 3 of 3: Texas may not declare")
end)

T.scenario("Texas with no token on the main track: nothing moves, her counter still rises [CHM-1, CH-8.2]", function()
  local t = P.match{ players = 2, to_play = "red", red = { texas = "L2" }, yellow = { cuora = "L1" } }
  t:answer("texas")
  t:dice(11)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "texas"), "L2")
  T.eq(P.where(t, "cuora"), "L1")
  T.eq(P.token(t, "texas").counter, 1)
end)
