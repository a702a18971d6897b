-- Show Me Your Stance (L5-3.6): Battle: your unbowed Human challenges an enemy Human to a duel
-- of Personal Honor; the winner's controller gains 2; the loser is dishonored, sent home and
-- bowed; a refusal has no consequence (L5-17.14, L5-14.7).
local T = require "tabula.test"
local P = require "positions"

local function battle(c_home, s_home, s_hand)
  local t = P.match{ ap = 1, phase = "attack", honor = { 10, 3 },
    home = { c_home, s_home }, hand = { { "Show Me Your Stance" }, s_hand or {} } }
  local plan = {}
  for _, list in ipairs{ c_home, s_home } do for _, c in ipairs(list) do plan[c] = 1 end end
  P.attack(t, plan)
  t:answer("pass")
  return t
end

T.scenario("Show Me Your Stance: PH 4 beats PH 1; +2 Honor; the loser is dishonored, home, bowed; Nonhumans are never chosen (cards/show_me_your_stance.lua) [L5-3.6, L5-13.6, L5-14.7, L5-17.14]", function()
  local t = battle({ "Doji Genshin", "Takayuki" }, { "Shosuro Koshiba", "Shosuro Rokujo" })
  P.pick(t, 1, "Show Me Your Stance")
  P.pick(t, 2, "Accept")             -- the challenger is Genshin and the target Koshiba: the only Humans
  P.next(t)
  T.truthy(P.took(t, { prompt = "Show Me Your Stance: who challenges?" }), "Takayuki (Nonhuman) is not offered")
  T.truthy(P.took(t, { prompt = "Show Me Your Stance: whom?" }), "Rokujo (Nonhuman) is not offered")
  T.eq(P.honor(t), { 12, 3 })
  local koshiba = P.card(t, 2, "home", "Shosuro Koshiba")
  T.truthy(koshiba ~= nil, "Koshiba home")
  T.eq(koshiba.turned, true)
  T.eq(koshiba.props.dishonored, true)
end)

T.scenario("Show Me Your Stance: a refusal has no consequence (cards/show_me_your_stance.lua) [L5-13.2]", function()
  local t = battle({ "Doji Genshin" }, { "Shosuro Koshiba", "Bayushi Manami" })
  P.pick(t, 1, "Show Me Your Stance")
  P.pick(t, 1, "Shosuro Koshiba")
  P.pick(t, 2, "Refuse")
  P.next(t)
  T.eq(P.honor(t), { 10, 3 })
  local koshiba = P.at(t, 2, 1, "Shosuro Koshiba")
  T.truthy(koshiba ~= nil and not koshiba.turned and not koshiba.props.dishonored, "Koshiba stays, unbowed, honorable")
end)

T.scenario("Show Me Your Stance: with no enemy Human at the battlefield it is not offered (cards/show_me_your_stance.lua) [L5-17.14]", function()
  local t = battle({ "Doji Genshin" }, { "Shosuro Rokujo" })
  P.next(t)
  T.truthy(P.offers(t, "The Aerie"), "C has an opportunity")
  T.truthy(not P.offers(t, "Show Me Your Stance"))
end)
