-- Enemy tokens on the map (CR-1.4): a Saracen's strength is 6; Prussians and Slavs
-- read their shared strength track, whose marker advances after each defeat.
local memo = require "tabula.memo"
local data = require "data"
local tracks = require "tabula.tracks"

local enemies = {}

local function token_at(match, region)
  for _, obj in ipairs(match:at(region)) do
    if data.strength[obj.kind] or obj.kind == "saracen" then return obj end
  end
  return false
end

-- The enemy token in a region, or nil (looked for once while a turn's options are listed).
function enemies.at(match, region)
  return memo.get(match, token_at, region) or nil
end

-- The strength tracks of CR-1.4, markers on space 1 (CR-2.4): match.state.strength.
function enemies.new_tracks()
  local out = {}
  for kind, values in pairs(data.strength) do out[kind] = tracks.new{ values = values, markers = { kind } } end
  return out
end

function enemies.strength(match, kind)
  if kind == "saracen" then return data.saracen_strength end
  return tracks.value(match.state.strength[kind], kind)
end

function enemies.marker(match, kind) return tracks.position(match.state.strength[kind], kind) end
function enemies.set_marker(match, kind, pos) tracks.set(match.state.strength[kind], kind, pos) end

-- After a defeat; the marker stays on the last space.
function enemies.advance(match, kind)
  if data.strength[kind] then tracks.advance(match.state.strength[kind], kind) end
end

return enemies
