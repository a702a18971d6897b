-- Upgrading (CR-5, CR-1.6): an unupgraded wedge flips and keeps its tokens, then one
-- wedge with tokens may be sown, or none; no action and no influence. Each upgraded side
-- offers the wedge's action and the one CR-1.6 adds.
local T = require "tabula.test"
local P = require "positions"

-- CR-1.6 by position on the standard wheel: the action, then the one the upgrade adds.
local SIDES = {
  { "move_crusade", "move", "crusade" }, { "muster", "muster", "crusade" }, { "build", "build", "influence" },
  { "move_build", "move", "build" }, { "crusade", "crusade", "move" }, { "influence", "influence", "muster" },
}

T.scenario("an upgraded wedge flips and keeps its tokens; only unupgraded wedges are offered [CR-5.1]", function()
  local t = P.match{ active = 1, tokens = { { 2, 3, 1, 2, 1, 3 } }, upgraded = { { 2 } } }
  P.at(t, "turn")
  local ids = {}
  for _, id in ipairs(t:pending().options) do if id:find("^upgrade") then ids[#ids + 1] = id end end
  T.eq(ids, { "upgrade:1", "upgrade:3", "upgrade:4", "upgrade:5", "upgrade:6" })
  t:answer("upgrade:4", "nothing")
  P.at(t, "turn")
  local sides = {}
  for i, w in ipairs(t.match:zone("wheel:1"):cards()) do sides[i] = w.side end
  T.eq(sides, { "unupgraded", "upgraded", "unupgraded", "upgraded", "unupgraded", "unupgraded" })
  T.eq(P.tokens(t, 1), { 2, 3, 1, 2, 1, 3 }, "the tokens stay")
end)

T.scenario("after the upgrade: sow any wedge holding tokens, the upgraded one or another, or none [CR-5.2, CR-4.1]", function()
  local t = P.match{ active = 1, tokens = { { 0, 3, 1, 5, 0, 3 } } }
  t:answer("upgrade:4")
  P.at(t, "sow", { "sow:2", "sow:3", "sow:4", "sow:6", "nothing" })
  t:answer("sow:4")
  P.at(t, "turn")
  T.eq(P.tokens(t, 1), { 1, 4, 2, 0, 1, 4 }, "5 from the upgraded p4")
  local other = P.match{ active = 1, tokens = { { 0, 3, 1, 5, 0, 3 } } }
  other:answer("upgrade:4", "sow:6")
  P.at(other, "turn")
  T.eq(P.tokens(other, 1), { 1, 4, 2, 5, 0, 0 }, "3 from p6")
  local none = P.match{ active = 1, tokens = { { 0, 3, 1, 5, 0, 3 } } }
  none:answer("upgrade:4", "nothing")
  P.at(none, "turn")
  T.eq(P.tokens(none, 1), { 0, 3, 1, 5, 0, 3 })
end)

T.scenario("upgrading gives no action and no influence; the supply is untouched [CR-5.3]", function()
  local t = P.match{ active = 1, tokens = { { 2, 2, 2, 2, 2, 2 } }, built = { { church = 4 } } }
  local supply = t.match.state.supply
  t:answer("upgrade:6", "sow:6")
  P.at(t, "turn")
  T.eq(P.influence(t, 1), 0)
  T.eq(t.match.state.supply, supply)
end)

T.scenario("each upgraded side offers its own action and the one CR-1.6 adds, no other [CR-1.6, CR-5.1, CR-3.2]", function()
  for pos, side in ipairs(SIDES) do
    local tokens = { 1, 1, 1, 1, 1, 1 }
    tokens[pos] = 7
    -- every action can act with 7: a Slav with knight 1, room to build with knight 2
    local t = P.match{ active = 1, tokens = { tokens }, upgraded = { { pos } }, knights = { { "lusatia", "masovia" } },
                       enemies = { lusatia = "slav" }, tiles = { masovia = false } }
    T.eq(t.match:zone("wheel:1"):cards()[pos].kind, side[1])
    t:answer("resolve:" .. pos)
    P.at(t, "split")
    local actions = {}
    for _, id in ipairs(t:pending().options) do
      for action in id:gmatch("(%a+)=") do actions[action] = true end
    end
    T.eq(actions, { [side[2]] = true, [side[3]] = true }, side[1])
    T.truthy(T.show(t:pending().options):find('"' .. side[2] .. '=7"', 1, true), side[1] .. ": all 7 to " .. side[2])
    T.truthy(T.show(t:pending().options):find('"' .. side[3] .. '=7"', 1, true), side[1] .. ": all 7 to " .. side[3])
  end
end)
