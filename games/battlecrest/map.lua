-- The Fellwoods map (BC-1.1): a 6x6 grid, six landmark slots and the 20 map cells
-- around them. Cells are named "(r,c)", row 1 north, column 1 west. The grid is
-- topology only; what a landmark's current face does is in rules/landmarks.lua.
local map = {}

map.SLOTS = { "(2,2)", "(2,3)", "(3,3)", "(4,4)", "(5,4)", "(5,5)" }   -- P1..P6
map.SPOTS = { Hn = "(1,3)", Mn = "(2,1)", Hs = "(6,4)", Ms = "(5,6)" }
map.SIDES = { "N", "E", "S", "W" }
local DELTA = { N = { 0, -1 }, E = { 1, 0 }, S = { 0, 1 }, W = { -1, 0 } }   -- dcol, drow

local function name(col, row) return "(" .. row .. "," .. col .. ")" end

local function coords_of(id)
  local r, c = id:match("^%((%d),(%d)%)$")
  return tonumber(c), tonumber(r)
end

-- BC-1.1.1: a map cell holds no landmark and touches one, diagonals included.
local slot_at, cells = {}, {}
for i, s in ipairs(map.SLOTS) do slot_at[s] = i end
for row = 1, 6 do
  for col = 1, 6 do
    local id = name(col, row)
    local near = false
    for dr = -1, 1 do
      for dc = -1, 1 do
        local r, c = row + dr, col + dc
        if (dr ~= 0 or dc ~= 0) and r >= 1 and r <= 6 and c >= 1 and c <= 6 and slot_at[name(c, r)] then near = true end
      end
    end
    if slot_at[id] or near then cells[#cells + 1] = id end
  end
end

-- A passage (BC-4.4) joins the cells touching two sides of one slot. Every pair of
-- sides gets an edge labelled "P<slot>:X>Y"; the landmark's current face says which
-- are open (rules/landmarks.lua).
local passages = {}
local function side_cell(slot, side)
  local col, row = coords_of(map.SLOTS[slot])
  local d = DELTA[side]
  local c, r = col + d[1], row + d[2]
  if c < 1 or c > 6 or r < 1 or r > 6 then return nil end
  local id = name(c, r)
  for _, cell in ipairs(cells) do if cell == id and not slot_at[id] then return id end end
  return nil
end
for i = 1, #map.SLOTS do
  for _, x in ipairs(map.SIDES) do
    for _, y in ipairs(map.SIDES) do
      local a, b = side_cell(i, x), side_cell(i, y)
      if x ~= y and a and b then passages[#passages + 1] = { a, b, label = "P" .. i .. ":" .. x .. ">" .. y } end
    end
  end
end

map.grid = tabula.grid{ width = 6, height = 6, rows = "down", names = name, cells = cells,
                        blocked = map.SLOTS, edges = passages }

map.cells = {}        -- the map cells in reading order
map.is_cell = {}
for _, id in ipairs(map.grid:spaces()) do
  if not slot_at[id] then map.cells[#map.cells + 1] = id; map.is_cell[id] = true end
end

map.slot_of = slot_at  -- cell -> slot number, for the six landmark cells

-- The cell touching side `side` of slot `slot`, or nil when that side is not open
-- (BC-1.1.2).
local touching = {}
-- cell -> list of {slot, side} it touches, slots ascending
local touches = {}
for i, s in ipairs(map.SLOTS) do
  touching[i] = {}
  local col, row = coords_of(s)
  for _, side in ipairs(map.SIDES) do
    local d = DELTA[side]
    local id = map.grid:at(col + d[1], row + d[2])
    if id and map.is_cell[id] then
      touching[i][side] = id
      touches[id] = touches[id] or {}
      touches[id][#touches[id] + 1] = { slot = i, side = side }
    end
  end
end

function map.touching(slot, side) return touching[slot][side] end
function map.touches(cell) return touches[cell] or {} end

-- Each space's column and row, and its place in reading order, read once: distances
-- and orders are asked at every check of a range.
local COL, ROW, INDEX = {}, {}, {}
for row = 1, 6 do
  for col = 1, 6 do COL[name(col, row)], ROW[name(col, row)] = col, row end
end
for _, id in ipairs(map.grid:spaces()) do INDEX[id] = map.grid:index(id) end

function map.coords(id)
  return ROW[id], COL[id]
end

local abs, max = math.abs, math.max

function map.dist(a, b)
  return abs(ROW[a] - ROW[b]) + abs(COL[a] - COL[b])
end

function map.ring(a, b)
  return max(abs(ROW[a] - ROW[b]), abs(COL[a] - COL[b]))
end

-- Reading order: row, then column (BC conventions).
function map.before(a, b)
  return (INDEX[a] or map.grid:index(a)) < (INDEX[b] or map.grid:index(b))
end

-- An edge's label: a compass direction, or a passage "P<slot>:X>Y" -> slot, "X>Y".
local DIAGONAL = { ne = true, se = true, sw = true, nw = true }
function map.diagonal(label) return DIAGONAL[label] == true end
local function read_passage(label)
  local slot, arrow = label:match("^P(%d):(%u>%u)$")
  return { tonumber(slot), arrow }
end
local PASSAGES = {}   -- every label of the grid, read once: label -> {slot, arrow}
function map.passage(label)
  local p = PASSAGES[label] or read_passage(label)
  return p[1], p[2]
end

-- The edges out of each map cell, grid steps then passages: {to, label}.
local edges = {}
for _, id in ipairs(map.cells) do
  edges[id] = {}
  for _, e in ipairs(map.grid:edges(id)) do
    if map.is_cell[e.to] then edges[id][#edges[id] + 1] = { to = e.to, label = e.label } end
    PASSAGES[e.label] = PASSAGES[e.label] or read_passage(e.label)
  end
end
function map.edges(cell) return edges[cell] end

return map
