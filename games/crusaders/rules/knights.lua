-- Knights on the map (CR-1.5, CR-2.8, CR-9.5): three per player, knight 1 placed at
-- setup, knights 2 and 3 when their castle space is uncovered.
local memo = require "tabula.memo"
local map = require "map"

local knights = {}

local function placed(match, seat)
  local out = {}
  for _, k in ipairs(match:objects{ kind = "knight", owner = seat }) do
    if k.space then out[#out + 1] = k end
  end
  table.sort(out, function(a, b) return a.props.n < b.props.n end)
  return out
end

local function regions(match, seat)
  local out, seen = {}, {}
  for _, k in ipairs(knights.of(match, seat)) do
    if not seen[k.space] then seen[k.space] = true; out[#out + 1] = k.space end
  end
  table.sort(out, function(a, b) return map.region(a).n < map.region(b).n end)
  return out
end

-- The seat's knights on the map, in knight order. Like the next, a list kept while a
-- turn's options are listed (tabula.memo): read only.
function knights.of(match, seat) return memo.get(match, placed, seat) end

-- The regions holding a knight of `seat`, each once, in ascending region number.
function knights.regions(match, seat) return memo.get(match, regions, seat) end

function knights.in_region(match, region, seat)
  for _, obj in ipairs(match:at(region)) do
    if obj.kind == "knight" and (seat == nil or obj.owner == seat) then return true end
  end
  return false
end

function knights.place(match, seat, n, region)
  match:create{ kind = "knight", name = "knight " .. n, owner = seat, at = region, props = { n = n } }
  match:log("seat %d places knight %d in %s", seat, n, map.name(region))
end

return knights
