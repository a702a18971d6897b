-- What a seat is shown: the map (each region with its enemy, tile or printed bonus,
-- buildings and knights), the strength tracks and the supply, and each player's wheel
-- (tokens and sides), tracks, troops, play area and influence. Nothing is hidden.
local buildings = require "rules.buildings"
local catalog = require "catalog"
local data = require "data"
local enemies = require "rules.enemies"
local map = require "map"
local play_area = require "rules.play_area"
local troops = require "rules.troops"
local wheel = require "rules.wheel"

local render = {}

local function bonus_text(b)
  local what = b.building == "any" and "any building" or catalog.buildings[b.building].name
  return b.cost and ("%s cost -%d"):format(what, b.cost) or ("%s +%d influence"):format(what, b.influence)
end

local function region_line(match, region)
  local parts = {}
  local token = enemies.at(match, region)
  if token then
    parts[#parts + 1] = data.enemy_names[token.kind] .. (token.props.reward and (" (reward " .. token.props.reward .. ")") or "")
  end
  local printed = map.region(region).printed
  if printed then parts[#parts + 1] = "printed " .. bonus_text(printed) end
  for _, obj in ipairs(match:at(region)) do
    if obj.kind == "tile" then parts[#parts + 1] = "tile " .. catalog.tiles[obj.props.id].text end
  end
  for _, b in ipairs(buildings.in_region(match, region)) do parts[#parts + 1] = ("%s (seat %d)"):format(b.name, b.owner) end
  for _, obj in ipairs(match:at(region)) do
    if obj.kind == "knight" then parts[#parts + 1] = ("knight %d of seat %d"):format(obj.props.n, obj.owner) end
  end
  return ("%2d %-14s %s"):format(map.region(region).n, map.name(region), table.concat(parts, "; "))
end

-- A small picture of the hexes: each region by its number, rows shifted half a hex.
local function picture(match)
  local board = map.of(match)
  local lines = {}
  for r = 0, 7 do
    local cells = {}
    for q = -3, 8 do
      local id = board:at(q, r)
      local x = 2 * q + r + 6
      if id then
        local mark = enemies.at(match, id) and "*" or (#buildings.in_region(match, id) > 0 and "#" or " ")
        cells[#cells + 1] = { x = x, text = ("%2d%s"):format(map.region(id).n, mark) }
      end
    end
    local line = ""
    for _, c in ipairs(cells) do
      line = line .. string.rep(" ", math.max(0, 2 * c.x - #line)) .. c.text
    end
    lines[#lines + 1] = line
  end
  return table.concat(lines, "\n")
end

local function player_lines(match, seat, out)
  local s = match.state
  local order = s.order[seat] and catalog.orders[s.order[seat]]
  out[#out + 1] = ("Seat %d: %d influence%s"):format(seat, s.influence[seat],
    order and ("; " .. order.name .. ": " .. order.text) or "")
  local w = {}
  for pos, wedge in ipairs(wheel.wedges(match, seat)) do
    w[#w + 1] = ("p%d %s%s %d"):format(pos, wheel.name(wedge), wheel.upgraded(wedge) and "+" or "", wheel.tokens(wedge))
  end
  out[#out + 1] = "  wheel: " .. table.concat(w, " | ")
  local t = {}
  for _, kind in ipairs(data.building_types) do
    t[#t + 1] = ("%s %d/4"):format(kind, buildings.built(match, seat, kind))
  end
  out[#out + 1] = ("  built: %s; troops mustered %d/5"):format(table.concat(t, ", "), troops.mustered(match, seat))
  local a = {}
  for _, kind in ipairs(data.enemy_types) do a[#a + 1] = ("%s %d"):format(data.enemy_names[kind], play_area.count(match, seat, kind)) end
  out[#out + 1] = "  defeated: " .. table.concat(a, ", ")
end

function render.text(match)
  local s = match.state
  local out = { ("Round %d, seat %d to play; supply %d%s"):format(match:round(), match:seat(), s.supply,
    s.end_triggered and " (the end is triggered)" or "") }
  out[#out + 1] = picture(match)
  out[#out + 1] = "(* an enemy token, # a building)"
  out[#out + 1] = ("Strength: Prussians %d (space %d), Slavs %d (space %d), Saracens 6"):format(
    enemies.strength(match, "prussian"), enemies.marker(match, "prussian"), enemies.strength(match, "slav"),
    enemies.marker(match, "slav"))
  for _, region in ipairs(map.regions(match)) do out[#out + 1] = region_line(match, region) end
  for seat = 1, match.seats do player_lines(match, seat, out) end
  return table.concat(out, "\n")
end

function render.view(match)
  local s = match.state
  local v = { round = match:round(), active = match:seat(), supply = s.supply,
              markers = { prussian = enemies.marker(match, "prussian"), slav = enemies.marker(match, "slav") },
              end_triggered = s.end_triggered ~= nil, regions = {}, players = {} }
  for _, region in ipairs(map.regions(match)) do
    local r = { id = region, knights = {}, buildings = {} }
    local token = enemies.at(match, region)
    if token then r.enemy = { kind = token.kind, reward = token.props.reward } end
    for _, obj in ipairs(match:at(region)) do
      if obj.kind == "tile" then r.tile = { id = obj.props.id, text = catalog.tiles[obj.props.id].text } end
      if obj.kind == "knight" then r.knights[#r.knights + 1] = { seat = obj.owner, n = obj.props.n } end
    end
    for _, b in ipairs(buildings.in_region(match, region)) do
      r.buildings[#r.buildings + 1] = { kind = b.kind, level = b.props.level, seat = b.owner }
    end
    v.regions[#v.regions + 1] = r
  end
  for seat = 1, match.seats do
    local wedges = {}
    for pos, w in ipairs(wheel.wedges(match, seat)) do
      wedges[pos] = { id = w.kind, side = w.side, tokens = wheel.tokens(w) }
    end
    local defeated = {}
    for _, kind in ipairs(data.enemy_types) do defeated[kind] = play_area.count(match, seat, kind) end
    local built = {}
    for _, kind in ipairs(data.building_types) do built[kind] = buildings.built(match, seat, kind) end
    v.players[seat] = { influence = s.influence[seat], order = s.order[seat], wheel = wedges,
                        built = built, troops = troops.mustered(match, seat), defeated = defeated }
  end
  return v
end

return render
