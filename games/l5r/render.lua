-- What each seat sees (L5-21.10): its own hand; the other hand and every deck as a
-- count; face-down Province cards as face down; everything in play, the discard
-- piles, the removed zones and the pending area as they are.
local zones = require "zones"

local render = {}

local function name_of(card, seat)
  if not card:visible_to(seat) then return "(face down)" end
  local marks = {}
  if card.turned then marks[#marks + 1] = "bowed" end
  if card.props.dishonored then marks[#marks + 1] = "dishonored" end
  if card.props.dead then marks[#marks + 1] = card.props.dead .. "ly dead" end
  local tokens = card:counter("token")
  if tokens > 0 then marks[#marks + 1] = tokens .. " tokens" end
  return card.kind .. (#marks > 0 and (" [" .. table.concat(marks, ", ") .. "]") or "")
end

local function unit_text(card, seat)
  local parts = { name_of(card, seat) }
  for _, a in ipairs(card:attachments()) do parts[#parts + 1] = "+ " .. name_of(a, seat) end
  return table.concat(parts, " ")
end

local function list(zone, seat, with_owner)
  local out = {}
  for _, c in ipairs(zone:cards()) do
    out[#out + 1] = unit_text(c, seat) .. (with_owner and (" (seat %d)"):format(c.owner) or "")
  end
  return #out > 0 and table.concat(out, "; ") or "-"
end

local function seat_lines(match, owner, seat)
  local s = match.state
  local lines = {}
  local function add(fmt, ...) lines[#lines + 1] = fmt:format(...) end
  add("Seat %d (%s): Honor %d%s", owner, s.clan[owner] or "?", s.honor[owner], s.favor == owner and ", Imperial Favor" or "")
  for n = 1, zones.PROVINCES do
    if s.provinces[owner][n] then
      add("  Province %d: %s", n, list(zones.province(match, owner, n), seat))
    else
      add("  Province %d: destroyed", n)
    end
  end
  add("  Home: %s", list(zones.get(match, "home", owner), seat))
  if zones.get(match, "events", owner):count() > 0 then add("  Events: %s", list(zones.get(match, "events", owner), seat)) end
  local focus = zones.get(match, "focus", owner)
  if focus:count() > 0 then add("  Focus cards (a duel): %s", list(focus, seat)) end
  local hand = zones.get(match, "hand", owner)
  if owner == seat then add("  Hand: %s", list(hand, seat)) else add("  Hand: %d cards", hand:count()) end
  add("  Decks: Dynasty %d, Fate %d; discards: Dynasty %d, Fate %d; removed %d",
      zones.get(match, "dynasty", owner):count(), zones.get(match, "fate", owner):count(),
      zones.get(match, "dynasty_discard", owner):count(), zones.get(match, "fate_discard", owner):count(),
      zones.get(match, "removed", owner):count())
  return lines
end

-- The battlefields with cards at them (units, a Terrain), in Province order.
function render.battlefields(match)
  local out = {}
  for d = 1, match.seats do
    for n = 1, zones.PROVINCES do
      local z = zones.field(match, d, n)
      if z:count() > 0 then out[#out + 1] = { defender = d, province = n, zone = z } end
    end
  end
  return out
end

function render.text(match, seat)
  local lines = { ("Turn %d, seat %d to play%s"):format(match:turn(), match:seat(), match:phase() and
                  (", " .. match:phase() .. " phase") or "") }
  for owner = 1, match.seats do
    for _, l in ipairs(seat_lines(match, owner, seat)) do lines[#lines + 1] = l end
  end
  for _, f in ipairs(render.battlefields(match)) do
    local b = match.state.battle
    local current = b and b.defender == f.defender and b.province == f.province
    lines[#lines + 1] = ("%s at seat %d's Province %d: %s"):format(current and "Battle" or "Battlefield", f.defender,
                                                                  f.province, list(f.zone, seat, true))
  end
  local pending = match:zone("pending")
  if pending:count() > 0 then lines[#lines + 1] = "Pending: " .. list(pending, seat) end
  local result = match:result()
  if result then lines[#lines + 1] = "Game over: " .. (result.reason or result.outcome) end
  return table.concat(lines, "\n")
end

local function card_view(card, seat)
  if not card:visible_to(seat) then return { face_down = true } end
  local v = { id = card.id, title = card.kind, bowed = card.turned or nil, dishonored = card.props.dishonored or nil,
              dead = card.props.dead, tokens = card:counter("token") > 0 and card:counter("token") or nil }
  local att = card:attachments()
  if #att > 0 then
    v.attachments = {}
    for i, a in ipairs(att) do v.attachments[i] = card_view(a, seat) end
  end
  return v
end

local function zone_view(zone, seat)
  local out = tabula.list()  -- a zone's cards are a list, [] to a bot when there are none
  for i, c in ipairs(zone:cards()) do out[i] = card_view(c, seat) end
  return out
end

function render.view(match, seat)
  local s = match.state
  local v = { turn = match:turn(), active = match:seat(), phase = match:phase(), favor = s.favor, seats = {} }
  for owner = 1, match.seats do
    local mine = owner == seat
    local sv = { clan = s.clan[owner], honor = s.honor[owner], provinces = {},
                 home = zone_view(zones.get(match, "home", owner), seat),
                 events = zone_view(zones.get(match, "events", owner), seat),
                 hand_count = zones.get(match, "hand", owner):count(),
                 focus = zone_view(zones.get(match, "focus", owner), seat),
                 hand = mine and zone_view(zones.get(match, "hand", owner), seat) or nil,
                 dynasty_count = zones.get(match, "dynasty", owner):count(),
                 fate_count = zones.get(match, "fate", owner):count(),
                 dynasty_discard = zone_view(zones.get(match, "dynasty_discard", owner), seat),
                 fate_discard = zone_view(zones.get(match, "fate_discard", owner), seat),
                 removed = zone_view(zones.get(match, "removed", owner), seat) }
    for n = 1, zones.PROVINCES do
      sv.provinces[n] = s.provinces[owner][n] and zone_view(zones.province(match, owner, n), seat) or "destroyed"
    end
    v.seats[owner] = sv
  end
  v.pending = zone_view(match:zone("pending"), seat)
  v.battlefields = tabula.list()
  for i, f in ipairs(render.battlefields(match)) do
    v.battlefields[i] = { defender = f.defender, province = f.province, cards = zone_view(f.zone, seat) }
  end
  if match.state.battle then
    v.battle = { defender = match.state.battle.defender, province = match.state.battle.province }
  end
  return v
end

return render
