-- Doji Genshin (L5-3.5): Samurai, Duelist, Magistrate, Double Chi (A-20): his focus cards count
-- twice in any duel, whatever the stat (L5-14.2, L5-13.8).
local T = require "tabula.test"
local P = require "positions"

T.scenario("Double Chi in a duel of Personal Honor: Genshin 4 + 2x2 = 8 beats Manami 1 + 5 = 6 (cards/doji_genshin.lua) [L5-14.2, L5-13.6, L5-13.8, A-20]", function()
  local t = P.match{ ap = 1, phase = "attack", honor = { 10, 3 },
    home = { { "Doji Genshin" }, { "Bayushi Manami" } },
    hand = { { "Show Me Your Stance", "Stand Or Run" }, { "Focus" } } }
  P.attack(t, { ["Doji Genshin"] = 1, ["Bayushi Manami"] = 1 })
  t:answer("pass")
  P.pick(t, 1, "Show Me Your Stance")
  P.pick(t, 2, "Accept")
  P.pick(t, 2, "Focus Focus")
  P.pick(t, 1, "Focus Stand Or Run")      -- S has no card left: S strikes
  P.next(t)
  T.eq(P.honor(t), { 12, 3 }, "without Double Chi it would be 6-6, a tie")
  T.eq(P.card(t, 2, "home", "Bayushi Manami").props.dishonored, true)
end)

T.scenario("Genshin: HR 6 to recruit; a Crane Personality brings his PH 4 (cards/doji_genshin.lua) [L5-3.5, L5-10.1, L5-9.2]", function()
  local t = P.match{ ap = 1, phase = "dynasty", honor = { 5, 3 },
    home = { { "The Aerie", "Silk Works" } }, provinces = { { "Doji Genshin", "Small Farm" } } }
  P.next(t)
  T.truthy(not P.offers(t, "Doji Genshin"), "Honor 5 < HR 6")
  T.truthy(P.offers(t, "Small Farm"))
  t:answer("done")
  P.finish_turn(t)
  local t2 = P.match{ ap = 1, phase = "dynasty", honor = { 6, 3 },
    home = { { "The Aerie", "Silk Works" } }, provinces = { { "Doji Genshin" } } }
  P.pick(t2, 1, "Recruit Doji Genshin")   -- 7 gold: The Aerie and Silk Works (the only cover)
  P.finish_turn(t2)
  T.eq(P.honor(t2)[1], 10, "6 + 4")
  T.eq(P.card(t2, 1, "home", "Doji Genshin").turned, false, "enters unbowed")
end)
