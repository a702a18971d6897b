-- Setup (CH-3): colours, the first player's roll-off, and choosing tokens by draft
-- or by faction.
local board = require "board"
local operators = require "operators"
local rules = require "rules"

local setup = {}

-- CH-3.1, CH-3.4: colours and an empty board; tokens come from the selection.
function setup.state(match)
  local s = {
    ready = false, colour = {}, seat_of = {}, tokens = {}, order = {},
    obstacles = {}, destroyed = {}, marks = {}, stunned = {},
    rounds = 0, stall = 0,
  }
  local supply = match.options.marker_supply
  s.supply = { obstacle = supply == 0 and -1 or supply, destroyed = supply == 0 and -1 or supply }
  for seat, c in ipairs(board.in_play[match.seats]) do
    s.colour[seat], s.seat_of[c], s.marks[seat] = c, seat, {}
  end
  return s
end

-- Gives `seat` the operator `id`, at Home.
function setup.give(match, seat, id)
  local s = match.state
  local op = operators.get(id)
  if s.tokens[id] then error("operator '" .. id .. "' is already taken", 2) end
  s.tokens[id] = { id = id, seat = seat, colour = s.colour[seat], place = "home", counter = 0 }
  -- keep `order` by seat, then by pick
  local at = #s.order + 1
  for i, other in ipairs(s.order) do
    if s.tokens[other].seat > seat then at = i break end
  end
  table.insert(s.order, at, id)
  if op.passive then op.passive(match, s.tokens[id]) end  -- its triggers and modifiers
end

-- Rolls the d12 for each seat in `seats` (seat order) and sorts them highest first;
-- ties roll again among themselves (CH-3.2, CH-3.3).
local function roll_order(match, seats, why)
  local rolls = {}
  for _, seat in ipairs(seats) do
    rolls[seat] = match:roll(12)
    match:log("%s rolls %d (%s)", rules.colour_name(match, seat), rolls[seat], why)
  end
  local values, groups = {}, {}
  for _, seat in ipairs(seats) do
    local v = rolls[seat]
    if not groups[v] then groups[v] = {} values[#values + 1] = v end
    table.insert(groups[v], seat)
  end
  table.sort(values, function(a, b) return a > b end)
  local order = {}
  for _, v in ipairs(values) do
    local g = groups[v]
    if #g > 1 then g = roll_order(match, g, why .. ", tie") end
    for _, seat in ipairs(g) do order[#order + 1] = seat end
  end
  return order
end

local function first_player(match)
  local fp = match.options.first_player
  if fp ~= "rolloff" then return match.state.seat_of[fp] end  -- checked in game.setup
  local rolling = {}
  for seat = 1, match.seats do rolling[seat] = seat end
  while #rolling > 1 do           -- only those tied for highest roll again
    local best, top = 0, {}
    for _, seat in ipairs(rolling) do
      local v = match:roll(12)
      match:log("%s rolls %d for first player", rules.colour_name(match, seat), v)
      if v > best then best, top = v, { seat } elseif v == best then top[#top + 1] = seat end
    end
    rolling = top
  end
  return rolling[1]
end

-- Seats in turn order from the first player.
local function turn_order(match)
  local out = {}
  for i = 0, match.seats - 1 do out[#out + 1] = (match.state.first + i - 1) % match.seats + 1 end
  return out
end

-- CH-3.3 draft: four rounds; pick order by roll, ties re-rolled.
local function draft(match)
  local all = {}
  for seat = 1, match.seats do all[seat] = seat end
  for round = 1, 4 do
    for _, seat in ipairs(roll_order(match, all, "draft round " .. round)) do
      local options = {}
      for _, op in ipairs(operators.list) do
        if not match.state.tokens[op.id] then
          options[#options + 1] = { id = op.id, label = op.name .. (op.summary and (" - " .. op.summary) or "") }
        end
      end
      local id = match:choose{ seat = seat, kind = "draft_pick", options = options,
                               prompt = rules.colour_name(match, seat) .. ": pick an operator (round " .. round .. ")" }
      setup.give(match, seat, id)
      match:log("%s picks %s", rules.colour_name(match, seat), operators.get(id).name)
    end
  end
end

-- CH-3.3 faction: in turn order each player takes a whole faction.
local function by_faction(match)
  local taken = {}
  for _, seat in ipairs(turn_order(match)) do
    local options = {}
    for _, f in ipairs(operators.factions()) do
      if not taken[f] then options[#options + 1] = { id = f, label = f .. ": " .. table.concat(operators.of_faction(f), ", ") } end
    end
    local f = match:choose{ seat = seat, kind = "faction", options = options,
                            prompt = rules.colour_name(match, seat) .. ": choose a faction" }
    taken[f] = true
    for _, id in ipairs(operators.of_faction(f)) do setup.give(match, seat, id) end
    match:log("%s takes %s", rules.colour_name(match, seat), f)
  end
end

-- The part of setup that needs the flow (rolls and choices).
function setup.run(match)
  local s = match.state
  s.first = first_player(match)
  match:log("%s plays first", rules.colour_name(match, s.first))
  if match.options.selection == "faction" then by_faction(match) else draft(match) end
  s.ready = true
end

return setup
