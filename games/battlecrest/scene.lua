-- The board for the web page (`tabula serve`, docs/web.md#the-scene): the Fellwoods,
-- 6x6 with the six landmarks (their number, flipped or not) and the characters on
-- their cells, and under it each player's row of cards, face up on the side they show.
-- Nothing is hidden. A click answers the option naming a cell (a step), a character
-- (which one moves) or a card.
local draw = require "tabula.scene"
local catalog = require "catalog"
local characters = require "rules.characters"
local hazards = require "rules.hazards"
local health = require "rules.health"
local landmarks = require "rules.landmarks"
local map = require "map"
local row = require "rules.row"

local SIZE = 70
local CARD_W, CARD_H = 110, 70
local SEAT_PAINT = { "#2e86c1", "#c0392b" }
local SEAT_PALE = { "#d6eaf8", "#fadbd8" }

local function paint_cell(match, id)
  local slot = map.slot_of[id]
  if slot then
    local lm = landmarks.at(match, slot)
    local flipped = lm.side ~= "start"
    return { fill = flipped and "#a9cce3" or "#7dcea0", stroke = "#1e8449", font = 22,
             label = landmarks.number(lm) .. (flipped and "*" or ""),
             title = ("P%d %s (%s)"):format(slot, landmarks.name(lm), lm.side) }
  end
  local haz = hazards.count(match, id) > 0
  return { fill = haz and "#f9e79f" or "#eafaf1", stroke = "#7f8c8d", option = id,
           title = id .. (haz and ", a hazard touches it" or "") }
end

local function draw_characters(sc, centres, match)
  for _, c in ipairs(characters.all(match)) do
    local side = catalog.of(c).sides and c.side
    draw.piece(sc, centres[c.space], SIZE * 0.32,
               { fill = SEAT_PAINT[c.owner], stroke = "#17202a", colour = "#fff", font = 16,
                 label = characters.name(c):sub(1, 2):upper(), option = c.kind,
                 title = characters.name(c) .. (side and " (" .. side .. ")" or "") })
  end
end

local function draw_row(sc, match, seat, y)
  local def = catalog.cards[match.state.sets[seat]]
  draw.text(sc, 6 * SIZE / 2, y - 12, ("Seat %d %s, health %s"):format(seat, def.name, health.text(match, seat)),
            { font = 15 })
  for i, card in ipairs(row.cards(match, seat)) do
    local f = row.face(card)
    local x = (i - 1) * (CARD_W + 6)
    draw.card(sc, x, y, CARD_W, CARD_H, { fill = card.turned and "#d5d8dc" or SEAT_PALE[seat], stroke = SEAT_PAINT[seat],
                                          option = card.kind, title = f.name .. (card.turned and ", exhausted" or "") })
    draw.text(sc, x + CARD_W / 2, y + 20, f.name, { font = 13 })
    draw.text(sc, x + CARD_W / 2, y + 42, ("Move %d  def %d"):format(f.move, f.def), { font = 11 })
    draw.text(sc, x + CARD_W / 2, y + 58, (card.side or "") .. (card.turned and ", exhausted" or ""),
              { font = 10, colour = "#566573" })
  end
end

return function(match)
  local width = math.max(6 * SIZE, 6 * (CARD_W + 6))
  local sc = draw.new(width, 6 * SIZE + 2 * (CARD_H + 40) + 10)
  local centres = draw.grid(sc, map.grid, { size = SIZE, paint = function(id) return paint_cell(match, id) end })
  draw_characters(sc, centres, match)
  for seat = 1, 2 do draw_row(sc, match, seat, 6 * SIZE + 35 + (seat - 1) * (CARD_H + 40)) end
  return sc
end
