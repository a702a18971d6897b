-- Bayushi Mifuyu (L5-3.7): Battle: an enemy Personality at the battlefield gets -3F until the
-- end of the turn; a negative Force counts 0 (L5-11.12).
local T = require "tabula.test"
local P = require "positions"
local stats = require "rules.stats"

T.scenario("Mifuyu: Kenshi 3 - 3 = 0, the battle turns; the -3 lasts until the end of the turn (cards/bayushi_mifuyu.lua) [L5-3.7, L5-7.14, L5-11.9]", function()
  local t = P.match{ ap = 1, phase = "attack", honor = { 10, 3 },
    home = { { "Daidoji Kenshi", "Kakita Izumiko" }, { "Bayushi Mifuyu" } } }
  P.attack(t, { ["Daidoji Kenshi"] = 1, ["Kakita Izumiko"] = 1, ["Bayushi Mifuyu"] = 1 })
  P.pick(t, 2, "Bayushi Mifuyu: Battle — an enemy Personality")
  P.pick(t, 2, "Daidoji Kenshi")
  P.pass(t, 1)                                 -- C (The Aerie)
  P.pass(t, 2)                                 -- S (the Towers)
  P.finish_turn(t)
  T.eq(P.honor(t), { 10, 5 }, "A = 0 + 2 < D = 4: Kenshi and Izumiko destroyed, +2")
end)

T.scenario("Mifuyu on Izumiko (F2): -1 counts as 0 in the total (cards/bayushi_mifuyu.lua) [L5-11.12]", function()
  local t = P.match{ ap = 1, phase = "attack", honor = { 10, 3 },
    home = { { "Kakita Izumiko", "Asahina Yasutora" }, { "Bayushi Mifuyu" } } }
  P.attack(t, { ["Kakita Izumiko"] = 1, ["Asahina Yasutora"] = 1, ["Bayushi Mifuyu"] = 1 })
  P.pick(t, 2, "Bayushi Mifuyu: Battle — an enemy Personality")
  P.pick(t, 2, "Kakita Izumiko")
  P.next(t)
  local iz = P.at(t, 2, 1, "Kakita Izumiko")
  T.eq(stats.force(t.match, iz), -1)
  T.eq(require("rules.battle").total(t.match, 1), 0, "Izumiko -1 -> 0, Yasutora 0")
end)
