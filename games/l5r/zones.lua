-- Where the cards are (L5-1.3, L5-21.10): one host zone per pile, Province and area,
-- named "<pile>:<seat>" ("province:<seat>:<n>", "field:<defender>:<n>" for a battlefield).
local memo = require "tabula.memo"

local zones = {}

zones.PROVINCES = 4

local PILES = {
  { "dynasty", { kind = "deck" } },                    -- face down, seen by nobody
  { "fate", { kind = "deck" } },
  { "hand", { kind = "hand" } },                       -- its owner only
  { "dynasty_discard", { kind = "discard" } },         -- public, face up
  { "fate_discard", { kind = "discard" } },
  { "removed", { kind = "removed" } },
  { "home", { kind = "play" } },                       -- in play: Stronghold, Holdings, units
  { "events", { kind = "play" } },                     -- lasting Events (L5-5.7)
  { "focus", { kind = "focus", face = "down" } },      -- face-down focus cards: their owner sees them
}

function zones.create(match)
  for seat = 1, match.seats do
    for _, pile in ipairs(PILES) do
      local spec = { id = pile[1] .. ":" .. seat, owner = seat }
      for k, v in pairs(pile[2]) do spec[k] = v end
      match:zone(spec)
    end
    for n = 1, zones.PROVINCES do
      -- a face-down Province card is seen by nobody, its owner included (L5-21.10)
      match:zone{ id = zones.province_id(seat, n), kind = "province", owner = seat, face = "down",
                  down_visible_to = "none" }
      match:zone{ id = zones.field_id(seat, n), kind = "play", owner = seat }
    end
  end
  match:zone{ id = "pending", kind = "pending" }       -- Strategies and equips in flight (L5-21.5)
end

-- The ids, built once: they are asked for on every opportunity. And what each Province
-- and battlefield id stands for, {seat, n}.
local PILE_IDS, PROVINCE_IDS, FIELD_IDS, PROVINCE_AT, FIELD_AT = {}, {}, {}, {}, {}
for seat = 1, 2 do
  PROVINCE_IDS[seat], FIELD_IDS[seat] = {}, {}
  for n = 1, zones.PROVINCES do
    PROVINCE_IDS[seat][n] = "province:" .. seat .. ":" .. n
    FIELD_IDS[seat][n] = "field:" .. seat .. ":" .. n
    PROVINCE_AT[PROVINCE_IDS[seat][n]] = { seat, n }
    FIELD_AT[FIELD_IDS[seat][n]] = { seat, n }
  end
end
local names = {}
for _, pile in ipairs(PILES) do
  PILE_IDS[pile[1]] = { pile[1] .. ":1", pile[1] .. ":2" }
  names[#names + 1] = pile[1]
end
zones.pile_names = table.concat(names, ", ")

function zones.province_id(seat, n) return PROVINCE_IDS[seat][n] end
function zones.field_id(defender, n) return FIELD_IDS[defender][n] end

-- A match's zone by id. Zones are asked for at every opportunity and never go away, so
-- each match's handles are kept once found (tabula.memo.kept: they go with the match).
local function find(match, id) return match:zone(id) end
local kept = memo.kept
function zones.by_id(match, id) return kept(match, find, id) end

function zones.get(match, pile, seat)
  local ids = PILE_IDS[pile]
  if not ids then error(("zones.get: no pile '%s' (a seat's piles: %s)"):format(tostring(pile), zones.pile_names), 2) end
  return kept(match, find, ids[seat])
end
-- Every battlefield of the match, by Province, then defender (a list kept per match).
local battlefields = setmetatable({}, { __mode = "k" })
function zones.battlefields(match)
  local list = battlefields[match]
  if not list then
    list = {}
    for n = 1, zones.PROVINCES do
      for d = 1, 2 do list[#list + 1] = zones.field(match, d, n) end
    end
    battlefields[match] = list
  end
  return list
end

function zones.province(match, seat, n) return kept(match, find, PROVINCE_IDS[seat][n]) end
function zones.field(match, defender, n) return kept(match, find, FIELD_IDS[defender][n]) end

-- The Province a card is in: seat, n; nil if it is not in one.
function zones.province_of(card)
  local z = card.zone
  local at = z and PROVINCE_AT[z.id]
  if not at then return nil end
  return at[1], at[2]
end

-- The battlefield a card is at (directly or through its bearer): defender, n; nil at home.
function zones.field_of(card)
  while card.attached_to do card = card.attached_to end
  local z = card.zone
  local at = z and FIELD_AT[z.id]
  if not at then return nil end
  return at[1], at[2]
end

return zones
