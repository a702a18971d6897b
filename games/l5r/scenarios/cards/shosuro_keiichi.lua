-- Shosuro Keiichi (L5-3.7): Ninja Battle, bow Keiichi: Ranged 3; then, a separate effect,
-- you may discard a card to straighten him (L5-17.5).
local T = require "tabula.test"
local P = require "positions"

T.scenario("Ex-6: Keiichi and the Archers combine into Ranged 5; Keiichi straightens; a tie destroys both armies (cards/shosuro_keiichi.lua) [L5-3.7, L5-12.2, L5-12.3, L5-12.4, L5-17.5, L5-11.9]", function()
  local t = P.match{ ap = 2, phase = "attack", honor = { 10, 3 },
    home = { { "Takayuki", { "Daidoji Kenshi", attach = { "Spearmen" } } },
             { { "Shosuro Keiichi", attach = { "Ashigaru Archers" } } } },
    hand = { {}, { "Tell the Tale" } } }
  P.attack(t, { ["Shosuro Keiichi"] = 2, ["Takayuki"] = 2, ["Daidoji Kenshi"] = 2 })
  T.eq(t:pending().seat, 1, "the defender first")
  t:answer("pass")
  P.next(t)
  T.truthy(P.offers(t, "Ranged 3 attack: Shosuro Keiichi"), "Keichi alone")
  T.truthy(P.offers(t, "Ranged 2 attack: Ashigaru Archers"), "the Archers alone")
  t:answer(P.option(t, "Ranged 5 attack: Shosuro Keiichi + Ashigaru Archers"))
  local p = P.next(t)
  T.eq(p.kind, "target")
  T.eq(#p.options, 2, "Takayuki (no Follower) and the Spearmen; not Kenshi, who has a Follower")
  T.truthy(P.offers(t, "Takayuki") and P.offers(t, "Spearmen"))
  t:answer(P.option(t, "Takayuki"))
  P.pick(t, 2, "Discard Tell the Tale to straighten Keiichi")
  T.eq(P.card(t, 1, "dynasty_discard", "Takayuki").props.dead, "honorable", "5 >= 4: Takayuki destroyed")
  P.pick(t, 1, "Ranged 2 attack: Spearmen")     -- the Archers are the only target now (forced)
  P.next(t)
  T.eq(t:pending().seat, 2)
  T.eq(P.titles(t, 2, "fate_discard"), { "Ashigaru Archers", "Tell the Tale" }, "Archers (F0) destroyed")
  T.eq(P.card(t, 2, "fate_discard", "Ashigaru Archers") ~= nil, true)
  t:answer("pass")
  P.pass(t, 1)                                  -- C (The Aerie is not used)
  P.finish_turn(t)
  T.eq(P.honor(t), { 10, 3 }, "A = 3, D = 3 + bowed Spearmen 0: both armies destroyed, no Honor")
  T.eq(P.card(t, 2, "dynasty_discard", "Shosuro Keiichi").props.dead, "honorable")
  T.eq(P.card(t, 1, "dynasty_discard", "Daidoji Kenshi").props.dead, "honorable")
  T.eq(P.titles(t, 1, "fate_discard"), { "Spearmen" })
  T.eq(t.match.state.provinces[1][2], true, "P2 survives")
end)

T.scenario("Keiichi: The Turtle's Shell stops the attack, not the straightening (cards/shosuro_keiichi.lua) [L5-17.5, L5-7.9, L5-3.6]", function()
  local t = P.match{ ap = 2, phase = "attack",
    home = { { "Daidoji Kenshi" }, { "Shosuro Keiichi" } },
    hand = { { "The Turtle's Shell" }, { "Focus" } } }
  P.attack(t, { ["Shosuro Keiichi"] = 1, ["Daidoji Kenshi"] = 1 })
  P.pass(t, 1)     -- S attacks Kenshi (F3) with Ranged 3
  P.pick(t, 2, "Ranged 3 attack: Shosuro Keiichi")   -- Kenshi is the only target
  P.pick(t, 1, "The Turtle's Shell")
  P.pick(t, 2, "Discard Focus to straighten Keiichi")
  P.next(t)
  local keiichi = P.card(t, 2, "hand", "Focus")
  T.eq(keiichi, nil, "Focus discarded")
  local field = P.field(t, 1, 1)
  table.sort(field)
  T.eq(field, { "Daidoji Kenshi", "Shosuro Keiichi" }, "Kenshi survives")
  T.eq(P.at(t, 1, 1, "Shosuro Keiichi").turned, false, "Keiichi straightened")
end)

T.scenario("Keiichi: Investigation negates the attack and the straightening; S loses 5 (cards/shosuro_keiichi.lua) [L5-17.5, L5-17.10, L5-7.9, L5-3.6]", function()
  local t = P.match{ ap = 2, phase = "attack", honor = { 10, 3 },
    home = { { "Daidoji Kenshi" }, { "Shosuro Keiichi" } },
    hand = { { "Investigation" }, { "Focus" } } }
  P.attack(t, { ["Shosuro Keiichi"] = 1, ["Daidoji Kenshi"] = 1 })
  t:answer("pass")
  P.pick(t, 2, "Ranged 3 attack: Shosuro Keiichi")
  P.pick(t, 1, "Investigation")                 -- paid by The Aerie (the only cover)
  P.next(t)
  T.eq(t:pending().kind, "battle", "no straightening is asked: the next opportunity is C's")
  T.eq(P.honor(t), { 10, -2 }, "S loses 5")
  T.truthy(P.card(t, 2, "hand", "Focus") ~= nil, "Focus kept")
  t:answer("pass")
  P.finish_turn(t)
  T.eq(P.honor(t), { 11, -2 }, "Kenshi survived the attack; bowed Keiichi adds 0: C wins and gains 1")
  T.eq(P.card(t, 1, "home", "Daidoji Kenshi") ~= nil, true)
  T.eq(P.card(t, 2, "dynasty_discard", "Shosuro Keiichi").props.dead, "honorable")
end)
