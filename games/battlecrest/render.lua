-- What a seat is shown: the 6x6 map with characters, landmarks and hazards, and each
-- player's cards with their state. Nothing in Battlecrest is hidden.
local catalog = require "catalog"
local characters = require "rules.characters"
local hazards = require "rules.hazards"
local health = require "rules.health"
local landmarks = require "rules.landmarks"
local map = require "map"
local row = require "rules.row"

local render = {}

local function short(obj)
  return characters.name(obj):sub(1, 2):upper()
end

local function cell_text(match, row_n, col)
  local id = map.grid:at(col, row_n)
  if not id then return "  -  " end
  local slot = map.slot_of[id]
  if slot then
    local lm = landmarks.at(match, slot)
    return ("[%d%s] "):format(landmarks.number(lm), lm.side == "start" and " " or "*")
  end
  local who = characters.at(match, id)
  local haz = hazards.count(match, id) > 0 and "!" or " "
  if who then return (" %s%s "):format(short(who), haz) end
  return ("  .%s "):format(haz)
end

-- A face's icons side by side, each with the cell it touches; icons and passages on
-- closed sides, which do nothing (BC-1.1.2), apart.
local function side_icons(slot, face)
  local open, closed = {}, {}
  for _, side in ipairs(map.SIDES) do
    if face[side] then
      local cell = map.touching(slot, side)
      local text = side .. " " .. table.concat(face[side], " ")
      if cell then open[#open + 1] = text .. " " .. cell else closed[#closed + 1] = text end
    end
  end
  for _, p in ipairs(face.passages or {}) do
    local to_open = map.touching(slot, p:sub(1, 1)) and map.touching(slot, p:sub(3, 3))
    if to_open then open[#open + 1] = "passage " .. p else closed[#closed + 1] = "passage " .. p end
  end
  if face.star then open[#open + 1] = "star " .. face.star.name end
  local text = table.concat(open, ", ")
  if #closed > 0 then text = text .. (#open > 0 and "; " or "") .. "closed: " .. table.concat(closed, ", ") end
  return text
end

local function card_line(card)
  local f = row.face(card)
  local ab = {}
  for _, a in ipairs(f.abilities) do ab[#ab + 1] = a.label end
  return ("  %-17s %-9s Move %d  def %d%s  %-6s %s%s"):format(f.name, card.turned and "exhausted" or "ready",
    f.move, f.def, f.def_crest and ("+" .. f.def_crest) or "", f.crest, table.concat(ab, ", "), f.flip and "  (flips)" or "")
end

function render.text(match)
  local s = match.state
  local lines = {}
  local active = match:seat()
  lines[#lines + 1] = ("Round %d, %s (seat %d) to play%s"):format(math.floor((match:turn() + 1) / 2),
    row.owner_name(match, active), active, s.ai_seat and ("; seat " .. s.ai_seat .. " is the solo AI") or "")
  lines[#lines + 1] = "      c1   c2   c3   c4   c5   c6"
  for r = 1, 6 do
    local cells = {}
    for c = 1, 6 do cells[#cells + 1] = cell_text(match, r, c) end
    lines[#lines + 1] = ("r%d  %s"):format(r, table.concat(cells))
  end
  lines[#lines + 1] = "[n] landmark no. n (* flipped); ! a hazard touches the cell"
  for slot = 1, 6 do
    local lm = landmarks.at(match, slot)
    lines[#lines + 1] = ("P%d %s #%d %s: %s"):format(slot, map.SLOTS[slot], landmarks.number(lm), landmarks.name(lm),
      side_icons(slot, landmarks.face(lm)))
  end
  for seat = 1, 2 do
    local hero = characters.hero(match, seat)
    local minion = characters.minion(match, seat)
    local def = catalog.cards[s.sets[seat]]
    local extra = ""
    if def.minion then
      extra = minion and (", %s at %s"):format(characters.name(minion), minion.space) or ", minion destroyed"
    end
    lines[#lines + 1] = ("Seat %d %s at %s, health %s%s"):format(seat, def.name, hero.space, health.text(match, seat), extra)
    for _, card in ipairs(row.cards(match, seat)) do lines[#lines + 1] = card_line(card) end
  end
  return table.concat(lines, "\n")
end

function render.view(match)
  local s = match.state
  local v = { turn = match:turn(), active = match:seat(), layout = s.layout, landmarks = {}, characters = {}, seats = {} }
  for slot = 1, 6 do
    local lm = landmarks.at(match, slot)
    v.landmarks[slot] = { slot = slot, cell = map.SLOTS[slot], id = lm.kind, number = landmarks.number(lm),
                          name = landmarks.name(lm), side = lm.side }
  end
  for _, c in ipairs(characters.all(match)) do
    v.characters[#v.characters + 1] = { id = c.kind, owner = c.owner, cell = c.space, name = characters.name(c),
                                        side = catalog.of(c).sides and c.side or nil }
  end
  for seat = 1, 2 do
    local cards = {}
    for _, card in ipairs(row.cards(match, seat)) do
      cards[#cards + 1] = { id = card.kind, name = row.name(card), side = card.side, ready = not card.turned }
    end
    v.seats[seat] = { set = s.sets[seat], health = { side = health.card(match, seat).side,
      column = health.column(match, seat), length = health.length(match, seat) }, cards = cards, ai = s.ai_seat == seat }
  end
  return v
end

return render
