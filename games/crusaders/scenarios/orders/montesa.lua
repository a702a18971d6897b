-- Order of Montesa (CR-1.7): Move power +1; start regions thuringia, bohemia.
local T = require "tabula.test"
local P = require "positions"
local probes = require "probes"

T.scenario("Montesa: Move power +1: Move 1 takes two steps, thuringia -> saxony -> jutland (orders/montesa.lua) [CR-1.7, CR-6.1, CR-6.4]", function()
  local t = P.match{ active = 1, order = { "montesa" }, knights = { { "thuringia" } }, tokens = { probes.tokens(1, 1) } }
  t:answer("resolve:1")
  P.at(t, "step")
  T.eq(probes.label(t, "k1:saxony"), "knight 1 Thuringia -> Saxony (1 MP, 1 left)")
  t:answer("k1:saxony")
  P.at(t, "step", { "k1:jutland", "k1:holstein", "k1:brandenburg", "k1:lorraine", "k1:thuringia", "stop" })
  T.eq(t:pending().prompt, "Move: 1 MP left; which step?")
  t:answer("k1:jutland")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.knight(t, 1, 1), "jutland")
end)

T.scenario("Montesa: Move 1 out of an enemy region (cost 2) is performable only with the order (orders/montesa.lua) [CR-1.7, CR-6.1, CR-6.2, CR-3.4]", function()
  local t = probes.only_with("montesa", { knights = { { "lutizia" } }, enemies = { lutizia = "slav" },
                                          tokens = { probes.tokens(1, 1) } }, "resolve:1")
  t:answer("resolve:1")
  P.at(t, "step")
  T.eq(probes.label(t, "k1:masovia"), "knight 1 Lutizia -> Masovia (2 MP, 0 left)")
end)

T.scenario("Montesa: the +1 adds to the Move bonuses of castle II and church II: Move 1 has 4 MP (orders/montesa.lua) [CR-1.7, CR-6.1, CR-11]", function()
  local t = P.match{ active = 1, order = { "montesa" }, knights = { { "thuringia" } }, built = { { castle = 2, church = 2 } },
                     tokens = { probes.tokens(1, 1) } }
  t:answer("resolve:1")
  P.at(t, "step")
  T.eq(t:pending().prompt, "Move: 4 MP left; which step?")
end)

T.scenario("Montesa: a Move share of 0 tokens is not resolved: no step from the +1 alone (orders/montesa.lua) [CR-1.7, CR-3.2]", function()
  local t = P.match{ active = 1, order = { "montesa" }, knights = { { "pomesania" } }, enemies = { pomesania = "prussian" },
                     upgraded = { { 5 } }, tokens = { probes.tokens(5, 5) } }
  t:answer("resolve:5", "crusade=5")
  T.eq(t:run{ turns = 1 }, "turn", "the Crusade, then the turn passes: no step asked")
  T.eq(P.knight(t, 1, 1), "pomesania")
  T.eq(P.enemy(t, "pomesania"), nil)
end)

T.scenario("Montesa: no other action gets a bonus: Muster 2 pays no troop 1, Build 1 no farm I, Crusade 3 reaches no Slav (orders/montesa.lua) [CR-1.7, CR-11, CR-3.4]", function()
  probes.power_only("montesa", "move")
end)

T.scenario("Montesa: D2 offers its start regions Thuringia and Bohemia (orders/montesa.lua) [CR-1.7, CR-2.8]", function()
  probes.keep("montesa", "Order of Montesa: Move power +1 (start Thuringia or Bohemia)",
              { "bohemia", "thuringia" })
end)

T.scenario("Montesa: a knight of Montesa in Thuringia is kept out of a later fallback: seat 1's Templar, both regions taken, may not go there (orders/montesa.lua) (base pool) [CR-1.7, CR-2.8]", function()
  probes.base_pool()
  local t = probes.dealt{ { "templar", "hospitaller" }, { "calatrava", "teutonic" }, { "alcantara", "lazarus" },
                          { "montesa", "santiago" } }
  t:answer("montesa", "thuringia", "alcantara", "champagne", "calatrava", "lombardy", "templar")
  P.at(t, "start", { "holstein", "brandenburg", "masovia", "bohemia", "burgundy", "austria", "hungary",
                     "provence", "venice", "rome" })
end)
