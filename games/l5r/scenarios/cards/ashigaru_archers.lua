-- Ashigaru Archers (L5-3.8): entering play from hand this turn gives an optional extra
-- End-phase draw (L5-5.8, L5-17.17); Battle, bow: Ranged 2.
local T = require "tabula.test"
local P = require "positions"
local zones = require "zones"

local function hand(t, seat) return zones.get(t.match, "hand", seat):count() end

T.scenario("Archers equipped this turn: the End phase offers one extra draw (cards/ashigaru_archers.lua) [L5-3.8, L5-5.8, L5-17.17, D-17]", function()
  local t = P.match{ ap = 2, phase = "action", home = { {}, { "Shosuro Koshiba" } },
                     hand = { {}, { "Ashigaru Archers", "Focus" } } }
  P.pick(t, 2, "Ashigaru Archers")            -- Koshiba the only bearer, the Towers the only cover
  P.pass(t, 2)
  P.pick(t, 2, "Do not attack")
  local p = P.next(t)
  T.eq(p.kind, "extra_draw")
  t:answer("draw")
  P.finish_turn(t)
  T.eq(hand(t, 2), 3, "Focus + 1 + 1 extra")
end)

T.scenario("Archers: the extra draw is counted even after they left play; Archers already in play give none (cards/ashigaru_archers.lua) [L5-17.17]", function()
  local t = P.match{ ap = 2, phase = "action", home = { { "Daidoji Kinta" }, { { "Shosuro Koshiba", attach = { "Ashigaru Archers" } }, "Bayushi Manami" } },
                     hand = { {}, { "Ashigaru Archers" } } }
  P.pick(t, 2, "Ashigaru Archers")
  P.pick(t, 2, "Bayushi Manami")               -- Archers #2 on Manami
  P.pass(t, 2)
  P.attack(t, { ["Bayushi Manami"] = 1, ["Daidoji Kinta"] = 1 })
  -- C: Kinta's Ranged 4 on the new Archers (Manami has a Follower: the Archers are the only target)
  P.pick(t, 1, "Ranged 4 attack")
  P.next(t)
  T.eq(P.titles(t, 2, "fate_discard"), { "Ashigaru Archers" }, "the new Archers destroyed")
  t:answer("pass")                             -- S; then C has nothing left but a pass (The Aerie: Kinta bowed)
  local p = P.next(t)                          -- Manami 3 beats bowed Kinta 0; then the End phase
  T.eq(p.kind, "extra_draw", "still one extra draw")
  T.eq(#p.options, 2)
  t:answer("skip")
  P.finish_turn(t)
  T.eq(hand(t, 2), 1, "skipped: only the normal draw")
end)

T.scenario("Archers: Battle, bow: Ranged 2 destroys a Personality of Force 2 (cards/ashigaru_archers.lua) [L5-3.8, L5-12.3]", function()
  local t = P.match{ ap = 2, phase = "attack",
    home = { { "Kakita Izumiko" }, { { "Shosuro Koshiba", attach = { "Ashigaru Archers" } } } } }
  P.attack(t, { ["Shosuro Koshiba"] = 1, ["Kakita Izumiko"] = 1 })
  P.pass(t, 1)
  P.pick(t, 2, "Ranged 2 attack: Ashigaru Archers")
  P.next(t)
  T.eq(P.card(t, 1, "dynasty_discard", "Kakita Izumiko").props.dead, "honorable", "2 >= 2")
end)

T.scenario("A ranged attack on a dishonored Personality would cost his player Honor: the Favor Reaction is offered (cards/ashigaru_archers.lua) [L5-21.1, L5-8.6, L5-12.3, L5-9.8]", function()
  local t = P.match{ ap = 2, phase = "attack", honor = { 10, 3 }, favor = 1,
    home = { { { "Kakita Izumiko", dishonored = true } }, { { "Shosuro Koshiba", attach = { "Ashigaru Archers" } } } } }
  P.attack(t, { ["Shosuro Koshiba"] = 1, ["Kakita Izumiko"] = 1 })
  P.pass(t, 1)                                 -- C (The Aerie, the Favor's Battle action)
  P.pick(t, 2, "Ranged 2 attack: Ashigaru Archers")
  P.pick(t, 1, "Favor")                        -- 2 >= F2: her dishonorable death would cost C 3
  P.next(t)
  T.eq(P.card(t, 1, "dynasty_discard", "Kakita Izumiko").props.dead, "dishonorable")
  T.eq(P.honor(t), { 10, 3 }, "the loss of her printed PH 3 is prevented")
end)

T.scenario("A ranged attack that would destroy a dishonored Samurai: seppuku is offered; it costs exactly 1 (cards/ashigaru_archers.lua) [L5-21.1, L5-9.9]", function()
  local t = P.match{ ap = 2, phase = "attack", honor = { 10, 3 },
    home = { { { "Kakita Izumiko", dishonored = true } }, { { "Shosuro Koshiba", attach = { "Ashigaru Archers" } } } } }
  P.attack(t, { ["Shosuro Koshiba"] = 1, ["Kakita Izumiko"] = 1 })
  P.pass(t, 1)
  P.pick(t, 2, "Ranged 2 attack: Ashigaru Archers")
  P.pick(t, 1, "Order Kakita Izumiko to commit seppuku")
  P.next(t)
  T.eq(P.card(t, 1, "dynasty_discard", "Kakita Izumiko").props.dead, "honorable")
  T.eq(P.honor(t), { 9, 3 })
end)
