-- CRM-2: the Order of Mountjoy, an eleventh knight order (README.md): +1 influence each
-- time you defeat an enemy token (the hook `defeated`); start regions lorraine, bavaria.
local T = require "tabula.test"
local P = require "positions"
local catalog = require "catalog"
local probes = require "probes"

T.scenario("Mountjoy is the eleventh order: CR-1.7's ten in their order, then the mod's [CRM-2, CR-1.7, CR-16.1]", function()
  T.eq(catalog.order_list(), { "templar", "hospitaller", "teutonic", "sword_brothers", "santiago", "calatrava",
                               "alcantara", "lazarus", "sepulchre", "montesa", "mountjoy" })
  T.eq(catalog.orders.mountjoy.file, "mods/crusaders-mod/orders/mountjoy.lua")
end)

T.scenario("Mountjoy: a Prussian defeated brings its strength + 1 [CRM-2, CR-8.4]", function()
  local t = P.match{ active = 1, order = { "mountjoy" }, knights = { { "pomesania" } }, enemies = { pomesania = "prussian" },
                     tokens = { probes.tokens(5, 5) } }
  t:answer("resolve:5")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 5 + 1)
  T.eq(t.match.state.supply, 150 - 6)
end)

T.scenario("Mountjoy: a Slav defeated by the Crusade half of an upgraded wedge brings 4 + 1 [CRM-2, CR-8.4, CR-11]", function()
  local t = P.match{ active = 1, order = { "mountjoy" }, knights = { { "lutizia" } }, enemies = { lutizia = "slav" },
                     upgraded = { { 2 } }, tokens = { probes.tokens(2, 4) } }
  t:answer("resolve:2", "crusade=4")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 4 + 1)
end)

T.scenario("Mountjoy: a Saracen defeated brings its reward and 1 more: farm I in valencia 1 + 1; refused, 3 + 1 [CRM-2, CR-8.4]", function()
  for _, case in ipairs{ { "reward", 2 }, { "influence", 4 } } do
    local answer, gain = case[1], case[2]
    local t = P.match{ active = 1, order = { "mountjoy" }, knights = { { "valencia" } }, enemies = { valencia = { "saracen", "farm" } },
                       tokens = { probes.tokens(5, 6) } }
    t:answer("resolve:5", answer)
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.influence(t, 1), gain, answer)
  end
end)

T.scenario("Mountjoy: no +1 for other gains: a building, Influence, an upgrade [CRM-2, CR-9.4, CR-10, CR-5.3]", function()
  local t = P.match{ active = 1, order = { "mountjoy" }, knights = { { "thuringia" } }, tiles = { thuringia = false } }
  t:answer("resolve:3", "farm:thuringia", "upgrade:1", "nothing", "resolve:6", "upgrade:2", "nothing", "upgrade:1", "nothing")
  T.eq(t:run{ turns = 5 }, "turn")
  T.eq(P.influence(t, 1), 1 + 2)
end)

T.scenario("Mountjoy: no power bonus: Crusade 4 cannot reach a Prussian (5) [CRM-2, CR-8.2, CR-3.4]", function()
  local t = P.match{ active = 1, order = { "mountjoy" }, knights = { { "pomesania" } }, enemies = { pomesania = "prussian" },
                     tokens = { probes.tokens(5, 4) } }
  T.falsy(probes.turn_offers(t, "resolve:5"))
end)

T.scenario("Mountjoy: D1 offers it with its text, D2 its start regions Lorraine and Bavaria [CRM-2, CR-1.7, CR-2.8]", function()
  probes.keep("mountjoy", "Order of Mountjoy: +1 influence each time you defeat an enemy token (start Lorraine or Bavaria)",
              { "lorraine", "bavaria" })
end)

T.scenario("Mountjoy is dealt like the ten: seed 4, two seats: seat 2 is dealt Hospitaller and Mountjoy, keeps Mountjoy first [CRM-2, CR-16.1, CR-2.7, CR-2.8]", function()
  local t = T.match{ seed = 4, seats = 2 }
  T.eq(t.match.state.dealt, { { "calatrava", "montesa" }, { "hospitaller", "mountjoy" } })
  t:answer("mountjoy")
  P.at(t, "start", { "lorraine", "bavaria" })
  t:answer("bavaria", "calatrava", "provence")
  P.at(t, "turn")
  T.eq(t.match.state.order, { "calatrava", "mountjoy" })
  T.eq(P.knight(t, 2, 1), "bavaria")
end)

T.scenario("Five seats deal 10 of the 11 orders: seeds 1-12 leave one out each time, and every order is dealt in some seed [CRM-2, CR-2.7, CR-16.1]", function()
  local dealt_somewhere = {}
  for seed = 1, 12 do
    local seen, n = {}, 0
    for _, pair in ipairs(T.match{ seed = seed, seats = 5 }.match.state.dealt) do
      for _, id in ipairs(pair) do
        T.falsy(seen[id], "dealt twice: " .. id)
        seen[id], n, dealt_somewhere[id] = true, n + 1, true
      end
    end
    T.eq(n, 10)
  end
  for _, id in ipairs(catalog.order_list()) do T.truthy(dealt_somewhere[id], id) end
  T.truthy(dealt_somewhere.mountjoy)
end)

T.scenario("Mountjoy's start regions join the game's start regions: without knight orders D2 offers 15 [CRM-2, CR-1.7, CR-2.8]", function()
  local t = T.match{ seats = 2, options = { knight_orders = false } }
  P.at(t, "start", { "holstein", "brandenburg", "lorraine", "thuringia", "masovia", "champagne", "bohemia", "burgundy",
                     "bavaria", "austria", "hungary", "provence", "lombardy", "venice", "rome" })
end)
