-- Crusade (CR-8): in a region with your knight and an enemy token your power reaches;
-- power = X + troops + castles + the order's bonus against that type; Prussian and Slav
-- strength from the tracks (CR-1.4), Saracens 6; the token to your play area, then the
-- strength as influence and the marker a space on (never past 11), or the Saracen's reward
-- or 3 influence. Standard wheel: p5 crusade.
local T = require "tabula.test"
local P = require "positions"

-- CR-1.4, spaces 1..11.
local TRACK = {
  prussian = { 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10 },
  slav = { 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9 },
}
local HOME = { prussian = "pomesania", slav = "lusatia" }

-- Seat 1 with `x` tokens on p5 (the rest on p1), its knight 1 on `region`.
local function crusader(x, region, enemy, extra)
  local spec = { active = 1, tokens = { { 12 - x, 0, 0, 0, x, 0 } }, knights = { { region } }, enemies = { [region] = enemy } }
  for k, v in pairs(extra or {}) do spec[k] = v end
  return P.match(spec)
end

local function offered(t, id)
  return T.show(t:pending().options):find('"' .. id .. '"', 1, true) ~= nil
end

local function play_area(t, seat)
  local out = {}
  for _, token in ipairs(t.match:zone("conquered:" .. (seat or 1)):cards()) do out[#out + 1] = token.kind end
  return out
end

T.scenario("each space of both tracks: power equal to its strength wins that strength in influence and moves the marker on; one less cannot crusade [CR-8.3, CR-8.4, CR-1.4]", function()
  for _, kind in ipairs{ "prussian", "slav" } do
    local track = TRACK[kind]
    for space = 1, 11 do
      local strength = track[space]
      local what = ("%s on space %d"):format(kind, space)
      local t = crusader(strength, HOME[kind], kind, { markers = { [kind] = space } })
      t:answer("resolve:5")
      P.at(t, "turn")
      T.eq(P.enemy(t, HOME[kind]), nil, what .. ": the region is cleared")
      T.eq(play_area(t), { kind }, what .. ": the token in the play area")
      T.eq(P.influence(t, 1), strength, what .. ": influence")
      T.eq(P.marker(t, kind), math.min(space + 1, 11), what .. ": the marker")
      local short = crusader(strength - 1, HOME[kind], kind, { markers = { [kind] = space } })
      P.at(short, "turn")
      T.falsy(offered(short, "resolve:5"), what .. ": power " .. (strength - 1))
    end
  end
end)

T.scenario("a Saracen's strength is always 6, and its defeat moves no marker [CR-8.3, CR-8.4, CR-1.4]", function()
  local t = crusader(6, "toledo", { "saracen", "castle" }, { markers = { prussian = 9, slav = 9 } })
  t:answer("resolve:5", "influence")
  P.at(t, "turn")
  T.eq(play_area(t), { "saracen" })
  T.eq({ P.marker(t, "prussian"), P.marker(t, "slav") }, { 9, 9 })
  local short = crusader(5, "toledo", { "saracen", "castle" })
  P.at(short, "turn")
  T.falsy(offered(short, "resolve:5"))
end)

T.scenario("the choice is among regions with your knight and an enemy your power reaches; other players' knights do not count; one crusade, the knights stay [CR-8.1, CR-8.3, CR-8.5]", function()
  local spec = { active = 1, tokens = { { 7, 0, 0, 0, 5, 0 } }, knights = { { "lusatia", "pomesania", "masovia" }, { "silesia" } },
                 enemies = { lusatia = "slav", pomesania = "prussian", silesia = "slav", masovia = false } }
  local t = P.match(spec)
  t:answer("resolve:5")
  P.at(t, "crusade", { "lusatia", "pomesania" })
  t:answer("pomesania")
  P.at(t, "turn")
  T.eq(P.enemy(t, "pomesania"), nil)
  T.eq(P.enemy(t, "lusatia"), "slav", "one crusade a Crusade action")
  T.eq({ P.knight(t, 1, 1), P.knight(t, 1, 2) }, { "lusatia", "pomesania" }, "the knights stay")
  spec.tokens = { { 8, 0, 0, 0, 4, 0 } }
  local four = P.match(spec)
  four:answer("resolve:5")
  P.at(four, "turn")
  T.eq(P.enemy(four, "lusatia"), nil, "4 reaches only the Slav: taken unasked")
  T.eq(P.enemy(four, "pomesania"), "prussian")
end)

T.scenario("Crusade power adds the mustered troops' +1 +1 +2 +2 +2 and +1 a castle built [CR-8.2, CR-1.5, CR-11]", function()
  local bonus = { [0] = 0, 1, 2, 4, 6, 8 }
  for troops = 0, 5 do                        -- a Prussian on space 11: strength 10
    local x = 10 - bonus[troops]
    local t = crusader(x, "pomesania", "prussian", { troops = { troops }, markers = { prussian = 11 } })
    P.at(t, "turn")
    T.truthy(offered(t, "resolve:5"), ("%d troops and %d tokens"):format(troops, x))
    local short = crusader(x - 1, "pomesania", "prussian", { troops = { troops }, markers = { prussian = 11 } })
    P.at(short, "turn")
    T.falsy(offered(short, "resolve:5"), ("%d troops and %d tokens"):format(troops, x - 1))
  end
  for castles = 1, 4 do
    local t = crusader(10 - castles, "pomesania", "prussian", { built = { { castle = castles } }, markers = { prussian = 11 } })
    P.at(t, "turn")
    T.truthy(offered(t, "resolve:5"), castles .. " castles")
    local short = crusader(9 - castles, "pomesania", "prussian", { built = { { castle = castles, church = 4, farm = 4, bank = 4 } },
                                                                      markers = { prussian = 11 } })
    P.at(short, "turn")
    T.falsy(offered(short, "resolve:5"), castles .. " castles, one token short; other buildings add nothing")
  end
end)

T.scenario("an order's +2 counts against its own enemy type only [CR-8.2, CR-16.2]", function()
  local t = crusader(3, "pomesania", "prussian", { order = { "teutonic" } })
  t:answer("resolve:5")
  P.at(t, "turn")
  T.eq(P.influence(t, 1), 5, "3 + 2 reaches the Prussian's 5; the gain is its strength")
  local slav = crusader(2, "lusatia", "slav", { order = { "teutonic" } })
  P.at(slav, "turn")
  T.falsy(offered(slav, "resolve:5"), "2 + 0 < a Slav's 4")
end)

T.scenario("the defeated region is a normal region: it can be built on [CR-8.4, CR-9.2]", function()
  local t = crusader(4, "lusatia", "slav", { tokens = { { 2, 1, 3, 0, 4, 2 } } })
  t:answer("resolve:5")
  P.at(t, "turn")
  t:answer("upgrade:1", "nothing")            -- seat 2
  P.at(t, "turn")
  T.eq(P.tokens(t, 1), { 3, 2, 4, 0, 0, 3 })
  t:answer("resolve:3")                       -- seat 1: build, 4 tokens
  P.at(t, "build", { "castle:lusatia", "church:lusatia", "farm:lusatia", "bank:lusatia" })
end)

-- CR-8.4's rewards: seat 1's knight on a Saracen in valencia.
local function saracen(reward, extra)
  return crusader(6, "valencia", { "saracen", reward }, extra)
end

T.scenario("a building reward: the next building of that type placed there for free, its level in influence, its space uncovered [CR-8.4, CR-9.5]", function()
  for _, kind in ipairs{ "church", "farm", "bank" } do
    local t = saracen(kind)
    t:answer("resolve:5")
    P.at(t, "reward", { "reward", "influence" })
    t:answer("reward")
    P.at(t, "turn")
    T.eq(P.buildings(t, "valencia"), { kind .. ":1:1" }, kind)
    T.eq(P.influence(t, 1), 1, kind .. " I: 1")
    T.eq(P.built(t, 1, kind), 1, kind .. ": the space is uncovered")
  end
  local second = saracen("church", { built = { { church = 2 } } })
  second:answer("resolve:5", "reward")
  P.at(second, "turn")
  T.eq(P.buildings(second, "valencia"), { "church:3:1" })
  T.eq(P.influence(second, 1), 3)
end)

T.scenario("a castle reward unlocks its knight in that region: knight 2 with castle I, knight 3 with castle III [CR-8.4, CR-9.5, CR-1.5]", function()
  local t = saracen("castle")
  t:answer("resolve:5", "reward")
  P.at(t, "turn")
  T.eq(P.buildings(t, "valencia"), { "castle:1:1" })
  T.eq(P.knight(t, 1, 2), "valencia")
  T.eq(P.influence(t, 1), 1)
  local third = saracen("castle", { built = { { castle = 2 } }, knights = { { "valencia", "jutland" } } })
  third:answer("resolve:5", "reward")
  P.at(third, "turn")
  T.eq(P.knight(third, 1, 3), "valencia")
  T.eq(P.influence(third, 1), 3)
end)

T.scenario("a troop reward flips the leftmost unmustered troop for free with its influence [CR-8.4, CR-1.5]", function()
  local t = saracen("troop", { troops = { 2 } })
  t:answer("resolve:5", "reward")
  P.at(t, "turn")
  local sides = {}
  for i, troop in ipairs(t.match:zone("troops:1"):cards()) do sides[i] = troop.side end
  T.eq(sides, { "mustered", "mustered", "mustered", "unmustered", "unmustered" })
  T.eq(P.influence(t, 1), 2, "troop 3's influence")
end)

T.scenario("3 influence instead, by choice: nothing is built or mustered [CR-8.4]", function()
  for _, kind in ipairs{ "castle", "troop" } do
    local t = saracen(kind)
    t:answer("resolve:5", "influence")
    P.at(t, "turn")
    T.eq(P.influence(t, 1), 3, kind)
    T.eq(P.buildings(t, "valencia"), {})
    T.eq(P.built(t, 1, "castle"), 0)
    T.eq(t.match:zone("troops:1"):cards()[1].side, "unmustered")
    T.eq(play_area(t), { "saracen" })
  end
end)

T.scenario("a reward that cannot be taken gives 3 influence, unasked: no building of the type left, no troop left [CR-8.4]", function()
  local cases = { { "bank", { built = { { bank = 4 } } } }, { "troop", { troops = { 5 } } } }
  for _, case in ipairs(cases) do
    local t = saracen(case[1], case[2])
    t:answer("resolve:5")
    P.at(t, "turn")
    T.eq(P.influence(t, 1), 3, case[1])
    T.eq(P.buildings(t, "valencia"), {})
    for _, f in ipairs(t:forced()) do T.ne(f.kind, "reward", "no reward question") end
  end
end)
