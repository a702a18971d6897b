-- The board for the web page (`tabula serve`, docs/web.md#the-scene): the 52 squares of
-- the main track round a square, square 0 at the top left, each colour's lane running
-- in from its lane entrance to the Finish, and each seat's tokens (Home ones beside the
-- board). Everything is public (CH-0.1). A click on a token answers the option naming
-- it: declaring, moving, entering.
local draw = require "tabula.scene"
local board = require "board"
local rules = require "rules"

local SIZE = 34
local SIDE = 13                                 -- squares along a side of the track
local PAINT = { red = "#e74c3c", blue = "#2e86c1", yellow = "#f4d03f", green = "#27ae60" }
local PALE = { red = "#fadbd8", blue = "#d6eaf8", yellow = "#fcf3cf", green = "#d5f5e3" }
local INWARD = { { 1, 0 }, { 0, -1 }, { -1, 0 }, { 0, 1 } }  -- row, col steps in from each side

-- A lane square L1..L5 (p 49..53) or the Finish (p 54) of colour c: steps in from its entrance.
local function lane_cell(ring, c, p)
  local e = board.colour[c].lane_entrance
  local rc, step = ring[e + 1], INWARD[e // SIDE + 1]
  local k = p - board.LAST_TRACK
  return { rc[1] + step[1] * k, rc[2] + step[2] * k }
end

-- The track's squares and the lanes: their ids and cells, built at each call (nothing
-- kept at load: a simulation never draws).
local function spaces()
  local ring, cells, ids = draw.ring(4 * SIDE), {}, {}
  for s = 0, 51 do
    ids[#ids + 1] = tostring(s)
    cells[tostring(s)] = ring[s + 1]
  end
  for _, c in ipairs(board.colours) do
    for p = board.LAST_TRACK + 1, board.FINISH do
      local id = board.lane_name(c, p)
      ids[#ids + 1], cells[id] = id, lane_cell(ring, c, p)
    end
  end
  return ids, cells
end

local function paint_square(match, id)
  local s, sq = match.state, tonumber(id)
  if not sq then
    local c = board.colours[("RBYG"):find(id:sub(1, 1))]
    return { fill = id:find("Finish") and PAINT[c] or PALE[c], stroke = "#7f8c8d", title = id }
  end
  local features = board.features(sq)
  local fields = { fill = PALE[board.square_colour(sq)], stroke = "#7f8c8d",
                   title = sq .. (#features > 0 and " (" .. table.concat(features, ", ") .. ")" or "") }
  if board.entry_square[sq] then fields.fill = PAINT[board.square_colour(sq)] end
  if board.rooftop[sq] then fields.label, fields.font, fields.colour = "⌂", 22, "#7f8c8d" end
  if s.obstacles[sq] then fields.label, fields.font, fields.colour = "▲", 22, "#6e2c00" end
  if s.destroyed[sq] then fields.fill, fields.label, fields.font = "#566573", "✕", 22 end
  return fields
end

local function token_fields(t)
  local name = rules.op(t).name
  return { fill = PAINT[t.colour], stroke = "#17202a", label = name:sub(1, 2), font = 13, colour = "#17202a",
           title = board.colour_name[t.colour] .. " " .. name .. ", " .. rules.where(t),
           options = { t.id, "enter:" .. t.id, "move:" .. t.id } }
end

-- Where a token stands: its square or lane square, or its place in its seat's Home row.
local function token_at(t, centres, crowd)
  local id = rules.square(t) and tostring(rules.square(t)) or t.place == "board" and board.lane_name(t.colour, t.p)
  local c = id and centres[id]
  if not c then return nil end
  local n = crowd[id] or 0
  crowd[id] = n + 1
  return { x = c.x + (n % 2) * 10 - 5 * math.min(n, 1), y = c.y + (n // 2) * 10 - 5 * math.min(n, 1) }
end

local function homes(sc, match)
  local x = 15 * SIZE + 20
  for seat = 1, match.seats do
    local y = 30 + (seat - 1) * 90
    draw.text(sc, x + 70, y, rules.colour_name(match, seat) .. " (seat " .. seat .. ")", { font = 15 })
    local n = 0
    for _, t in ipairs(rules.of_seat(match, seat)) do
      if t.place == "home" or t.place == "finish" then
        n = n + 1
        local fields = token_fields(t)
        if t.place == "finish" then fields.stroke = "#f1c40f" end
        draw.piece(sc, { x = x + 18 + (n - 1) * 36, y = y + 35 }, 15, fields)
      end
    end
  end
end

return function(match)
  local sc = draw.new(15 * SIZE + 200, 15 * SIZE)
  local ids, cells = spaces()
  local centres = draw.cells(sc, ids, cells, { x = SIZE, y = SIZE, size = SIZE,
                                              paint = function(id) return paint_square(match, id) end })
  local crowd = {}
  for _, t in ipairs(rules.all(match)) do
    local at = token_at(t, centres, crowd)
    if at then draw.piece(sc, at, SIZE * 0.4, token_fields(t)) end
  end
  homes(sc, match)
  return sc
end
