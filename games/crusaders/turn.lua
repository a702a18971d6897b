-- The flow: keeping knight orders and placing knight 1 (CR-2.8), then turns in seat
-- order (CR-2.6, CR-3) until the end trigger's round is finished (CR-12.2) or the round
-- limit (CR-12.3), then final scoring (CR-13).
local actions = require "actions"
local catalog = require "catalog"
local decide = require "decide"
local influence = require "rules.influence"
local knights = require "rules.knights"
local map = require "map"
local orders = require "rules.orders"
local scoring = require "rules.scoring"
local wheel = require "rules.wheel"

local turn = {}

local function free(match, seat, regions)
  local out = {}
  for _, r in ipairs(regions) do
    local taken = false
    for _, obj in ipairs(match:at(r)) do if obj.kind == "knight" and obj.owner ~= seat then taken = true end end
    if not taken and map.of(match):has(r) then out[#out + 1] = r end
  end
  return out
end

-- Every start region of the game (CR-1.7), in ascending region number.
local function start_regions(match)
  local set = {}
  for _, id in ipairs(catalog.order_list()) do
    for _, r in ipairs(catalog.orders[id].start) do set[r] = true end
  end
  local out = {}
  for _, r in ipairs(map.regions(match)) do if set[r] then out[#out + 1] = r end end
  return out
end

local function region_options(list)
  local out = {}
  for _, r in ipairs(list) do out[#out + 1] = { id = r, label = map.name(r) } end
  return out
end

-- CR-2.8, in reverse turn order: keep an order (D1), place knight 1 (D2).
local function place_knights(match)
  local s = match.state
  for seat = match.seats, 1, -1 do
    local regions
    if s.dealt[seat] then
      local options = {}
      for _, id in ipairs(s.dealt[seat]) do
        local o = catalog.orders[id]
        options[#options + 1] = { id = id, label = ("%s: %s (start %s)"):format(o.name, o.text,
          table.concat((function() local n = {} for i, r in ipairs(o.start) do n[i] = map.name(r) end return n end)(), " or ")) }
      end
      s.order[seat] = decide.ask(match, { seat = seat, kind = "order", prompt = "Keep which knight order?", options = options })
      match:log("seat %d keeps %s", seat, catalog.orders[s.order[seat]].name)
      regions = free(match, seat, catalog.orders[s.order[seat]].start)
    end
    if not regions or #regions == 0 then regions = free(match, seat, start_regions(match)) end
    local r = decide.ask(match, { seat = seat, kind = "start", prompt = "Place knight 1 in which start region?",
      options = region_options(regions) })
    knights.place(match, seat, 1, r)
  end
  s.placed = match.seats
end

-- CR-3.3, CR-16.4: the ways to resolve a wedge: {shares = {{action, x}...}} in the
-- order they resolve; each with at least one performable action that gets tokens.
function turn.ways(match, seat, wedge)
  local x = wheel.tokens(wedge)
  if x == 0 then return {} end
  local acts = wheel.actions(wedge)
  local function ok(action, n) return n > 0 and actions[action].performable(match, seat, n) end
  if #acts == 1 then
    return ok(acts[1], x) and { { { acts[1], x } } } or {}
  end
  local out = {}
  local a, b = acts[1], acts[2]
  for n = x, 0, -1 do
    local m = x - n
    if ok(a, n) or ok(b, m) then
      if n > 0 and m > 0 then
        out[#out + 1] = { { a, n }, { b, m } }
        out[#out + 1] = { { b, m }, { a, n } }
      elseif n > 0 then out[#out + 1] = { { a, n } }
      else out[#out + 1] = { { b, m } } end
    end
  end
  return out
end

local function cap(s) return s:sub(1, 1):upper() .. s:sub(2) end

local function way_id(way)
  local parts = {}
  for i, share in ipairs(way) do parts[i] = share[1] .. "=" .. share[2] end
  return table.concat(parts, ",")
end

local function way_label(way)
  local parts = {}
  for i, share in ipairs(way) do parts[i] = cap(share[1]) .. " " .. share[2] end
  return table.concat(parts, ", then ")
end

local function sow_options(match, seat, with_nothing)
  local out = {}
  for pos, w in ipairs(wheel.wedges(match, seat)) do
    if wheel.tokens(w) > 0 then
      out[#out + 1] = { id = "sow:" .. pos, label = ("sow p%d %s (%d tokens)"):format(pos, wheel.name(w), wheel.tokens(w)) }
    end
  end
  if with_nothing then out[#out + 1] = { id = "nothing", label = "sow nothing" } end
  return out
end

local function resolve(match, seat, pos)
  local wedge = wheel.at(match, seat, pos)
  local ways = turn.ways(match, seat, wedge)
  local way = ways[1]
  if wheel.upgraded(wedge) then
    local options = {}
    for i, w in ipairs(ways) do options[i] = { id = way_id(w), label = way_label(w) } end
    local id = decide.ask(match, { seat = seat, kind = "split", options = options,
      prompt = ("p%d %s: split %d tokens how, and which first?"):format(pos, wheel.name(wedge), wheel.tokens(wedge)) })
    for _, w in ipairs(ways) do if way_id(w) == id then way = w end end
  end
  for _, share in ipairs(way) do
    match:log("seat %d resolves %s with %d", seat, cap(share[1]), share[2])
    actions[share[1]].resolve(match, seat, share[2])
  end
  wheel.sow(match, seat, pos)
end

local function upgrade(match, seat, pos)
  local wedge = wheel.at(match, seat, pos)
  wedge:flip_side("upgraded")
  match:log("seat %d upgrades p%d to %s", seat, pos, wheel.name(wedge))
  influence.gain(match, seat, orders.upgraded(match, seat), "upgrade")
  local id = decide.ask(match, { seat = seat, kind = "sow", prompt = "After the upgrade: sow a wedge?",
    options = sow_options(match, seat, true) })
  if id ~= "nothing" then wheel.sow(match, seat, tonumber(id:match("%d+"))) end
end

-- D3: resolve, upgrade, or (all upgraded, nothing to resolve) skip and sow.
function turn.options(match, seat)
  local out = {}
  for pos, w in ipairs(wheel.wedges(match, seat)) do
    if #turn.ways(match, seat, w) > 0 then
      out[#out + 1] = { id = "resolve:" .. pos, label = ("resolve p%d %s (%d tokens)"):format(pos, wheel.name(w), wheel.tokens(w)) }
    end
  end
  for pos, w in ipairs(wheel.wedges(match, seat)) do
    if not wheel.upgraded(w) then
      out[#out + 1] = { id = "upgrade:" .. pos, label = ("upgrade p%d %s"):format(pos, wheel.name(w)) }
    end
  end
  if #out == 0 then
    for _, o in ipairs(sow_options(match, seat, false)) do
      out[#out + 1] = { id = "skip:" .. o.id:match("%d+"), label = "skip and " .. o.label }
    end
  end
  return out
end

function turn.take(match, seat)
  local id = decide.ask(match, { seat = seat, kind = "turn", prompt = ("Seat %d: which wedge?"):format(seat),
    options = turn.options(match, seat) })
  local what, pos = id:match("^(%a+):(%d+)$")
  pos = tonumber(pos)
  if what == "resolve" then resolve(match, seat, pos)
  elseif what == "upgrade" then upgrade(match, seat, pos)
  else wheel.sow(match, seat, pos) end
end

function turn.play(match)
  local s = match.state
  if s.placed < match.seats then place_knights(match) end
  while true do
    local seat = match:seat()
    turn.take(match, seat)
    if s.end_triggered and seat == match.seats then
      return scoring.result(match, "the influence supply ran out")
    end
    if seat == match.seats and match:round() >= match.options.round_limit then
      return scoring.result(match, ("the round limit (%d rounds)"):format(match.options.round_limit))
    end
    match:next_turn()
  end
end

return turn
