-- The Aerie (L5-3.4): bow: 4 gold; Battle (Iaijutsu, usable while bowed, once per turn):
-- your unbowed Samurai duels an enemy Personality (Chi, unrefusable); the loser(s) bowed
-- and dishonored; the winner's controller gains 1 Honor (L5-17.1).
local T = require "tabula.test"
local P = require "positions"

-- Ex-4's position: S attacks C's P3 with Koshiba; Genshin defends.
local function ex4(extra_s_hand)
  local hand = { "Confusion at Court", "Tell the Tale" }
  for _, c in ipairs(extra_s_hand or {}) do hand[#hand + 1] = c end
  local t = P.match{ ap = 2, phase = "attack", honor = { 20, 0 },
    home = { { { "The Aerie", bowed = true }, "Doji Genshin" }, { "Shosuro Koshiba" } },
    hand = { { "Naginata", "Focus" }, hand } }
  P.attack(t, { ["Shosuro Koshiba"] = 3, ["Doji Genshin"] = 3 })
  return t
end

T.scenario("Ex-4: bowed Aerie, an unrefusable duel of Chi won by Double Chi; loser bowed and dishonored, +1 Honor (cards/the_aerie.lua) [L5-3.4, L5-17.1, L5-13.4, L5-13.7, L5-13.8, L5-14.2]", function()
  local t = ex4({ "Uncertainty" })       -- Uncertainty keeps S an opportunity after the duel
  T.truthy(P.offers(t, "The Aerie"), "the bowed Aerie offers its Battle ability")
  t:answer(P.option(t, "The Aerie"))   -- Genshin and Koshiba are the only choices (forced)
  local p = P.next(t)
  T.eq(p.kind, "duel", "no refusal is asked: the duel is unrefusable")
  T.eq(p.seat, 2, "the challenged's controller acts first")
  t:answer(P.option(t, "Confusion at Court"))
  P.pick(t, 1, "Focus Naginata")
  P.pick(t, 2, "Focus Tell the Tale")
  P.pick(t, 1, "Strike")
  P.next(t)
  T.eq(t:pending().seat, 2, "next opportunity: S")
  T.eq(P.honor(t), { 21, 0 }, "Genshin 5 + 2x1 = 7 beats Koshiba 3 + 2 + 1 = 6: C gains 1")
  T.eq(P.titles(t, 1, "hand"), { "Focus" })
  T.eq(P.titles(t, 2, "fate_discard"), { "Confusion at Court", "Tell the Tale" }, "focus cards discarded")
  T.eq(P.titles(t, 1, "fate_discard"), { "Naginata" })
  T.eq(P.at(t, 1, 3, "Doji Genshin").turned, false, "Genshin unbowed")
  local koshiba = P.at(t, 1, 3, "Shosuro Koshiba")
  T.eq(koshiba.turned, true, "Koshiba bowed")
  T.eq(koshiba.props.dishonored, true, "Koshiba dishonored")
  T.truthy(not P.offers(t, "The Aerie"), "not for S")
end)

T.scenario("The Aerie: a tie bows and dishonors both duelists, nobody gains; once per turn (cards/the_aerie.lua) [L5-17.1, L5-13.8, L5-7.12]", function()
  local t = P.match{ ap = 2, phase = "attack", honor = { 10, 0 },
    home = { { "Daidoji Kenshi", "Kakita Izumiko" }, { "Shosuro Koshiba", "Bayushi Manami" } },
    hand = { { "Strength of Purity" }, { "Uncertainty" } } }
  P.attack(t, { ["Shosuro Koshiba"] = 1, ["Bayushi Manami"] = 1, ["Daidoji Kenshi"] = 1, ["Kakita Izumiko"] = 1 })
  t:answer(P.option(t, "The Aerie"))
  P.pick(t, 1, "Daidoji Kenshi")           -- your Samurai
  P.pick(t, 1, "Shosuro Koshiba")          -- the enemy: Chi 3 against Chi 3
  P.pick(t, 2, "Strike")                   -- the challenged's side strikes first: the exchange ends
  P.next(t)
  T.eq(t:pending().seat, 2)
  T.eq(P.honor(t), { 10, 0 }, "a tie: nobody gains")
  for _, title in ipairs{ "Daidoji Kenshi", "Shosuro Koshiba" } do
    T.eq(P.at(t, 1, 1, title).turned, true, title .. " bowed")
    T.eq(P.at(t, 1, 1, title).props.dishonored, true, title .. " dishonored")
  end
  P.pass(t, 2)
  P.next(t)
  T.eq(t:pending().seat, 1)
  T.truthy(not P.offers(t, "The Aerie"), "used this turn: not offered again though Izumiko is an unbowed Samurai")
end)

T.scenario("The Aerie: its bow produces 4 gold (cards/the_aerie.lua) [L5-3.4, L5-6.4]", function()
  local t = P.match{ ap = 1, phase = "action", home = { { "Doji Genshin", "Marketplace", "Small Farm" } },
                     hand = { { "Medium Cavalry" } } }
  P.pick(t, 1, "Medium Cavalry")
  local p = P.next(t)
  T.eq(p.kind, "gold")
  T.eq(p.labels, { "The Aerie (4) = 4", "Marketplace (3) + Small Farm (1) = 4" }, "The Aerie alone pays 4")
end)
