-- Order of Alcántara (CR-1.7, CR-6.2): leaving a region that holds an enemy token costs
-- your knights 1 MP instead of 2; start regions burgundy, champagne.
local T = require "tabula.test"
local P = require "positions"
local probes = require "probes"

local function mover(order, at, x)
  return P.match{ active = 1, order = { order }, knights = { { at } },
                  enemies = { pomesania = "prussian", galindia = "prussian", lutizia = "slav" },
                  tokens = { probes.tokens(1, x) } }
end

T.scenario("Alcántara: WE-5: Move 2 takes pomesania -> galindia -> sudovia, 1 MP each out of a Prussian region (orders/alcantara.lua) [CR-1.7, CR-6.2]", function()
  local t = mover("alcantara", "pomesania", 2)
  t:answer("resolve:1")
  P.at(t, "step")
  T.eq(probes.label(t, "k1:galindia"), "knight 1 Pomesania -> Galindia (1 MP, 1 left)")
  t:answer("k1:galindia")
  P.at(t, "step")
  T.eq(probes.label(t, "k1:sudovia"), "knight 1 Galindia -> Sudovia (1 MP, 0 left)")
  t:answer("k1:sudovia")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.knight(t, 1, 1), "sudovia")
end)

T.scenario("Alcántara: WE-5 without the order: pomesania -> galindia costs 2, and the Move ends there (orders/alcantara.lua) [CR-1.7, CR-6.2, CR-6.4]", function()
  local t = mover(false, "pomesania", 2)
  t:answer("resolve:1")
  P.at(t, "step")
  T.eq(probes.label(t, "k1:galindia"), "knight 1 Pomesania -> Galindia (2 MP, 0 left)")
  t:answer("k1:galindia")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.knight(t, 1, 1), "galindia")
end)

T.scenario("Alcántara: only leaving an enemy region is cheaper: leaving masovia (no enemy) still costs 1, entering Lutizia nothing extra (orders/alcantara.lua) [CR-1.7, CR-6.2]", function()
  local t = mover("alcantara", "masovia", 1)
  t:answer("resolve:1")
  P.at(t, "step")
  T.eq(probes.label(t, "k1:lutizia"), "knight 1 Masovia -> Lutizia (1 MP, 0 left)")
  t:answer("k1:lutizia")
  T.eq(t:run{ turns = 1 }, "turn", "no MP left: the Move ended")
  T.eq(P.knight(t, 1, 1), "lutizia")
end)

T.scenario("Alcántara: Move 1 out of an enemy region is performable only with the order (orders/alcantara.lua) [CR-1.7, CR-6.2, CR-3.4]", function()
  probes.only_with("alcantara", { knights = { { "pomesania" } }, enemies = { pomesania = "prussian" },
                                  tokens = { probes.tokens(1, 1) } }, "resolve:1")
end)

T.scenario("Alcántara: no action gets a power bonus: Muster 2 pays no troop 1, Build 1 no farm I, Crusade 3 reaches no Slav (its Move: the step cost only) (orders/alcantara.lua) [CR-1.7, CR-11, CR-3.4]", function()
  probes.power_only("alcantara", "move")
end)

T.scenario("Alcántara: D2 offers its start regions Burgundy and Champagne (orders/alcantara.lua) [CR-1.7, CR-2.8]", function()
  probes.keep("alcantara", "Order of Alcántara: leaving a region with an enemy token costs 1 MP instead of 2 (start Burgundy or Champagne)",
              { "champagne", "burgundy" })
end)

T.scenario("Alcántara: seat 2's Templar placed first in Champagne leaves seat 1's Alcántara only Burgundy (orders/alcantara.lua) [CR-1.7, CR-2.8]", function()
  probes.after("templar", "champagne", "alcantara", "burgundy")
end)
