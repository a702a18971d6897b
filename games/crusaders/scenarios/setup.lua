-- Setup (CR-1, CR-2, CR-16.1, CR-16.3): the map of each player count as the spec's table
-- gives it, the enemy tokens and tiles placed, the supply, the wheel, the knight orders
-- dealt in CR-16.1's exact random order, keeping an order and placing knight 1 in reverse
-- turn order, and the option values setup refuses.
local T = require "tabula.test"
local P = require "positions"
local map = require "map"
local probes = require "probes"

-- CR-1.1, copied from the spec: id, number, (q, r), players, feature, adjacent regions
-- (full map).
local MAP = {
  { "jutland", 1, 2, 0, 2, "tile", "holstein frisia saxony" },
  { "holstein", 2, 3, 0, 2, "tile", "jutland wagria saxony brandenburg" },
  { "wagria", 3, 4, 0, 3, "flag S", "holstein pomerania brandenburg lutizia" },
  { "pomerania", 4, 5, 0, 2, "flag S", "wagria sambia lutizia pomesania" },
  { "sambia", 5, 6, 0, 2, "flag P", "pomerania curonia pomesania galindia" },
  { "curonia", 6, 7, 0, 2, "flag P", "sambia livonia galindia samogitia" },
  { "livonia", 7, 8, 0, 4, "flag P", "curonia samogitia estonia" },
  { "frisia", 8, 1, 1, 3, "tile", "jutland saxony flanders lorraine" },
  { "saxony", 9, 2, 1, 2, "castle cost 1", "jutland holstein frisia brandenburg lorraine thuringia" },
  { "brandenburg", 10, 3, 1, 2, "tile", "holstein wagria saxony lutizia thuringia lusatia" },
  { "lutizia", 11, 4, 1, 2, "flag S", "wagria pomerania brandenburg pomesania lusatia masovia" },
  { "pomesania", 12, 5, 1, 2, "flag P", "pomerania sambia lutizia galindia masovia sudovia" },
  { "galindia", 13, 6, 1, 2, "flag P", "sambia curonia pomesania samogitia sudovia lithuania" },
  { "samogitia", 14, 7, 1, 3, "flag P", "curonia livonia galindia estonia lithuania" },
  { "estonia", 15, 8, 1, 4, "flag P", "livonia samogitia" },
  { "flanders", 16, 0, 2, 3, "tile", "frisia lorraine normandy champagne" },
  { "lorraine", 17, 1, 2, 2, "tile", "frisia saxony flanders thuringia champagne franconia" },
  { "thuringia", 18, 2, 2, 2, "tile", "saxony brandenburg lorraine lusatia franconia bohemia" },
  { "lusatia", 19, 3, 2, 2, "flag S", "brandenburg lutizia thuringia masovia bohemia silesia" },
  { "masovia", 20, 4, 2, 2, "tile", "lutizia pomesania lusatia sudovia silesia lesser_poland" },
  { "sudovia", 21, 5, 2, 2, "flag P", "pomesania galindia masovia lithuania lesser_poland ruthenia" },
  { "lithuania", 22, 6, 2, 3, "flag P", "galindia samogitia sudovia ruthenia volhynia" },
  { "normandy", 23, -1, 3, 4, "tile", "flanders champagne burgundy" },
  { "champagne", 24, 0, 3, 2, "bank cost 1", "flanders lorraine normandy franconia burgundy bavaria" },
  { "franconia", 25, 1, 3, 2, "tile", "lorraine thuringia champagne bohemia bavaria austria" },
  { "bohemia", 26, 2, 3, 2, "tile", "thuringia lusatia franconia silesia austria hungary" },
  { "silesia", 27, 3, 3, 2, "flag S", "lusatia masovia bohemia lesser_poland hungary galicia" },
  { "lesser_poland", 28, 4, 3, 2, "flag S", "masovia sudovia silesia ruthenia galicia" },
  { "ruthenia", 29, 5, 3, 3, "flag S", "sudovia lithuania lesser_poland volhynia" },
  { "volhynia", 30, 6, 3, 4, "flag S", "lithuania ruthenia" },
  { "burgundy", 31, -1, 4, 2, "farm cost 1", "normandy champagne bavaria navarre provence" },
  { "bavaria", 32, 0, 4, 2, "tile", "champagne franconia burgundy austria provence lombardy" },
  { "austria", 33, 1, 4, 2, "tile", "franconia bohemia bavaria hungary lombardy venice" },
  { "hungary", 34, 2, 4, 2, "castle influence 2", "bohemia silesia austria galicia venice croatia" },
  { "galicia", 35, 3, 4, 4, "flag S", "silesia lesser_poland hungary croatia" },
  { "navarre", 36, -2, 5, 3, "flag A", "burgundy provence leon toledo" },
  { "provence", 37, -1, 5, 2, "tile", "burgundy bavaria navarre lombardy toledo valencia" },
  { "lombardy", 38, 0, 5, 2, "tile", "bavaria austria provence venice valencia sardinia" },
  { "venice", 39, 1, 5, 2, "bank influence 2", "austria hungary lombardy croatia sardinia rome" },
  { "croatia", 40, 2, 5, 3, "tile", "hungary galicia venice rome apulia" },
  { "leon", 41, -3, 6, 4, "flag A", "navarre toledo" },
  { "toledo", 42, -2, 6, 2, "flag A", "navarre provence leon valencia cordoba" },
  { "valencia", 43, -1, 6, 2, "flag A", "provence lombardy toledo sardinia cordoba granada" },
  { "sardinia", 44, 0, 6, 3, "flag A", "lombardy venice valencia rome granada" },
  { "rome", 45, 1, 6, 2, "church cost 2", "venice croatia sardinia apulia sicily" },
  { "apulia", 46, 2, 6, 3, "tile", "croatia rome sicily malta" },
  { "cordoba", 47, -2, 7, 2, "flag A", "toledo valencia granada" },
  { "granada", 48, -1, 7, 2, "flag A", "valencia sardinia cordoba" },
  { "sicily", 49, 1, 7, 2, "flag A", "rome apulia malta" },
  { "malta", 50, 2, 7, 4, "flag A", "apulia sicily" },
}
local FLAG = { P = "prussian", S = "slav", A = "saracen" }
local ENEMY = { prussian = true, slav = true, saracen = true }

-- CR-1.3, CR-1.4, CR-1.6, CR-1.7: the lists CR-16.1 shuffles, in their tables' order.
local SARACEN_REWARDS = { "castle", "castle", "church", "church", "farm", "farm", "bank", "bank", "troop", "troop" }
local TILES = {}
local function tiles(copies, text)
  for _, b in ipairs{ "castle", "church", "farm", "bank" } do
    for _ = 1, copies do TILES[#TILES + 1] = b .. " " .. text end
  end
end
tiles(3, "cost 1")
tiles(1, "cost 2")
tiles(2, "influence 1")
tiles(1, "influence 2")
TILES[#TILES + 1] = "any cost 1"
TILES[#TILES + 1] = "any cost 1"
local WEDGES = { "move_crusade", "move_build", "muster", "crusade", "influence", "build" }
local ORDERS = { "templar", "hospitaller", "teutonic", "sword_brothers", "santiago", "calatrava",
                 "alcantara", "lazarus", "sepulchre", "montesa" }
local START_REGIONS = { "holstein", "brandenburg", "thuringia", "masovia", "champagne", "bohemia", "burgundy",
                        "austria", "hungary", "provence", "lombardy", "venice", "rome" }

local function words(text)
  local out = {}
  for w in text:gmatch("%S+") do out[#out + 1] = w end
  return out
end

local function sorted(list)
  local out = { table.unpack(list) }
  table.sort(out)
  return out
end

local function in_play(players)
  local out = {}
  for _, row in ipairs(MAP) do
    if row[5] <= math.min(players, 4) then out[#out + 1] = row end
  end
  return out
end

-- The match RNG as docs/api.md describes it (xoshiro256** seeded through splitmix64, a
-- bound reduced by multiply-and-reject): draw(n) is math.random(n) of a match of `seed`.
local function match_rng(seed)
  local s, x = {}, seed
  for i = 1, 4 do
    x = x + 0x9e3779b97f4a7c15
    local z = (x ~ (x >> 30)) * 0xbf58476d1ce4e5b9
    z = (z ~ (z >> 27)) * 0x94d049bb133111eb
    s[i] = z ~ (z >> 31)
  end
  local function rotl(v, k) return (v << k) | (v >> (64 - k)) end
  local function next64()
    local result = rotl(s[2] * 5, 7) * 9
    local t = s[2] << 17
    s[3] = s[3] ~ s[1]; s[4] = s[4] ~ s[2]; s[2] = s[2] ~ s[3]; s[1] = s[1] ~ s[4]
    s[3] = s[3] ~ t; s[4] = rotl(s[4], 45)
    return result
  end
  local function times(v, bound)   -- the 128-bit v * bound: high and low 64 bits
    return ((v >> 32) * bound + (((v & 0xffffffff) * bound) >> 32)) >> 32, v * bound
  end
  return function(bound)
    local high, low = times(next64(), bound)
    if math.ult(low, bound) then
      local threshold = (((math.maxinteger % bound) + 1) % bound * 2) % bound
      while math.ult(low, threshold) do high, low = times(next64(), bound) end
    end
    return high + 1
  end
end

-- CR-16.1 worked from the spec: what a match of `seed` and `players` sets up.
local function expected_setup(seed, players, with_orders)
  local draw = match_rng(seed)
  local function shuffled(list)
    local out = { table.unpack(list) }
    for i = #out, 2, -1 do
      local j = draw(i)
      out[i], out[j] = out[j], out[i]
    end
    return out
  end
  local eleven = {}
  for i = 1, 11 do eleven[i] = i end
  shuffled(eleven)                    -- the Prussians: alike, but the RNG draws for them
  shuffled(eleven)                    -- the Slavs
  local rewards = shuffled(SARACEN_REWARDS)
  local tiles_shuffled = shuffled(TILES)
  local out = { saracen = {}, tiles = {}, dealt = {} }
  out.wheel = shuffled(WEDGES)
  if with_orders then
    local list = shuffled(ORDERS)
    for seat = 1, players do out.dealt[seat] = { list[2 * seat - 1], list[2 * seat] } end
  end
  local a, t = 0, 0
  for _, row in ipairs(in_play(players)) do
    if row[6] == "flag A" then a = a + 1; out.saracen[row[1]] = rewards[a] end
    if row[6] == "tile" then t = t + 1; out.tiles[row[1]] = tiles_shuffled[t] end
  end
  return out
end

-- What a match set up: Saracen rewards and tiles by region, the wheel of each seat.
local function actual_setup(t)
  local m = t.match
  local out = { saracen = {}, tiles = {}, enemies = {}, wheels = {} }
  for _, region in ipairs(map.regions(m)) do
    for _, obj in ipairs(m:at(region)) do
      if obj.kind == "saracen" then out.saracen[region] = obj.props.reward end
      if obj.kind == "tile" then
        out.tiles[region] = (obj.props.id:gsub("_", " "))   -- "castle_cost_1": "castle cost 1"
      end
      if ENEMY[obj.kind] then out.enemies[region] = obj.kind end
    end
  end
  for seat = 1, m.seats do
    out.wheels[seat] = {}
    for pos, w in ipairs(m:zone("wheel:" .. seat):cards()) do
      out.wheels[seat][pos] = { w.kind, w.side, w:counter("tokens") }
    end
  end
  return out
end

local function count(tbl)
  local n = 0
  for _ in pairs(tbl) do n = n + 1 end
  return n
end

T.scenario("each player count has its map: 33, 43 and 50 regions (5 players the 4-player map), in region order [CR-1.1, CR-2.1, CR-14.1]", function()
  local SIZE = { [2] = 33, [3] = 43, [4] = 50, [5] = 50 }
  for seats = 2, 5 do
    local t = T.match{ seats = seats }
    local size = SIZE[seats]
    local want = {}
    for _, row in ipairs(in_play(seats)) do want[#want + 1] = row[1] end
    T.eq(#want, size, "the spec's count")
    T.eq(map.regions(t.match), want, seats .. " players: the regions in play")
  end
end)

T.scenario("every region has the spec's number, coordinates, player count and feature [CR-1.1, CR-1.2]", function()
  for _, row in ipairs(MAP) do
    local id, n, q, r, players, feature = table.unpack(row)
    local region = map.region(id)
    T.eq({ region.n, region.q, region.r, region.players }, { n, q, r, players }, id)
    local kind, what, value = table.unpack(words(feature))
    if kind == "tile" then
      T.eq({ region.tile, region.flag, region.printed }, { true, nil, nil }, id .. ": a tile space")
    elseif kind == "flag" then
      T.eq({ region.tile, region.flag, region.printed }, { nil, FLAG[what], nil }, id .. ": a flag")
    else
      T.eq({ region.tile, region.flag }, { nil, nil }, id)
      T.eq(region.printed, { building = kind, [what] = tonumber(value) }, id .. ": the printed bonus")
    end
  end
  T.eq(#require("regions"), #MAP, "no region beyond the spec's fifty")
end)

T.scenario("adjacency is the spec's column without the regions not in play, for 2, 3, 4 and 5 players [CR-1.1, CR-2.1, CR-14.1]", function()
  for _, seats in ipairs{ 2, 3, 4, 5 } do
    local board = map.of(T.match{ seats = seats }.match)
    local playing = {}
    for _, row in ipairs(in_play(seats)) do playing[row[1]] = true end
    for _, row in ipairs(in_play(seats)) do
      local want = {}
      for _, id in ipairs(words(row[7])) do
        if playing[id] then want[#want + 1] = id end
      end
      T.eq(sorted(board:adjacent(row[1])), sorted(want), ("%d players: next to %s"):format(seats, row[1]))
    end
  end
end)

T.scenario("one enemy token on each flag in play (5, 7, 9 of each type) and one tile on each tile space (12, 16, 17) [CR-1.1, CR-1.3, CR-1.4, CR-2.2, CR-2.3, CR-14.1]", function()
  local flags = { [2] = 5, [3] = 7, [4] = 9, [5] = 9 }
  local spaces = { [2] = 12, [3] = 16, [4] = 17, [5] = 17 }
  for seats = 2, 5 do
    local t = T.match{ seats = seats, seed = seats }
    local got = actual_setup(t)
    local by_type = { prussian = 0, slav = 0, saracen = 0 }
    for _, row in ipairs(in_play(seats)) do
      local kind, what = table.unpack(words(row[6]))
      if kind == "flag" then
        T.eq(got.enemies[row[1]], FLAG[what], row[1])
        by_type[FLAG[what]] = by_type[FLAG[what]] + 1
      else
        T.eq(got.enemies[row[1]], nil, row[1] .. " holds no enemy")
      end
      T.eq(got.tiles[row[1]] ~= nil, kind == "tile", row[1] .. ": a tile only on a tile space")
    end
    local n = flags[seats]
    T.eq(by_type, { prussian = n, slav = n, saracen = n }, seats .. " players: flags")
    T.eq(count(got.enemies), 3 * n, seats .. " players: the unused tokens are out of the game")
    T.eq(count(got.tiles), spaces[seats], seats .. " players: tiles")
    for seat = 1, seats do T.eq(#t.match:zone("conquered:" .. seat):cards(), 0, "an empty play area") end
  end
end)

T.scenario("markers on space 1, the supply 150/200/250/300, every player 0 influence [CR-2.4, CR-1.8, CR-14.1]", function()
  local SUPPLY = { [2] = 150, [3] = 200, [4] = 250, [5] = 300 }
  for seats = 2, 5 do
    local t = T.match{ seats = seats }
    local s = t.match.state
    T.eq({ P.marker(t, "prussian"), P.marker(t, "slav") }, { 1, 1 }, seats .. " players: markers")
    T.eq(s.supply, SUPPLY[seats], seats .. " players: supply")
    for seat = 1, seats do T.eq(s.influence[seat], 0, "influence of seat " .. seat) end
  end
end)

T.scenario("a seed's tokens, tiles, wheel and dealt orders are CR-16.1's shuffles in its order, placed in ascending region number (base pool) [CR-16.1, CR-2.2, CR-2.3, CR-2.5, CR-2.7]", function()
  probes.base_pool()
  for _, seats in ipairs{ 2, 3, 4, 5 } do
    for _, seed in ipairs{ 1, 7, 2026 } do
      local t = T.match{ seats = seats, seed = seed }
      local want = expected_setup(seed, seats, true)
      local got = actual_setup(t)
      local what = ("seed %d, %d players: "):format(seed, seats)
      T.eq(got.saracen, want.saracen, what .. "Saracen rewards")
      T.eq(got.tiles, want.tiles, what .. "tiles")
      for seat = 1, seats do
        for pos, w in ipairs(got.wheels[seat]) do
          T.eq(w, { want.wheel[pos], "unupgraded", 2 }, what .. ("seat %d, p%d"):format(seat, pos))
        end
      end
      T.eq(t.match.state.dealt, want.dealt, what .. "orders, two to seat 1 first")
    end
  end
end)

T.scenario("the RNG draws for the tokens first: 2 players' Saracens are the first five of 4 players' in region order [CR-16.1, CR-2.2]", function()
  local two = actual_setup(T.match{ seats = 2, seed = 5 }).saracen
  local four = actual_setup(T.match{ seats = 4, seed = 5 }).saracen
  local order4 = { "navarre", "leon", "toledo", "valencia", "sardinia", "cordoba", "granada", "sicily", "malta" }
  local order2 = { "toledo", "valencia", "cordoba", "granada", "sicily" }
  for i, region in ipairs(order2) do T.eq(two[region], four[order4[i]], region) end
end)

T.scenario("without knight orders nothing is dealt and no order is asked; the draws before are the same (base pool) [CR-2.7, CR-16.1]", function()
  probes.base_tiles()
  local t = T.match{ seats = 3, seed = 7, options = { knight_orders = false } }
  local want = expected_setup(7, 3, false)
  T.eq(actual_setup(t).tiles, want.tiles)
  T.eq(t.match.state.dealt, {}, "no order dealt")
  P.at(t, "start")
  T.eq(t:pending().seat, 3, "the last player places first")
end)

T.scenario("the wheel option fixes the arrangement for every seat, 2 unupgraded tokens a wedge [CR-16.3, CR-2.5]", function()
  local fixed = { "influence", "build", "crusade", "muster", "move_build", "move_crusade" }
  for _, seats in ipairs{ 2, 5 } do
    local got = actual_setup(T.match{ seats = seats, seed = 9, options = { wheel = table.concat(fixed, ",") } })
    for seat = 1, seats do
      for pos, w in ipairs(got.wheels[seat]) do T.eq(w, { fixed[pos], "unupgraded", 2 }, ("seat %d p%d"):format(seat, pos)) end
    end
  end
  local spaced = T.match{ options = { wheel = " move_crusade , muster,build,move_build, crusade,influence " } }
  T.eq(actual_setup(spaced).wheels[1][2], { "muster", "unupgraded", 2 }, "spaces around the ids do not matter")
end)

T.scenario("the wedges are shuffled even when the wheel option fixes them: the option changes the wheel and nothing else (base pool) [CR-16.1, CR-16.3]", function()
  probes.base_pool()
  local fixed = { "influence", "build", "crusade", "muster", "move_build", "move_crusade" }
  for _, seats in ipairs{ 2, 3, 5 } do
    for _, seed in ipairs{ 9, 12 } do
      local t = T.match{ seats = seats, seed = seed, options = { wheel = table.concat(fixed, ",") } }
      local want = expected_setup(seed, seats, true)
      T.eq(t.match.state.dealt, want.dealt, ("seed %d, %d players: the deal of the same seed without the option"):format(seed, seats))
      T.eq(t.match.state.dealt, T.match{ seats = seats, seed = seed }.match.state.dealt)
    end
  end
end)

T.scenario("different seeds give different wheels; one seed always the same [CR-2.5, CR-16.1]", function()
  local seen = {}
  for seed = 1, 8 do
    local wheel = {}
    for pos, w in ipairs(actual_setup(T.match{ seed = seed }).wheels[2]) do wheel[pos] = w[1] end
    T.eq(sorted(wheel), sorted(WEDGES), "the six wedges, once each")
    seen[table.concat(wheel, ",")] = true
    local again = {}
    for pos, w in ipairs(actual_setup(T.match{ seed = seed }).wheels[2]) do again[pos] = w[1] end
    T.eq(again, wheel, "seed " .. seed .. " again")
  end
  T.truthy(count(seen) > 1, "more than one arrangement")
end)

T.scenario("the wheel option refuses an unknown id, a repeated id and five ids, each with a clear error [CR-16.3, CR-15]", function()
  T.raises(function() T.match{ options = { wheel = "move_crusade,muster,build,move_build,crusade,bank" } } end,
    "option 'wheel': 'bank' is not a wedge (move_crusade, move_build, muster, crusade, influence, build)")
  T.raises(function() T.match{ options = { wheel = "move_crusade,muster,build,move_build,crusade,muster" } } end,
    "option 'wheel': muster appears twice")
  T.raises(function() T.match{ options = { wheel = "move_crusade,muster,build,move_build,crusade" } } end,
    "option 'wheel': needs six wedge ids, comma-separated, not 5")
  T.raises(function() P.match{ wheel = "move_crusade,muster,build,move_build,crusade,influence,build" } end,
    "option 'wheel': build appears twice")
  T.raises(function() P.match{ wheel = "move_crusade,muster,,move_build,crusade,influence" } end,
    "option 'wheel': '' is not a wedge")
end)

T.scenario("the players option must match the seats; 0 means the seat count [CR-15, CR-1.1]", function()
  T.raises(function() T.match{ seats = 3, options = { players = 2 } } end,
    "option 'players': 2 players need 2 seats (--seats 2); this match has 3")
  T.raises(function() T.match{ seats = 2, options = { players = 5 } } end,
    "option 'players': 5 players need 5 seats (--seats 5); this match has 2")
  T.eq(#map.regions(T.match{ seats = 3, options = { players = 3 } }.match), 43)
  T.eq(#map.regions(T.match{ seats = 3, options = { players = 0 } }.match), 43)
end)

-- CR-2.8: each seat, last first, keeps an order (D1) and places knight 1 (D2).
T.scenario("the last player keeps an order and places knight 1 first, then the others in reverse turn order; seat 1 then starts [CR-2.8, CR-2.6, CR-2.7]", function()
  local t = T.match{ seats = 3, seed = 7 }
  local dealt = t.match.state.dealt
  local asked = {}
  for seat = 3, 1, -1 do
    P.at(t, "order", dealt[seat])
    asked[#asked + 1] = t:pending().seat
    t:answer(dealt[seat][2])
    P.at(t, "start")
    asked[#asked + 1] = t:pending().seat
    t:answer(t:pending().options[1])
  end
  P.at(t, "turn")
  T.eq(asked, { 3, 3, 2, 2, 1, 1 }, "keep, place: seat 3, then 2, then 1")
  T.eq(t:pending().seat, 1, "seat 1 starts")
  for seat = 1, 3 do
    T.eq(t.match.state.order[seat], dealt[seat][2], "seat " .. seat .. " keeps the order it chose")
    T.truthy(P.knight(t, seat, 1), "seat " .. seat .. ": knight 1 is on the map")
    T.falsy(P.knight(t, seat, 2), "knight 2 is locked")
  end
end)

T.scenario("turns follow seat order, the last seat's turn ends the round [CR-2.6, CR-3.1]", function()
  local t = P.match{ seats = 3, active = 1, tokens = { { 2, 2, 2, 2, 2, 2 } } }
  local seats, rounds = {}, {}
  for turn = 1, 4 do
    P.at(t, "turn")
    seats[#seats + 1] = t:pending().seat
    rounds[#rounds + 1] = t.match:round()
    t:answer("upgrade:" .. turn, "nothing")
  end
  P.at(t, "turn")
  T.eq(seats, { 1, 2, 3, 1 })
  T.eq(rounds, { 1, 1, 1, 2 })
end)

-- Seed 5 with 3 players deals seat 1 hospitaller/templar, seat 2 calatrava/sepulchre,
-- seat 3 lazarus/alcantara (asserted).
local SEED5 = { { "hospitaller", "templar" }, { "calatrava", "sepulchre" }, { "lazarus", "alcantara" } }

T.scenario("D2 offers the kept order's start regions without another player's knight; the one left is placed unasked (base pool) [CR-2.8, CR-1.7]", function()
  probes.base_pool()
  local t = T.match{ seats = 3, seed = 5 }
  T.eq(t.match.state.dealt, SEED5)
  P.at(t, "order", { "lazarus", "alcantara" })
  t:answer("alcantara")
  P.at(t, "start", { "burgundy", "champagne" })
  t:answer("champagne")
  P.at(t, "order", { "calatrava", "sepulchre" })
  t:answer("sepulchre")
  P.at(t, "start", { "rome", "hungary" })
  t:answer("rome")
  P.at(t, "order", { "hospitaller", "templar" })
  t:answer("templar")                               -- champagne is taken: lombardy, unasked
  P.at(t, "turn")
  T.eq({ P.knight(t, 1, 1), P.knight(t, 2, 1), P.knight(t, 3, 1) }, { "lombardy", "rome", "champagne" })
  T.eq(t:forced(), { { seat = 1, turn = 1, kind = "start", prompt = "Place knight 1 in which start region?", id = "lombardy" } })
  T.eq({ t.match.state.order[1], t.match.state.order[2], t.match.state.order[3] }, { "templar", "sepulchre", "alcantara" })
end)

T.scenario("both start regions of the kept order hold other knights: any start region without another player's knight (base pool) [CR-2.8, CR-1.7]", function()
  probes.base_pool()
  local t = T.match{ seats = 3, seed = 5 }
  T.eq(t.match.state.dealt, SEED5)
  t:answer("alcantara", "champagne", "calatrava", "lombardy", "templar")   -- Templar: champagne or lombardy
  P.at(t, "start", { "holstein", "brandenburg", "thuringia", "masovia", "bohemia", "burgundy", "austria", "hungary",
                     "provence", "venice", "rome" })
  t:answer("masovia")
  P.at(t, "turn")
  T.eq(P.knight(t, 1, 1), "masovia")
end)

T.scenario("without knight orders each places knight 1, last player first, on any start region without another player's knight (base pool) [CR-2.8, CR-2.7, CR-1.7]", function()
  probes.base_pool()
  local t = T.match{ seats = 3, seed = 5, options = { knight_orders = false } }
  P.at(t, "start", START_REGIONS)
  T.eq(t:pending().seat, 3)
  t:answer("hungary")
  P.at(t, "start")
  T.eq(t:pending().seat, 2)
  T.eq(sorted(t:pending().options), sorted{ "holstein", "brandenburg", "thuringia", "masovia", "champagne", "bohemia",
    "burgundy", "austria", "provence", "lombardy", "venice", "rome" }, "all but hungary")
  t:answer("rome")
  P.at(t, "start")
  T.eq(t:pending().seat, 1)
  T.eq(#t:pending().options, 11, "all but hungary and rome")
  t:answer("holstein")
  P.at(t, "turn")
  T.eq({ P.knight(t, 1, 1), P.knight(t, 2, 1), P.knight(t, 3, 1) }, { "holstein", "rome", "hungary" })
  T.eq(t.match.state.order, {}, "no order kept")
end)
