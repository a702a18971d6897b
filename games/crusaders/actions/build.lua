-- Build (CR-9): a building type with one left, in a region with your knight, no enemy
-- token and room; cost after the region's reductions within X + Build bonuses (+ hooks).
local action_power = require "rules.power"
local buildings = require "rules.buildings"
local catalog = require "catalog"
local data = require "data"
local enemies = require "rules.enemies"
local knights = require "rules.knights"
local map = require "map"
local memo = require "tabula.memo"

local build = { id = "build", name = "Build" }

function build.power(match, seat, x)
  return x + action_power.bonus(match, seat, "build")
end

-- Every (type, region) pair the seat could build at some power: {kind, region, level,
-- cost}, types in track order, regions ascending (the same for every X a turn weighs).
local function sites(match, seat)
  local regions = knights.regions(match, seat)
  local out = {}
  for _, kind in ipairs(data.building_types) do
    local level = buildings.next_level(match, seat, kind)
    if level then
      for _, region in ipairs(regions) do
        if not enemies.at(match, region) and buildings.room(match, region) then
          out[#out + 1] = { kind = kind, region = region, level = level, cost = buildings.cost(match, seat, region, kind, level) }
        end
      end
    end
  end
  return out
end

-- The allowed pairs: those whose cost is within the power.
function build.choices(match, seat, x)
  local power = build.power(match, seat, x)
  local out = {}
  for _, c in ipairs(memo.get(match, sites, seat)) do
    if c.cost <= power then out[#out + 1] = c end
  end
  return out
end

function build.performable(match, seat, x)
  local power = build.power(match, seat, x)
  for _, c in ipairs(memo.get(match, sites, seat)) do
    if c.cost <= power then return true end
  end
  return false
end

function build.resolve(match, seat, x)
  local choices = build.choices(match, seat, x)
  if #choices == 0 then return end
  local options = {}
  for _, c in ipairs(choices) do
    options[#options + 1] = { id = c.kind .. ":" .. c.region, label = ("%s %s in %s (cost %d)"):format(
      catalog.buildings[c.kind].name, data.ROMAN[c.level], map.name(c.region), c.cost) }
  end
  local id = match:choose({ seat = seat, kind = "build", options = options,
    prompt = ("Build (power %d): which building where?"):format(build.power(match, seat, x)) })
  for i, o in ipairs(options) do
    if o.id == id then buildings.place(match, seat, choices[i].kind, choices[i].region, "Build") end
  end
end

return build
