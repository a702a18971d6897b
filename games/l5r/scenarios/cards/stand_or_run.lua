-- Stand Or Run (L5-3.6): Battle: your unbowed Personality challenges an enemy one (Chi); an
-- unbowed enemy may refuse and then goes home bowed; the loser is destroyed (both on a tie).
local T = require "tabula.test"
local P = require "positions"

T.scenario("Ex-5: accepted, a 3-3 tie destroys both duelists; no Honor (cards/stand_or_run.lua) [L5-13.2, L5-13.7, L5-13.8, L5-9.7, L5-11.9]", function()
  local t = P.match{ ap = 1, phase = "attack", honor = { 10, 3 },
    home = { { "Kakita Izumiko" }, { "Bayushi Manami" } },
    hand = { { "Stand Or Run" }, { "Skeletal Troops" } } }
  P.attack(t, { ["Kakita Izumiko"] = 1, ["Bayushi Manami"] = 1 })
  t:answer("pass")                                   -- S (the Towers' ability on Manami is offered)
  P.pick(t, 1, "Stand Or Run")                       -- Izumiko and Manami, the only choices
  P.pick(t, 2, "Accept")
  P.pick(t, 2, "Focus Skeletal Troops")              -- the challenged acts first; C's hand is empty: C strikes
  P.finish_turn(t)
  T.eq(P.card(t, 1, "dynasty_discard", "Kakita Izumiko").props.dead, "honorable")
  T.eq(P.card(t, 2, "dynasty_discard", "Bayushi Manami").props.dead, "honorable")
  T.eq(P.honor(t), { 10, 3 }, "no Honor: Izumiko's trait needs a win")
  T.eq(t.match.state.provinces[2][1], true, "P1 intact")
  T.eq(P.titles(t, 1, "fate_discard"), { "Stand Or Run" })
end)

T.scenario("Stand Or Run: a refusing unbowed Personality goes home and bows; no duel (cards/stand_or_run.lua) [L5-13.2, L5-3.6]", function()
  local t = P.match{ ap = 1, phase = "attack",
    home = { { "Kakita Izumiko" }, { "Bayushi Manami", "Shosuro Koshiba" } },
    hand = { { "Stand Or Run" }, {} } }
  P.attack(t, { ["Kakita Izumiko"] = 1, ["Bayushi Manami"] = 1, ["Shosuro Koshiba"] = 1 })
  t:answer("pass")
  P.pick(t, 1, "Stand Or Run")
  P.pick(t, 1, "Bayushi Manami")
  P.pick(t, 2, "Refuse")
  P.next(t)
  local manami = P.card(t, 2, "home", "Bayushi Manami")
  T.truthy(manami ~= nil, "Manami went home")
  T.eq(manami.turned, true, "and bowed")
  T.eq(P.titles(t, 1, "dynasty_discard"), {}, "no duel, no loser")
end)

T.scenario("Stand Or Run: a bowed Personality cannot refuse; the winner survives, the loser dies (cards/stand_or_run.lua) [L5-13.2, L5-13.9, L5-17.3]", function()
  local t = P.match{ ap = 1, phase = "attack", honor = { 10, 3 },
    home = { { "Kakita Izumiko", "Daidoji Kenshi" }, { "Bayushi Manami" } },
    hand = { { "Stand Or Run" }, {} } }
  P.attack(t, { ["Kakita Izumiko"] = 1, ["Daidoji Kenshi"] = 1, ["Bayushi Manami"] = 1 })
  P.pick(t, 2, "The Towers of the Yogo")             -- Manami bows to bow Kenshi
  P.pick(t, 2, "Daidoji Kenshi")
  P.pick(t, 1, "Stand Or Run")                       -- Izumiko (Kenshi is bowed) against Manami
  -- no refusal is asked; S has no card: a forced strike; then nobody has an action
  P.finish_turn(t)
  T.falsy(P.took(t, { kind = "challenge" }), "no accept/refuse decision at all")
  T.eq(P.card(t, 2, "dynasty_discard", "Bayushi Manami").props.dead, "honorable", "3 > 2")
  T.truthy(P.card(t, 1, "home", "Kakita Izumiko") ~= nil, "Izumiko alive")
  T.eq(P.honor(t), { 11, 3 }, "Izumiko's trait: +1 (the battle destroyed no card)")
end)

T.scenario("Stand Or Run against a dishonored Personality would cost his player Honor: the Favor Reaction is offered (cards/stand_or_run.lua) [L5-21.1, L5-8.6, L5-9.8]", function()
  local t = P.match{ ap = 2, phase = "attack", honor = { 10, 3 }, favor = 1,
    home = { { { "Kakita Izumiko", dishonored = true } }, { "Shosuro Kameyoi" } },
    hand = { {}, { "Stand Or Run" } } }
  P.attack(t, { ["Shosuro Kameyoi"] = 1, ["Kakita Izumiko"] = 1 })
  t:answer("pass")                                   -- C (The Aerie, the Favor's Battle action)
  P.pick(t, 2, "Stand Or Run")                       -- Kameyoi (Chi 4) challenges Izumiko (Chi 3)
  P.pick(t, 1, "Favor")                              -- a duel whose loser is destroyed, with her as a duelist
  P.pick(t, 1, "Accept")                             -- then both strike without a card: 4 > 3
  P.next(t)
  T.eq(P.card(t, 1, "dynasty_discard", "Kakita Izumiko").props.dead, "dishonorable")
  T.eq(P.honor(t), { 10, 3 }, "her dishonorable death costs nothing: the loss was prevented")
end)
