-- The six landmarks (BC-1.2, BC-1.3, BC-11.4, BC-12.2): which face shows, the icons
-- on each open side, passages, and flipping.
local memo = require "tabula.memo"
local catalog = require "catalog"
local damage = require "rules.damage"
local map = require "map"

local landmarks = {}

function landmarks.at(match, slot) return match.state.landmark[slot] end
local defs = memo.lookup(function(obj) return catalog.landmarks[obj.kind] end)   -- kept per landmark
function landmarks.def(obj) return defs[obj] end
function landmarks.face(obj) return landmarks.def(obj).faces[obj.side] end
function landmarks.name(obj) return landmarks.face(obj).name end
function landmarks.number(obj) return landmarks.def(obj).number end

-- The icons on side `side` of the landmark in `slot`, or {} when that side is closed.
function landmarks.icons(match, slot, side)
  if not map.touching(slot, side) then return {} end
  return landmarks.face(landmarks.at(match, slot))[side] or {}
end

-- `placed`: the landmark of each slot (match.state.landmark)
local function sides_touched(placed, cell)
  local out = {}
  for _, t in ipairs(map.touches(cell)) do
    out[#out + 1] = { slot = t.slot, side = t.side, landmark = placed[t.slot] }
  end
  table.sort(out, function(a, b) return landmarks.number(a.landmark) < landmarks.number(b.landmark) end)
  return out
end

-- The sides a cell touches, {slot, side, landmark}, in ascending landmark number (a
-- shared list: read only). Landmarks stay in their slots all the match (BC-1.2): each
-- cell's list is made once and kept with the match's landmarks (tabula.memo.kept).
function landmarks.touched(match, cell)
  return memo.kept(match.state.landmark, sides_touched, cell)
end

-- How many of `icon` the side shows.
function landmarks.count(match, slot, side, icon)
  local n = 0
  for _, i in ipairs(landmarks.icons(match, slot, side)) do if i == icon then n = n + 1 end end
  return n
end

-- Whether the passage of an edge label "P<slot>:X>Y" is open now (BC-4.4).
function landmarks.passage_open(match, slot, arrow)
  return landmarks.face(landmarks.at(match, slot)).open[arrow] == true
end

-- Flips each landmark of `used` (a set of landmark objects) in ascending number;
-- after each flip, a HAZ newly shown on an open side hits whoever stands on the
-- touching cell (BC-11.4, BC-12.2).
function landmarks.flip_used(match, used)
  local list = {}
  for lm in pairs(used) do list[#list + 1] = lm end
  table.sort(list, function(a, b) return landmarks.number(a) < landmarks.number(b) end)
  for _, lm in ipairs(list) do landmarks.flip(match, lm) end
end

function landmarks.flip(match, lm)
  local before = landmarks.face(lm)
  local from = before.name
  lm:flip_side()
  local after = landmarks.face(lm)
  match:log("%s flips to %s", from, after.name)
  local slot = map.slot_of[lm.space]
  local hit = {}
  for _, side in ipairs(map.SIDES) do
    local cell = map.touching(slot, side)
    if cell then
      local had = 0
      for _, i in ipairs(before[side] or {}) do if i == "HAZ" then had = had + 1 end end
      local has = landmarks.count(match, slot, side, "HAZ")
      if had == 0 and has > 0 then hit[#hit + 1] = { cell = cell, n = has } end
    end
  end
  table.sort(hit, function(a, b) return map.before(a.cell, b.cell) end)
  for _, h in ipairs(hit) do
    for _ = 1, h.n do
      local who = match:top(h.cell)
      if who then damage.deal(match, who, 1, after.name .. " hazard") end
    end
  end
end

return landmarks
