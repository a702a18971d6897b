-- The knight orders (orders/), building types (buildings/) and kinds of bonus tile
-- (tiles/), the game's and any mod's, checked once (catalog.load, from game.lua) and
-- indexed by id.
local catalog = { orders = {}, order_ids = {}, buildings = {}, tiles = {}, tile_ids = {} }

local data = require "data"
local hooks = require "rules.hooks"
local map = require "map"

local ORDER_FIELDS = { id = true, name = true, text = true, start = true }
local BUILDING_FIELDS = { id = true, name = true, levels = true, final = true }
local TILE_FIELDS = { id = true, name = true, text = true, copies = true }

local function fail(file, fmt, ...) error(file .. ": " .. fmt:format(...), 0) end

-- What a file may hold: its own fields (`listed`) and the hooks, for errors.
local function known(listed)
  return ("%s; hooks on questions %s; hooks on moments %s"):format(listed, table.concat(hooks.QUESTIONS, ", "),
                                                                   table.concat(hooks.MOMENTS, ", "))
end

-- Every field of `t` is one of `fields` or a hook, and every hook a function.
local function check_fields(file, t, kind, fields, listed)
  local unknown = {}
  for k, v in pairs(t) do
    if hooks.is_hook(k) then
      if type(v) ~= "function" then fail(file, "%s must be a function", k) end
    elseif not fields[k] then
      unknown[#unknown + 1] = tostring(k)
    end
  end
  table.sort(unknown)
  if unknown[1] then fail(file, "'%s' is not a field of %s (%s)", unknown[1], kind, known(listed)) end
end

local function check_order(file, o)
  if type(o) ~= "table" or type(o.id) ~= "string" then fail(file, "an order file returns its order with an id") end
  if type(o.name) ~= "string" then fail(file, "name must be a string") end
  if type(o.text) ~= "string" then fail(file, "text must say what the order does") end
  if type(o.start) ~= "table" or #o.start == 0 then fail(file, "start must list its start regions") end
  for i, r in ipairs(o.start) do
    if not map.by_id[r] then fail(file, "start[%d]: no region '%s'", i, tostring(r)) end
  end
  check_fields(file, o, "an order", ORDER_FIELDS, "id, name, text, start")
end

-- A building's end-game bonus answers a question: it runs as a pure query, so an
-- action inside one is an error naming it, never a change of the match.
local function guard(name, fn)
  return function(...) return tabula.guarded(name, fn, ...) end
end

local function check_building(file, b)
  if type(b) ~= "table" or type(b.id) ~= "string" then fail(file, "a building file returns its type with an id") end
  if type(b.name) ~= "string" then fail(file, "name must be a string") end
  if type(b.levels) ~= "table" or #b.levels ~= 4 then fail(file, "levels must list the four levels I to IV") end
  for i, l in ipairs(b.levels) do
    if math.type(l.cost) ~= "integer" or l.cost < 0 then fail(file, "levels[%d].cost must be a whole number, 0 or more", i) end
    if type(l.uncovers) ~= "table" then fail(file, "levels[%d].uncovers must be a table", i) end
  end
  if type(b.final) ~= "table" or type(b.final.score) ~= "function" then fail(file, "final.score must be a function") end
  check_fields(file, b, "a building", BUILDING_FIELDS, "id, name, levels, final")
  b.final.score = guard(("the final.score function of %s"):format(file), b.final.score)
  -- What the spaces of levels I to n uncover, added up (n = 0 to 4): a player's bonus of
  -- a kind with n built, read at every check of an action's power.
  b.uncovered = { [0] = {} }
  for i, l in ipairs(b.levels) do
    local sum = {}
    for k, v in pairs(b.uncovered[i - 1]) do sum[k] = v end
    for k, v in pairs(l.uncovers) do
      if math.type(v) == "integer" then sum[k] = (sum[k] or 0) + v end
    end
    b.uncovered[i] = sum
  end
end

local function check_tile(file, t)
  if type(t) ~= "table" or type(t.id) ~= "string" then fail(file, "a tile file returns its kind of tile with an id") end
  if type(t.name) ~= "string" then fail(file, "name must be a string") end
  if type(t.text) ~= "string" then fail(file, "text must say what the tile does") end
  if math.type(t.copies) ~= "integer" or t.copies < 0 then fail(file, "copies must be a whole number, 0 or more") end
  check_fields(file, t, "a tile", TILE_FIELDS, "id, name, text, copies")
end

function catalog.load()
  for _, name in ipairs(tabula.modules("orders")) do
    local file = tabula.module_file(name)
    local o = require(name)
    check_order(file, o)
    if catalog.orders[o.id] then fail(file, "the order id '%s' is also in %s", o.id, catalog.orders[o.id].file) end
    o.file = file
    catalog.orders[o.id] = o
    catalog.order_ids[#catalog.order_ids + 1] = o.id
  end
  for _, id in ipairs(data.building_types) do
    local file = tabula.module_file("buildings." .. id) or ("buildings/" .. id .. ".lua")
    local b = require("buildings." .. id)
    check_building(file, b)
    if b.id ~= id then fail(file, "id must be the file's name ('%s')", id) end
    b.file = file
    catalog.buildings[id] = b
  end
  -- CR-1.3's kinds in the table's order, then a mod's new ones in file order.
  local names, base = {}, {}
  for _, id in ipairs(data.tile_types) do names[#names + 1] = "tiles." .. id; base["tiles." .. id] = true end
  for _, name in ipairs(tabula.modules("tiles")) do
    if not base[name] then names[#names + 1] = name end
  end
  for _, name in ipairs(names) do
    local file = tabula.module_file(name) or (name:gsub("%.", "/") .. ".lua")
    local t = require(name)
    check_tile(file, t)
    if t.id ~= name:sub(7) then fail(file, "id must be the file's name ('%s')", name:sub(7)) end
    t.file = file
    catalog.tiles[t.id] = t
    catalog.tile_ids[#catalog.tile_ids + 1] = t.id
  end
end

-- Every tile of the game, a kind's copies together, in catalog order (CR-1.3's list
-- order: CR-16.1 shuffles from it).
function catalog.tile_list()
  local out = {}
  for _, id in ipairs(catalog.tile_ids) do
    for _ = 1, catalog.tiles[id].copies do out[#out + 1] = id end
  end
  return out
end

-- The order list in table order (CR-16.1): CR-1.7's ten, then a mod's in file order.
function catalog.order_list()
  local out, seen = {}, {}
  for _, id in ipairs(data.orders) do
    if catalog.orders[id] then out[#out + 1] = id; seen[id] = true end
  end
  for _, id in ipairs(catalog.order_ids) do
    if not seen[id] then out[#out + 1] = id end
  end
  return out
end

-- The building types that hook a moment or a question: their hooks count for every
-- player (each board has every track), from setup on.
function catalog.hooked_buildings()
  local out = {}
  for _, id in ipairs(data.building_types) do
    for k in pairs(catalog.buildings[id]) do
      if hooks.is_hook(k) then out[#out + 1] = catalog.buildings[id] break end
    end
  end
  return out
end

return catalog
