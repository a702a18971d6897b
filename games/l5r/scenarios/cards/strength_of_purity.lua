-- Strength of Purity (L5-3.6): Battle: your Personality at the battlefield with current PH 3+
-- gets +3F until the end of the turn.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Strength of Purity: +3F on Izumiko (PH 3) wins the battle; dishonored (PH 0) Kenshi is no choice (cards/strength_of_purity.lua) [L5-3.6, L5-9.3, L5-11.9]", function()
  local t = P.match{ ap = 1, phase = "attack", honor = { 10, 3 },
    home = { { "Kakita Izumiko", { "Doji Genshin", dishonored = true } }, { "Shosuro Tsuji" } },
    hand = { { "Strength of Purity" }, {} } }
  P.attack(t, { ["Kakita Izumiko"] = 1, ["Doji Genshin"] = 1, ["Shosuro Tsuji"] = 1 })
  P.pass(t, 2)                                     -- S (Tsuji, the Towers)
  P.pick(t, 1, "Strength of Purity")               -- Izumiko the only choice: Genshin's PH is 0
  P.pass(t, 2)
  P.pass(t, 1)
  P.finish_turn(t)
  -- A = 5 + 3 = 8 > D = 5: Tsuji destroyed; the winning army has dishonored Genshin: he is rehonored instead of +1
  T.eq(P.honor(t), { 10, 3 })
  T.eq(P.card(t, 1, "home", "Doji Genshin").props.dishonored, nil, "rehonored (L5-11.9 step 5)")
  T.eq(P.card(t, 2, "dynasty_discard", "Shosuro Tsuji").props.dead, "honorable")
  T.truthy(P.took(t, { prompt = "Strength of Purity: which Personality?" }), "a single choice")
end)
