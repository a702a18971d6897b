-- tabula.abilities: using an ability the way card games do. An ability is data —
-- target slots, costs, a condition, effects — and one use of it goes through three
-- steps: usable (a pure test: could it be announced now?), announce (targets slot by
-- slot, then the costs in order, never refunded) and resolve (targets checked again,
-- negations honoured). A game registers the kinds of cost its cards may list.
--
--   local abilities = require "tabula.abilities"
--   abilities.cost("bow_self", { can = function(use) return not use.card.turned end,
--                                pay = function(use) use.card:turn() end })
--   local use = abilities.use(match, seat, card_ability, card, { limit = { key = "zap" } })
--   if abilities.usable(use) then ... end          -- in flow.priority's actions
--   abilities.announce(use, d)                      -- in its declare: may return flow.CANCEL
--   abilities.resolve(use)                          -- in its resolve
local flow = require "tabula.flow"

local abilities = {}

local COSTS = {}   -- kind -> {can = fn(use, cost), pay = fn(use, cost)}

---@class AbilityTarget
---@field key string                         where the pick goes: use.targets[key]
---@field prompt? string
---@field choices fun(use: AbilityUse): table[]  the legal picks now (a pure query)
---@field still? fun(use: AbilityUse): table[]   the picks still legal at resolution (default: choices)
---@field optional? boolean                  no legal pick leaves the slot empty instead of forbidding the use

---@class Ability
---@field id string
---@field condition? fun(use: AbilityUse): boolean  a pure query
---@field targets? AbilityTarget[]
---@field costs? table[]                     {kind = "bow_self", ...}: paid in order after the targets
---@field resolve fun(use: AbilityUse)

--- Registers (or replaces) a kind of cost: `can(use, cost)` is a pure test, `pay(use,
--- cost)` pays it and may ask choices; what it paid goes in use.paid[cost.key].
function abilities.cost(kind, spec)
  if type(kind) ~= "string" then error("abilities.cost: the kind must be a string", 2) end
  if type(spec) ~= "table" or type(spec.can) ~= "function" or type(spec.pay) ~= "function" then
    error(("abilities.cost: kind '%s' needs can(use, cost) and pay(use, cost) functions"):format(kind), 2)
  end
  COSTS[kind] = spec
end

function abilities.has_cost(kind) return COSTS[kind] ~= nil end

---@class AbilityUse
---@field match table
---@field seat integer
---@field ability Ability
---@field card? table          the card whose ability it is (nil for an ability of the rules)
---@field targets table        key -> the pick, nil once lost
---@field paid table           what costs paid, by their key
---@field limit? {key: string, per?: string, times?: integer, object?: table}
---@field d? table             the declaration (flow.priority's), once announced
local Use = {}
Use.__index = Use

--- A use of `ability` by `seat`; `fields` are copied in (limit, and the game's own).
function abilities.use(match, seat, ability, card, fields)
  if type(ability) ~= "table" or type(ability.resolve) ~= "function" then
    error("abilities.use: an ability is a table with a resolve function", 2)
  end
  local use = setmetatable({ match = match, seat = seat, ability = ability, card = card, targets = {}, paid = {} }, Use)
  if fields then
    for k, v in pairs(fields) do use[k] = v end
  end
  return use
end

--- Whether the effects of `kind` still happen (flow.negate on the declaration).
function Use:allowed(kind)
  return not (self.d and flow.negated(self.d, kind))
end

--- How a card is named in an option label; a game may replace it.
function abilities.describe(card) return card.name or card.kind end

--- Asks the use's seat to pick one of `cards` (ids are the cards' ids).
function Use:choose_card(cards, prompt, kind)
  local options = {}
  for i, c in ipairs(cards) do options[i] = { id = tostring(c.id), label = abilities.describe(c, self.seat), card = c } end
  local _, o = self.match:choose{ seat = self.seat, kind = kind or "target", prompt = prompt or "Choose a card",
                                  options = options }
  return o.card
end

local function limit_opts(limit)
  return { per = limit.per, limit = limit.times, object = limit.object }
end

local function cost_kind(use, c)
  local kind = COSTS[c.kind]
  if not kind then
    error(("ability '%s' lists an unknown cost kind '%s' (registered: abilities.cost)"):format(
      tostring(use.ability.id), tostring(c.kind)), 0)
  end
  return kind
end

--- Could this use be announced now? Its condition, its limit, every cost payable, a
--- legal pick for every slot that needs one. A pure test; the second value says why not.
function abilities.usable(use)
  local a = use.ability
  if a.condition and not a.condition(use) then return false, "condition" end
  if use.limit and not use.match:can_use(use.limit.key, limit_opts(use.limit)) then return false, "limit" end
  for _, c in ipairs(a.costs or {}) do
    if not cost_kind(use, c).can(use, c) then return false, "cost" end
  end
  for _, slot in ipairs(a.targets or {}) do
    if not slot.optional and #slot.choices(use) == 0 then return false, "target" end
  end
  return true
end

--- Announces the use for the declaration `d`: targets slot by slot (each asked as it
--- comes, so a slot may depend on the earlier ones), then `hooks.before_costs(use)`,
--- the use counted under its limit, and the costs in order. Returns flow.CANCEL, with
--- nothing paid, when a slot has no legal pick left.
function abilities.announce(use, d, hooks)
  use.d, d.use = d, use
  for _, slot in ipairs(use.ability.targets or {}) do
    local list = slot.choices(use)
    if #list > 0 then
      use.targets[slot.key] = use:choose_card(list, slot.prompt, "target")
    elseif not slot.optional then
      return flow.CANCEL
    end
  end
  if hooks and hooks.before_costs then hooks.before_costs(use) end
  if use.limit then use.match:use(use.limit.key, limit_opts(use.limit)) end
  for _, c in ipairs(use.ability.costs or {}) do cost_kind(use, c).pay(use, c) end
  return nil
end

--- Checks every target again (a target that no longer meets its slot is lost: nil)
--- and returns the keys lost.
function abilities.recheck(use)
  local lost = {}
  for _, slot in ipairs(use.ability.targets or {}) do
    local t = use.targets[slot.key]
    if t ~= nil then
      local ok = false
      if not t.gone then
        for _, c in ipairs((slot.still or slot.choices)(use)) do
          if c == t then ok = true break end
        end
      end
      if not ok then
        use.targets[slot.key] = nil
        lost[#lost + 1] = slot.key
      end
    end
  end
  return lost
end

--- Resolves: targets checked again, then nothing if every effect is negated, else
--- `hooks.before(use)` and the ability's resolve. Returns whether it resolved.
function abilities.resolve(use, hooks)
  abilities.recheck(use)
  if use.d and flow.negated(use.d, "all") then return false end
  if hooks and hooks.before then hooks.before(use) end
  use.ability.resolve(use)
  return true
end

return abilities
