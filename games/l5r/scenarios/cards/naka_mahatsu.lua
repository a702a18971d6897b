-- Naka Mahatsu (L5-3.5): Reaction, once per turn, in an Action phase or at the battlefield:
-- negate an elemental or Thunder action (L5-14.3, L5-17.4); Limited: search the Fate deck for a
-- card with Thunder or an element keyword.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Ex-14: Mahatsu negates Secrets in S's Action phase, then cannot answer Fist of the Earth from home (cards/naka_mahatsu.lua) [L5-14.3, L5-17.4, L5-7.2, L5-17.6]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 10, 5 },
    home = { { "Naka Mahatsu", "Daidoji Kenshi", "Takayuki" },
             { { "Soshi Neiru", attach = { { "Secrets on the Wind", tokens = 3 } } }, "Shosuro Rokujo", "Shosuro Tsuji" } },
    hand = { {}, { "Fist of the Earth" } } }
  P.pick(t, 2, "Secrets on the Wind")
  P.pick(t, 2, "Daidoji Kenshi")
  P.pick(t, 1, "Naka Mahatsu")            -- the action is Air: Mahatsu answers it
  P.next(t)                               -- C had nothing more: S's opportunity
  T.eq(P.card(t, 1, "home", "Daidoji Kenshi").props.dishonored, nil, "Kenshi stays honorable")
  t:answer("pass")
  P.attack(t, { ["Shosuro Rokujo"] = 1, ["Shosuro Tsuji"] = 1, ["Daidoji Kenshi"] = 1, ["Takayuki"] = 1 })
  P.pass(t, 1)                            -- C (The Aerie: Kenshi)
  P.pick(t, 2, "Fist of the Earth")
  P.pick(t, 2, "Takayuki")                -- no reaction offered to C: Mahatsu is home, it is no Action phase
  P.pass(t, 1)
  P.pick(t, 2, "bow an enemy Personality, Follower")
  P.pick(t, 2, "Daidoji Kenshi")          -- then C has no action left, S passes
  P.pass(t, 2)
  P.finish_turn(t)
  T.eq(P.honor(t)[2], 7, "A = 0 + 5, D = 0: Kenshi and Takayuki destroyed, +2")
  T.eq(P.card(t, 1, "dynasty_discard", "Takayuki").props.dead, "honorable")
  T.eq(t.match.state.provinces[1][1], true, "5 < 6: P1 intact")
  T.eq(P.card(t, 1, "home", "Naka Mahatsu").turned, false)
end)

T.scenario("Mahatsu at the battlefield negates Fist of the Earth; once per turn (cards/naka_mahatsu.lua) [L5-17.4, L5-7.12]", function()
  local t = P.match{ ap = 2, phase = "attack",
    home = { { "Naka Mahatsu", "Takayuki" }, { "Shosuro Rokujo", "Soshi Neiru" } },
    hand = { {}, { "Fist of the Earth", "The Wrath of Osano-Wo" } } }
  P.attack(t, { ["Shosuro Rokujo"] = 1, ["Soshi Neiru"] = 1, ["Naka Mahatsu"] = 1, ["Takayuki"] = 1 })
  P.pick(t, 2, "Fist of the Earth")
  P.pick(t, 2, "Takayuki")
  P.pick(t, 2, "Shosuro Rokujo")          -- the performer
  P.pick(t, 1, "Naka Mahatsu")
  P.next(t)
  local tak = P.at(t, 1, 1, "Takayuki")
  T.eq(tak.turned, false, "negated: Takayuki stays unbowed")
  T.eq(t:pending().seat, 2)
  t:answer(P.option(t, "The Wrath of Osano-Wo"))   -- Thunder; Neiru (Chi 3) on Takayuki
  P.pick(t, 2, "Takayuki")
  P.next(t)
  T.eq(P.card(t, 1, "dynasty_discard", "Takayuki"), nil, "3 < 4 anyway")
  T.truthy(P.took(t, { kind = "reaction", seat = 1 }), "Mahatsu's Reaction was used this turn: C's window was a forced pass")
end)

T.scenario("Mahatsu may answer his own player's Thunder action; an equip of an Air Spell is not elemental (cards/naka_mahatsu.lua) [L5-17.4, L5-21.11]", function()
  local t = P.match{ ap = 1, phase = "attack",
    home = { { "Naka Mahatsu", "Asahina Yasutora" }, { "Shosuro Koshiba" } },
    hand = { { "The Wrath of Osano-Wo" }, {} } }
  P.attack(t, { ["Naka Mahatsu"] = 1, ["Asahina Yasutora"] = 1, ["Shosuro Koshiba"] = 1 })
  P.pass(t, 2)
  P.pick(t, 1, "The Wrath of Osano-Wo")   -- Koshiba the only target
  P.pick(t, 1, "Asahina Yasutora")        -- the performer (Mahatsu is a Shugenja too)
  local p = P.next(t)
  T.eq(p.kind, "reaction")
  T.eq(p.seat, 1, "S had no reaction; C is offered Mahatsu against his own action")
  T.truthy(P.offers(t, "Naka Mahatsu"))
  t:answer("pass")
  P.next(t)
  T.eq(P.card(t, 2, "dynasty_discard", "Shosuro Koshiba").props.dead, "honorable", "Chi 3 >= F3")

  local t2 = P.match{ ap = 2, phase = "action",
    home = { { "Naka Mahatsu" }, { "Soshi Neiru" } }, hand = { {}, { "Secrets on the Wind", "Tell the Tale" } } }
  P.pick(t2, 2, "Secrets on the Wind: Limited — equip")
  P.next(t2)
  T.eq(t2:pending().seat, 2, "no reaction asked of C: the equip is not elemental")
  T.truthy(P.card(t2, 2, "home", "Secrets on the Wind") ~= nil, "attached")
end)

T.scenario("Mahatsu's Limited search takes The Wrath of Osano-Wo, shows it, shuffles (cards/naka_mahatsu.lua) [L5-3.5, L5-14.3, D-19]", function()
  local t = P.match{ ap = 1, phase = "action", home = { { "Naka Mahatsu" }, {} }, hand = { {}, {} } }
  local deck = P.in_fate_deck(t, 1, "The Wrath of Osano-Wo")
  local before = deck:count()
  P.pick(t, 1, "search your Fate deck")   -- the Wrath is the only such card: taken without a choice
  P.next(t)
  T.eq(P.titles(t, 1, "hand"), { "The Wrath of Osano-Wo" })
  T.eq(deck:count(), before - 1)
end)
