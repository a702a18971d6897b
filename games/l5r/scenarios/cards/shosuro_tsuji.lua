-- Shosuro Tsuji (L5-3.7): Battle: bow a target enemy Personality, Follower or Item at the
-- battlefield. An Assassin/Ninja card: Investigation answers him (L5-17.6).
local T = require "tabula.test"
local P = require "positions"

local function battle(c_hand)
  local t = P.match{ ap = 2, phase = "attack", honor = { 10, 3 },
    home = { { { "Doji Genshin", attach = { "Naginata" } }, "Daidoji Kenshi" }, { "Shosuro Tsuji" } },
    hand = { c_hand, {} } }
  P.attack(t, { ["Shosuro Tsuji"] = 1, ["Doji Genshin"] = 1, ["Daidoji Kenshi"] = 1 })
  P.pass(t, 1)
  P.pick(t, 2, "bow an enemy Personality, Follower or Item")
  local p = P.next(t)
  T.eq(p.kind, "target")
  T.eq(#p.options, 3, "Genshin, Naginata, Kenshi")
  t:answer(P.option(t, "Daidoji Kenshi"))
  return t
end

T.scenario("Tsuji bows Kenshi: D = Genshin 3 + Naginata 1 = 4 < 5, S wins (cards/shosuro_tsuji.lua) [L5-3.7, L5-11.9]", function()
  local t = battle({})
  P.pass(t, 1)
  P.pass(t, 2)              -- the Towers' ability on Tsuji is still offered
  P.finish_turn(t)
  T.eq(P.honor(t), { 10, 6 }, "Genshin, Naginata and Kenshi destroyed: +3")
end)

T.scenario("Tsuji's ability is on an Assassin/Ninja card: Investigation negates it, S loses 5 (cards/shosuro_tsuji.lua) [L5-17.6, L5-17.10, L5-2.4]", function()
  local t = battle({ "Investigation" })
  P.pick(t, 1, "Investigation")        -- The Aerie pays (forced)
  P.next(t)
  T.eq(P.honor(t), { 10, -2 })
  T.eq(P.at(t, 1, 1, "Daidoji Kenshi").turned, false, "Kenshi stays unbowed")
end)
