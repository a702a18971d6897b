-- The spec's worked examples (WE-1 ...), played step by step.
local T = require "tabula.test"
local P = require "positions"

T.scenario("WE-1: basic sowing: Build with 2 tokens, then 2 sown on p4, p5 [CR-3.2, CR-4.1, CR-9]", function()
  local t = P.match{ active = 1, knights = { { "thuringia" } },
    tiles = { thuringia = "farm_influence_1" } }
  t:answer("resolve:3")
  P.at(t, "build")
  T.eq(t:pending().options, { "farm:thuringia", "bank:thuringia" }, "farm I and bank I cost 2; the others more")
  t:answer("farm:thuringia")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.buildings(t, "thuringia"), { "farm:1:1" })
  T.eq(P.influence(t, 1), 2, "1 for farm I + 1 for the tile")
  T.eq(P.tokens(t, 1), { 2, 2, 0, 3, 3, 2 })
end)

-- The label of option `id` of the open choice, which must offer it.
local function label_of(t, id)
  local p = t:pending()
  for i, o in ipairs(p.options) do if o == id then return p.labels[i] end end
  error("no option " .. id .. " in " .. T.show(p.options))
end

local function troops_mustered(t, seat)
  local n = 0
  for _, troop in ipairs(t.match:zone("troops:" .. seat):cards()) do
    if troop.side == "mustered" then n = n + 1 end
  end
  return n
end

local function play_area(t, seat)
  local out = {}
  for _, token in ipairs(t.match:zone("conquered:" .. seat):cards()) do out[#out + 1] = token.kind end
  return out
end

T.scenario("WE-2: sowing 7 wraps through the sown wedge: Muster with 7, troop 2 for +2 [CR-4.1, CR-7.2, CR-3.2]", function()
  local t = P.match{ active = 1, tokens = { { 1, 7, 0, 2, 1, 1 } }, troops = { 1 } }
  t:answer("resolve:2")
  P.at(t, "turn")
  T.eq(troops_mustered(t, 1), 2, "troop 2 (cost 4 <= 7) mustered")
  T.eq(P.influence(t, 1), 2)
  T.eq(P.tokens(t, 1), { 2, 1, 2, 3, 2, 2 }, "p3, p4, p5, p6, p1, p2, p3")
end)

T.scenario("WE-3: five tokens build castle I in saxony for 4 - 1, unlocking knight 2 there [CR-9.3, CR-9.5, CR-1.5, CR-4.1]", function()
  local t = P.match{ active = 1, tokens = { { 0, 1, 5, 2, 2, 2 } }, knights = { { "saxony" } } }
  t:answer("resolve:3")
  P.at(t, "build")
  T.truthy(label_of(t, "castle:saxony"):find("(cost 3)", 1, true), "4 - 1 = 3")
  t:answer("castle:saxony")
  P.at(t, "turn")
  T.eq(P.buildings(t, "saxony"), { "castle:1:1" })
  T.eq(P.influence(t, 1), 1)
  T.eq(require("actions.crusade").power(t.match, 1, 0, "slav"), 1, "Crusade +1 active")
  T.eq(P.knight(t, 1, 2), "saxony", "knight 2 placed in saxony")
  T.eq(P.tokens(t, 1), { 1, 2, 0, 3, 3, 3 }, "p4, p5, p6, p1, p2")
end)

local WE4 = { active = 1, tokens = { { 5, 2, 2, 1, 1, 1 } }, upgraded = { { 1 } }, knights = { { "masovia" } },
              enemies = { pomesania = "prussian", masovia = false }, markers = { prussian = 3 }, troops = { 2 },
              built = { { castle = 1 } } }

T.scenario("WE-4: split Move 1 then Crusade 4 on an upgraded move_crusade: 4 + 2 + 1 beats a Prussian of 6 [CR-3.2, CR-3.3, CR-8.2, CR-8.4, CR-16.4]", function()
  local t = P.match(WE4)
  t:answer("resolve:1")
  P.at(t, "split")
  T.truthy(label_of(t, "crusade=4,move=1"), "Crusade first is legal too: the Move is performable at the start")
  t:answer("move=1,crusade=4")
  P.at(t, "step", { "k1:lutizia", "k1:pomesania", "k1:lusatia", "k1:sudovia", "k1:silesia", "k1:lesser_poland" })
  t:answer("k1:pomesania")                    -- masovia holds no enemy: 1 MP
  T.eq(require("actions.crusade").power(t.match, 1, 4, "prussian"), 4 + 2 + 1, "the Crusade's power")
  P.at(t, "turn")                             -- the only crusade, taken unasked
  T.eq(P.enemy(t, "pomesania"), nil)
  T.eq(play_area(t, 1), { "prussian" })
  T.eq(P.influence(t, 1), 6)
  T.eq(P.marker(t, "prussian"), 4)
  T.eq(require("rules.enemies").strength(t.match, "prussian"), 6, "space 4: still 6")
  T.eq(P.tokens(t, 1), { 0, 3, 3, 2, 2, 2 }, "p2..p6 each +1")
end)

T.scenario("WE-4: ordered Crusade first, the Crusade does nothing (no knight with an enemy yet), then the Move [CR-3.3, CR-16.4]", function()
  local t = P.match(WE4)
  t:answer("resolve:1", "crusade=4,move=1")
  P.at(t, "step")
  t:answer("k1:pomesania")
  P.at(t, "turn")
  T.eq(P.enemy(t, "pomesania"), "prussian")
  T.eq(P.influence(t, 1), 0)
  T.eq(P.knight(t, 1, 1), "pomesania")
end)

T.scenario("WE-5: leaving an enemy region costs 2 MP, 1 with alcantara [CR-6.2]", function()
  local spec = { active = 1, knights = { { "pomesania" } }, enemies = { pomesania = "prussian", galindia = "prussian" } }
  local t = P.match(spec)
  t:answer("resolve:1", "k1:galindia")
  P.at(t, "turn")
  T.eq(t:pending().seat, 2, "no MP left for galindia -> sudovia")
  T.eq(P.knight(t, 1, 1), "galindia")
  spec.order = { "alcantara" }
  local a = P.match(spec)
  a:answer("resolve:1", "k1:galindia")
  P.at(a, "step")
  a:answer("k1:sudovia")
  P.at(a, "turn")
  T.eq(a:pending().seat, 2, "1 + 1: the 2 MP are spent")
  T.eq(P.knight(a, 1, 1), "sudovia")
end)

T.scenario("WE-6: a castle -2 tile and bank I's Build +1: castle I for power 2, not church I [CR-9.3, CR-9.5, CR-11]", function()
  local t = P.match{ active = 1, tokens = { { 3, 3, 1, 2, 1, 2 } }, built = { { bank = 1 } }, knights = { { "bavaria" } },
                     tiles = { bavaria = "castle_cost_2" } }
  t:answer("resolve:3")
  P.at(t, "build", { "castle:bavaria", "farm:bavaria" })
  T.truthy(label_of(t, "castle:bavaria"):find("(cost 2)", 1, true))
  t:answer("castle:bavaria")
  P.at(t, "turn")
  T.eq(P.buildings(t, "bavaria"), { "castle:1:1" })
  T.eq(P.influence(t, 1), 1)
  T.eq(P.knight(t, 1, 2), "bavaria")
end)

T.scenario("WE-7: muster power 3 + farm I < troop 3's 5; after farm II, 3 + 2 musters it [CR-7.1, CR-7.2, CR-9.5, CR-8.2]", function()
  local t = P.match{ active = 1, tokens = { { 2, 3, 3, 2, 1, 1 } }, troops = { 2 }, built = { { farm = 1 } },
                     knights = { { "masovia" } }, tiles = { masovia = false } }
  P.at(t, "turn")
  T.eq(require("actions.muster").power(t.match, 1, 3), 4)
  T.falsy(T.show(t:pending().options):find('"resolve:2"', 1, true), "power 4 < 5: the muster wedge cannot be chosen")
  t:answer("resolve:3", "farm:masovia")       -- farm II for 3
  P.at(t, "turn")
  t:answer("upgrade:1", "nothing")            -- seat 2
  P.at(t, "turn")
  T.eq(P.tokens(t, 1)[2], 3, "the muster wedge still holds 3")
  T.eq(require("actions.muster").power(t.match, 1, 3), 5, "farm II: Muster +2")
  t:answer("resolve:2")
  P.at(t, "turn")
  T.eq(troops_mustered(t, 1), 3)
  T.eq(P.influence(t, 1), 2 + 2, "farm II's 2, then troop 3's 2")
  T.eq(require("rules.troops").crusade(t.match, 1), 1 + 1 + 2, "troop 3's +2 counts from now on")
end)

T.scenario("WE-8: a Saracen of 6 beaten by 4 + 1 + 1; its farm reward is farm II, free, +2, Muster +2 [CR-8.4, CR-8.2, CR-8.3]", function()
  local t = P.match{ active = 1, tokens = { { 2, 2, 2, 2, 4, 0 } }, built = { { farm = 1 } }, troops = { 2 },
                     knights = { { "valencia" } }, enemies = { valencia = { "saracen", "farm" } } }
  t:answer("resolve:5")
  P.at(t, "reward", { "reward", "influence" })
  t:answer("reward")
  P.at(t, "turn")
  T.eq(P.buildings(t, "valencia"), { "farm:2:1" })
  T.eq(P.influence(t, 1), 2)
  T.eq(require("actions.muster").power(t.match, 1, 0), 2, "Muster +2")
  T.eq(play_area(t, 1), { "saracen" })
  T.eq({ P.marker(t, "prussian"), P.marker(t, "slav") }, { 1, 1 }, "no track moves")
end)

T.scenario("WE-9: a Troop reward with every troop mustered: 3 influence [CR-8.4]", function()
  local t = P.match{ active = 1, tokens = { { 2, 2, 2, 2, 2, 2 } }, troops = { 5 },
                     knights = { { "sicily" } }, enemies = { sicily = { "saracen", "troop" } } }
  t:answer("resolve:5")
  P.at(t, "turn")
  T.eq(P.influence(t, 1), 3)
  T.eq(play_area(t, 1), { "saracen" })
end)

T.scenario("WE-10: majorities of four players: Prussians 2,2,2,1; Slavs 3,1,1,0; Saracens 4,2,0,0 [CR-13.2]", function()
  local t = P.match{ seats = 4, active = 4, options = { round_limit = 1 }, conquered = {
    { prussian = 2, slav = 3, saracen = 4 }, { prussian = 2, slav = 1, saracen = 2 }, { prussian = 2, slav = 1 }, { prussian = 1 } } }
  t:answer("upgrade:1", "nothing")
  T.eq(t:run(), "finished")
  T.eq(t.result.scores, { 3 + 5 + 5, 3 + 0 + 2, 3, 2 })
  local none = P.match{ seats = 4, active = 4, options = { round_limit = 1 }, conquered = { { prussian = 1 } } }
  none:answer("upgrade:1", "nothing")
  T.eq(none:run(), "finished")
  T.eq(none.result.scores, { 5, 0, 0, 0 }, "nobody holds Slavs or Saracens: nothing for them")
end)

T.scenario("WE-11: supply 4, seat 2 of 3 takes 6: the end is triggered; seat 3 plays once more, seat 1 no more [CR-12.1, CR-12.2]", function()
  local t = P.match{ seats = 3, active = 2, supply = 4, tokens = { {}, { 2, 2, 2, 0, 0, 6 } } }
  t:answer("resolve:6")
  P.at(t, "turn")
  T.eq(P.influence(t, 2), 6)
  T.eq(t.match.state.supply, 0)
  T.truthy(t.match.state.end_triggered)
  T.eq(t:pending().seat, 3)
  t:answer("resolve:6")
  T.eq(t:run(), "finished", "after seat 3's turn")
  T.eq(t.result.scores, { 0, 6, 2 }, "seat 3's influence counts in full")
end)

T.scenario("WE-12: five players in rome: church I for 3 - 2, a second for 3, no third [CR-14.2, CR-14.3]", function()
  local t = P.match{ seats = 5, active = 1, knights = { { "rome" }, { "rome" }, { "rome" } },
                     tokens = { { 4, 2, 2, 2, 1, 1 }, { 3, 2, 3, 2, 1, 1 }, { 1, 1, 7, 1, 1, 1 } } }
  t:answer("resolve:3")
  P.at(t, "build")
  T.truthy(label_of(t, "church:rome"):find("(cost 1)", 1, true), "player A: 3 - 2")
  t:answer("church:rome")
  P.at(t, "turn")
  t:answer("resolve:3")
  P.at(t, "build")
  T.truthy(label_of(t, "church:rome"):find("(cost 3)", 1, true), "player B: no bonus for the second")
  t:answer("church:rome")
  P.at(t, "turn")
  T.eq(P.buildings(t, "rome"), { "church:1:1", "church:1:2" })
  T.eq(t:pending().seat, 3)
  T.falsy(T.show(t:pending().options):find('"resolve:3"', 1, true), "no third building in rome")
end)

T.scenario("WE-13: upgrade move_build, then sow influence's 3: no influence [CR-5.1, CR-5.2, CR-5.3]", function()
  local t = P.match{ active = 1, tokens = { { 2, 3, 1, 2, 1, 3 } } }
  t:answer("upgrade:4")
  P.at(t, "sow")
  T.eq(P.tokens(t, 1), { 2, 3, 1, 2, 1, 3 }, "the tokens stay")
  t:answer("sow:6")
  P.at(t, "turn")
  T.eq(P.tokens(t, 1), { 3, 4, 2, 2, 1, 0 })
  T.eq(P.influence(t, 1), 0)
  local s = P.match{ active = 1, tokens = { { 2, 3, 1, 2, 1, 3 } }, order = { "sepulchre" } }
  s:answer("upgrade:4", "sow:6")
  P.at(s, "turn")
  T.eq(P.influence(s, 1), 2, "with sepulchre: +2")
end)

T.scenario("WE-14: 70 + 5 + 3 + 2 + 6 = 86 beats 73 + 2 + 3 + 5 = 83; at 86 each, seat 1 still wins [CR-13.1, CR-13.2, CR-13.3, CR-13.4]", function()
  local function final(influence2)
    local t = P.match{ active = 2, options = { round_limit = 1 }, influence = { 70, influence2 }, built = { { castle = 4 } },
      conquered = { { prussian = 3, slav = 2, saracen = 1 }, { prussian = 1, slav = 2, saracen = 2 } } }
    t:answer("upgrade:1", "nothing")
    T.eq(t:run(), "finished")
    return t.result
  end
  local r = final(73)
  T.eq(r.scores, { 86, 83 })
  T.eq(r.winners, { 1 })
  local tie = final(76)
  T.eq(tie.scores, { 86, 86 })
  T.eq(tie.winners, { 1 }, "earlier in turn order")
end)
