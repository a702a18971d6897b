-- Narrow Ground (L5-3.8): Terrain: once it resolves, every Personality there with Force above 2
-- has Force 2 until the battle ends, after every other modifier (L5-12.9, L5-21.11).
local T = require "tabula.test"
local P = require "positions"

T.scenario("Ex-13: Narrow Ground first; Contentious Terrain cannot follow; Strength of Purity's +3 is capped; 4 - 4 destroys both (cards/narrow_ground.lua) [L5-12.9, L5-11.6, L5-21.11, L5-17.19]", function()
  local t = P.match{ ap = 1, phase = "attack", honor = { 10, 3 },
    home = { { "Doji Genshin", "Takayuki" }, { { "Shosuro Koshiba", attach = { "Skeletal Troops" } } } },
    hand = { { "Contentious Terrain", "Strength of Purity" }, { "Narrow Ground" } } }
  P.attack(t, { ["Doji Genshin"] = 1, ["Takayuki"] = 1, ["Shosuro Koshiba"] = 1 })
  t:answer(P.option(t, "Narrow Ground"))
  P.next(t)
  T.eq(t:pending().seat, 1)
  T.truthy(not P.offers(t, "Contentious Terrain"), "a Terrain is already here")
  t:answer(P.option(t, "Strength of Purity"))
  P.pick(t, 1, "Doji Genshin")
  P.pass(t, 2)
  P.pass(t, 1)
  P.finish_turn(t)
  T.eq(P.honor(t), { 10, 3 }, "A = 2 + 2, D = 2 + 2: a tie, no Honor")
  for _, title in ipairs{ "Doji Genshin", "Takayuki" } do
    T.eq(P.card(t, 1, "dynasty_discard", title).props.dead, "honorable")
  end
  T.eq(P.card(t, 2, "dynasty_discard", "Shosuro Koshiba").props.dead, "honorable")
  T.eq(P.titles(t, 2, "fate_discard"), { "Narrow Ground", "Skeletal Troops" })
  T.truthy(P.card(t, 1, "hand", "Contentious Terrain") ~= nil, "Contentious Terrain still in C's hand")
  T.eq(t.match.state.provinces[2][1], true)
end)
