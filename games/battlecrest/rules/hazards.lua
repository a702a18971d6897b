-- Hazards (BC-12.1): entering a cell costs 1 damage per active HAZ icon on a side it
-- touches, in ascending landmark number.
local damage = require "rules.damage"
local landmarks = require "rules.landmarks"

local hazards = {}

function hazards.count(match, cell)
  local n = 0
  for _, t in ipairs(landmarks.touched(match, cell)) do
    n = n + landmarks.count(match, t.slot, t.side, "HAZ")
  end
  return n
end

-- `obj` has just entered `cell`. Returns false if it is no longer on the map.
function hazards.enter(match, obj, cell)
  for _, t in ipairs(landmarks.touched(match, cell)) do
    for _ = 1, landmarks.count(match, t.slot, t.side, "HAZ") do
      if obj.gone then return false end
      damage.deal(match, obj, 1, landmarks.name(t.landmark) .. " hazard")
    end
  end
  return not obj.gone
end

return hazards
