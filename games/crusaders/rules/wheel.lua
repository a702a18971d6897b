-- A player's action wheel (CR-1.6, CR-4, CR-5): six wedges on positions 1..6 clockwise,
-- each with tokens (a counter) and a side, unupgraded or upgraded.
local data = require "data"

local wheel = {}

local WEDGE = {}
for _, w in ipairs(data.wedges) do WEDGE[w.id] = w end
wheel.WEDGE = WEDGE

function wheel.wedges(match, seat) return match:zone("wheel:" .. seat):cards() end
function wheel.at(match, seat, pos) return wheel.wedges(match, seat)[pos] end
function wheel.tokens(wedge) return wedge:counter("tokens") end
function wheel.upgraded(wedge) return wedge.side == "upgraded" end

-- The actions a wedge offers now: its own, and the upgrade's once upgraded.
function wheel.actions(wedge)
  local w = WEDGE[wedge.kind]
  if wheel.upgraded(wedge) then return { w.action, w.upgrade } end
  return { w.action }
end

function wheel.upgraded_count(match, seat)
  local n = 0
  for _, w in ipairs(wheel.wedges(match, seat)) do if wheel.upgraded(w) then n = n + 1 end end
  return n
end

-- The tokens per position, [p1, ..., p6].
function wheel.counts(match, seat)
  local out = {}
  for i, w in ipairs(wheel.wedges(match, seat)) do out[i] = wheel.tokens(w) end
  return out
end

-- CR-4.1: every token of position `pos`, one at a time on pos+1, pos+2, ... (after 6
-- comes 1); six or more pass the sown wedge like any other.
function wheel.sow(match, seat, pos)
  local wedges = wheel.wedges(match, seat)
  local n = wheel.tokens(wedges[pos])
  wedges[pos]:set_counter("tokens", 0)
  local p = pos
  for _ = 1, n do
    p = p % #wedges + 1
    wedges[p]:add("tokens", 1)
  end
  match:log("seat %d sows %d from position %d: [%s]", seat, n, pos, table.concat(wheel.counts(match, seat), ","))
end

-- A wedge's name on each side, "Move" or "Move/Crusade", made once.
local function cap(a) return a:sub(1, 1):upper() .. a:sub(2) end
local NAME = {}
for _, w in ipairs(data.wedges) do
  NAME[w.id] = { unupgraded = cap(w.action), upgraded = cap(w.action) .. "/" .. cap(w.upgrade) }
end

function wheel.name(wedge)
  return NAME[wedge.kind][wheel.upgraded(wedge) and "upgraded" or "unupgraded"]
end

return wheel
