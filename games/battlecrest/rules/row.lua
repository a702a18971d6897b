-- A player's action row (BC-2.2): the set's action cards left to right, each ready
-- (upright) or exhausted (turned), showing one of its two sides.
local memo = require "tabula.memo"
local catalog = require "catalog"

local row = {}

local ROW_IDS = { "row:1", "row:2" }

function row.cards(match, seat)
  return match:zone(ROW_IDS[seat] or "row:" .. seat):cards()
end

local function ready(match, seat)
  local out = {}
  for _, c in ipairs(row.cards(match, seat)) do if not c.turned then out[#out + 1] = c end end
  return out
end

local function exhausted(match, seat)
  local out = {}
  for _, c in ipairs(row.cards(match, seat)) do if c.turned then out[#out + 1] = c end end
  return out
end

-- The ready and the exhausted cards, left to right: lists read by most tests of a
-- turn, kept while one runs (tabula.memo; read only).
function row.ready(match, seat) return memo.get(match, ready, seat) end
function row.exhausted(match, seat) return memo.get(match, exhausted, seat) end

-- The side a card shows now: its name, Move, crest, defence, flip icon, abilities.
function row.face(card)
  return catalog.of(card).sides[card.side]
end

function row.name(card) return row.face(card).name end

-- "Sunlance (ready): ATTACK 2 SHORT", for options naming a card.
function row.label(card)
  local face, abilities = row.face(card), {}
  for _, a in ipairs(face.abilities) do abilities[#abilities + 1] = a.label end
  return ("%s (%s): %s"):format(face.name, card.turned and "exhausted" or "ready", table.concat(abilities, ", "))
end

function row.owner_name(match, seat)
  return catalog.cards[match.state.sets[seat]].name
end

-- Flip to the other side; ready or exhausted does not change.
function row.flip(match, card)
  local from = row.name(card)
  card:flip_side()
  match:log("%s flips to %s", from, row.name(card))
end

return row
