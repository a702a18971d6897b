-- Voitagi (L5-3.7): after he enters play his controller loses 3 Honor (a triggered trait, not an
-- action: no Favor Reaction, no seppuku, L5-17.8); Battle: Fear 3 (once per battle, L5-12.8).
local T = require "tabula.test"
local P = require "positions"

T.scenario("Voitagi recruited: S loses 3; S's Favor cannot answer it (cards/voitagi.lua) [L5-17.8, L5-2.6, L5-10.2]", function()
  local t = P.match{ ap = 2, phase = "dynasty", honor = { 10, 5 }, favor = 2,
    home = { {}, { "The Towers of the Yogo" } }, provinces = { nil, { "Voitagi" } } }
  P.pick(t, 2, "Recruit Voitagi")               -- 3 gold: the Towers (forced)
  P.finish_turn(t)                              -- no reaction window was opened
  T.eq(P.honor(t), { 10, 2 }, "Unaligned: no PH gained; 3 lost")
  T.eq(t.match.state.favor, 2, "the Favor stays: nothing could answer")
  T.falsy(P.took(t, { kind = "reaction" }), "no reaction window")
end)

T.scenario("Voitagi's Fear 3: once per battle (cards/voitagi.lua) [L5-12.8, L5-3.7]", function()
  local t = P.match{ ap = 2, phase = "attack",
    home = { { { "Daidoji Kenshi", attach = { "Spearmen" } }, { "Kakita Izumiko", attach = { "Light Cavalry" } } },
             { "Voitagi", "Shosuro Koshiba" } } }
  P.attack(t, { ["Voitagi"] = 1, ["Shosuro Koshiba"] = 1, ["Daidoji Kenshi"] = 1, ["Kakita Izumiko"] = 1 })
  t:answer("pass")
  P.pick(t, 2, "Voitagi: Battle — Fear 3")
  P.pick(t, 2, "Daidoji Kenshi")
  P.pass(t, 1)
  P.next(t)
  T.truthy(not P.offers(t, "Fear 3"), "used in this battle")
  T.truthy(P.offers(t, "The Towers of the Yogo"), "Koshiba's granted ability is there")
end)
