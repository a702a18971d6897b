-- tabula.scene: the pieces of a game's scene(match, seat) hook (docs/api.md, "scene";
-- docs/web.md, "The scene"): a host board's spaces as squares or hexes, a row of
-- numbered boxes for a track, pieces, cards and labels, added to one scene.
--
--   local draw = require "tabula.scene"
--   local sc = draw.new(400, 400)
--   local at = draw.grid(sc, board.grid, { size = 50, paint = function(id) return { fill = "#eee" } end })
--   draw.piece(sc, at.e4, { label = "♙", options = { "e2e4" } })
--   return sc
--
-- `paint(id)` gives a space's other fields (fill, label, title, option, options...);
-- each helper returns where it drew: centres[id] = { x = ..., y = ... }.

local scene = {}

local sqrt3 = math.sqrt(3)

---A scene of the given size (the hook returns it as it is).
function scene.new(width, height, title)
  return { width = width, height = height, title = title, shapes = {} }
end

---Adds `fields` with the geometry given; returns the shape.
function scene.add(sc, fields, geometry)
  local shape = {}
  for k, v in pairs(fields or {}) do shape[k] = v end
  for k, v in pairs(geometry) do shape[k] = v end
  sc.shapes[#sc.shapes + 1] = shape
  return shape
end

---A grid's cells as squares of `o.size` from (o.x, o.y), north at the top.
function scene.grid(sc, board, o)
  local size, x0, y0 = o.size, o.x or 0, o.y or 0
  local _, north = board:direction("n")
  local centres = {}
  for _, id in ipairs(board:spaces()) do
    local col, row = board:coords(id)
    local y = north > 0 and board:height() - row or row - 1
    local x = (col - 1) * size
    scene.add(sc, o.paint and o.paint(id), { type = "rect", x = x0 + x, y = y0 + y * size, w = size, h = size })
    centres[id] = { x = x0 + x + size / 2, y = y0 + y * size + size / 2 }
  end
  return centres
end

---A hex map's hexes, pointy-top, of `o.size` (centre to corner), the westmost and
---northmost at (o.x, o.y) plus a hex.
function scene.hexes(sc, board, o)
  local size, centres = o.size, {}
  local min_x, min_y = math.huge, math.huge
  for _, id in ipairs(board:spaces()) do
    local q, r = board:coords(id)
    local x, y = size * sqrt3 * (q + r / 2), size * 1.5 * r
    centres[id] = { x = x, y = y }
    min_x, min_y = math.min(min_x, x), math.min(min_y, y)
  end
  for _, id in ipairs(board:spaces()) do
    local c = centres[id]
    c.x = c.x - min_x + (o.x or 0) + size * sqrt3 / 2
    c.y = c.y - min_y + (o.y or 0) + size
    scene.add(sc, o.paint and o.paint(id), { type = "hex", x = c.x, y = c.y, size = size })
  end
  return centres
end

---Spaces on cells of a square lattice: cells[id] = { row, col } (0-based), each a
---square of `o.size` from (o.x, o.y). For a track laid out on a board's printed cells.
function scene.cells(sc, ids, cells, o)
  local size, centres = o.size, {}
  for _, id in ipairs(ids) do
    local rc = cells[id]
    local x, y = (o.x or 0) + rc[2] * size, (o.y or 0) + rc[1] * size
    scene.add(sc, o.paint and o.paint(id), { type = "rect", x = x, y = y, w = size, h = size })
    centres[id] = { x = x + size / 2, y = y + size / 2 }
  end
  return centres
end

---The cells ({ row, col }, 0-based) of `n` squares walking clockwise round a square
---from its top left corner, n / 4 to a side, for scene.cells.
function scene.ring(n)
  local side, cells = n // 4, {}
  for i = 0, n - 1 do
    local leg, k = i // side, i % side
    if leg == 0 then cells[i + 1] = { 0, k }
    elseif leg == 1 then cells[i + 1] = { k, side }
    elseif leg == 2 then cells[i + 1] = { side, side - k }
    else cells[i + 1] = { side - k, 0 } end
  end
  return cells
end

---A row of boxes from (o.x, o.y), one per value of a track (tabula.tracks data:
---{ size, values?, at }), each holding the markers at its position; `o.marker(m)`
---gives a marker's fields (fill, label). Position 0 is left of the first box.
function scene.track(sc, track, o)
  local size, x0, y0 = o.size, o.x or 0, o.y or 0
  for p = 1, track.size do
    local value = track.values and track.values[p] or p
    scene.add(sc, { fill = o.fill or "#fff", stroke = "#888", label = tostring(value), font = size / 3,
                    colour = "#888" }, { type = "rect", x = x0 + (p - 1) * size, y = y0, w = size, h = size })
  end
  local stacked = {}
  for _, m in ipairs(o.markers) do
    local p = track.at[m]
    local n = stacked[p] or 0
    stacked[p] = n + 1
    local x = x0 + (p - 0.5) * size + n * size / 5
    scene.piece(sc, { x = x, y = y0 + size / 2 }, size / 4, o.marker and o.marker(m))
  end
end

---A disc of radius `r` at `at` (a centre).
function scene.piece(sc, at, r, fields)
  return scene.add(sc, fields, { type = "circle", x = at.x, y = at.y, r = r })
end

---A card of w by h with its top left at (x, y); `fields.down`: its back, no label.
function scene.card(sc, x, y, w, h, fields)
  local f = fields or {}
  if f.down then
    return scene.add(sc, { fill = "#5d6d7e", stroke = "#2c3e50", title = f.title, option = f.option },
                     { type = "rect", x = x, y = y, w = w, h = h })
  end
  return scene.add(sc, f, { type = "rect", x = x, y = y, w = w, h = h })
end

---Text at (x, y), in `font` units high (default 14).
function scene.text(sc, x, y, label, fields)
  local shape = scene.add(sc, fields, { type = "text", x = x, y = y, label = label })
  shape.font = shape.font or 14
  return shape
end

return scene
