-- Castles (CR-1.5): cost 4, 5, 6, 7; each uncovered space Crusade +1, I and III unlock
-- knights 2 and 3, II and IV Move +1; castle IV at the end: +1 influence per enemy token
-- in your play area (CR-13.3).
local T = require "tabula.test"
local P = require "positions"
local probes = require "probes"

local COST = { 4, 5, 6, 7 }

T.scenario("Castle I to IV cost 4, 5, 6, 7: built with X = cost, not offered with one less; each gains its level (buildings/castle.lua) [CR-1.5, CR-9.1, CR-9.3, CR-9.4]", function()
  probes.levels{ kind = "castle", costs = COST }
end)

T.scenario("Castle: Saxony's printed Castle cost -1: castle I to IV cost 3 (WE-3), 4, 5, 6 and gain their level; a church there costs its full 3 (buildings/castle.lua) [CR-1.2, CR-9.3, CR-9.4]", function()
  probes.levels{ kind = "castle", costs = { 3, 4, 5, 6 }, at = "saxony" }
  T.eq(probes.label(probes.build{ at = "saxony", x = 3 }, "church:saxony"), "Church I in Saxony (cost 3)")
end)

T.scenario("Castle: tiles Castle cost -1, Castle cost -2 and Any building cost -1 lower castle II to 4, 3, 4; a Church cost -2 tile does not (buildings/castle.lua) [CR-1.3, CR-9.3]", function()
  probes.tile_costs("castle", 1, 5, { { "castle_cost_1", 4 }, { "castle_cost_2", 3 },
                                    { "any_cost_1", 4 }, { "church_cost_2", 5 } })
end)

T.scenario("Castle: Hungary's printed Castle +2 influence: castle I to IV at full cost gain their level + 2; a farm there gains 1 (buildings/castle.lua) [CR-1.2, CR-9.3, CR-9.4]", function()
  probes.levels{ kind = "castle", costs = COST, at = "hungary", extra = 2 }
  T.eq(probes.built(probes.build{ at = "hungary", x = 4 }, "farm:hungary"), 1)
end)

T.scenario("Castle I unlocks knight 2 in the region just built on, at once: it steps in the same wedge's Move half (buildings/castle.lua) [CR-1.5, CR-9.5, CR-11]", function()
  local t = P.match{ active = 1, knights = { { "thuringia" } }, tiles = { thuringia = false }, upgraded = { { 4 } },
                     tokens = { probes.tokens(4, 5) } }
  t:answer("resolve:4", "build=4,move=1", "castle:thuringia")
  P.at(t, "step")
  T.eq(P.knight(t, 1, 2), "thuringia")
  T.truthy(probes.offers(t, "k2:bohemia"), "knight 2 may step")
  t:answer("k2:bohemia")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.knight(t, 1, 2), "bohemia")
  T.eq(P.knight(t, 1, 1), "thuringia")
end)

T.scenario("Castle III unlocks knight 3 in the region just built on, where knight 2 stands (buildings/castle.lua) [CR-1.5, CR-9.5]", function()
  local t = P.match{ active = 1, knights = { { "thuringia", "bavaria" } }, tiles = { bavaria = false }, built = { { castle = 2 } },
                     tokens = { probes.tokens(3, 6) } }
  t:answer("resolve:3", "castle:bavaria")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.knight(t, 1, 3), "bavaria")
  T.eq(P.buildings(t, "bavaria"), { "castle:3:1" })
end)

T.scenario("Castle II's Move +1 is active at once: built by the Build half, the Move half has 1 + 1 MP (buildings/castle.lua) [CR-1.5, CR-6.1, CR-11]", function()
  local t = P.match{ active = 1, knights = { { "thuringia", "thuringia" } }, tiles = { thuringia = false }, built = { { castle = 1 } },
                     upgraded = { { 4 } }, tokens = { probes.tokens(4, 6) } }
  t:answer("resolve:4", "build=5,move=1", "castle:thuringia")
  P.at(t, "step")
  T.eq(t:pending().prompt, "Move: 2 MP left; which step?")
end)

T.scenario("Castle IV's Move +1 adds to castle II's: the Move half has 1 + 2 MP (buildings/castle.lua) [CR-1.5, CR-6.1, CR-11]", function()
  local t = P.match{ active = 1, knights = { { "thuringia", "thuringia", "thuringia" } }, tiles = { thuringia = false },
                     built = { { castle = 3 } }, upgraded = { { 4 } }, tokens = { probes.tokens(4, 8) } }
  t:answer("resolve:4", "build=7,move=1", "castle:thuringia")
  P.at(t, "step")
  T.eq(t:pending().prompt, "Move: 3 MP left; which step?")
end)

T.scenario("Castle: each built castle adds Crusade +1: four castles make Crusade 1 a power 5 against a Prussian, three do not (buildings/castle.lua) [CR-1.5, CR-8.2, CR-3.4]", function()
  local function crusader(castles)
    return P.match{ active = 1, knights = { { "pomesania" } }, enemies = { pomesania = "prussian" },
                    built = { { castle = castles } }, tokens = { probes.tokens(5, 1) } }
  end
  T.falsy(probes.turn_offers(crusader(3), "resolve:5"))
  local t = crusader(4)
  t:answer("resolve:5")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.enemy(t, "pomesania"), nil)
  T.eq(P.influence(t, 1), 5)
end)

T.scenario("Castle IV at the end: +1 per enemy token in the play area, every type; built in the last turn, it counts (buildings/castle.lua) [CR-13.3, CR-13.2, CR-12.2]", function()
  local t = probes.final_build{ kind = "castle", x = 7, built = { castle = 3 },
                                conquered = { { prussian = 1 }, { prussian = 2, slav = 1, saracen = 1 } } }
  T.eq(t.result.scores, { 2, 4 + 5 + 5 + 5 + 4 }, "seat 2: castle IV's 4, three majorities, 4 tokens")
end)

T.scenario("Castle III built in the last turn: no end-game bonus (buildings/castle.lua) [CR-13.3]", function()
  local t = probes.final_build{ kind = "castle", x = 6, built = { castle = 2 }, supply = 3,
                                conquered = { { prussian = 1 }, { prussian = 2, slav = 1, saracen = 1 } } }
  T.eq(t.result.scores, { 2, 3 + 5 + 5 + 5 })
end)
