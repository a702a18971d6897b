-- The hooks of an order, a building or a tile file: a field named after a question of
-- the rules is a modifier of it, one named after a moment a trigger on it (the names:
-- rules/moments.lua). An order's or a building's hook answers or acts for its holder's
-- seat only, and gets the match and the seat after its own arguments; a tile copy's
-- (hooks.place) for every seat, and gets its region `here` after them.
local effects = require "tabula.effects"
local influence = require "rules.influence"
local moments = require "rules.moments"

local hooks = {}

local function whole(n, what)
  if math.type(n) ~= "integer" then error(("%s gave %s: give a whole number"):format(what, tostring(n)), 0) end
  return n
end

-- For each question, how the hooks of the asking seat answer it, in the order
-- registered: hooks[i](...) named whats[i] (each question's shape is its own).
-- `here` is the region of a tile's copy (nil for an order's or a building's hooks).
local ANSWER = {
  power = function(match, hooks_of, whats, here, power, seat, action, enemy)       -- power(action, enemy) -> added
    for i = 1, #hooks_of do power = power + whole(hooks_of[i](action, enemy, match, seat, here) or 0, whats[i]) end
    return power
  end,
  step_cost = function(match, hooks_of, whats, here, cost, seat, from, leaving_enemy)  -- step_cost(cost, leaving_enemy, from) -> cost
    for i = 1, #hooks_of do cost = whole(hooks_of[i](cost, leaving_enemy, from, match, seat, here), whats[i]) end
    return cost
  end,
  building_cost = function(match, hooks_of, whats, here, cost, seat, building, level, region)  -- building_cost(cost, building, level, region) -> cost
    for i = 1, #hooks_of do cost = whole(hooks_of[i](cost, building, level, region, match, seat, here), whats[i]) end
    return cost
  end,
  score = function(match, hooks_of, whats, here, score, seat)                      -- score() -> added
    for i = 1, #hooks_of do score = score + whole(hooks_of[i](match, seat, here) or 0, whats[i]) end
    return score
  end,
}

-- The questions about a region, and which of their arguments (after the seat) names it:
-- a tile's copy hears only those about its own region.
local REGION_ARG = { building_cost = 3 }

-- One modifier a question and match asks the hooks of every seat: the question costs
-- one guarded call however many hooks there are. Its lists, by match (weak keys).
local asked = setmetatable({}, { __mode = "k" })

local function question(match, name)
  local of_match = asked[match]
  if not of_match then of_match = {} asked[match] = of_match end
  local q = of_match[name]
  if q then return q end
  -- hooks/whats: by seat; placed: the tiles' copies, {hooks, whats, here} by region (a
  -- question about a region) or in a list (any other), asked before the seats' hooks.
  q = { hooks = {}, whats = {}, placed = {} }
  of_match[name] = q
  local answer, by_seat, whats, placed, arg = ANSWER[name], q.hooks, q.whats, q.placed, REGION_ARG[name]
  effects.modifier(match, { query = name, name = "the " .. name .. " hooks of the orders, buildings and tiles",
    modify = function(value, seat, ...)
      if next(placed) ~= nil then
        if arg then
          local p = placed[(select(arg, ...))]
          if p then value = answer(match, p.hooks, p.whats, p.here, value, seat, ...) end
        else
          for i = 1, #placed do
            local p = placed[i]
            value = answer(match, p.hooks, p.whats, p.here, value, seat, ...)
          end
        end
      end
      local hooks_of = by_seat[seat]
      if not hooks_of then return value end
      return answer(match, hooks_of, whats[seat], nil, value, seat, ...)
    end })
  return q
end

local function add(match, seat, name, hook, what)
  local q = question(match, name)
  local hooks_of, whats = q.hooks[seat], q.whats[seat]
  if not hooks_of then
    hooks_of, whats = {}, {}
    q.hooks[seat], q.whats[seat] = hooks_of, whats
  end
  hooks_of[#hooks_of + 1], whats[#whats + 1] = hook, what
end

-- The names a hook may have, for a file's check.
hooks.QUESTIONS = moments.QUESTIONS
hooks.MOMENTS = {}
for name in pairs(moments.FIELDS) do hooks.MOMENTS[#hooks.MOMENTS + 1] = name end
table.sort(hooks.MOMENTS)

function hooks.is_hook(name) return ANSWER[name] ~= nil or moments.FIELDS[name] ~= nil end

-- A moment hook is hook(fact, ev, match, seat); it may act, and a number it returns is
-- influence its holder's seat gains.
local function trigger(match, seat, holder, name, hook, what)
  local fact = moments.FIELDS[name][1]
  effects.trigger(match, { event = name, name = what, source = holder.id, seat = seat, filter = { seat = seat },
    operation = function(ev)
      local n = hook(ev[fact], ev, match, seat)
      if n ~= nil then influence.gain(match, seat, whole(n, what), holder.name) end
    end })
end

-- A tile copy's moment hook, hook(fact, ev, match, seat, here), for every seat (ev.seat);
-- on a moment about a region (one with a field `region`), only those about `here`.
local function placed_trigger(match, tile, here, name, hook, what)
  local fact, about = moments.FIELDS[name][1], moments.REGION[name]
  effects.trigger(match, { event = name, name = what, source = "tile:" .. here, filter = about and { region = here } or nil,
    operation = function(ev)
      local n = hook(ev[fact], ev, match, ev.seat, here)
      if n ~= nil then influence.gain(match, ev.seat, whole(n, what), tile.name) end
    end })
end

-- Registers the hooks of `holder` (an order or building type: id, name, file) for `seat`,
-- questions then moments, each in name order.
function hooks.register(match, seat, holder)
  for _, name in ipairs(hooks.QUESTIONS) do
    local hook = holder[name]
    if hook then
      add(match, seat, name, hook, ("the %s hook of %s"):format(name, holder.file))
    end
  end
  for _, name in ipairs(hooks.MOMENTS) do
    local hook = holder[name]
    if hook then trigger(match, seat, holder, name, hook, ("the %s hook of %s"):format(name, holder.file)) end
  end
end

-- Registers the hooks of a copy of the tile kind `tile` lying in `here`, for every seat:
-- questions then moments, each in name order.
function hooks.place(match, tile, here)
  for _, name in ipairs(hooks.QUESTIONS) do
    local hook = tile[name]
    if hook then
      local q, what = question(match, name), ("the %s hook of %s"):format(name, tile.file)
      local p = { hooks = { hook }, whats = { what }, here = here }
      if REGION_ARG[name] then q.placed[here] = p else q.placed[#q.placed + 1] = p end
    end
  end
  for _, name in ipairs(hooks.MOMENTS) do
    local hook = tile[name]
    if hook then placed_trigger(match, tile, here, name, hook, ("the %s hook of %s"):format(name, tile.file)) end
  end
end

-- Takes off the hooks of the tile copy in `here` (a scenario's position replacing it).
function hooks.unplace(match, here)
  for _, q in pairs(asked[match] or {}) do
    local placed = q.placed
    placed[here] = nil
    for i = #placed, 1, -1 do
      if placed[i].here == here then table.remove(placed, i) end
    end
  end
  effects.remove_source(match, "tile:" .. here)
end

return hooks
