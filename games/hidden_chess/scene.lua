-- The board for the web page (`tabula serve`, docs/web.md#the-scene): what the text
-- board shows the seat (render.seen), drawn. A face-down piece the seat cannot see is
-- a disc with "?"; its own face-down pieces are pale. A move or a placement is two
-- clicks (the piece, then its square); a reveal or an X square is one.
local draw = require "tabula.scene"
local board = require "board"
local render = require "render"
local rules = require "rules"

local SIZE = 60
local MARK_FILL = { crown_white = "#f4d03f", crown_black = "#b7950b", lozenge_white = "#d6eaf8",
                    lozenge_black = "#aeb6bf", x = "#f5b7b1" }
local FIGURE = { w = { K = "♔", R = "♖", B = "♗", N = "♘" }, b = { K = "♚", R = "♜", B = "♝", N = "♞" } }
local DISC = { w = { up = "#fdfefe", down = "#d5d8dc" }, b = { up = "#1c2833", down = "#5d6d7e" } }
local INK = { w = "#1c2833", b = "#fdfefe" }

-- A text board's piece code ("wR", "wR*", "wR?", "b??") as a disc's fields.
local function piece_fields(code)
  local colour, kind, mark = code:sub(1, 1), code:sub(2, 2), code:sub(3, 3)
  local down = mark == "?"
  return { fill = DISC[colour][down and "down" or "up"], stroke = "#566573", colour = INK[colour],
           label = FIGURE[colour][kind] or "?", font = 34,
           title = board.COLOUR[board.SEAT_OF[colour == "w" and "white" or "black"]] ..
                   (FIGURE[colour][kind] and " " .. board.KIND_NAME[board.LETTER_KIND[kind]] or "") ..
                   (down and " (face down)" or mark == "*" and " (fresh)" or "") }
end

local function add(by, key, id)
  by[key] = by[key] or {}
  by[key][#by[key] + 1] = id
end

-- The option ids the seat could be asked now, by the squares and reserve kinds they
-- name (the server keeps only those of its pending choice).
local function options_by_place(match, seat)
  local st, by = rules.status(match), {}
  if seat < 1 or match:result() then return by end
  if st.phase == "setup" then
    for _, kind in ipairs(board.PLACE_KINDS) do
      for _, sq in ipairs(board.LOZENGES[seat]) do
        add(by, sq, kind .. "@" .. sq)
        add(by, kind, kind .. "@" .. sq)
      end
    end
    return by
  end
  for _, sq in ipairs(board.X) do add(by, sq, sq) end
  if match:seat() ~= seat then return by end
  for _, a in ipairs(rules.actions(match, seat, st.crest_turn)) do
    add(by, a.from, a.id)
    if a.to then add(by, a.to, a.id) end
  end
  return by
end

local function reserve(sc, match, seat, options)
  local left = {}
  for _, obj in ipairs(match:zone("reserve:" .. seat):cards()) do
    if not obj.props.to then left[#left + 1] = board.KIND_LETTER[obj.kind] end
  end
  table.sort(left)
  draw.text(sc, 515, 30, "To place", { font = 16 })
  local letter = board.LETTER[seat]
  for i, kind in ipairs(left) do
    local first = left[i - 1] ~= kind
    local fields = piece_fields(letter .. kind)
    fields.options = first and options[kind] or nil
    draw.piece(sc, { x = 445 + 28 * (i - 1), y = 65 }, 13, fields).font = 20
  end
end

local function sidebar(sc, match)
  local st = rules.status(match)
  if st.phase ~= "play" then return end
  for seat = 1, 2 do
    local y = 150 + (seat - 1) * 120
    draw.text(sc, 510, y, ("%s: %d shield, %d crest"):format(board.COLOUR[seat], rules.shields(match, seat),
              rules.crests(match, seat)), { font = 14 })
    local n = 0
    for _, obj in ipairs(match:zone("removed"):cards()) do
      if obj.owner == seat then
        n = n + 1
        local fields = piece_fields(board.LETTER[seat] .. board.KIND_LETTER[obj.kind])
        fields.font = 20
        draw.piece(sc, { x = 420 + 26 * n, y = y + 35 }, 12, fields)
      end
    end
  end
  local over = match:result()
  draw.text(sc, 510, 400, over and "Game over" or board.COLOUR[match:seat()] .. " to play", { font = 16 })
end

local function draw_stack(sc, at, list, locked, options)
  local fields = piece_fields(list[#list])
  fields.options = options
  if locked then fields.stroke = "#c0392b" end
  draw.piece(sc, at, SIZE * 0.4, fields)
  if #list > 1 then draw.text(sc, at.x + 22, at.y - 22, tostring(#list), { font = 14, colour = "#c0392b" }) end
end

return function(match, seat)
  local stacks, locked = render.seen(match, seat)
  local options = options_by_place(match, seat)
  local sc = draw.new(7 * SIZE + 190, 7 * SIZE)
  local at = draw.grid(sc, board.grid, { size = SIZE, paint = function(id)
    return { fill = MARK_FILL[board.mark[id]] or "#fbfcfc", stroke = "#7f8c8d", title = id,
             options = not stacks[id] and options[id] or nil }
  end })
  for _, sq in ipairs(board.grid:spaces()) do
    local list = stacks[sq]
    if list then draw_stack(sc, at[sq], list, locked[sq], options[sq]) end
  end
  if rules.status(match).phase == "setup" and seat >= 1 then reserve(sc, match, seat, options) end
  sidebar(sc, match)
  return sc
end
