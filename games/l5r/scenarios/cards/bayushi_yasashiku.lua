-- Bayushi Yasashiku (L5-3.7): Samurai, Cavalry, Tactician (L5-12.11): discard a Fate card for
-- + its FV Force, once per battle.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Ex-12: cavalry maneuvers, the Tactician discards Focus (+5), Province destroyed (cards/bayushi_yasashiku.lua) [L5-11.3, L5-11.4, L5-14.1, L5-12.11, L5-11.9]", function()
  local t = P.match{ ap = 2, phase = "attack", honor = { 16, 4 },
    home = { { "Daidoji Kenshi", { "Takayuki", attach = { "Light Cavalry" } } },
             { "Shosuro Tsuji", { "Bayushi Yasashiku", attach = { "Medium Cavalry" } } } },
    hand = { {}, { "Focus" } }, provinces = { { nil, "Daidoji Kinta" } } }
  P.attack(t, { ["Shosuro Tsuji"] = 2, ["Bayushi Yasashiku"] = { false, 2 }, ["Daidoji Kenshi"] = 2 })
  t:answer("pass")                                   -- C (The Aerie)
  P.pick(t, 2, "(Tactician)")                        -- Focus is the only card to discard
  P.pass(t, 1)
  P.next(t)
  T.truthy(not P.offers(t, "(Tactician)"), "once per battle (and no card left)")
  t:answer("pass")
  P.finish_turn(t)
  T.eq(P.honor(t), { 16, 6 }, "Kenshi and the Province: +2")
  T.eq(t.match.state.provinces[1][2], false, "17 - 3 >= 6: P2 destroyed")
  local kinta = P.card(t, 1, "dynasty_discard", "Daidoji Kinta")
  T.truthy(kinta ~= nil and kinta.props.dead == nil, "Kinta discarded, not dead")
  T.eq(P.card(t, 1, "home", "Takayuki").turned, false, "Takayuki's unit stayed home, unbowed")
  T.eq(P.card(t, 1, "dynasty_discard", "Daidoji Kenshi").props.dead, "honorable")
end)

T.scenario("The Tactician bonus lasts until the end of the turn (cards/bayushi_yasashiku.lua) [L5-12.11, L5-7.14]", function()
  local stats = require "rules.stats"
  local t = P.match{ ap = 2, phase = "attack",
    home = { { "Daidoji Kenshi" }, { "Bayushi Yasashiku" } }, hand = { {}, { "Stand Or Run" } } }
  P.attack(t, { ["Bayushi Yasashiku"] = 1, ["Daidoji Kenshi"] = 1 })
  t:answer("pass")
  P.pick(t, 2, "(Tactician)")
  P.next(t)
  local y = P.at(t, 1, 1, "Bayushi Yasashiku")
  T.eq(stats.force(t.match, y), 6, "4 + FV 2")
  t:answer("pass")
  P.end_turn(t)
  T.eq(stats.force(t.match, y), 4)
end)
