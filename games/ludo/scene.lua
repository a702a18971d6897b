-- The board for the web page (`tabula serve`, docs/web.md#the-scene): the cross of
-- render.lua on its 15x15 cells, the yards, home columns and Home, and the pieces where
-- the text board puts them. A click on a piece of the seat's moves it.
local draw = require "tabula.scene"
local board = require "board"
local render = require "render"

local SIZE = 30
local PAINT = { Red = "#e74c3c", Green = "#27ae60", Yellow = "#f4d03f", Blue = "#2e86c1" }
local PALE = { Red = "#f5b7b1", Green = "#a9dfbf", Yellow = "#fcf3cf", Blue = "#aed6f1" }
local YARD_CORNER = { { 0, 0 }, { 0, 9 }, { 9, 9 }, { 9, 0 } }  -- row, col of each colour's 6x6 yard, in colour order

-- The ring, home columns and yards: their ids, cells and fields, built at each call
-- (nothing kept at load: a simulation never draws).
local function spaces()
  local ids, cells, paint = {}, {}, {}
  local function space(id, rc, fields)
    ids[#ids + 1], cells[id], paint[id] = id, rc, fields
  end
  for sq, rc in ipairs(board.ring) do
    local fields = { fill = "#fdfefe", stroke = "#aab7b8", title = "square " .. sq }
    if board.safe(sq) then fields.label, fields.font, fields.colour = "★", 18, "#aab7b8" end
    space(tostring(sq), rc, fields)
  end
  for _, c in ipairs(board.colours) do
    paint[tostring(c.start)].fill = PALE[c.name]
    for i, rc in ipairs(c.lane) do space(c.id .. i, rc, { fill = PALE[c.name], stroke = "#aab7b8" }) end
    for i, rc in ipairs(c.yard) do space(c.id .. "_yard" .. i, rc, { fill = "#fdfefe", stroke = PAINT[c.name] }) end
  end
  return ids, cells, paint
end

-- The option a click on a piece answers: entering from the yard, or the first of the
-- seat's pieces on its square (pieces sharing a place move alike, L9).
local function option_of(pieces, i)
  local pos = pieces[i].pos
  if pos == board.YARD then return "enter" end
  for j = 1, i do
    if pieces[j].pos == pos then return tostring(j) end
  end
end

local function draw_pieces(sc, match, seat)
  local state, crowd = match.state, {}
  for owner, pieces in ipairs(state.pieces) do
    local c = board.colours[state.colour[owner]]
    for i, piece in ipairs(pieces) do
      local rc = render.cell_of(state.colour[owner], i, piece.pos)
      local key = rc[1] * 15 + rc[2]
      local n = crowd[key] or 0
      crowd[key] = n + 1
      draw.piece(sc, { x = (rc[2] + 0.5) * SIZE + n * 5, y = (rc[1] + 0.5) * SIZE - n * 5 }, SIZE * 0.35,
                 { fill = PAINT[c.name], stroke = "#17202a", title = c.name .. " piece " .. i,
                   option = owner == seat and option_of(pieces, i) or nil })
    end
  end
end

return function(match, seat)
  local sc = draw.new(15 * SIZE, 15 * SIZE)
  for k, corner in ipairs(YARD_CORNER) do
    draw.add(sc, { fill = PAINT[board.colours[k].name], stroke = "#17202a" },
             { type = "rect", x = corner[2] * SIZE, y = corner[1] * SIZE, w = 6 * SIZE, h = 6 * SIZE })
    draw.add(sc, { fill = "#fdfefe" },
             { type = "rect", x = (corner[2] + 1) * SIZE, y = (corner[1] + 1) * SIZE, w = 4 * SIZE, h = 4 * SIZE })
  end
  draw.add(sc, { fill = "#ecf0f1", label = "Home", font = 16, stroke = "#17202a" },
           { type = "rect", x = 6 * SIZE, y = 6 * SIZE, w = 3 * SIZE, h = 3 * SIZE })
  local ids, cells, paint = spaces()
  draw.cells(sc, ids, cells, { size = SIZE, paint = function(id) return paint[id] end })
  draw_pieces(sc, match, seat)
  return sc
end
