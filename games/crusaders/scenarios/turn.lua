-- The turn (CR-3, CR-16.4): resolve a wedge, upgrade one, or skip and sow only when all are
-- upgraded and none can be resolved; the splits of an upgraded wedge, each share judged
-- with its own tokens at the start of the turn; an action that cannot act when its turn
-- comes does nothing. Standard wheel: p1 move_crusade, p2 muster, p3 build, p4 move_build,
-- p5 crusade, p6 influence.
local T = require "tabula.test"
local P = require "positions"

local function forced_ids(t)
  local out = {}
  for _, f in ipairs(t:forced()) do out[#out + 1] = f.id end
  return out
end

T.scenario("D3: resolve each wedge with a performable action, upgrade each unupgraded wedge, no skip [CR-3.1, CR-3.4, CR-3.2]", function()
  local t = P.match{ active = 1, knights = { { "champagne" } } }
  -- muster 2 < troop 1's 3; no knight with an enemy; Build: bank I in champagne costs 1
  P.at(t, "turn", { "resolve:1", "resolve:3", "resolve:4", "resolve:6",
                    "upgrade:1", "upgrade:2", "upgrade:3", "upgrade:4", "upgrade:5", "upgrade:6" })
  T.eq(t:pending().seat, 1)
end)

T.scenario("a wedge without tokens cannot be resolved, even Influence; an upgraded one cannot be upgraded again [CR-3.2, CR-5.1]", function()
  local t = P.match{ active = 1, tokens = { { 3, 3, 2, 2, 2, 0 } }, upgraded = { { 3 } } }
  P.at(t, "turn", { "resolve:1", "resolve:2", "resolve:3", "resolve:4",
                    "upgrade:1", "upgrade:2", "upgrade:4", "upgrade:5", "upgrade:6" })
end)

T.scenario("all wedges upgraded and none can be resolved: skip and sow is the only choice, and gives nothing [CR-3.1, CR-4.1]", function()
  -- every troop mustered: no Muster; no knight with an enemy: no Crusade; no token on the
  -- wedges with Move, Influence or Build
  local t = P.match{ active = 1, tokens = { { 0, 12, 0, 0, 0, 0 } }, upgraded = { { 1, 2, 3, 4, 5, 6 } }, troops = { 5 } }
  P.at(t, "turn")
  T.eq(t:pending().seat, 2, "seat 1's turn is over")
  T.eq(forced_ids(t), { "skip:2" }, "the only option, taken unasked")
  T.eq(P.tokens(t, 1), { 2, 2, 2, 2, 2, 2 }, "12 sown from p2")
  T.eq(P.influence(t, 1), 0, "no action")
end)

T.scenario("no skip while a wedge can still be upgraded, even when nothing can be resolved [CR-3.1, CR-5.1]", function()
  local t = P.match{ active = 1, tokens = { { 0, 12, 0, 0, 0, 0 } }, upgraded = { { 2, 3, 4, 5, 6 } }, troops = { 5 } }
  P.at(t, "sow", { "sow:2", "nothing" })
  T.eq(forced_ids(t), { "upgrade:1" })
end)

T.scenario("no skip while a wedge can be resolved, even with all six upgraded [CR-3.1, CR-3.4]", function()
  local t = P.match{ active = 1, tokens = { { 0, 11, 0, 0, 0, 1 } }, upgraded = { { 1, 2, 3, 4, 5, 6 } }, troops = { 5 } }
  P.at(t, "turn")
  T.eq(forced_ids(t), { "resolve:6", "influence=1" }, "Influence is always performable; Muster is not")
  T.eq(P.influence(t, 1), 1)
  T.eq(P.tokens(t, 1), { 1, 11, 0, 0, 0, 0 })
end)

T.scenario("an unupgraded wedge gives all its tokens to its one action, then they are sown [CR-3.2, CR-10, CR-4.1]", function()
  local t = P.match{ active = 1, tokens = { { 1, 2, 2, 2, 1, 4 } } }
  t:answer("resolve:6")
  P.at(t, "turn")
  T.eq(P.influence(t, 1), 4, "X = 4")
  T.eq(P.tokens(t, 1), { 2, 3, 3, 3, 1, 0 })
end)

T.scenario("an upgraded wedge offers every split a + b, both orders when both get tokens [CR-3.2, CR-3.3, CR-1.6]", function()
  local t = P.match{ active = 1, tokens = { { 2, 2, 2, 2, 1, 3 } }, upgraded = { { 6 } } }
  t:answer("resolve:6")
  P.at(t, "split", { "influence=3", "influence=2,muster=1", "muster=1,influence=2", "influence=1,muster=2",
                     "muster=2,influence=1", "muster=3" })
end)

T.scenario("an action given 0 tokens is not resolved, not even for its bonuses [CR-3.2, CR-11]", function()
  local t = P.match{ active = 1, tokens = { { 2, 2, 2, 2, 1, 3 } }, upgraded = { { 6 } }, built = { { church = 1 } } }
  t:answer("resolve:6", "muster=3")
  P.at(t, "turn")
  T.eq(P.influence(t, 1), 1, "troop 1's 1; no Influence (it would give church I's +1)")
  T.eq(t.match:zone("troops:1"):cards()[1].side, "mustered")
  T.eq(P.tokens(t, 1), { 3, 3, 3, 2, 1, 0 }, "the wedge's 3 tokens are sown")
end)

T.scenario("each share is judged with its own tokens: a split is offered only if an action is performable with its share [CR-16.4, CR-3.3, CR-3.4]", function()
  -- p5 crusade upgraded (Crusade/Move), 3 tokens; knight 1 on a Prussian (strength 5):
  -- Crusade needs 5, a Move step from there 2 MP
  local t = P.match{ active = 1, tokens = { { 2, 2, 2, 1, 3, 2 } }, upgraded = { { 5 } },
                     knights = { { "pomesania" } }, enemies = { pomesania = "prussian" } }
  t:answer("resolve:5")
  P.at(t, "split", { "crusade=1,move=2", "move=2,crusade=1", "move=3" })
  local one = P.match{ active = 1, tokens = { { 2, 2, 2, 3, 1, 2 } }, upgraded = { { 5 } },
                       knights = { { "pomesania" } }, enemies = { pomesania = "prussian" } }
  P.at(one, "turn")
  T.falsy(T.show(one:pending().options):find("resolve:5"), "1 token: Crusade 1 < 5 and a step costs 2")
end)

T.scenario("the shares are judged before either resolves: a split that only the other share's result would allow is not offered [CR-16.4, CR-3.3]", function()
  -- p2 muster upgraded (Muster/Crusade), 5 tokens; a Slav of strength 4 with knight 1
  local t = P.match{ active = 1, tokens = { { 2, 5, 2, 1, 1, 1 } }, upgraded = { { 2 } },
                     knights = { { "lusatia" } }, enemies = { lusatia = "slav" } }
  t:answer("resolve:2")
  -- Muster 2 < 3 and Crusade 3 < 4: "muster=2,crusade=3" is not offered, though troop 1
  -- would bring the Crusade to 4
  P.at(t, "split", { "muster=5", "muster=4,crusade=1", "crusade=1,muster=4", "muster=3,crusade=2",
                     "crusade=2,muster=3", "muster=1,crusade=4", "crusade=4,muster=1", "crusade=5" })
end)

T.scenario("an action is judged again when its turn comes: Muster first makes a Crusade of 3 reach a Slav of 4 [CR-3.3, CR-3.2, CR-7.2, CR-8.2]", function()
  local t = P.match{ active = 1, tokens = { { 2, 6, 1, 1, 1, 1 } }, upgraded = { { 2 } },
                     knights = { { "lusatia" } }, enemies = { lusatia = "slav" } }
  t:answer("resolve:2", "muster=3,crusade=3")
  P.at(t, "turn")
  T.eq(P.enemy(t, "lusatia"), nil, "3 + troop 1's 1 = 4: the Slav is defeated")
  T.eq(P.influence(t, 1), 1 + 4, "troop 1, then the Slav's strength")
  T.eq(P.marker(t, "slav"), 2)
  local other = P.match{ active = 1, tokens = { { 2, 6, 1, 1, 1, 1 } }, upgraded = { { 2 } },
                         knights = { { "lusatia" } }, enemies = { lusatia = "slav" } }
  other:answer("resolve:2", "crusade=3,muster=3")
  P.at(other, "turn")
  T.eq(P.enemy(other, "lusatia"), "slav", "Crusade first: 3 < 4, it does nothing")
  T.eq(P.influence(other, 1), 1, "troop 1 only")
end)

T.scenario("an action performable at the start but not when its turn comes does nothing: Move onto an enemy, then no Build [CR-3.3, CR-9.2]", function()
  local t = P.match{ active = 1, tokens = { { 2, 2, 2, 3, 1, 2 } }, upgraded = { { 4 } },
                     knights = { { "thuringia" } }, enemies = { lusatia = "slav" }, tiles = { thuringia = false } }
  t:answer("resolve:4", "move=1,build=2", "k1:lusatia")
  P.at(t, "turn")
  T.eq(t:pending().seat, 2, "no Build was asked: the only knight stands on a Slav")
  T.eq(P.knight(t, 1, 1), "lusatia")
  T.eq(P.buildings(t, "lusatia"), {})
  T.eq(P.buildings(t, "thuringia"), {})
  T.eq(P.tokens(t, 1), { 3, 2, 2, 0, 2, 3 }, "3 sown from p4: p5, p6, p1")
end)

T.scenario("the order chosen is the order resolved: Build first, then Move [CR-3.2, CR-6.4, CR-9]", function()
  local t = P.match{ active = 1, tokens = { { 2, 2, 2, 3, 1, 2 } }, upgraded = { { 4 } },
                     knights = { { "thuringia" } }, enemies = { lusatia = "slav" }, tiles = { thuringia = false } }
  t:answer("resolve:4", "build=2,move=1")
  P.at(t, "build", { "farm:thuringia", "bank:thuringia" })
  t:answer("farm:thuringia")
  P.at(t, "step")
  t:answer("k1:lusatia")
  P.at(t, "turn")
  T.eq(P.buildings(t, "thuringia"), { "farm:1:1" })
  T.eq(P.knight(t, 1, 1), "lusatia")
end)
