-- Final scoring (CR-13): influence, majorities of each enemy type, level-IV bonuses; most
-- influence wins, ties to the earliest seat.
local buildings = require "rules.buildings"
local catalog = require "catalog"
local data = require "data"
local majority = require "tabula.majority"
local moments = require "rules.moments"
local play_area = require "rules.play_area"

local scoring = {}

-- CR-13.2: the highest count 5 alone, 3 each when shared; the next 2 alone, nothing
-- when shared; a count of 0 takes no part.
local PRIZES = { { alone = 5, shared = 3 }, { alone = 2, shared = 0 } }

function scoring.majority(counts)
  return majority.award(counts, PRIZES)
end

-- Every seat's final score, and its parts for the log.
function scoring.final(match)
  local s = match.state
  local total = {}
  for seat = 1, match.seats do total[seat] = s.influence[seat] end
  for _, kind in ipairs(data.enemy_types) do
    local counts = {}
    for seat = 1, match.seats do counts[seat] = play_area.count(match, seat, kind) end
    local points = scoring.majority(counts)
    for seat = 1, match.seats do
      if points[seat] > 0 then
        total[seat] = total[seat] + points[seat]
        match:log("seat %d: +%d for the %s majority", seat, points[seat], data.enemy_names[kind])
      end
    end
  end
  for seat = 1, match.seats do
    for _, kind in ipairs(data.building_types) do
      if buildings.built(match, seat, kind) >= 4 then
        local b = catalog.buildings[kind]
        local p = b.final.score(match, seat)
        total[seat] = total[seat] + p
        match:log("seat %d: +%d for %s IV (%s)", seat, p, b.name, b.final.text)
      end
    end
  end
  for seat = 1, match.seats do
    local score = moments.ask(match, "score", total[seat], seat)
    if score ~= total[seat] then match:log("seat %d: %+d by its hooks", seat, score - total[seat]) end
    total[seat] = score
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
