-- The hooks of an order or a building file: a field named after a question of the
-- rules is a modifier of it, one named after a moment a trigger on it (the names:
-- rules/moments.lua). A hook answers or acts for its holder's seat only, and gets the
-- match and the seat after its own arguments.
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
local ANSWER = {
  power = function(match, hooks_of, whats, power, seat, action, enemy)       -- power(action, enemy) -> added
    for i = 1, #hooks_of do power = power + whole(hooks_of[i](action, enemy, match, seat) or 0, whats[i]) end
    return power
  end,
  step_cost = function(match, hooks_of, whats, cost, seat, from, leaving_enemy)  -- step_cost(cost, leaving_enemy, from) -> cost
    for i = 1, #hooks_of do cost = whole(hooks_of[i](cost, leaving_enemy, from, match, seat), whats[i]) end
    return cost
  end,
  building_cost = function(match, hooks_of, whats, cost, seat, building, level, region)  -- building_cost(cost, building, level, region) -> cost
    for i = 1, #hooks_of do cost = whole(hooks_of[i](cost, building, level, region, match, seat), whats[i]) end
    return cost
  end,
  score = function(match, hooks_of, whats, score, seat)                      -- score() -> added
    for i = 1, #hooks_of do score = score + whole(hooks_of[i](match, seat) or 0, whats[i]) end
    return score
  end,
}

-- One modifier a question and match asks the hooks of every seat: the question costs
-- one guarded call however many hooks there are. Its lists, by match (weak keys).
local asked = setmetatable({}, { __mode = "k" })

local function question(match, name)
  local of_match = asked[match]
  if not of_match then of_match = {} asked[match] = of_match end
  local q = of_match[name]
  if q then return q end
  q = { hooks = {}, whats = {} }
  of_match[name] = q
  local answer, by_seat, whats = ANSWER[name], q.hooks, q.whats
  effects.modifier(match, { query = name, name = "the " .. name .. " hooks of the orders and buildings",
    modify = function(value, seat, ...)
      local hooks_of = by_seat[seat]
      if not hooks_of then return value end
      return answer(match, hooks_of, whats[seat], value, seat, ...)
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

return hooks
