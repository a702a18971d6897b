-- tabula.flow: phases and steps with enter/leave hooks, and priority rounds
-- (opportunity loops with nested reaction windows), on top of the host's
-- schedule (match:seat, match:next_seat, match:set_phase, ...).
--
--   local flow = require "tabula.flow"
--   flow.phases(match, {
--     { name = "straighten", run = straighten },
--     { name = "action", run = function(m) flow.priority(m, action_loop) end },
--     { name = "attack", steps = { { name = "declare", run = declare }, ... } },
--   })
--
-- Every decision goes through match:choose, so hooks, actions and reactions may
-- ask choices anywhere. Phase and step changes are emitted as events
-- (phase_started, phase_ended, step_started, step_ended) to tabula.effects.
local effects = require "tabula.effects"
local memo = require "tabula.memo"

-- LuaLS: the schedule methods of the `match` table (C++, lua_api/l_schedule.cpp)
-- beyond those annotated in tabula/match.lua (seat, set_seat, turn, next_turn, extra_turn).
---@class Match
---@field round fun(self: Match): integer                        round number, from 1
---@field extra_turns fun(self: Match): integer                  extra turns still owed
---@field skip_turn fun(self: Match, seat: integer, n?: integer) the seat's next n turns are skipped (action)
---@field skips fun(self: Match, seat: integer): integer         skips pending for the seat
---@field set_order fun(self: Match, seats: integer[])           seats in play, in order; the first starts rounds (action)
---@field order fun(self: Match): integer[], integer             the order and the direction (1 or -1)
---@field reverse fun(self: Match): integer                      reverses the direction (action); returns it
---@field direction fun(self: Match): integer                    1 or -1
---@field next_seat fun(self: Match, seat?: integer, steps?: integer): integer  the seat after, in play order
---@field set_phase fun(self: Match, phase?: string, step?: string)  (action)
---@field phase fun(self: Match): string|nil, string|nil         the current phase and step
---@field use fun(self: Match, key: string|integer, opts?: UseOptions): boolean  counts a use under the limit (action)
---@field can_use fun(self: Match, key: string|integer, opts?: UseOptions): boolean, integer  would a use count? uses left
---@field uses fun(self: Match, key: string|integer, opts?: UseOptions): integer  uses in the current period
---@field reset_uses fun(self: Match, key: string|integer, object?: table)  forgets counters (action)

---@class UseOptions
---@field limit? integer                          default 1
---@field per? "turn"|"round"|"match"|"stay"      default "turn"
---@field object? table                           a handle with .id (and .stay for per = "stay")
---@field stay_key? integer|string                stands for the stay number

local flow = {}

--- A hook that returns this ends the turn's remaining phases and steps (the
--- current phase's and step's leave hooks still run).
flow.END_TURN = "end_turn"

--- A declare function that returns this withdraws the action before anything was
--- paid (a cost that turned out unpayable, a player who backed out): no window, no
--- resolution, and the same seat chooses again. It counts towards max_actions.
flow.CANCEL = "cancel"

local function emit(match, name, phase, step)
  effects.emit(match, { name = name, phase = phase, step = step })
end

local function hook(f, match, item)
  if f == nil then return nil end
  return f(match, item)
end

---@class Step
---@field name string
---@field enter? fun(match: table, step: Step): any
---@field run? fun(match: table, step: Step): any     return flow.END_TURN to end the turn
---@field leave? fun(match: table, step: Step): any

---@class Phase: Step
---@field steps? Step[]   run in order, between enter and leave (instead of run, or after it)

--- Runs the steps of a phase in order: match:set_phase(phase, step.name), the
--- step_started event, enter, run, leave, step_ended.
---@param match table
---@param phase string
---@param steps Step[]
---@return string|nil flow.END_TURN if a hook ended the turn
function flow.steps(match, phase, steps)
  for i, step in ipairs(steps) do
    if type(step) ~= "table" or type(step.name) ~= "string" then
      error(("flow.steps: step %d of phase '%s' needs a name"):format(i, phase), 2)
    end
    match:set_phase(phase, step.name)
    emit(match, "step_started", phase, step.name)
    local r = hook(step.enter, match, step)
    if r ~= flow.END_TURN then r = hook(step.run, match, step) end
    local l = hook(step.leave, match, step)
    emit(match, "step_ended", phase, step.name)
    match:set_phase(phase)
    if r == flow.END_TURN or l == flow.END_TURN then return flow.END_TURN end
  end
  return nil
end

--- Runs a turn's phases in order. For each: match:set_phase(name), the
--- phase_started event, enter, run, its steps (flow.steps), leave, phase_ended.
--- Afterwards the phase is cleared (match:phase() is nil).
---@param match table
---@param phases Phase[]
---@return string|nil flow.END_TURN if a hook ended the turn early
function flow.phases(match, phases)
  for i, phase in ipairs(phases) do
    if type(phase) ~= "table" or type(phase.name) ~= "string" then
      error(("flow.phases: phase %d needs a name"):format(i), 2)
    end
    match:set_phase(phase.name)
    emit(match, "phase_started", phase.name)
    local r = hook(phase.enter, match, phase)
    if r ~= flow.END_TURN then r = hook(phase.run, match, phase) end
    if r ~= flow.END_TURN and phase.steps then r = flow.steps(match, phase.name, phase.steps) end
    local l = hook(phase.leave, match, phase)
    emit(match, "phase_ended", phase.name)
    if r == flow.END_TURN or l == flow.END_TURN then
      match:set_phase(nil)
      return flow.END_TURN
    end
  end
  match:set_phase(nil)
  return nil
end

--- The seats in turn order starting at `seat` (default: the current seat).
---@param match table
---@param seat? integer
---@return integer[]
function flow.seats_from(match, seat)
  seat = seat or match:seat()
  local order = match:order()
  local out = {}
  for i = 1, #order do
    out[i] = seat
    seat = match:next_seat(seat)
  end
  return out
end

---@class Declared
---@field seat integer        who announced it
---@field id string           the chosen option's id
---@field option any          the chosen option (as given by actions/reactions)
---@field reaction boolean    true for a reaction
---@field depth integer       0 for an action, 1 for a reaction to it, 2 for a reaction to that...
---@field responds_to? Declared  the action a reaction answers
---@field negations? table[]     what flow.negate recorded

---@class PrioritySpec
---@field first? integer      who holds priority first (default: the current seat)
---@field actions fun(seat: integer): table[]   legal actions, options for match:choose (a pure query)
---@field reactions? fun(seat: integer, to: Declared, chain: Declared[]): table[]  legal reactions to `to` (a pure query); nil: no windows
---@field declare? fun(declared: Declared): any  announce: targets, costs (may choose); may fill in the declared table; flow.CANCEL withdraws it
---@field resolve fun(declared: Declared)       resolve the action or reaction
---@field after? fun(declared: Declared)        a check point after each resolution
---@field prompt? string|fun(seat: integer, chain: Declared[]): string
---@field pass? {id?: string, label?: string}   the pass option (default {id = "pass", label = "Pass"})
---@field kind? string                          the choice kind (default "priority"; windows: "reaction")
---@field ask? "always"                         ask a seat even when passing is all it may do (match:choose's ask): whether it may act is then not told by whether it is asked
---@field max_actions? integer                  a safety stop (default 10000)

local function options_for(spec, legal, what)
  local pass = spec.pass or {}
  local pass_id = pass.id or "pass"
  local options = {}
  for i, o in ipairs(legal) do
    local id = type(o) == "table" and o.id or o
    if id == pass_id then
      error(("flow.priority: %s option %d uses the pass id '%s'"):format(what, i, tostring(pass_id)), 0)
    end
    options[i] = o
  end
  options[#options + 1] = { id = pass_id, label = pass.label or "Pass" }
  return options, pass_id
end

local function prompt_of(spec, seat, chain, default)
  local p = spec.prompt
  if type(p) == "function" then return tabula.guarded("the prompt function of flow.priority", p, seat, chain) end
  return p or default
end

local window

-- Announces, runs the reaction window, resolves. chain: the declared actions
-- from the outermost to this one's parent.
local function take(match, spec, d, chain, counter)
  counter.n = counter.n + 1
  if counter.n > (spec.max_actions or 10000) then
    error("flow.priority: more than " .. (spec.max_actions or 10000) .. " actions in one loop", 0)
  end
  if spec.declare and spec.declare(d) == flow.CANCEL then return flow.CANCEL end
  if spec.reactions then
    chain[#chain + 1] = d
    window(match, spec, d, chain, counter)
    chain[#chain] = nil
  end
  spec.resolve(d)
  if spec.after then spec.after(d) end
end

-- The reaction window W(x) (l5r.md L5-7.6), generalised to any number of seats:
-- from the seat after x's player, each seat in turn may react or pass; a
-- reaction is announced, its own window runs (nested), it resolves, and the
-- seat after its player holds next; the window closes when every seat has
-- passed in a row.
window = function(match, spec, x, chain, counter)
  local seats = #match:order()
  local holder = match:next_seat(x.seat)
  local passes = 0
  while true do
    local legal = memo.query(match, "the reactions function of flow.priority", spec.reactions, holder, x, chain) or {}
    local options, pass_id = options_for(spec, legal, "reaction")
    local id, option = match:choose{ seat = holder, kind = "reaction",
                                     prompt = prompt_of(spec, holder, chain, "React, or pass"),
                                     options = options, ask = spec.ask }
    if id == pass_id then
      passes = passes + 1
      if passes >= seats then return end
      holder = match:next_seat(holder)
    else
      local r = { seat = holder, id = id, option = option, reaction = true, depth = x.depth + 1, responds_to = x }
      if take(match, spec, r, chain, counter) ~= flow.CANCEL then
        passes = 0
        holder = match:next_seat(r.seat)
      end
    end
  end
end

--- Runs a priority round (l5r.md L5-7.4, for any number of seats): from
--- `first`, each seat in turn order chooses one of its legal actions or passes;
--- the round closes when every seat has passed in a row. A taken action is
--- declared, its reaction window runs (if spec.reactions), it resolves, and the
--- seat after its player holds priority next. Reactions do not count as actions
--- for the loop. Returns the number of actions taken (reactions excluded).
---@param match table
---@param spec PrioritySpec
---@return integer actions
function flow.priority(match, spec)
  if type(spec) ~= "table" or type(spec.actions) ~= "function" or type(spec.resolve) ~= "function" then
    error("flow.priority: give {actions = function(seat), resolve = function(declared), ...}", 2)
  end
  local seats = #match:order()
  local holder = spec.first or match:seat()
  local passes, taken = 0, 0
  local counter = { n = 0 }
  while true do
    local legal = memo.query(match, "the actions function of flow.priority", spec.actions, holder) or {}
    local options, pass_id = options_for(spec, legal, "action")
    local id, option = match:choose{ seat = holder, kind = spec.kind or "priority",
                                     prompt = prompt_of(spec, holder, {}, "Take an action, or pass"),
                                     options = options, ask = spec.ask }
    if id == pass_id then
      passes = passes + 1
      if passes >= seats then return taken end
      holder = match:next_seat(holder)
    else
      local d = { seat = holder, id = id, option = option, reaction = false, depth = 0 }
      if take(match, spec, d, {}, counter) ~= flow.CANCEL then
        taken = taken + 1
        passes = 0
        holder = match:next_seat(d.seat)
      end
    end
  end
end

--- Negation as data (l5r.md L5-7.9): the effects of `kind` of the declared action
--- `d` will not happen, except those of the kinds in `except`. A kind is a string the
--- game chooses ("destroy", "fear", "honor_loss:2"); "all" stands for every kind.
--- Negations stack: an effect negated by any of them does not happen.
---@param d Declared
---@param kind string
---@param except? string[]
function flow.negate(d, kind, except)
  if type(d) ~= "table" or type(kind) ~= "string" then
    error("flow.negate: give the declared action and a kind (a string)", 2)
  end
  local spared = {}
  for i, k in ipairs(except or {}) do
    if type(k) ~= "string" then error(("flow.negate: except[%d] must be a kind (a string)"):format(i), 2) end
    spared[k] = true
  end
  d.negations = d.negations or {}
  d.negations[#d.negations + 1] = { kind = kind, except = spared }
end

--- Whether the effects of `kind` of `d` are negated. flow.negated(d, "all") is true
--- only when every effect is: an "all" negation with no exception.
---@param d Declared
---@param kind string
---@return boolean
function flow.negated(d, kind)
  for _, n in ipairs(d.negations or {}) do
    if kind == "all" then
      if n.kind == "all" and next(n.except) == nil then return true end
    elseif n.kind == kind or (n.kind == "all" and not n.except[kind]) then
      return true
    end
  end
  return false
end

--- Runs one reaction window on its own (e.g. for a triggered procedure that
--- may be answered): as in flow.priority, with `declared` as the action that
--- opened it. Uses spec.reactions, spec.declare, spec.resolve, spec.after.
---@param match table
---@param spec PrioritySpec
---@param declared Declared
function flow.window(match, spec, declared)
  if type(spec) ~= "table" or type(spec.reactions) ~= "function" or type(spec.resolve) ~= "function" then
    error("flow.window: give {reactions = function(seat, to, chain), resolve = function(declared), ...}", 2)
  end
  declared.depth = declared.depth or 0
  window(match, spec, declared, { declared }, { n = 0 })
end

return flow
