-- Order of Saint Lazarus (CR-1.7): +1 influence each time you build a church, by Build
-- or by a Saracen reward (CR-8.4); start regions hungary, austria.
local T = require "tabula.test"
local P = require "positions"
local probes = require "probes"

local function builder(order, spec)
  return P.match{ active = 1, order = { order }, knights = { { spec.at or "thuringia" } }, tiles = spec.tiles or { thuringia = false },
                  built = spec.built, tokens = { probes.tokens(3, spec.x) } }
end

local function crusader(order, reward, built)
  return P.match{ active = 1, order = { order }, knights = { { "valencia" } }, enemies = { valencia = { "saracen", reward } },
                  built = built, tokens = { probes.tokens(5, 6) } }
end

T.scenario("Lazarus: a church built by Build gains +1: church I, 1 + 1 (orders/lazarus.lua) [CR-1.7, CR-9.4]", function()
  local t = builder("lazarus", { x = 3 })
  t:answer("resolve:3", "church:thuringia")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.buildings(t, "thuringia"), { "church:1:1" })
  T.eq(P.influence(t, 1), 2)
end)

T.scenario("Lazarus: the +1 comes on top of the level and the region: church II with a Church +1 influence tile, 2 + 1 + 1 (orders/lazarus.lua) [CR-1.7, CR-9.4, CR-1.3]", function()
  local t = builder("lazarus", { x = 4, built = { { church = 1 } }, tiles = { thuringia = "church_influence_1" } })
  t:answer("resolve:3", "church:thuringia")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 4)
end)

T.scenario("Lazarus: a church taken as a Saracen reward gains +1 too: church I in valencia, 1 + 1 (orders/lazarus.lua) [CR-1.7, CR-8.4]", function()
  local t = crusader("lazarus", "church")
  t:answer("resolve:5")
  P.at(t, "reward", { "reward", "influence" })
  T.eq(probes.label(t, "reward"), "build your next church in Valencia for free")
  t:answer("reward")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.buildings(t, "valencia"), { "church:1:1" })
  T.eq(P.influence(t, 1), 2)
end)

T.scenario("Lazarus: no +1 for other buildings: farm I built gains 1 (orders/lazarus.lua) [CR-1.7, CR-9.4]", function()
  local t = builder("lazarus", { x = 2 })
  t:answer("resolve:3", "farm:thuringia")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 1)
end)

T.scenario("Lazarus: no +1 for another building as a reward: castle I in valencia gains 1, and knight 2 is placed there (orders/lazarus.lua) [CR-1.7, CR-8.4, CR-9.5]", function()
  local t = crusader("lazarus", "castle")
  t:answer("resolve:5", "reward")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 1)
  T.eq(P.knight(t, 1, 2), "valencia")
end)

T.scenario("Lazarus: a church reward refused is no church built: 3 influence, no +1 (orders/lazarus.lua) [CR-1.7, CR-8.4]", function()
  local t = crusader("lazarus", "church")
  t:answer("resolve:5", "influence")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.buildings(t, "valencia"), {})
  T.eq(P.influence(t, 1), 3)
end)

T.scenario("Lazarus: with no church left the reward is not offered: 3 influence, no +1 (orders/lazarus.lua) [CR-1.7, CR-8.4]", function()
  local t = crusader("lazarus", "church", { { church = 4 } })
  t:answer("resolve:5")
  T.eq(t:run{ turns = 1 }, "turn", "no reward choice asked")
  T.eq(P.influence(t, 1), 3)
end)

T.scenario("Lazarus: no action gets a power bonus: Muster 2 pays no troop 1, Build 1 no farm I, Crusade 3 reaches no Slav, Move 1 leaves no Slav region (orders/lazarus.lua) [CR-1.7, CR-11, CR-3.4]", function()
  probes.power_only("lazarus")
end)

T.scenario("Lazarus: D2 offers its start regions Hungary and Austria (orders/lazarus.lua) [CR-1.7, CR-2.8]", function()
  probes.keep("lazarus", "Order of Saint Lazarus: +1 influence each time you build a church (start Hungary or Austria)",
              { "austria", "hungary" })
end)

T.scenario("Lazarus: seat 2's Holy Sepulchre placed first in Hungary leaves seat 1's Lazarus only Austria (orders/lazarus.lua) [CR-1.7, CR-2.8]", function()
  probes.after("sepulchre", "hungary", "lazarus", "austria")
end)
