-- Churches (CR-1.5): cost 3, 4, 5, 6; uncovered I and III Influence +1, II Move +1, IV
-- both; church IV at the end: +1 influence per building of yours on the map, the church
-- included (CR-13.3).
local T = require "tabula.test"
local P = require "positions"
local probes = require "probes"

local COST = { 3, 4, 5, 6 }

-- Seat 1 builds its next church in thuringia with the Build half of the upgraded wedge at
-- `pos` (3: Build/Influence, 4: Move/Build), then gives 1 token to the other half.
local function build_then(pos, churches)
  local x = COST[churches + 1]
  local t = P.match{ active = 1, knights = { { "thuringia" } }, tiles = { thuringia = false }, built = { { church = churches } },
                     upgraded = { { pos } }, tokens = { probes.tokens(pos, x + 1) } }
  t:answer("resolve:" .. pos, pos == 3 and ("build=%d,influence=1"):format(x) or ("build=%d,move=1"):format(x), "church:thuringia")
  return t
end

T.scenario("Church I to IV cost 3, 4, 5, 6: built with X = cost, not offered with one less; each gains its level (buildings/church.lua) [CR-1.5, CR-9.1, CR-9.3, CR-9.4]", function()
  probes.levels{ kind = "church", costs = COST }
end)

T.scenario("Church: Rome's printed Church cost -2: church I to IV cost 1, 2, 3, 4 and gain their level; a castle there costs its full 4 (buildings/church.lua) [CR-1.2, CR-9.3, CR-9.4]", function()
  probes.levels{ kind = "church", costs = { 1, 2, 3, 4 }, at = "rome" }
  T.eq(probes.label(probes.build{ at = "rome", x = 4 }, "castle:rome"), "Castle I in Rome (cost 4)")
end)

T.scenario("Church: tiles Church cost -1, Church cost -2, Any building cost -1 lower church III to 4, 3, 4; a Farm cost -2 tile does not (buildings/church.lua) [CR-1.3, CR-9.3]", function()
  probes.tile_costs("church", 2, 5, { { "church_cost_1", 4 }, { "church_cost_2", 3 },
                                    { "any_cost_1", 4 }, { "farm_cost_2", 5 } })
end)

T.scenario("Church: the cost is never below 0: Rome's -2 and a Church cost -2 tile make church I cost 0 (buildings/church.lua) [CR-9.3]", function()
  local t = probes.build{ at = "rome", x = 2, tile = "church_cost_2" }
  T.eq(probes.label(t, "church:rome"), "Church I in Rome (cost 0)")
  T.eq(probes.built(t, "church:rome"), 1)
end)

T.scenario("Church: tiles Church +1 and +2 influence: church II gains 2 + 1 and 2 + 2; a Bank +2 influence tile adds nothing (buildings/church.lua) [CR-1.3, CR-9.4]", function()
  local tiles = { { "church_influence_1", 3 }, { "church_influence_2", 4 },
                  { "bank_influence_2", 2 } }
  for _, case in ipairs(tiles) do
    T.eq(probes.built(probes.build{ x = 4, built = { church = 1 }, tile = case[1] }, "church:thuringia"), case[2], T.show(case[1]))
  end
end)

T.scenario("Church I's Influence +1 is active at once: the Influence half after it gains 1 + 1 (buildings/church.lua) [CR-1.5, CR-10, CR-11]", function()
  local t = build_then(3, 0)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 1 + 2, "church I, then Influence 1 + 1")
end)

T.scenario("Church II's Move +1 is active at once: the Move half after it has 2 MP (buildings/church.lua) [CR-1.5, CR-6.1, CR-11]", function()
  local t = build_then(4, 1)
  P.at(t, "step")
  T.eq(t:pending().prompt, "Move: 2 MP left; which step?")
end)

T.scenario("Church III's Influence +1 adds to church I's: the Influence half gains 1 + 2 (buildings/church.lua) [CR-1.5, CR-10, CR-11]", function()
  local t = build_then(3, 2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 3 + 3, "church III, then Influence 1 + 2")
end)

T.scenario("Church IV gives Influence +1 and Move +1 on top of I-III: Influence 1 + 3, Move 1 + 2 (buildings/church.lua) [CR-1.5, CR-6.1, CR-10, CR-11]", function()
  local t = build_then(3, 3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 4 + 4, "church IV, then Influence 1 + 3")
  local u = build_then(4, 3)
  P.at(u, "step")
  T.eq(u:pending().prompt, "Move: 3 MP left; which step?")
end)

T.scenario("Church IV at the end: +1 per building of yours on the map, the church included, not the other player's (buildings/church.lua) [CR-13.3, CR-12.2]", function()
  local t = probes.final_build{ kind = "church", x = 6, built = { church = 3, castle = 1, farm = 1 }, buildings = {
    { seat = 2, kind = "church", level = 1, at = "jutland" }, { seat = 2, kind = "church", level = 2, at = "holstein" },
    { seat = 2, kind = "church", level = 3, at = "saxony" }, { seat = 2, kind = "castle", level = 1, at = "brandenburg" },
    { seat = 2, kind = "farm", level = 1, at = "thuringia" }, { seat = 1, kind = "bank", level = 1, at = "champagne" } } }
  T.eq(P.buildings(t, "lorraine"), { "church:4:2" })
  T.eq(t.result.scores, { 0, 4 + 6 }, "church IV's 4, then 6 buildings")
end)

T.scenario("Church III built in the last turn: no end-game bonus (buildings/church.lua) [CR-13.3]", function()
  local t = probes.final_build{ kind = "church", x = 5, built = { church = 2 }, supply = 3, buildings = {
    { seat = 2, kind = "church", level = 1, at = "jutland" }, { seat = 2, kind = "church", level = 2, at = "holstein" } } }
  T.eq(t.result.scores, { 0, 3 })
end)
