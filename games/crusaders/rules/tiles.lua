-- Bonus tiles (CR-1.3, CR-2.3): each kind a file in tiles/, each copy on the map taking
-- part through its kind's hooks (rules/hooks.lua, hooks.place): for every player, and on
-- a question or moment about a region (building_cost, built, defeated) only for its own.
-- The rules name no tile.
local buildings = require "rules.buildings"
local catalog = require "catalog"
local hooks = require "rules.hooks"

local tiles = {}

-- Lays a copy of the tile kind `id` in `region`; its hooks count from now on.
function tiles.place(match, region, id)
  match:create{ kind = "tile", at = region, props = { id = id } }
  hooks.place(match, catalog.tiles[id], region)
end

-- Takes the tile in `region` off, with its hooks (a scenario's position).
function tiles.clear(match, region)
  for _, obj in ipairs(match:at(region)) do
    if obj.kind == "tile" then match:destroy(obj) end
  end
  hooks.unplace(match, region)
end

-- The id of the tile in `region`, or nil.
function tiles.at(match, region)
  for _, obj in ipairs(match:at(region)) do
    if obj.kind == "tile" then return obj.props.id end
  end
  return nil
end

-- Whether a bonus of `region` counts: for its first building only (CR-14.3). Asked
-- before that building is placed (its cost: `built` false) the region holds none; as it
-- is placed (the moment "built": `built` true) it holds that one alone.
function tiles.counts(match, region, built)
  return #buildings.in_region(match, region) == (built and 1 or 0)
end

return tiles
