-- Ranges (BC-6): measured from the acting character's cell through everything.
local characters = require "rules.characters"
local map = require "map"

local reach = {}

reach.SHORT = { kind = "short", text = "SHORT" }
reach.MEDIUM = { kind = "medium", text = "MEDIUM" }
function reach.long(n) return { kind = "long", max = n, text = "LONG " .. n } end

-- Whether `to` is within `range` of `from`; `extra` lengthens a LONG range (RNG).
function reach.within(range, from, to, extra)
  if range.kind == "short" then return map.dist(from, to) == 1 end
  if range.kind == "medium" then return map.ring(from, to) == 1 end
  local d = map.dist(from, to)
  return d >= 2 and d <= range.max + (extra or 0)
end

-- The other player's characters within range of `from`, in reading order.
function reach.enemies_within(match, seat, from, range, extra)
  local out = {}
  for _, c in ipairs(characters.enemies(match, seat)) do
    if reach.within(range, from, c.space, extra) then out[#out + 1] = c end
  end
  return out
end

return reach
