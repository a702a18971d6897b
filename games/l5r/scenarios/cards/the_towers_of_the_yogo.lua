-- The Towers of the Yogo (L5-3.4): bow: 4 gold; grants every Scorpion-clan Personality you control
-- "Battle, bow this Personality: an enemy Follower, or enemy Personality with no Follower, at the
-- battlefield bows" (L5-17.2).
local T = require "tabula.test"
local P = require "positions"

T.scenario("The Towers: Tsuji bows to bow the Spearmen; Voitagi (Unaligned) has no such ability (cards/the_towers_of_the_yogo.lua) [L5-17.2, L5-3.4]", function()
  local t = P.match{ ap = 2, phase = "attack", honor = { 10, 3 },
    home = { { { "Daidoji Kenshi", attach = { "Spearmen" } } }, { "Shosuro Tsuji", "Voitagi" } } }
  P.attack(t, { ["Shosuro Tsuji"] = 1, ["Voitagi"] = 1, ["Daidoji Kenshi"] = 1 })
  t:answer("pass")                               -- C (Spearmen, The Aerie)
  P.next(t)
  local towers = 0
  for _, l in ipairs(t:pending().labels) do if l:find("(The Towers of the Yogo)", 1, true) then towers = towers + 1 end end
  T.eq(towers, 1, "only Tsuji's")
  T.truthy(not P.offers(t, "Voitagi: Battle — (The Towers"))
  t:answer(P.option(t, "Shosuro Tsuji: Battle — (The Towers of the Yogo)"))   -- the Spearmen, the only target
  P.next(t)
  T.eq(P.at(t, 1, 1, "Shosuro Tsuji").turned, true, "Tsuji bowed for the cost")
  T.eq(P.at(t, 1, 1, "Daidoji Kenshi").turned, false)
  T.eq(P.at(t, 1, 1, "Spearmen").turned, true, "the Spearmen bowed")
end)

T.scenario("The Towers produce 4 gold (cards/the_towers_of_the_yogo.lua) [L5-3.4, L5-6.4]", function()
  local t = P.match{ ap = 2, phase = "action",
    home = { {}, { "Shosuro Koshiba", "Geisha House", "Small Farm" } }, hand = { {}, { "Medium Cavalry" } } }
  P.pick(t, 2, "Medium Cavalry")
  local p = P.next(t)
  T.eq(p.labels, { "The Towers of the Yogo (4) = 4", "Geisha House (3) + Small Farm (1) = 4" })
end)
