-- Setup (BC-2, BC-17.5): landmarks in their slots, each player's set, the first
-- player, and the characters on the start spots of the side BC-2.4 gives them.
local catalog = require "catalog"
local map = require "map"

local setup = {}

-- A two-sided object's sides (host object sides): cards, landmarks and the minion
-- show START or FLIPPED, a health card START or WOUNDED.
local SIDES = { "start", "flipped" }
local HEALTH_SIDES = { "start", "wounded" }

-- The layout option: "random", or six distinct landmark numbers for P1..P6.
local function layout(match)
  local text = match.options.layout
  local numbers = {}
  if text == "random" then
    numbers = { 1, 2, 3, 4, 5, 6 }
    for _, n in ipairs(numbers) do
      if not catalog.by_number[n] then
        tabula.option_error("layout", ("random shuffles the landmarks 1 to 6 (BC-17.5), and none has the number %d: give six numbers"):format(n))
      end
    end
    for i = #numbers, 2, -1 do
      local j = math.random(i)
      numbers[i], numbers[j] = numbers[j], numbers[i]
    end
    return numbers
  end
  if not text:match("^%d%d%d%d%d%d$") then
    tabula.option_error("layout", ("'%s' is not six landmark numbers such as 123456 (or random)"):format(text))
  end
  local seen = {}
  for i = 1, 6 do
    local n = tonumber(text:sub(i, i))
    if not catalog.by_number[n] then tabula.option_error("layout", ("no landmark has the number %d"):format(n)) end
    if seen[n] then tabula.option_error("layout", ("landmark %d appears twice"):format(n)) end
    seen[n] = true
    numbers[i] = n
  end
  return numbers
end

local function hero_sets(match)
  local text = match.options.heroes
  local a, b = text:match("^%s*([%w_]+)%s*,%s*([%w_]+)%s*$")
  local known = table.concat(catalog.heroes, ", ")
  if not a then tabula.option_error("heroes", ("'%s' is not two hero sets such as akhena,mutiny (sets: %s)"):format(text, known)) end
  for _, id in ipairs{ a, b } do
    local def = catalog.cards[id]
    if not (def and def.kind == "hero") then tabula.option_error("heroes", ("no hero set '%s' (sets: %s)"):format(id, known)) end
  end
  if a == b then tabula.option_error("heroes", ("the two sets must differ, not %s twice (BC-2.2)"):format(a)) end
  return { a, b }
end

local function place_set(match, seat, id)
  local def = catalog.cards[id]
  local zone = match:zone{ id = "row:" .. seat, owner = seat, kind = "row", visible_to = "all" }
  for _, card in ipairs(def.row) do
    match:create{ kind = card, name = card, owner = seat, zone = zone, sides = SIDES }
  end
  local hz = match:zone{ id = "health:" .. seat, owner = seat, kind = "health", visible_to = "all" }
  match.state.health[seat] = match:create{ kind = def.health, owner = seat, zone = hz, sides = HEALTH_SIDES,
                                           counters = { column = 1 } }
end

function setup.run(match)
  local s = match.state
  s.sets, s.hero, s.minion, s.health, s.landmark = hero_sets(match), {}, {}, {}, {}
  local order = layout(match)
  local first = match.options.first_seat
  if first == 0 then first = math.random(2) end
  s.first = first
  for slot, n in ipairs(order) do
    local lm = catalog.by_number[n]
    s.landmark[slot] = match:create{ kind = lm.id, at = map.SLOTS[slot], sides = SIDES }
  end
  for seat = 1, 2 do place_set(match, seat, s.sets[seat]) end
  -- BC-2.4: the first player's side is beside the higher of P2 and P5.
  local north = order[2] > order[5]
  for seat = 1, 2 do
    local mine = (seat == first) == north
    local hero_cell, minion_cell = map.SPOTS.Hs, map.SPOTS.Ms
    if mine then hero_cell, minion_cell = map.SPOTS.Hn, map.SPOTS.Mn end
    local def = catalog.cards[s.sets[seat]]
    s.hero[seat] = match:create{ kind = def.id, owner = seat, at = hero_cell }
    if def.minion then
      s.minion[seat] = match:create{ kind = def.minion, owner = seat, at = minion_cell, sides = SIDES }
    end
  end
  if match.options.solo then s.ai_seat = match.options.ai_seat end
  s.layout = table.concat(order)
end

return setup
