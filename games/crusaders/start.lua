-- Before the first turn (CR-2.8): in reverse turn order each player keeps one of the
-- two orders dealt (D1) and places knight 1 on a start region holding no other player's
-- knight (D2), the kept order's if one is free, else any start region of the game.
local catalog = require "catalog"
local knights = require "rules.knights"
local map = require "map"
local orders = require "rules.orders"

local start = {}

local function free(match, seat, regions)
  local out = {}
  for _, r in ipairs(regions) do
    local taken = false
    for _, obj in ipairs(match:at(r)) do if obj.kind == "knight" and obj.owner ~= seat then taken = true end end
    if not taken and map.of(match):has(r) then out[#out + 1] = r end
  end
  return out
end

-- Every start region of the game (CR-1.7), in ascending region number.
local function start_regions(match)
  local set = {}
  for _, id in ipairs(catalog.order_list()) do
    for _, r in ipairs(catalog.orders[id].start) do set[r] = true end
  end
  local out = {}
  for _, r in ipairs(map.regions(match)) do if set[r] then out[#out + 1] = r end end
  return out
end

local function names(regions)
  local out = {}
  for i, r in ipairs(regions) do out[i] = map.name(r) end
  return table.concat(out, " or ")
end

local function region_options(list)
  local out = {}
  for _, r in ipairs(list) do out[#out + 1] = { id = r, label = map.name(r) } end
  return out
end

-- CR-2.8, in reverse turn order: keep an order (D1), place knight 1 (D2).
function start.place_knights(match)
  local s = match.state
  for seat = match.seats, 1, -1 do
    local regions
    if s.dealt[seat] then
      local options = {}
      for _, id in ipairs(s.dealt[seat]) do
        local o = catalog.orders[id]
        options[#options + 1] = { id = id, label = ("%s: %s (start %s)"):format(o.name, o.text, names(o.start)) }
      end
      orders.keep(match, seat, match:choose({ seat = seat, kind = "order", prompt = "Keep which knight order?", options = options }))
      match:log("seat %d keeps %s", seat, catalog.orders[s.order[seat]].name)
      regions = free(match, seat, catalog.orders[s.order[seat]].start)
    end
    if not regions or #regions == 0 then regions = free(match, seat, start_regions(match)) end
    local r = match:choose({ seat = seat, kind = "start", prompt = "Place knight 1 in which start region?",
      options = region_options(regions) })
    knights.place(match, seat, 1, r)
  end
  s.placed = match.seats
end

return start
