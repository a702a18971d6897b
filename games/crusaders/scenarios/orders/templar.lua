-- Knights Templar (CR-1.7): Build power +1; start regions champagne, lombardy.
local T = require "tabula.test"
local P = require "positions"
local probes = require "probes"

local function builder(order, x)
  return P.match{ active = 1, order = { order }, knights = { { "thuringia" } }, tiles = { thuringia = false },
                  tokens = { probes.tokens(3, x) } }
end

T.scenario("Templar: Build power +1 lets a cost-3 church be built with X = 2 (orders/templar.lua) [CR-1.7, CR-9.3, CR-11]", function()
  local t = builder("templar", 2)
  t:answer("resolve:3")
  P.at(t, "build", { "church:thuringia", "farm:thuringia", "bank:thuringia" })
  T.eq(t:pending().prompt, "Build (power 3): which building where?")
  t:answer("church:thuringia")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.buildings(t, "thuringia"), { "church:1:1" })
  T.eq(P.influence(t, 1), 1, "church I: its level, nothing more")
end)

T.scenario("Templar: without the order the same X = 2 builds no church (orders/templar.lua) [CR-1.7, CR-9.3]", function()
  local t = builder(false, 2)
  t:answer("resolve:3")
  P.at(t, "build", { "farm:thuringia", "bank:thuringia" })
end)

T.scenario("Templar: Build power +1 makes a Build with X = 1 performable: farm I (cost 2) (orders/templar.lua) [CR-1.7, CR-3.3, CR-3.4, CR-9.3]", function()
  local t = probes.only_with("templar", { knights = { { "thuringia" } }, tiles = { thuringia = false },
                                          tokens = { probes.tokens(3, 1) } }, "resolve:3")
  t:answer("resolve:3")
  P.at(t, "build", { "farm:thuringia", "bank:thuringia" })
  t:answer("bank:thuringia")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.buildings(t, "thuringia"), { "bank:1:1" })
end)

T.scenario("Templar: the +1 adds to the banks' Build bonuses: banks I-III built, X = 1 gives power 5, enough for bank IV (orders/templar.lua) [CR-1.7, CR-9.3, CR-11]", function()
  local t = P.match{ active = 1, order = { "templar" }, knights = { { "thuringia" } }, tiles = { thuringia = false },
                     built = { { bank = 3 } }, tokens = { probes.tokens(3, 1) } }
  t:answer("resolve:3")
  P.at(t, "build", { "castle:thuringia", "church:thuringia", "farm:thuringia", "bank:thuringia" })
  T.eq(t:pending().prompt, "Build (power 5): which building where?", "1 + 3 banks + 1 Templar")
  t:answer("bank:thuringia")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.buildings(t, "thuringia"), { "bank:4:1" })
end)

T.scenario("Templar: no other action gets a bonus: Muster 2 pays no troop 1, Crusade 3 reaches no Slav, Move 1 leaves no Slav region (orders/templar.lua) [CR-1.7, CR-11, CR-3.4]", function()
  probes.power_only("templar", "build")
end)

T.scenario("Templar: D2 offers its start regions Champagne and Lombardy (orders/templar.lua) [CR-1.7, CR-2.8]", function()
  probes.keep("templar", "Knights Templar: Build power +1 (start Champagne or Lombardy)",
              { "lombardy", "champagne" })
end)

T.scenario("Templar: seat 2 places first (reverse turn order): its Alcántara in Champagne leaves seat 1's Templar only Lombardy (orders/templar.lua) [CR-1.7, CR-2.8]", function()
  probes.after("alcantara", "champagne", "templar", "lombardy")
end)

T.scenario("Templar: both start regions taken: knight 1 goes on any free start region of CR-1.7 (orders/templar.lua) (base pool) [CR-1.7, CR-2.8]", function()
  probes.base_pool()
  local t = probes.dealt{ { "templar", "hospitaller" }, { "calatrava", "teutonic" }, { "alcantara", "lazarus" } }
  t:answer("alcantara", "champagne", "calatrava", "lombardy", "templar")
  P.at(t, "start", { "holstein", "brandenburg", "thuringia", "masovia", "bohemia", "burgundy", "austria",
                     "hungary", "provence", "venice", "rome" })
  t:answer("venice")
  P.at(t, "turn")
  T.eq(P.knight(t, 1, 1), "venice")
end)
