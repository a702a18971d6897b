-- CRH-1: the Order of Saint George (README.md): +1 influence each time you muster a
-- troop, by Muster or a Saracen reward: a hook on the moment "mustered".
local T = require "tabula.test"
local P = require "positions"
local effects = require "tabula.effects"
local probes = require "probes"

-- Seat 1 with Saint George and `x` tokens on the muster wedge (p2), `troops` mustered.
local function muster(x, troops)
  return P.match{ active = 1, order = { "saint_george" }, troops = { troops }, tokens = { probes.tokens(2, x) } }
end

T.scenario("keeping Saint George registers one trigger, on seat 1's moment 'mustered' [CRH-1, CR-1.7]", function()
  local t = muster(3, 0)
  local hooked = {}
  for _, e in ipairs(effects.list(t.match)) do
    if e.source == "saint_george" then hooked[#hooked + 1] = { e.kind, e.event, e.seat, e.name } end
  end
  T.eq(hooked, { { "trigger", "mustered", 1, "the mustered hook of mods/crusaders-hooks/orders/saint_george.lua" } })
end)

T.scenario("Saint George: Muster turns troop 1 for its 1 influence, and the order adds 1 [CRH-1, CR-7.2, CR-1.5]", function()
  local t = muster(3, 0)
  t:answer("resolve:2")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 1 + 1)
  T.eq(t.match.state.supply, 150 - 2)
end)

T.scenario("Saint George: troop 3 brings its 2 and 1 more [CRH-1, CR-7.2, CR-1.5]", function()
  local t = muster(5, 2)
  t:answer("resolve:2")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 2 + 1)
end)

T.scenario("Saint George: the Muster share of an upgraded Influence wedge musters too: 2 + 1 + 1 [CRH-1, CR-3.2, CR-7.2, CR-10]", function()
  local t = P.match{ active = 1, order = { "saint_george" }, upgraded = { { 6 } }, tokens = { probes.tokens(6, 5) } }
  t:answer("resolve:6", "muster=3,influence=2")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 2 + 1 + 1)
end)

T.scenario("Saint George: a Saracen's troop reward is a troop mustered: 1 + 1; refused, 3 alone [CRH-1, CR-8.4]", function()
  for _, case in ipairs{ { "reward", 2 }, { "influence", 3 } } do
    local t = P.match{ active = 1, order = { "saint_george" }, knights = { { "sicily" } },
                       enemies = { sicily = { "saracen", "troop" } }, tokens = { probes.tokens(5, 6) } }
    t:answer("resolve:5", case[1])
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.influence(t, 1), case[2], case[1])
  end
end)

T.scenario("Saint George: nothing for other gains: a farm built, Influence, an upgrade [CRH-1, CR-9.4, CR-10, CR-5.3]", function()
  local t = P.match{ active = 1, order = { "saint_george" }, knights = { { "thuringia" } }, tiles = { thuringia = false } }
  t:answer("resolve:3", "farm:thuringia", "upgrade:1", "nothing", "resolve:6", "upgrade:2", "nothing", "upgrade:1", "nothing")
  T.eq(t:run{ turns = 5 }, "turn")
  T.eq(P.influence(t, 1), 1 + 2)
end)

T.scenario("Saint George counts its holder's troops only: seat 2 musters for 1, seat 1 gains nothing [CRH-1, CR-7.2]", function()
  local t = P.match{ active = 2, order = { "saint_george" }, tokens = { nil, probes.tokens(2, 3) } }
  t:answer("resolve:2")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq({ P.influence(t, 1), P.influence(t, 2) }, { 0, 1 })
end)

T.scenario("Saint George: D1 offers it with its text, D2 its start regions Bohemia and Austria [CRH-1, CR-1.7, CR-2.8]", function()
  probes.keep("saint_george", "Order of Saint George: +1 influence each time you muster a troop (start Bohemia or Austria)",
              { "bohemia", "austria" })
end)
