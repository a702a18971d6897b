-- Betrayed from Within (L5-3.8): Assassin Open, pay 10 gold: destroy the targeted Personality
-- (Chi 3 or less); then you lose ceil(Starting Honor / 2) (L5-17.9, L5-21.11).
local T = require "tabula.test"
local P = require "positions"

T.scenario("Betrayed from Within: its own player's Favor Reaction prevents his loss (cards/betrayed_from_within.lua) [L5-17.9, L5-8.6, L5-21.1]", function()
  local t = P.match{ ap = 1, phase = "action", honor = { 14, -2 }, favor = 2,
    home = { { "Kakita Izumiko", "Doji Genshin" }, { "The Towers of the Yogo", "Geisha House", "Geisha House" } },
    hand = { {}, { "Betrayed from Within" } } }
  P.pass(t, 1)
  P.pick(t, 2, "Betrayed from Within")          -- Izumiko (Chi 3) the only target: Genshin's Chi is 5
  P.pick(t, 2, "Favor")                         -- C had no reaction; S answers its own action
  P.next(t)
  T.eq(P.honor(t), { 14, -2 }, "no loss")
  T.eq(t.match.state.favor, 0)
  T.eq(P.card(t, 1, "dynasty_discard", "Kakita Izumiko").props.dead, "honorable")
end)

T.scenario("Betrayed from Within played by Crane costs ceil(6 / 2) = 3 (cards/betrayed_from_within.lua) [L5-3.8]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 14, 3 },
    home = { { "Marketplace", "Marketplace" }, { "Shosuro Koshiba", "Shosuro Kameyoi" } },
    hand = { { "Betrayed from Within" }, {} } }
  P.pass(t, 2)
  P.pick(t, 1, "Betrayed from Within")          -- Koshiba (Chi 3); Kameyoi's Chi 4 is too high
  P.next(t)
  T.eq(P.honor(t), { 11, 3 })
  T.eq(P.card(t, 2, "dynasty_discard", "Shosuro Koshiba").props.dead, "honorable")
end)

T.scenario("Betrayed from Within needs 10 gold (cards/betrayed_from_within.lua) [L5-6.3, L5-7.3]", function()
  local t = P.match{ ap = 2, phase = "action",
    home = { { "Marketplace" }, { { "Shosuro Koshiba", bowed = true } } }, hand = { { "Betrayed from Within" }, {} } }
  P.finish_turn(t)                              -- 4 + 3 = 7 gold: C is never asked (S has nothing either)
  T.eq(P.titles(t, 1, "hand"), { "Betrayed from Within" })
end)
