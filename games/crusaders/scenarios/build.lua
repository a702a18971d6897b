-- Build (CR-9): the leftmost building of a type with one left, in a region with your
-- knight, no enemy and no building; cost = the level's cost less the region's reductions
-- for that type, never below 0, within X + Build bonuses; the level in influence plus the
-- region's "+n influence"; the uncovered bonus at once, a castle's knight placed there.
-- Standard wheel: p3 build, p4 move_build.
local T = require "tabula.test"
local P = require "positions"

-- Seat 1 with `x` tokens on p3 (the rest on p1) and the knights given.
local function builder(x, knights, extra)
  local spec = { active = 1, tokens = { { 12 - x, 0, x, 0, 0, 0 } }, knights = { knights } }
  for k, v in pairs(extra or {}) do spec[k] = v end
  return P.match(spec)
end

-- The (type, region) pairs seat 1's Build with `x` tokens offers, sorted: none when the
-- wedge cannot be resolved; a single one is taken unasked and read from t:forced().
local function choices(x, knights, extra)
  local t = builder(x, knights, extra)
  P.at(t, "turn")
  if not T.show(t:pending().options):find('"resolve:3"', 1, true) then return {}, t end
  t:answer("resolve:3")
  T.eq(t:run(), "choice")
  if t:pending().kind == "build" then
    local out = { table.unpack(t:pending().options) }
    table.sort(out)
    return out, t
  end
  for _, f in ipairs(t:forced()) do if f.kind == "build" then return { f.id }, t end end
  return {}, t
end

local function has(list, id)
  for _, v in ipairs(list) do if v == id then return true end end
  return false
end

local function label_of(t, id)
  local p = t:pending()
  for i, o in ipairs(p.options) do if o == id then return p.labels[i] end end
  return nil
end

T.scenario("the building is the leftmost of its type: level built + 1 at that level's cost; one token less is short [CR-9.1, CR-9.3, CR-1.5]", function()
  local COST = { castle = { 4, 5, 6, 7 }, church = { 3, 4, 5, 6 }, farm = { 2, 3, 4, 5 }, bank = { 2, 3, 4, 5 } }
  for _, kind in ipairs{ "castle", "church", "farm", "bank" } do
    for level = 1, 4 do
      local cost = COST[kind][level]
      local what = ("%s %d at cost %d"):format(kind, level, cost)
      -- the bank's own Build bonus counts: its earlier levels add to the power
      local x = kind == "bank" and cost - (level - 1) or cost
      local extra = { tiles = { masovia = false }, built = { { [kind] = level - 1 } } }
      T.truthy(has(choices(x, { "masovia" }, extra), kind .. ":masovia"), what)
      if x > 1 then T.falsy(has(choices(x - 1, { "masovia" }, extra), kind .. ":masovia"), what .. ", one short") end
    end
  end
  T.eq(choices(7, { "masovia" }, { tiles = { masovia = false }, built = { { castle = 4 } } }),
       { "bank:masovia", "church:masovia", "farm:masovia" }, "no castle left")
end)

T.scenario("built where a knight of yours stands with no enemy and no building, anyone's [CR-9.2]", function()
  local got = choices(4, { "masovia", "lusatia", "austria" }, {
    knights = { { "masovia", "lusatia", "austria" }, { "bohemia" } },
    tiles = { masovia = false, austria = false, bohemia = false }, enemies = { lusatia = "slav" },
    buildings = { { seat = 2, kind = "farm", level = 1, at = "austria" } } })
  T.eq(got, { "bank:masovia", "castle:masovia", "church:masovia", "farm:masovia" },
       "not lusatia (a Slav), not austria (seat 2's farm), not bohemia (seat 2's knight only)")
  local own = choices(4, { "masovia" }, { tiles = { masovia = false },
    buildings = { { seat = 1, kind = "farm", level = 1, at = "masovia" } } })
  T.eq(own, {}, "nor a region with a building of your own: nothing to build")
end)

T.scenario("cost reductions: printed, tile and 'any building' tile, for their type only; Build power = X + 1 a bank [CR-9.3, CR-1.2, CR-1.3, CR-11]", function()
  local plain = { tiles = { masovia = false } }
  T.eq(choices(3, { "saxony" }), { "bank:saxony", "castle:saxony", "church:saxony", "farm:saxony" }, "saxony: castle I 4 - 1")
  T.eq(choices(2, { "saxony" }), { "bank:saxony", "farm:saxony" }, "castle I needs 3 in saxony")
  T.eq(choices(1, { "rome" }), { "church:rome" }, "rome: church I 3 - 2")
  T.eq(choices(1, { "burgundy" }), { "farm:burgundy" }, "burgundy: farm I 2 - 1")
  T.eq(choices(1, { "champagne" }), { "bank:champagne" }, "champagne: bank I 2 - 1")
  T.eq(choices(1, { "masovia" }, { tiles = { masovia = "any_cost_1" } }),
       { "bank:masovia", "farm:masovia" }, "any building -1: farm and bank I cost 1")
  T.eq(choices(2, { "masovia" }, { tiles = { masovia = "castle_cost_2" } }),
       { "bank:masovia", "castle:masovia", "farm:masovia" }, "castle -2: castle I costs 2, church I still 3")
  T.eq(choices(1, { "masovia" }, plain), {}, "nothing costs 1 without a reduction")
  T.eq(choices(1, { "masovia" }, { tiles = { masovia = false }, built = { { bank = 2 } } }),
       { "church:masovia", "farm:masovia" }, "1 + 2 banks = 3: church I 3 and farm I 2, not bank III 4")
  T.eq(choices(1, { "masovia" }, { tiles = { masovia = false }, built = { { castle = 3, church = 3, farm = 3 } } }),
       {}, "castles, churches and farms give no Build")
end)

T.scenario("the cost is never below 0 [CR-9.3]", function()
  local got, t = choices(2, { "rome" }, { tiles = { rome = "church_cost_2" } })
  T.eq(got, { "bank:rome", "church:rome", "farm:rome" })
  T.truthy(label_of(t, "church:rome"):find("(cost 0)", 1, true), "3 - 2 printed - 2 tile: " .. label_of(t, "church:rome"))
  t:answer("church:rome")
  P.at(t, "turn")
  T.eq(P.buildings(t, "rome"), { "church:1:1" })
end)

T.scenario("influence: the level, plus the region's +n for that type [CR-9.4, CR-1.2, CR-1.3]", function()
  local function gain(x, region, kind, extra)
    local t = builder(x, { region }, extra)
    t:answer("resolve:3", kind .. ":" .. region)
    P.at(t, "turn")
    T.eq(P.buildings(t, region)[1]:match("^(%a+)"), kind)
    return P.influence(t, 1)
  end
  T.eq(gain(4, "hungary", "castle"), 1 + 2, "hungary: castle +2")
  T.eq(gain(4, "hungary", "church"), 1, "hungary's +2 is for castles")
  T.eq(gain(2, "venice", "bank"), 1 + 2, "venice: bank +2")
  T.eq(gain(2, "masovia", "farm", { tiles = { masovia = "farm_influence_1" } }), 2)
  T.eq(gain(4, "masovia", "castle", { tiles = { masovia = "farm_influence_1" } }), 1)
  T.eq(gain(5, "masovia", "church", { tiles = { masovia = "church_influence_2" }, built = { { church = 2 } } }), 3 + 2,
       "church III: 3, + 2")
end)

T.scenario("the uncovered space's bonus counts at once: castle II before a Move gives it 1 more MP [CR-9.5, CR-6.1, CR-11]", function()
  local t = P.match{ active = 1, tokens = { { 1, 1, 1, 6, 1, 2 } }, upgraded = { { 4 } }, built = { { castle = 1 } },
                     knights = { { "masovia" } }, tiles = { masovia = false }, enemies = { lusatia = false } }
  t:answer("resolve:4", "build=5,move=1", "castle:masovia", "k1:lusatia")
  P.at(t, "step")
  T.truthy(T.show(t:pending().options):find("stop"), "a second MP")
  t:answer("k1:bohemia")
  P.at(t, "turn")
  T.eq(P.knight(t, 1, 1), "bohemia")
  T.eq(P.buildings(t, "masovia"), { "castle:2:1" })
end)

T.scenario("castle I places knight 2 and castle III knight 3 in the region built on; castles II and IV none [CR-9.5, CR-1.5]", function()
  local t = builder(4, { "masovia" }, { tiles = { masovia = false } })
  t:answer("resolve:3", "castle:masovia")
  P.at(t, "turn")
  T.eq(P.knight(t, 1, 2), "masovia")
  T.eq(P.knight(t, 1, 3), nil)
  local third = builder(6, { "masovia", "jutland" }, { tiles = { masovia = false }, built = { { castle = 2 } } })
  third:answer("resolve:3", "castle:masovia")
  P.at(third, "turn")
  T.eq(P.knight(third, 1, 3), "masovia")
  for _, level in ipairs{ 2, 4 } do
    local other = builder(level + 3, { "masovia", "jutland", "holstein" }, { tiles = { masovia = false }, built = { { castle = level - 1 } } })
    other:answer("resolve:3", "castle:masovia")
    P.at(other, "turn")
    T.eq(#other.match:objects{ kind = "knight", owner = 1 }, 3, "castle " .. level .. ": no new knight")
  end
end)

T.scenario("one building a Build, however many tokens [CR-9.6]", function()
  local t = builder(12, { "masovia", "austria" }, { tiles = { masovia = false, austria = false } })
  t:answer("resolve:3", "farm:masovia")
  P.at(t, "turn")
  T.eq(t:pending().seat, 2)
  T.eq(P.buildings(t, "austria"), {})
  T.eq({ P.built(t, 1, "castle"), P.built(t, 1, "church"), P.built(t, 1, "farm"), P.built(t, 1, "bank") }, { 0, 0, 1, 0 })
end)
