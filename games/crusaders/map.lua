-- The map for each player count (CR-1.1): only the regions in play exist (5 players use
-- the 4-player map). Each region is one hex of a tabula.hexmap; its feature (tile
-- space, printed bonus, enemy flag) is a property of the hex.
local regions = require "regions"

local map = { by_id = {}, boards = {} }

for _, r in ipairs(regions) do map.by_id[r.id] = r end

local function board(players)
  local hexes = {}
  for _, r in ipairs(regions) do
    if r.players <= players then
      hexes[#hexes + 1] = { id = r.id, q = r.q, r = r.r, region = r.id, n = r.n, name = r.name,
                            flag = r.flag, tile = r.tile, printed = r.printed }
    end
  end
  return tabula.hexmap{ hexes = hexes }
end

for players = 2, 4 do map.boards[players] = board(players) end

-- The board of a match: the map of its player count.
function map.of(match)
  return map.boards[math.min(match.seats, 4)]
end

-- The regions in play, in ascending region number.
function map.regions(match)
  return map.of(match):spaces()
end

function map.name(id) return map.by_id[id].name end
function map.region(id) return map.by_id[id] end

return map
