-- Setup (CR-2, CR-16.1): the regions in play, enemy tokens and bonus tiles shuffled and
-- placed in ascending region number (the tiles left over kept in state.tiles_out, out of
-- the game), the strength markers, the supply, the wheel (one arrangement for
-- everybody), the tracks, and the knight orders dealt. Keeping an order and placing
-- knight 1 (CR-2.8) are decisions, taken at the start of the flow.
local buildings = require "rules.buildings"
local catalog = require "catalog"
local enemies = require "rules.enemies"
local data = require "data"
local hooks = require "rules.hooks"
local map = require "map"
local tile_rules = require "rules.tiles"

local setup = {}

-- Fisher-Yates with the match RNG, as zone:shuffle.
local function shuffle(list)
  for i = #list, 2, -1 do
    local j = math.random(i)
    list[i], list[j] = list[j], list[i]
  end
  return list
end

local function players(match)
  local p = match.options.players
  if p ~= 0 and p ~= match.seats then
    tabula.option_error("players", ("%d players need %d seats (--seats %d); this match has %d"):format(p, p, p, match.seats))
  end
  return match.seats
end

-- The `wheel` option: six distinct wedge ids, or "random".
local function wheel_order(match)
  local text = match.options.wheel
  if text == "random" then return nil end
  local ids, seen = {}, {}
  for id in (text .. ","):gmatch("([^,]*),") do
    id = id:match("^%s*(.-)%s*$")
    local known = false
    for _, w in ipairs(data.wedges) do if w.id == id then known = true end end
    if not known then tabula.option_error("wheel", ("'%s' is not a wedge (%s)"):format(id, "move_crusade, move_build, muster, crusade, influence, build")) end
    if seen[id] then tabula.option_error("wheel", ("%s appears twice"):format(id)) end
    seen[id] = true
    ids[#ids + 1] = id
  end
  if #ids ~= 6 then tabula.option_error("wheel", ("needs six wedge ids, comma-separated, not %d"):format(#ids)) end
  return ids
end

local function enemy_tokens()
  local by_type = {}
  for _, kind in ipairs(data.enemy_types) do
    local list = {}
    for i = 1, data.enemy_count[kind] do
      list[i] = { kind = kind, reward = kind == "saracen" and data.saracen_rewards[i] or nil }
    end
    by_type[kind] = shuffle(list)
  end
  return by_type
end

local function place_enemies(match, by_type)
  local next_of = { prussian = 1, slav = 1, saracen = 1 }
  for _, region in ipairs(map.regions(match)) do
    local flag = map.region(region).flag
    if flag then
      local t = by_type[flag][next_of[flag]]
      next_of[flag] = next_of[flag] + 1
      match:create{ kind = t.kind, name = data.enemy_names[t.kind], at = region,
                    props = t.reward and { reward = t.reward } or nil }
    end
  end
end

local function place_tiles(match, tiles)
  local i = 0
  for _, region in ipairs(map.regions(match)) do
    if map.region(region).tile then
      i = i + 1
      tile_rules.place(match, region, tiles[i])
    end
  end
  match.state.tiles_out = table.move(tiles, i + 1, #tiles, 1, {})
end

local function player_board(match, seat, order)
  local s = match.state
  local wheel = match:zone{ id = "wheel:" .. seat, owner = seat, kind = "wheel" }
  for _, id in ipairs(order) do
    match:create{ kind = id, owner = seat, zone = wheel, sides = { "unupgraded", "upgraded" },
                  counters = { tokens = data.tokens_per_wedge } }
  end
  local troops = match:zone{ id = "troops:" .. seat, owner = seat, kind = "troops" }
  for i = 1, #data.troops do
    match:create{ kind = "troop", name = "troop " .. i, owner = seat, zone = troops, sides = { "unmustered", "mustered" } }
  end
  match:zone{ id = "conquered:" .. seat, owner = seat, kind = "play_area" }
  match:zone{ id = "orders:" .. seat, owner = seat, kind = "orders" }
  s.influence[seat] = 0
end

function setup.run(match)
  local s = match.state
  players(match)
  s.influence, s.order, s.dealt = {}, {}, {}
  s.strength = enemies.new_tracks()
  s.built = buildings.new_tracks(match.seats)
  s.supply = data.supply[math.min(match.seats, 5) - 1]
  local fixed = wheel_order(match)
  place_enemies(match, enemy_tokens())
  place_tiles(match, shuffle(catalog.tile_list()))
  -- CR-16.1: the wedges are shuffled even when `wheel` fixes them, so that the option
  -- changes the wheel and no later draw.
  local order = {}
  for i, w in ipairs(data.wedges) do order[i] = w.id end
  shuffle(order)
  for seat = 1, match.seats do player_board(match, seat, fixed or order) end
  for _, building in ipairs(catalog.hooked_buildings()) do
    for seat = 1, match.seats do hooks.register(match, seat, building) end
  end
  if match.options.knight_orders then
    local list = shuffle(catalog.order_list())
    if #list < 2 * match.seats then
      tabula.option_error("knight_orders", ("%d orders cannot deal 2 to each of %d players"):format(#list, match.seats))
    end
    for seat = 1, match.seats do s.dealt[seat] = { list[2 * seat - 1], list[2 * seat] } end
  end
  s.placed = 0
end

return setup
