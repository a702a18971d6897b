-- Scenario helper: a match past setup and past the knights' placement, in a position
-- written as the spec's worked examples write it. Used by scenarios/ only.
--
--   local t = P.match{ seats = 2, active = 1,
--     tokens = { { 2, 2, 2, 2, 2, 2 } },            -- per seat, positions 1..6
--     upgraded = { { 1, 4 } },                     -- per seat, positions
--     knights = { { "thuringia", "saxony" } },     -- per seat, knight 1, 2, 3
--     built = { { castle = 1, farm = 2 } },        -- per seat, levels built (tracks only)
--     buildings = { { seat = 1, kind = "castle", level = 1, at = "saxony" } },  -- on the map
--     troops = { 2 },                              -- per seat, troops mustered
--     order = { "alcantara" },                     -- per seat, the kept order
--     enemies = { pomesania = "prussian", valencia = { "saracen", "farm" }, sudovia = false },
--     tiles = { thuringia = "farm_influence_1", bavaria = false },  -- a kind of tiles/
--     conquered = { { prussian = 3, slav = 2 } },  -- per seat, tokens in the play area
--     markers = { prussian = 3 }, supply = 4, influence = { 70, 73 } }
--
-- Unless given: 2 seats, the standard wheel of the examples, 2 tokens on every wedge,
-- nothing upgraded, built or mustered, no knight order, knight 1 of seat n on a start
-- region of its own, the enemy tokens and tiles setup placed (seed 1), markers on 1.
local T = require "tabula.test"
local buildings = require "rules.buildings"
local catalog = require "catalog"
local data = require "data"
local enemies = require "rules.enemies"
local map = require "map"
local orders = require "rules.orders"
local tiles = require "rules.tiles"

local P = {}

P.STANDARD = "move_crusade,muster,build,move_build,crusade,influence"
local HOMES = { "champagne", "venice", "brandenburg", "provence", "hungary" }

local function clear(match, region, test)
  for _, obj in ipairs(match:at(region)) do
    if test(obj) then match:destroy(obj) end
  end
end

local function is_enemy(obj) return obj.kind == "prussian" or obj.kind == "slav" or obj.kind == "saracen" end

-- The keys of a table of regions in ascending region number: objects are created in the
-- same order on every run (pairs' order is not fixed, and the record's replay checks it).
local function regions_of(spec)
  local out = {}
  for region in pairs(spec) do out[#out + 1] = region end
  table.sort(out, function(a, b) return map.region(a).n < map.region(b).n end)
  return out
end

local function place_enemies(m, spec)
  for _, region in ipairs(regions_of(spec)) do
    local e = spec[region]
    clear(m, region, is_enemy)
    if e then
      local kind, reward = e, nil
      if type(e) == "table" then kind, reward = e[1], e[2] end
      m:create{ kind = kind, name = data.enemy_names[kind], at = region, props = reward and { reward = reward } or nil }
    end
  end
end

local function place_tiles(m, spec)
  for _, region in ipairs(regions_of(spec)) do
    local tile = spec[region]
    tiles.clear(m, region)
    if tile then tiles.place(m, region, tile) end
  end
end

local function seat_part(m, seat, spec)
  local s = m.state
  local wedges = m:zone("wheel:" .. seat):cards()
  for pos, n in ipairs((spec.tokens or {})[seat] or {}) do wedges[pos]:set_counter("tokens", n) end
  for _, pos in ipairs((spec.upgraded or {})[seat] or {}) do wedges[pos]:flip_side("upgraded") end
  for kind, n in pairs((spec.built or {})[seat] or {}) do buildings.set_built(m, seat, kind, n) end
  local troops = m:zone("troops:" .. seat):cards()
  for i = 1, (spec.troops or {})[seat] or 0 do troops[i]:flip_side("mustered") end
  local order = (spec.order or {})[seat]
  if order then orders.keep(m, seat, order) end
  if spec.influence then s.influence[seat] = spec.influence[seat] or 0 end
  local at = (spec.knights or {})[seat] or { HOMES[seat] }
  for n, region in ipairs(at) do
    m:create{ kind = "knight", name = "knight " .. n, owner = seat, at = region, props = { n = n } }
  end
  local zone = m:zone("conquered:" .. seat)
  for _, kind in ipairs(data.enemy_types) do
    for _ = 1, ((spec.conquered or {})[seat] or {})[kind] or 0 do
      m:create{ kind = kind, name = data.enemy_names[kind], zone = zone }
    end
  end
end

-- A misspelt name in a position is an error naming it and where it is, never a position
-- without it (checked before anything is built).
local FIELDS = { "active", "buildings", "built", "conquered", "enemies", "influence", "knights", "markers", "options",
                 "order", "seats", "seed", "supply", "tiles", "tokens", "troops", "upgraded", "wheel" }
local REWARDS = { castle = true, church = true, farm = true, bank = true, troop = true }

local function bad(fmt, ...) error("P.match: " .. fmt:format(...), 0) end

local function one_of(list, value, what, where)
  for _, v in ipairs(list) do if v == value then return end end
  bad("%s: unknown %s '%s' (%s)", where, what, tostring(value), table.concat(list, ", "))
end

local function in_play(players, id, where)
  local r = map.by_id[id]
  if not r then bad("%s: unknown region '%s' (regions.lua)", where, tostring(id)) end
  if r.players > math.min(players, 4) then bad("%s: region '%s' is not in play with %d players (CR-1.1)", where, id, players) end
end

local function check(spec)
  local fields = {}
  for _, f in ipairs(FIELDS) do fields[f] = true end
  for k in pairs(spec) do
    if not fields[k] then bad("unknown field '%s' (%s)", tostring(k), table.concat(FIELDS, ", ")) end
  end
  local players = spec.seats or 2
  for seat, list in pairs(spec.knights or {}) do
    for n, r in ipairs(list) do in_play(players, r, ("knights[%d][%d]"):format(seat, n)) end
  end
  for r, e in pairs(spec.enemies or {}) do
    in_play(players, r, "enemies")
    if e then
      local kind, reward = e, nil
      if type(e) == "table" then kind, reward = e[1], e[2] end
      one_of(data.enemy_types, kind, "enemy type", "enemies." .. r)
      if reward and not REWARDS[reward] then bad("enemies.%s: unknown reward '%s' (a building type or troop)", r, tostring(reward)) end
    end
  end
  for r, tile in pairs(spec.tiles or {}) do
    in_play(players, r, "tiles")
    if tile and not catalog.tiles[tile] then one_of(catalog.tile_ids, tile, "kind of tile", "tiles." .. r) end
  end
  for seat, kinds in pairs(spec.built or {}) do
    for kind in pairs(kinds) do one_of(data.building_types, kind, "building type", ("built[%d]"):format(seat)) end
  end
  for i, b in ipairs(spec.buildings or {}) do
    one_of(data.building_types, b.kind, "building type", ("buildings[%d]"):format(i))
    in_play(players, b.at, ("buildings[%d].at"):format(i))
  end
  for seat, kinds in pairs(spec.conquered or {}) do
    for kind in pairs(kinds) do one_of(data.enemy_types, kind, "enemy type", ("conquered[%d]"):format(seat)) end
  end
  for kind in pairs(spec.markers or {}) do one_of({ "prussian", "slav" }, kind, "strength track", "markers") end
  for seat, id in pairs(spec.order or {}) do
    if id and not catalog.orders[id] then one_of(catalog.order_list(), id, "knight order", ("order[%d]"):format(seat)) end
  end
end

function P.match(spec)
  local ok, err = pcall(check, spec)
  if not ok then error(err, 2) end   -- where the position is written
  local options = { wheel = spec.wheel or P.STANDARD, knight_orders = false }
  for k, v in pairs(spec.options or {}) do options[k] = v end
  local t = T.match{ seed = spec.seed or 1, seats = spec.seats or 2, options = options }
  local m = t.match
  local s = m.state
  place_enemies(m, spec.enemies or {})
  place_tiles(m, spec.tiles or {})
  for seat = 1, m.seats do seat_part(m, seat, spec) end
  for _, b in ipairs(spec.buildings or {}) do
    m:create{ kind = b.kind, name = b.kind .. " " .. data.ROMAN[b.level], owner = b.seat, at = b.at, props = { level = b.level } }
  end
  for kind, pos in pairs(spec.markers or {}) do enemies.set_marker(m, kind, pos) end
  if spec.supply then s.supply = spec.supply end
  s.placed = m.seats
  if spec.active then m:set_seat(spec.active) end
  return t
end

-- Reading the position back.
function P.tokens(t, seat)
  local out = {}
  for i, w in ipairs(t.match:zone("wheel:" .. (seat or 1)):cards()) do out[i] = w:counter("tokens") end
  return out
end
function P.influence(t, seat) return t.match.state.influence[seat or 1] end
function P.knight(t, seat, n)
  for _, k in ipairs(t.match:objects{ kind = "knight", owner = seat }) do
    if k.props.n == n then return k.space end
  end
  return nil
end
function P.buildings(t, region)
  local out = {}
  for _, obj in ipairs(t.match:at(region)) do
    if obj.props.level and obj.owner then out[#out + 1] = obj.kind .. ":" .. obj.props.level .. ":" .. obj.owner end
  end
  return out
end
function P.enemy(t, region)
  for _, obj in ipairs(t.match:at(region)) do if is_enemy(obj) then return obj.kind end end
  return nil
end
function P.marker(t, kind) return enemies.marker(t.match, kind) end
function P.built(t, seat, kind) return buildings.built(t.match, seat, kind) end

-- Runs to the next open choice and checks its kind (and option ids, when given).
function P.at(t, kind, ids)
  T.eq(t:run(), "choice", "a choice is open")
  T.eq(t:pending().kind, kind, "the open choice's kind")
  if ids then T.options(t, ids) end
end

return P
