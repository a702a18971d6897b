-- Buildings (CR-1.5, CR-9): each player's four tracks, built leftmost first; the bonus
-- of each uncovered space; buildings on the map; costs and influence with the region's
-- printed bonus (CR-1.2, CR-14.3). A bonus tile (CR-1.3) is a file of tiles/ that hooks
-- the question "building_cost" or the moment "built" (rules/tiles.lua).
local catalog = require "catalog"
local data = require "data"
local influence = require "rules.influence"
local knights = require "rules.knights"
local map = require "map"
local memo = require "tabula.memo"
local moments = require "rules.moments"
local tracks = require "tabula.tracks"

local buildings = {}

local IS_BUILDING = { castle = true, church = true, farm = true, bank = true }

-- A track per building type, a marker per seat counting the levels built (CR-1.5).
function buildings.new_tracks(seats)
  local out = {}
  for _, kind in ipairs(data.building_types) do out[kind] = tracks.new{ size = 4, markers = seats, start = 0 } end
  return out
end

-- (A track is plain data, {size, at = {[marker] = position}}: its marker is read
-- directly here, the most asked question of the game.)
function buildings.built(match, seat, kind) return match.state.built[kind].at[seat] end
function buildings.set_built(match, seat, kind, n) tracks.set(match.state.built[kind], seat, n) end

-- The level the next building of `kind` would have, or nil when none is left.
function buildings.next_level(match, seat, kind)
  local n = buildings.built(match, seat, kind) + 1
  return n <= 4 and n or nil
end

-- Every bonus of the seat's uncovered spaces, by key, added up over the four tracks.
local function bonuses(match, seat)
  local sum = {}
  for _, kind in ipairs(data.building_types) do
    for key, n in pairs(catalog.buildings[kind].uncovered[buildings.built(match, seat, kind)]) do
      sum[key] = (sum[key] or 0) + n
    end
  end
  return sum
end

-- The sum of `key` (move, muster, crusade, influence, build) over uncovered spaces
-- (worked out once for all the checks of a turn's options).
function buildings.bonus(match, seat, key)
  return memo.get(match, bonuses, seat)[key] or 0
end

local function in_region(match, region)
  local out = {}
  for _, obj in ipairs(match:at(region)) do if IS_BUILDING[obj.kind] then out[#out + 1] = obj end end
  return out
end

-- The buildings in a region (a list kept while a turn's options are listed: read only).
function buildings.in_region(match, region)
  return memo.get(match, in_region, region)
end

function buildings.on_map(match, seat)
  local out = {}
  for _, kind in ipairs(data.building_types) do
    for _, obj in ipairs(match:objects{ kind = kind, owner = seat }) do
      if obj.space then out[#out + 1] = obj end
    end
  end
  return out
end

-- CR-9.2, CR-14.2: one building a region, two with five players.
function buildings.room(match, region)
  return #buildings.in_region(match, region) < (match.seats >= 5 and 2 or 1)
end

-- The printed bonus of a region that applies to `kind` ({cost=} or {influence=}), or nil;
-- none for a region's second building (CR-14.3). A tile's bonus is its file's hooks
-- (tiles/, rules/tiles.lua).
local function printed_bonus(match, region, kind)
  local printed = map.of(match):prop(region, "printed")
  if printed and printed.building == kind and #buildings.in_region(match, region) == 0 then return printed end
  return nil
end

-- What `seat` pays for its next `kind` (of `level`) in `region`: the question "building_cost".
function buildings.cost(match, seat, region, kind, level)
  local cost = catalog.buildings[kind].levels[level].cost
  local printed = printed_bonus(match, region, kind)
  if printed then cost = cost - (printed.cost or 0) end
  return moments.ask(match, "building_cost", math.max(0, cost), seat, kind, level, region)
end

-- Places the leftmost `kind` of `seat` in `region` (built or a Saracen reward): its
-- influence (level + printed bonus), its uncovered bonus, a knight it unlocks; then
-- the moment "built".
function buildings.place(match, seat, kind, region, why)
  local level = buildings.next_level(match, seat, kind)
  local gain = level
  local printed = printed_bonus(match, region, kind)
  if printed then gain = gain + (printed.influence or 0) end
  match:create{ kind = kind, name = catalog.buildings[kind].name .. " " .. data.ROMAN[level], owner = seat,
                at = region, props = { level = level } }
  tracks.advance(match.state.built[kind], seat)
  match:log("seat %d builds %s %s in %s", seat, kind, data.ROMAN[level], map.name(region))
  influence.gain(match, seat, gain, why)
  local unlock = catalog.buildings[kind].levels[level].uncovers.unlock
  if unlock then knights.place(match, seat, unlock, region) end
  moments.raise(match, "built", seat, kind, level, region, why)
end

return buildings
