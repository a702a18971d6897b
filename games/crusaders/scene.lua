-- The board for the web page (`tabula serve`, docs/web.md#the-scene): the map's hexes
-- (region number, enemy token, tile or printed bonus, buildings and knights), the two
-- strength tracks, and each player's wheel and building tracks. Nothing is hidden.
-- A click on a region answers a crusade, a build or a knight's move there (the knight
-- first when several could go); a click on a wedge answers what the seat may do with it.
local draw = require "tabula.scene"
local catalog = require "catalog"
local data = require "data"
local enemies = require "rules.enemies"
local buildings = require "rules.buildings"
local map = require "map"
local troops = require "rules.troops"
local wheel = require "rules.wheel"

local HEX = 34
local SEAT_PAINT = { "#c0392b", "#2e86c1", "#27ae60", "#f4d03f", "#8e44ad" }
local ENEMY_PAINT = { prussian = "#17202a", slav = "#6e2c00", saracen = "#b9770e" }
local BUILDING_LETTER = { castle = "C", church = "+", farm = "F", bank = "$" }
local MAP_H = 9 * HEX * 1.5
local PANEL_W = 170

-- The option ids a click on a region may answer (the server keeps the pending ones).
local function region_options(region, knights)
  local ids = { region }
  for _, kind in ipairs(data.building_types) do ids[#ids + 1] = kind .. ":" .. region end
  for n in pairs(knights) do ids[#ids + 1] = ("k%d:%s"):format(n, region) end
  table.sort(ids)
  return ids
end

local function paint_region(match, region, knights)
  local r = map.region(region)
  local tile
  for _, obj in ipairs(match:at(region)) do
    if obj.kind == "tile" then tile = catalog.tiles[obj.props.id].text end
  end
  return { fill = r.flag and "#f2d7d5" or tile and "#d4efdf" or r.printed and "#fcf3cf" or "#f8f9f9",
           stroke = "#7f8c8d", label = tostring(r.n), font = 13, colour = "#7f8c8d",
           title = r.name .. (tile and ", tile: " .. tile or ""), options = region_options(region, knights) }
end

local function region_pieces(sc, match, region, c)
  local token = enemies.at(match, region)
  if token then
    draw.piece(sc, { x = c.x, y = c.y - 14 }, 8, { fill = ENEMY_PAINT[token.kind], stroke = "#000",
                                                  title = data.enemy_names[token.kind] })
  end
  for i, b in ipairs(buildings.in_region(match, region)) do
    draw.add(sc, { fill = SEAT_PAINT[b.owner], stroke = "#17202a", label = BUILDING_LETTER[b.kind], font = 10,
                   colour = "#fff", title = ("%s of seat %d"):format(b.name, b.owner) },
             { type = "rect", x = c.x - 20 + (i - 1) * 14, y = c.y + 6, w = 12, h = 12 })
  end
  local k = 0
  for _, obj in ipairs(match:at(region)) do
    if obj.kind == "knight" then
      k = k + 1
      local ids = {}
      for _, r in ipairs(map.regions(match)) do ids[#ids + 1] = ("k%d:%s"):format(obj.props.n, r) end
      draw.piece(sc, { x = c.x + 13 * k, y = c.y - 14 }, 6,
                 { fill = SEAT_PAINT[obj.owner], stroke = "#fff", title = ("knight %d of seat %d"):format(obj.props.n, obj.owner),
                   options = ids })
    end
  end
end

-- "Cru" for Crusade, "Mus/Cru" once upgraded to Muster/Crusade.
local function short_name(wedge)
  return (wheel.name(wedge):gsub("(%a%a%a)%a*", "%1"))
end

-- A seat's wheel: a wedge per position, its tokens towards the middle, its action
-- towards the rim.
local function draw_wheel(sc, match, seat, cx, cy, r)
  local wedges = wheel.wedges(match, seat)
  local n = #wedges
  for pos, w in ipairs(wedges) do
    local a0, a1 = 2 * math.pi * (pos - 1) / n - math.pi / 2, 2 * math.pi * pos / n - math.pi / 2
    local mid = (a0 + a1) / 2
    draw.add(sc, { fill = wheel.upgraded(w) and "#f9e79f" or "#fdfefe", stroke = "#566573",
                   label = tostring(wheel.tokens(w)), font = 14,
                   title = ("p%d %s%s, %d tokens"):format(pos, wheel.name(w), wheel.upgraded(w) and " (upgraded)" or "",
                                                          wheel.tokens(w)),
                   options = { "resolve:" .. pos, "upgrade:" .. pos, "sow:" .. pos } },
             { type = "polygon", x = cx + 0.4 * r * math.cos(mid), y = cy + 0.4 * r * math.sin(mid),
               points = { cx, cy, cx + r * math.cos(a0), cy + r * math.sin(a0), cx + r * math.cos(mid),
                          cy + r * math.sin(mid), cx + r * math.cos(a1), cy + r * math.sin(a1) } })
    draw.text(sc, cx + 0.75 * r * math.cos(mid), cy + 0.75 * r * math.sin(mid), short_name(w), { font = 8 })
  end
end

local function draw_player(sc, match, seat, x, y)
  local s = match.state
  draw.text(sc, x + PANEL_W / 2, y, ("Seat %d: %d influence"):format(seat, s.influence[seat]),
            { font = 13, colour = SEAT_PAINT[seat] })
  draw_wheel(sc, match, seat, x + PANEL_W / 2, y + 70, 60)
  draw.text(sc, x + PANEL_W / 2, y + 145, ("troops %d/5"):format(troops.mustered(match, seat)), { font = 12 })
end

local function draw_tracks(sc, match, y)
  for i, kind in ipairs{ "prussian", "slav" } do
    draw.text(sc, 40, y + (i - 1) * 30 + 12, data.enemy_names[kind], { font = 12 })
    draw.track(sc, match.state.strength[kind], { x = 90, y = y + (i - 1) * 30, size = 24, markers = { kind },
                                                 marker = function() return { fill = ENEMY_PAINT[kind] } end })
  end
  for i, kind in ipairs(data.building_types) do
    local bx = 430 + ((i - 1) % 2) * 180
    local by = y + ((i - 1) // 2) * 30
    draw.text(sc, bx - 40, by + 12, kind, { font = 12 })
    local seats = {}
    for seat = 1, match.seats do seats[seat] = seat end
    draw.track(sc, match.state.built[kind], { x = bx + 10, y = by, size = 24, markers = seats,
                                              marker = function(seat) return { fill = SEAT_PAINT[seat] } end })
  end
end

return function(match)
  local board = map.of(match)
  local knights = {}
  for _, obj in ipairs(match:objects{ kind = "knight" }) do knights[obj.props.n] = true end
  local sc = draw.new(math.max(760, match.seats * PANEL_W), MAP_H + 70 + 160)
  local centres = draw.hexes(sc, board, { x = 20, y = 0, size = HEX,
                                          paint = function(id) return paint_region(match, id, knights) end })
  for _, region in ipairs(board:spaces()) do region_pieces(sc, match, region, centres[region]) end
  draw_tracks(sc, match, MAP_H)
  for seat = 1, match.seats do draw_player(sc, match, seat, (seat - 1) * PANEL_W, MAP_H + 80) end
  return sc
end
