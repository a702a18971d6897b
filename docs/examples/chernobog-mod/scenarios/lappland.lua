-- The mod's 17th operator, Lappland [CHM-2] (skills/lappland.lua of this mod): MANUAL x2,
-- only from the main track; 1-6 a normal move; 7-9 opponents 1-2 ahead are displaced 3
-- back; 10-12 opponents 1-3 ahead are displaced 4 back.
local T = require "tabula.test"
local P = require "positions"
local operators = require "operators"

T.scenario("Lappland joins the roster as a 17th operator in a faction of her own [CHM-2, CH-1.2]", function()
  T.eq(#operators.list, 17, "16 + Lappland")
  local lappland = operators.get("lappland")
  T.eq(lappland.faction, "siracusa")
  T.eq(lappland.manual.limit, 2)
  T.eq(operators.of_faction("siracusa"), { "lappland" })
  T.eq(operators.factions(), { "rhodes_island", "penguin_logistics", "lungmen", "reunion" },
       "a faction of one is not offered")
  T.eq(operators.list[17].id, "lappland", "roster order: the four factions first, then the others")
end)

T.scenario("the draft offers Lappland among seventeen; once picked she is gone [CHM-2, CH-3.3]", function()
  local t = T.match{ seats = 2, options = { first_player = "red" } }
  t:dice(9, 4)                            -- draft round 1: Red rolls 9, Yellow 4
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "draft_pick")
  T.eq(t:pending().seat, 1)
  T.eq(#t:pending().options, 17, "seventeen operators")
  local offered = false
  for _, id in ipairs(t:pending().options) do offered = offered or id == "lappland" end
  T.truthy(offered, "Lappland is offered")
  t:answer("lappland")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2)
  T.eq(#t:pending().options, 16, "sixteen left")
  for _, id in ipairs(t:pending().options) do T.ne(id, "lappland", "no longer offered") end
  T.eq(t.match.state.tokens.lappland.seat, 1, "Red has her")
end)

T.scenario("faction selection is unchanged: the four factions, not siracusa [CHM-2, CH-3.3]", function()
  local t = T.match{ seats = 2, options = { first_player = "red", selection = "faction" } }
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "faction")
  T.options(t, { "rhodes_island", "penguin_logistics", "lungmen", "reunion" })
end)

T.scenario("Lappland on 1-6 makes a normal move [CHM-2, CH-8.2]", function()
  local t = P.match{ players = 2, to_play = "red", red = { lappland = "@24" }, yellow = { sora = "@25" } }
  t:answer("lappland")
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "lappland"), "@27", "moved 3")
  T.eq(P.token(t, "lappland").counter, 0, "no effect on 1-6")
  T.eq(P.where(t, "sora"), "@25", "passed over, not moved")
end)

T.scenario("Lappland on 7-9 knocks opponents 1-2 ahead 3 back; 3 ahead is out of reach [CHM-2, CH-6.8]", function()
  local t = P.match{ players = 2, to_play = "red", red = { lappland = "@24", texas = "@30" },
                     yellow = { sora = "@25", angelina = "@26", amiya = "@27" } }
  t:answer("lappland")
  t:dice(8)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "angelina"), "@23", "2 ahead -> 1 behind")
  T.eq(P.where(t, "sora"), "@22", "1 ahead -> 2 behind")
  T.eq(P.where(t, "amiya"), "@27", "3 ahead: out of reach on 7-9")
  T.eq(P.where(t, "lappland"), "@24", "Lappland does not move")
  T.eq(P.token(t, "lappland").counter, 1)
end)

T.scenario("Lappland on 10-12 knocks opponents 1-3 ahead 4 back, farthest first; they capture where they land; her side stays; no grace [CHM-2, CH-6.8, CH-6.7, CH-8.5]", function()
  local t = P.match{ players = 2, to_play = "red", red = { lappland = "@24", sora = "@26", texas = "@23" },
                     yellow = { angelina = "@25", amiya = "@27" } }
  t:answer("lappland")
  t:dice(12)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "amiya"), "@23", "3 ahead -> 1 behind")
  T.eq(P.where(t, "texas"), "home", "Red Texas captured by the knocked-back Amiya")
  T.eq(P.where(t, "angelina"), "@21", "1 ahead -> 3 behind")
  T.eq(P.where(t, "sora"), "@26", "her own side is never moved")
  T.eq(P.token(t, "lappland").counter, 1)
  T.eq(t.match:seat(), 2, "a declared 12 is no grace: Yellow's turn")
end)

T.scenario("a token Lappland knocks back onto a rooftop returns Home [CHM-2, CH-6.8, CH-7.3]", function()
  local t = P.match{ players = 2, to_play = "red", red = { lappland = "@20" }, yellow = { sora = "@21" } }
  t:answer("lappland")
  t:dice(7)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "sora"), "home", "21 - 3 = 18, a rooftop")
end)

T.scenario("Lappland with no opponent in reach: nothing moves, her counter still rises [CHM-2, CH-8.2]", function()
  local t = P.match{ players = 2, to_play = "red", red = { lappland = "@24" }, yellow = { amiya = "@28" } }
  t:answer("lappland")
  t:dice(11)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "amiya"), "@28", "4 ahead")
  T.eq(P.token(t, "lappland").counter, 1)
end)

T.scenario("Lappland may declare only on the main track and below her limit of 2 [CHM-2, CH-8.1, CH-8.3]", function()
  local lane = P.match{ players = 2, to_play = "red", red = { lappland = "L2", texas = "@10" },
                        yellow = { amiya = "@40" } }
  T.eq(lane:run(), "choice")
  T.eq(lane:pending().kind, "declare")
  T.options(lane, { "none", "texas" }, "in her lane she may not declare")
  local spent = P.match{ players = 2, to_play = "red", red = { lappland = "@24", texas = "@10" },
                         yellow = { amiya = "@40" }, counters = { lappland = 2 } }
  T.eq(spent:run(), "choice")
  T.options(spent, { "none", "texas" }, "counter 2 of 2")
  local ready = P.match{ players = 2, to_play = "red", red = { lappland = "@24", texas = "@10" },
                         yellow = { amiya = "@40" }, counters = { lappland = 1 } }
  T.eq(ready:run(), "choice")
  T.options(ready, { "none", "texas", "lappland" }, "on the track, counter 1 of 2")
end)
