-- Characters (heroes and minions) on the map, as objects on map cells. A destroyed
-- minion is gone (BC-9.2).
local memo = require "tabula.memo"
local catalog = require "catalog"
local map = require "map"

local characters = {}

function characters.hero(match, seat) return match.state.hero[seat] end

function characters.minion(match, seat)
  local m = match.state.minion[seat]
  if m and not m.gone then return m end
  return nil
end

function characters.is_hero(match, obj) return match.state.hero[obj.owner] == obj end

-- Every character on the map, in reading order of their cells (kept while a test of
-- the turn runs: read only).
local function all(match)
  local out = {}
  for seat = 1, match.seats do
    out[#out + 1] = match.state.hero[seat]
    out[#out + 1] = characters.minion(match, seat)
  end
  table.sort(out, function(a, b) return map.before(a.space, b.space) end)
  return out
end
function characters.all(match) return memo.get(match, all) end

function characters.of(match, seat)
  local out = { match.state.hero[seat] }
  out[#out + 1] = characters.minion(match, seat)
  return out
end

function characters.enemies(match, seat)
  local out = {}
  for _, c in ipairs(characters.all(match)) do if c.owner ~= seat then out[#out + 1] = c end end
  return out
end

function characters.at(match, cell)
  return match:top(cell)
end

-- A minion's current side (Move, defence, Cannon).
function characters.side_of(obj)
  local def = catalog.of(obj)
  return def.sides and def.sides[obj.side] or def
end

function characters.name(obj)
  return characters.side_of(obj).name or catalog.of(obj).name
end

function characters.label(obj)
  return ("%s %s"):format(characters.name(obj), obj.space)
end

function characters.swap(match, a, b)
  local ca, cb = a.space, b.space
  match:move(a, cb)
  match:move(b, ca)
end

return characters
