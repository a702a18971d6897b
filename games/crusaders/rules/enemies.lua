-- Enemy tokens on the map (CR-1.4): a Saracen's strength is 6; Prussians and Slavs
-- read their shared strength track, whose marker advances after each defeat.
local data = require "data"

local enemies = {}

-- The enemy token in a region, or nil.
function enemies.at(match, region)
  for _, obj in ipairs(match:at(region)) do
    if data.strength[obj.kind] or obj.kind == "saracen" then return obj end
  end
  return nil
end

function enemies.strength(match, kind)
  if kind == "saracen" then return data.saracen_strength end
  return data.strength[kind][match.state.marker[kind]]
end

function enemies.advance(match, kind)
  local s = match.state
  if data.strength[kind] then s.marker[kind] = math.min(s.marker[kind] + 1, #data.strength[kind]) end
end

return enemies
