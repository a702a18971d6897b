-- Final scoring (CR-13): influence, majorities of each enemy type, level-IV bonuses; most
-- influence wins, ties to the earliest seat.
local catalog = require "catalog"
local data = require "data"
local play_area = require "rules.play_area"

local scoring = {}

-- CR-13.2: the points each seat gets for one enemy type.
function scoring.majority(counts)
  local points = {}
  local top, second = 0, 0
  for _, n in ipairs(counts) do if n > top then top = n end end
  for _, n in ipairs(counts) do if n < top and n > second then second = n end end
  local function holders(v)
    local out = {}
    for seat, n in ipairs(counts) do if v > 0 and n == v then out[#out + 1] = seat end end
    return out
  end
  local first = holders(top)
  for _, seat in ipairs(first) do points[seat] = #first == 1 and 5 or 3 end
  local runner = holders(second)
  if #runner == 1 then points[runner[1]] = 2 end
  return points
end

-- Every seat's final score, and its parts for the log.
function scoring.final(match)
  local s = match.state
  local total = {}
  for seat = 1, match.seats do total[seat] = s.influence[seat] end
  for _, kind in ipairs(data.enemy_types) do
    local counts = {}
    for seat = 1, match.seats do counts[seat] = play_area.count(match, seat, kind) end
    for seat, p in pairs(scoring.majority(counts)) do
      total[seat] = total[seat] + p
      match:log("seat %d: +%d for the %s majority", seat, p, data.enemy_names[kind])
    end
  end
  for seat = 1, match.seats do
    for _, kind in ipairs(data.building_types) do
      if s.built[seat][kind] >= 4 then
        local b = catalog.buildings[kind]
        local p = b.final.score(match, seat)
        total[seat] = total[seat] + p
        match:log("seat %d: +%d for %s IV (%s)", seat, p, b.name, b.final.text)
      end
    end
  end
  return total
end

function scoring.result(match, reason)
  local total = scoring.final(match)
  local best = 1
  for seat = 2, match.seats do if total[seat] > total[best] then best = seat end end
  return { winner = best, scores = total, reason = reason }
end

return scoring
