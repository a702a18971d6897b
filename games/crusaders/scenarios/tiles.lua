-- The 30 building bonus tiles (CR-1.3): setup places one on each tile region in play and
-- leaves the rest out of the game (CR-2.3); each kind lowers a cost or adds influence for
-- its building type ("any": every type), like a printed bonus.
local T = require "tabula.test"
local P = require "positions"
local map = require "map"
local probes = require "probes"

-- CR-1.3's table, written out: copies of each kind of tile (tiles/).
local MIX = {
  castle_cost_1 = 3, church_cost_1 = 3, farm_cost_1 = 3, bank_cost_1 = 3,
  castle_cost_2 = 1, church_cost_2 = 1, farm_cost_2 = 1, bank_cost_2 = 1,
  castle_influence_1 = 2, church_influence_1 = 2, farm_influence_1 = 2, bank_influence_1 = 2,
  castle_influence_2 = 1, church_influence_2 = 1, farm_influence_2 = 1, bank_influence_2 = 1,
  any_cost_1 = 2,
}
local SPACES = { 12, 16, 17, 17 }   -- tile regions in play, by seats - 1

local function name(tile) return tile end

-- The tiles on the map (region -> tile) of a new match, and the count of each kind on
-- the map and out of the game together.
local function census(seats, seed)
  local m = T.match{ seats = seats, seed = seed }.match
  local placed, counts = {}, {}
  local function count(tile) counts[name(tile)] = (counts[name(tile)] or 0) + 1 end
  for _, region in ipairs(map.regions(m)) do
    for _, obj in ipairs(m:at(region)) do
      if obj.kind == "tile" then placed[region] = obj.props.id; count(obj.props.id) end
    end
  end
  for _, tile in ipairs(m.state.tiles_out) do count(tile) end
  return placed, counts
end

T.scenario("Setup: one tile on each tile region in play (12, 16, 17, 17 for 2-5 players), the rest out of the game: together the 30 of the table (base pool) [CR-1.3, CR-2.3, CR-1.1]", function()
  probes.base_tiles()
  for seats = 2, 5 do
    for seed = 1, 3 do
      local placed, counts = census(seats, seed)
      local n = 0
      for region in pairs(placed) do
        n = n + 1
        T.truthy(map.region(region).tile, region .. " is a tile region")
      end
      T.eq(n, SPACES[seats - 1], ("%d seats, seed %d: tiles placed"):format(seats, seed))
      T.eq(counts, MIX, ("%d seats, seed %d: placed + out of the game"):format(seats, seed))
    end
  end
end)

T.scenario("Setup: the tiles are shuffled by the match seed: the same seed places the same tiles, seeds 1-6 do not all agree [CR-2.3, CR-16.1]", function()
  T.eq(census(2, 4), census(2, 4))
  local seen = {}
  for seed = 1, 6 do seen[name(census(2, seed).jutland)] = true end
  T.truthy(next(seen, next(seen)), "more than one kind on Jutland")
end)

T.scenario("Each cost tile lowers its type's level-I cost only: -1 and -2 of each type, Any building -1 for all four [CR-1.3, CR-9.3]", function()
  local cases = {   -- tile, then the level-I costs of castle, church, farm, bank it leaves
    { "castle_cost_1", { 3, 3, 2, 2 } }, { "castle_cost_2", { 2, 3, 2, 2 } },
    { "church_cost_1", { 4, 2, 2, 2 } }, { "church_cost_2", { 4, 1, 2, 2 } },
    { "farm_cost_1", { 4, 3, 1, 2 } }, { "farm_cost_2", { 4, 3, 0, 2 } },
    { "bank_cost_1", { 4, 3, 2, 1 } }, { "bank_cost_2", { 4, 3, 2, 0 } },
    { "any_cost_1", { 3, 2, 1, 1 } },
  }
  for _, case in ipairs(cases) do
    local t = probes.build{ x = 4, tile = case[1] }
    local costs = {}
    for i, kind in ipairs{ "castle", "church", "farm", "bank" } do
      costs[i] = tonumber(probes.label(t, kind .. ":thuringia"):match("cost (%d+)"))
    end
    T.eq(costs, case[2], name(case[1]))
  end
end)

T.scenario("Each influence tile adds to its type only: +1 and +2 of each type on a level-I building; another type gains its level alone [CR-1.3, CR-9.4]", function()
  local others = { castle = "farm", church = "bank", farm = "castle", bank = "church" }
  for _, kind in ipairs{ "castle", "church", "farm", "bank" } do
    for n = 1, 2 do
      local tile = kind .. "_influence_" .. n
      T.eq(probes.built(probes.build{ x = 4, tile = tile }, kind .. ":thuringia"), 1 + n, name(tile))
      T.eq(probes.built(probes.build{ x = 4, tile = tile }, others[kind] .. ":thuringia"), 1, name(tile) .. ", " .. others[kind])
    end
  end
end)

T.scenario("A tile stays in its region after the building: Thuringia still shows its Farm +1 influence tile [CR-1.3]", function()
  local t = probes.build{ x = 2, tile = "farm_influence_1" }
  probes.built(t, "farm:thuringia")
  T.truthy(t:render():find("18 Thuringia      tile Farm +1 influence; Farm I (seat 1); knight 1 of seat 1", 1, true))
end)

T.scenario("Five players: a tile counts for a region's first building only: church I beside a farm costs 3 despite Church cost -2 [CR-1.3, CR-14.2, CR-14.3]", function()
  local t = P.match{ seats = 5, active = 1, knights = { { "thuringia" } }, tiles = { thuringia = "church_cost_2" },
                     buildings = { { seat = 2, kind = "farm", level = 1, at = "thuringia" } }, tokens = { probes.tokens(3, 4) } }
  t:answer("resolve:3")
  P.at(t, "build")
  T.eq(probes.label(t, "church:thuringia"), "Church I in Thuringia (cost 3)")
end)
