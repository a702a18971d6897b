-- The Attack phase and battles (L5-11): declaring, battlefields, presence, moving
-- home, what resolution counts.
local T = require "tabula.test"
local P = require "positions"

local pick = P.pick

T.scenario("without an unbowed Personality at home there is no attack [L5-11.2, D-8, L5-5.5]", function()
  local t = P.match{ ap = 1, phase = "attack", home = { { { "Daidoji Kenshi", bowed = true } }, {} },
    hand = { {}, {} } }
  T.eq(t:run{ turns = 1 }, "turn")
  local kinds = {}
  for _, f in ipairs(t:forced()) do if f.kind == "declare_attack" then kinds[#kinds + 1] = f.id end end
  T.eq(kinds, { "no_attack" }, "the only option")
end)

T.scenario("an attack in which every unit stayed home is no attack [L5-21.11, L5-11.3]", function()
  local t = P.match{ ap = 1, phase = "attack", home = { { "Daidoji Kenshi" }, {} }, hand = { {}, {} } }
  pick(t, 1, "Attack")
  P.assign(t, 1, "Daidoji Kenshi", "home")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.card(t, 1, "home", "Daidoji Kenshi").turned, false, "no battle: he never bowed")
end)

T.scenario("several battlefields resolve one at a time in the attacker's order [L5-11.5, D-12, L5-11.1]", function()
  local t = P.match{ ap = 1, phase = "attack", home = { { "Daidoji Kenshi", "Kakita Izumiko" }, {} },
    hand = { {}, {} } }
  local order = P.at_step(t, "battle_actions", function() return t.match.state.battle.province end)
  pick(t, 1, "Attack")
  P.assign(t, 1, "Daidoji Kenshi", 1)
  P.assign(t, 1, "Kakita Izumiko", 3)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "battlefield")
  T.eq(t:pending().labels, { "Battle at Province 1", "Battle at Province 3" })
  t:answer(P.option(t, "Province 3"))
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(order, { 3, 1 }, "P3 first, then P1 without asking")
  T.eq(t.match.state.honor[1], 6 + 0, "unopposed: nothing destroyed, so no Honor [L5-11.10]")
  T.eq(P.card(t, 1, "home", "Daidoji Kenshi").turned, true, "survivors bow and go home [L5-11.9]")
end)

T.scenario("an unopposed attack that beats the Province strength destroys it and wins 1 Honor [L5-11.9, L5-11.10, A-8]", function()
  local t = P.battle{ ap = 2, province = 1, honor = { 10, 1 },
    field = { {}, { "Shosuro Tsuji", "Bayushi Mifuyu" } }, hand = { { "Uncertainty" }, {} } }   -- 5 + 4 = 9 >= 6
  P.pass(t, 1)                                             -- C, with no unit there, may only take Open actions
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match.state.provinces[1][1], false, "P1 destroyed")
  T.eq(t.match.state.honor[2], 2, "1 Honor for the Province")
end)

T.scenario("a negative Force counts 0 in a total [L5-11.12, L5-0.5]", function()
  local t, totals = P.battle{ ap = 1, province = 2,
    field = { { "Asahina Yasutora" }, { "Bayushi Mifuyu" } }, hand = { {}, {} } }  -- Yasutora F0
  pick(t, 2, "Bayushi Mifuyu")                             -- -3F on Yasutora (the only enemy): F -3
  P.pass(t, 2)                                             -- not the Towers' ability too
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(totals[1], { 0, 4 }, "A counts Yasutora as 0, not -3")
end)

T.scenario("a card destroyed in the Battle Action segment gives no Honor in resolution [L5-11.11, L5-12.3, L5-3.3]", function()
  local t, totals = P.battle{ ap = 1, province = 1, honor = { 10, 1 },
    field = { { "Daidoji Kinta", "Daidoji Kenshi" }, { "Shosuro Rokujo" } }, hand = { {}, {} } }
  pick(t, 2, "Pass")
  pick(t, 1, "Ranged 4 attack")                            -- Kinta (4) destroys Rokujo (F2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(totals[1], { 3, 0 }, "Kinta bowed as the cost adds nothing; Kenshi 3 [L5-12.1]")
  T.eq(P.card(t, 2, "dynasty_discard", "Shosuro Rokujo").props.dead, "honorable")
  T.eq(t.match.state.honor[1], 10, "3 - 0 < 7: no Province, and Rokujo died before resolution")
end)

T.scenario("a unit moved home leaves the battle: its player has no presence there [L5-11.7, L5-11.8, L5-7.2]", function()
  local t = P.battle{ ap = 1, province = 1,
    field = { { "Daidoji Kenshi" }, { "Shosuro Koshiba" } },
    hand = { { "Strength of Purity" }, { "Block Supply Lines" } } }
  pick(t, 2, "Block Supply Lines")                         -- Kenshi home, his unit bowed
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2, "C has no presence: no Battle action, so he is not asked")
  T.eq(P.card(t, 1, "home", "Daidoji Kenshi").turned, true)
end)
