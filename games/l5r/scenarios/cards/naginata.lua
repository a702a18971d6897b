-- Naginata (L5-3.6): Item, +1F and +2C to its bearer, only while unbowed (L5-21.4).
local T = require "tabula.test"
local P = require "positions"
local stats = require "rules.stats"

T.scenario("Naginata bowed by Tsuji gives nothing: 4 + 2 = 6 becomes 5 = 5, a tie (cards/naginata.lua) [L5-21.4, L5-10.4, L5-11.9]", function()
  local t = P.match{ ap = 2, phase = "attack", honor = { 10, 3 },
    home = { { { "Doji Genshin", attach = { "Naginata" } }, "Kakita Izumiko" }, { "Shosuro Tsuji" } } }
  P.attack(t, { ["Shosuro Tsuji"] = 1, ["Doji Genshin"] = 1, ["Kakita Izumiko"] = 1 })
  t:answer("pass")
  P.pick(t, 2, "bow an enemy Personality, Follower or Item")
  P.pick(t, 2, "Naginata")
  P.next(t)
  local genshin = P.at(t, 1, 1, "Doji Genshin")
  T.eq(stats.force(t.match, genshin), 3, "no +1 while bowed")
  T.eq(stats.chi(t.match, genshin), 5, "no +2 while bowed")
  t:answer("pass")
  P.pass(t, 2)
  P.finish_turn(t)
  T.eq(P.honor(t), { 10, 3 }, "a tie: no Honor")
  T.eq(P.card(t, 2, "dynasty_discard", "Shosuro Tsuji").props.dead, "honorable")
  T.eq(P.card(t, 1, "dynasty_discard", "Doji Genshin").props.dead, "honorable")
end)

T.scenario("Naginata unbowed: +1F and +2C (Izumiko 3/5 beats Kameyoi's Chi 4 in The Aerie's duel) (cards/naginata.lua) [L5-10.4, L5-13.6]", function()
  local t = P.match{ ap = 2, phase = "attack", honor = { 10, 3 },
    home = { { { "Kakita Izumiko", attach = { "Naginata" } } }, { "Shosuro Kameyoi" } } }
  P.attack(t, { ["Shosuro Kameyoi"] = 1, ["Kakita Izumiko"] = 1 })
  local iz = P.at(t, 1, 1, "Kakita Izumiko")
  T.eq(stats.force(t.match, iz), 3)
  T.eq(stats.chi(t.match, iz), 5)
  t:answer(P.option(t, "The Aerie"))              -- S has no card: strike
  P.finish_turn(t)
  -- duel 5 > 4: Aerie +1, Izumiko +1; Kameyoi bowed and dishonored: A = 0 < D = 3: Kameyoi
  -- destroyed, C +1, and S loses his printed PH 1 (dishonorable death)
  T.eq(P.honor(t), { 13, 2 })
end)
