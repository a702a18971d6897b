-- Contentious Terrain (L5-3.6): Terrain: in play at the battlefield; when it resolves at the end
-- of the segment, your Personalities there get +1F until the battle ends (L5-12.9, L5-17.19).
local T = require "tabula.test"
local P = require "positions"
local stats = require "rules.stats"

T.scenario("Contentious Terrain: no effect during the segment, +1F each when it resolves: 8 beats 6 (cards/contentious_terrain.lua) [L5-12.9, L5-11.6, L5-12.10]", function()
  local t = P.match{ ap = 1, phase = "attack", honor = { 10, 3 },
    home = { { "Doji Genshin", "Daidoji Kenshi" }, { "Shosuro Koshiba", "Bayushi Manami" } },
    hand = { { "Contentious Terrain" }, { "Narrow Ground" } } }
  P.attack(t, { ["Doji Genshin"] = 1, ["Daidoji Kenshi"] = 1, ["Shosuro Koshiba"] = 1, ["Bayushi Manami"] = 1 })
  t:answer("pass")                                  -- S (Narrow Ground, the Towers)
  P.pick(t, 1, "Contentious Terrain")
  P.next(t)
  T.eq(P.field(t, 2, 1)[5], "Contentious Terrain", "in play at the battlefield")
  local genshin = P.at(t, 2, 1, "Doji Genshin")
  T.eq(stats.force(t.match, genshin), 3, "no effect before it resolves")
  T.truthy(not P.offers(t, "Narrow Ground"), "one Terrain per battle (L5-17.19)")
  t:answer("pass")
  P.pass(t, 1)
  P.finish_turn(t)
  T.eq(P.honor(t), { 12, 3 }, "A = 4 + 4 = 8 > D = 6: Koshiba and Manami destroyed, +2")
  T.eq(P.titles(t, 1, "fate_discard"), { "Contentious Terrain" }, "to the discard pile when the battle ends")
  T.eq(stats.force(t.match, P.card(t, 1, "home", "Doji Genshin")), 3, "the bonus ended with the battle")
end)
