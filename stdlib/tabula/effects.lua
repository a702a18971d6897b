-- tabula.effects: events, triggered effects and continuous effects (modifiers).
--
--   local effects = require "tabula.effects"
--   effects.trigger(match, { event = "moved", name = "Ambush",
--     condition = function(ev) return ev.to == "c3" end,
--     operation = function(ev) local pick = match:choose{...} ... end })
--   effects.modifier(match, { query = "movement", name = "Haste", duration = "turn",
--     modify = function(value, piece) return value + 1 end })
--   local reach = effects.query(match, "movement", 2, piece)
--
-- Semantics (docs/api.md, Flow):
-- * Per match. The registry lives with the match (a C++ component holds it),
--   so nothing leaks into the next match of a reused Lua state.
-- * Dispatch. An event reaches the match's triggers whether a C++ action emitted
--   it (emit_event) or a script did (effects.emit). The triggers of one event are
--   those registered for its name when its dispatch starts; each runs in order:
--   condition (a pure query) -> limit -> optional (its controller is asked) ->
--   the use is counted -> operation, in the flow itself (it may call
--   match:choose and anything built on it: the flow yields, as for any choice).
-- * Order of simultaneous triggers: triggers with no controller first, then the
--   active seat's, then each other seat's in turn order from the active seat;
--   within one group, in order of registration.
-- * Nested events are queued (breadth first): an event raised while another is
--   being resolved (by a trigger's operation, or by the action that a trigger
--   performs) waits until every trigger of the current event has resolved, then
--   is dispatched in the order raised. The outermost emit returns when the
--   queue is empty. More than `effects.max_events` events in one such cascade
--   is an error (a trigger loop).
-- * Modifiers apply in ascending `order` (default 0), then registration order.
--   Their applies/modify/while_ functions run under the pure-query guard.
local effects = {}

local guarded, in_query = tabula.guarded, tabula.in_query
local get_registry, attach, wanted = tabula.effects_registry, tabula.attach_effects, tabula.effects_wanted

-- Each match's registry, found once through the host and then by a table look-up
-- (weak keys: a finished match's entry goes with its table).
local registries = setmetatable({}, { __mode = "k" })

--- Events dispatched in one cascade before it is stopped as a loop.
effects.max_events = 10000

---@alias EffectDuration
---| nil                                        # until removed
---| "turn"                                     # until the end of the current turn
---| "round"                                    # until the end of the current round
---| "stay"                                     # while the source stays in play (source.stay unchanged)
---| {until_event: string, condition?: fun(ev: table): boolean}  # until such an event is dispatched
---| {while_: fun(): boolean}                   # until the function first returns false

---@class EffectHandle
---@field id integer        registration number (1, 2, ... per match)
---@field name string
---@field kind "trigger"|"modifier"
local Handle = {}
Handle.__index = Handle

local compact   -- compact(reg): drops removed and expired entries, reindexes (below)

--- Removes the effect (it stops applying at once; a trigger already collected for
--- the event being dispatched does not run).
function Handle:remove()
  local inside, q = in_query()
  if inside then error(("handle:remove is not allowed inside %s (a pure query)"):format(q), 2) end
  self._entry.active = false
  self._reg.dirty = true
  compact(self._reg)   -- at once: a query's plan holds only live modifiers
end

--- True while the effect is registered and not expired.
---@return boolean
function Handle:active()
  return self._entry.active and true or false
end

-- obj[k] for a table or an object handle (userdata), else nil.
local function field(obj, k)
  local t = type(obj)
  if t == "table" or t == "userdata" then return obj[k] end
  return nil
end

local function source_id(src)
  if src == nil then return nil end
  local t = type(src)
  if t == "string" or t == "number" then return src end
  local id = field(src, "id")
  if type(id) == "string" or math.type(id) == "integer" then return id end
  return nil
end

local function where(entry)
  return ("%s '%s'"):format(entry.kind, entry.name)
end

-- The indexes of the live entries: triggers by event (registration order) and
-- modifiers by query (ascending order, then registration), and the counts that let a
-- dispatch skip the expiry walks when no entry has a duration. A query whose modifiers
-- all last until removed and apply always also gets a plan, {modify_name, modify, ...}
-- in order, that effects.query runs without reading an entry: such a modifier stops
-- only by removal, which reindexes at once.
local function reindex(reg)
  local by_event, by_query, plans, timed, until_n = {}, {}, {}, 0, 0
  for _, t in ipairs(reg.triggers) do
    local list = by_event[t.event]
    if not list then list = {} by_event[t.event] = list end
    list[#list + 1] = t
  end
  for _, m in ipairs(reg.modifiers) do
    local list = by_query[m.query]
    if not list then list = {} by_query[m.query] = list end
    list[#list + 1] = m
  end
  for q, list in pairs(by_query) do   -- each list on its own: the order of lists is immaterial
    if #list > 1 then
      table.sort(list, function(a, b)
        if a.order ~= b.order then return a.order < b.order end
        return a.id < b.id
      end)
    end
    local plan = {}
    for i, m in ipairs(list) do
      if m.applies or m.timed or m.until_event then plan = nil break end
      plan[2 * i - 1], plan[2 * i] = m.modify_name, m.modify
    end
    plans[q] = plan
  end
  for _, list in ipairs{ reg.triggers, reg.modifiers } do
    for _, e in ipairs(list) do
      if e.timed then timed = timed + 1 end
      if e.until_event then until_n = until_n + 1 end
    end
  end
  reg.by_event, reg.by_query, reg.plans, reg.timed, reg.untils = by_event, by_query, plans, timed, until_n
  wanted(reg.match, until_n > 0, by_event)   -- the host builds and hands over only these events
end

-- Drops inactive entries so the registry (and the state hash) holds live effects only.
function compact(reg)
  if not reg.dirty then return end
  for _, list in ipairs{ reg.triggers, reg.modifiers } do
    local j = 0
    for i = 1, #list do
      local e = list[i]
      list[i] = nil
      if e.active then
        j = j + 1
        list[j] = e
      end
    end
  end
  reg.dirty = false
  reindex(reg)
end

-- Is the entry's duration still running? Expired entries are switched off.
local function alive(reg, match, e)
  if not e.active then return false end
  local d = e.duration
  local ok = true
  if d == "turn" then
    ok = match:turn() == e.stamp
  elseif d == "round" then
    ok = match:round() == e.stamp
  elseif d == "stay" then
    local stay = field(e.source, "stay")
    ok = stay ~= nil and stay == e.stamp
  elseif e.while_ then
    ok = guarded("the while_ function of " .. where(e), e.while_) and true or false
  end
  if not ok then
    e.active = false
    reg.dirty = true
  end
  return ok
end

local function expire_all(reg, match)
  if reg.timed == 0 then return compact(reg) end
  for _, list in ipairs{ reg.triggers, reg.modifiers } do
    for i = 1, #list do alive(reg, match, list[i]) end
  end
  compact(reg)
end

-- Ends the effects that last until this event.
local function expire_on(reg, ev)
  if reg.untils == 0 then return end
  for _, list in ipairs{ reg.triggers, reg.modifiers } do
    for i = 1, #list do
      local e = list[i]
      if e.active and e.until_event == ev.name
          and (not e.until_condition or guarded("the until condition of " .. where(e), e.until_condition, ev)) then
        e.active = false
        reg.dirty = true
      end
    end
  end
end

-- Does the event carry every field of the trigger's filter (raw equality)?
local function passes(filter, ev)
  for k, v in next, filter do
    if ev[k] ~= v then return false end
  end
  return true
end

local NO_TRIGGERS = {}

-- The triggers of an event, in the documented order.
local function collect(reg, match, ev)
  local of_event = reg.by_event[ev.name]
  if not of_event then return NO_TRIGGERS end
  local list = {}
  for _, t in ipairs(of_event) do
    if (not t.filter or passes(t.filter, ev)) and alive(reg, match, t) then list[#list + 1] = t end
  end
  if #list < 2 then return list end
  local rank = {}
  local order = match:order()
  local seat = match:seat()
  for i = 0, #order - 1 do
    rank[seat] = rank[seat] or i + 1
    seat = match:next_seat(seat)
  end
  local function key(t)
    if t.seat == nil then return 0 end
    return rank[t.seat] or (1000 + t.seat)
  end
  table.sort(list, function(a, b)
    local ka, kb = key(a), key(b)
    if ka ~= kb then return ka < kb end
    return a.id < b.id
  end)
  return list
end

-- What a trigger does once its condition and limit let it: runs in the flow itself
-- (no coroutine of its own), so a choice it asks yields the flow, as any choice does.
local function operate(match, t, ev, use_key, use_opts)
  if t.optional then
    local seat = t.seat or match:seat()
    local answer = match:choose{ seat = seat, kind = "trigger",
                                 prompt = ("Use %s?"):format(t.name),
                                 options = { { id = "yes", label = "Use " .. t.name },
                                             { id = "no", label = "Decline" } } }
    if answer ~= "yes" then return end
  end
  if use_key then match:use(use_key, use_opts) end
  t.fired = t.fired + 1
  t.info.fired = t.fired
  t.operation(ev, t.handle)
end

local function run_trigger(match, t, ev)
  if not t.active then return end
  if t.condition and not guarded(t.condition_name, t.condition, ev) then return end
  local lim = t.limit
  local use_key, use_opts
  if lim then
    use_key = "trigger#" .. t.id
    use_opts = { limit = lim.times or 1, per = lim.per or "turn", object = lim.object or t.source_object,
                 stay_key = lim.stay_key }
    if not match:can_use(use_key, use_opts) then return end
  end
  local ok, err = pcall(operate, match, t, ev, use_key, use_opts)
  if not ok then
    if type(err) == "string" then
      err = ("%s\n\tin %s (event '%s')"):format(err, where(t), tostring(ev.name))
    end
    error(err, 0)
  end
end

local function drain(reg, match)
  local q = reg.queue
  while reg.head <= reg.tail do
    local ev = q[reg.head]
    q[reg.head] = nil
    reg.head = reg.head + 1
    reg.count = reg.count + 1
    if reg.count > effects.max_events then
      error(("effects: more than %d events in one cascade (last: '%s'); is a trigger re-triggering itself?")
        :format(effects.max_events, tostring(ev.name)), 0)
    end
    expire_on(reg, ev)
    expire_all(reg, match)
    for _, t in ipairs(collect(reg, match, ev)) do
      run_trigger(match, t, ev)
    end
  end
  reg.queue, reg.head, reg.tail = {}, 1, 0
end

-- The dispatch function attached to every match that uses effects.
local function dispatch(ev)
  local match = ev.match
  local reg = registries[match] or get_registry(match)
  if not reg then return end
  -- An event no trigger takes (none listens, or every filter refuses it) and no
  -- effect waits for changes nothing.
  if reg.untils == 0 then
    local of_event = reg.by_event[ev.name]
    if not of_event then return end
    local taken = false
    for i = 1, #of_event do
      local f = of_event[i].filter
      if not f or passes(f, ev) then taken = true break end
    end
    if not taken then return end
  end
  reg.tail = reg.tail + 1
  reg.queue[reg.tail] = ev
  if reg.dispatching then return end  -- queued: dispatched after the current resolution
  reg.dispatching, reg.count = true, 0
  local ok, err = pcall(drain, reg, match)
  reg.dispatching = false
  if not ok then
    reg.queue, reg.head, reg.tail = {}, 1, 0
    error(err, 0)
  end
end

local function registry(match, create)
  local reg = registries[match]
  if reg then return reg end
  reg = get_registry(match)
  if reg then
    registries[match] = reg
    return reg
  end
  if not create then return nil end
  reg = { match = match, seq = 0, triggers = {}, modifiers = {}, queue = {}, head = 1, tail = 0, count = 0,
          dispatching = false, dirty = false, by_event = {}, by_query = {}, plans = {}, timed = 0, untils = 0 }
  attach(match, reg, dispatch)
  reindex(reg)
  registries[match] = reg
  return reg
end

-- Changing the effects is an action: an error inside a pure query (as C++ actions).
local function refuse_in_query(what)
  local inside, q = in_query()
  if inside then error(("%s is not allowed inside %s (a pure query)"):format(what, q), 3) end
end

local function check_match(match, fn)
  if type(match) ~= "table" or type(match.seats) ~= "number" then
    error(("effects.%s: the first argument must be the match"):format(fn), 3)
  end
end

-- Reads duration/source fields shared by triggers and modifiers into entry.
local function read_duration(match, spec, e, fn)
  local d = spec.duration
  local info = e.info
  if d == nil then
    info.duration = "permanent"
  elseif d == "turn" then
    e.duration, e.stamp = "turn", match:turn()
  elseif d == "round" then
    e.duration, e.stamp = "round", match:round()
  elseif d == "stay" then
    local stay = field(spec.source, "stay")
    if stay == nil then
      error(("effects.%s: duration = \"stay\" needs a source with .stay"):format(fn), 3)
    end
    e.duration, e.stamp = "stay", stay
  elseif type(d) == "table" and d.until_event then
    if type(d.until_event) ~= "string" then error(("effects.%s: until_event must be an event name"):format(fn), 3) end
    if d.condition ~= nil and type(d.condition) ~= "function" then
      error(("effects.%s: until_event's condition must be a function"):format(fn), 3)
    end
    e.until_event, e.until_condition = d.until_event, d.condition
    info.duration, info.until_event = "until_event", d.until_event
  elseif type(d) == "table" and type(d.while_) == "function" then
    e.while_ = d.while_
    info.duration = "while"
  else
    error(("effects.%s: duration must be nil, \"turn\", \"round\", \"stay\", {until_event = name} or {while_ = fn}")
      :format(fn), 3)
  end
  if e.duration then info.duration, info.stamp = e.duration, e.stamp end
  e.timed = (e.duration or e.while_) and true or false   -- alive() has something to check
end

local function new_entry(match, reg, kind, spec, fn)
  reg.seq = reg.seq + 1
  local name = spec.name
  if name ~= nil and type(name) ~= "string" then error(("effects.%s: name must be a string"):format(fn), 3) end
  name = name or (kind .. " " .. reg.seq)
  local e = { id = reg.seq, kind = kind, name = name, active = true, source = spec.source }
  e.info = { kind = kind, id = e.id, name = name, source = source_id(spec.source) }
  read_duration(match, spec, e, fn)
  e.handle = setmetatable({ id = e.id, name = name, kind = kind, _entry = e, _reg = reg }, Handle)
  return e
end

---@class TriggerSpec
---@field event string                      the event's name ("moved", "turn_started", ...)
---@field operation fun(ev: table, self: EffectHandle)  what happens; may ask choices
---@field condition? fun(ev: table): boolean  a pure query; nil = always
---@field filter? table                     event fields and values it must carry ({token = t}): compared with ==, no call
---@field name? string                      shown in prompts, errors and the state hash
---@field source? table                     the object it belongs to (its .owner is the default controller)
---@field seat? integer                     the controller (who is asked when optional); default source.owner
---@field optional? boolean                 the controller is asked "Use <name>?" first
---@field limit? {per?: "turn"|"round"|"match"|"stay", times?: integer, object?: table, stay_key?: any}
---@field duration? EffectDuration

--- Registers a triggered effect on the match.
---@param match table
---@param spec TriggerSpec
---@return EffectHandle
function effects.trigger(match, spec)
  check_match(match, "trigger")
  refuse_in_query("effects.trigger")
  if type(spec) ~= "table" then error("effects.trigger: give a table {event =, operation =, ...}", 2) end
  if type(spec.event) ~= "string" then error("effects.trigger: event must be an event name (a string)", 2) end
  if type(spec.operation) ~= "function" then error("effects.trigger: operation must be a function", 2) end
  if spec.condition ~= nil and type(spec.condition) ~= "function" then
    error("effects.trigger: condition must be a function", 2)
  end
  if spec.filter ~= nil and (type(spec.filter) ~= "table" or next(spec.filter) == nil) then
    error("effects.trigger: filter must be a table of event fields and their values {token = t, ...}", 2)
  end
  local lim = spec.limit
  if lim ~= nil then
    if type(lim) ~= "table" then error("effects.trigger: limit must be {per =, times =}", 2) end
    if lim.times ~= nil and (math.type(lim.times) ~= "integer" or lim.times < 1) then
      error("effects.trigger: limit.times must be a whole number, 1 or more", 2)
    end
    local per = lim.per or "turn"
    if per ~= "turn" and per ~= "round" and per ~= "match" and per ~= "stay" then
      error(("effects.trigger: limit.per must be \"turn\", \"round\", \"match\" or \"stay\", not %s"):format(per), 2)
    end
    if per == "stay" and not (lim.object or lim.stay_key or field(spec.source, "stay") ~= nil) then
      error("effects.trigger: limit.per = \"stay\" needs a source with .stay, limit.object or limit.stay_key", 2)
    end
  end
  local seat = spec.seat
  if seat == nil then seat = field(spec.source, "owner") end
  if seat ~= nil and (math.type(seat) ~= "integer" or seat < 1 or seat > match.seats) then
    error(("effects.trigger: seat %s is not a seat of this match"):format(tostring(seat)), 2)
  end
  local reg = registry(match, true)
  local e = new_entry(match, reg, "trigger", spec, "trigger")
  e.event, e.condition, e.operation, e.filter = spec.event, spec.condition, spec.operation, spec.filter
  e.optional, e.limit, e.seat, e.fired = spec.optional and true or false, lim, seat, 0
  e.source_object = field(spec.source, "id") ~= nil and spec.source or nil
  e.condition_name = "the condition of " .. where(e)
  e.info.event, e.info.seat, e.info.optional, e.info.fired = spec.event, seat, e.optional, 0
  reg.triggers[#reg.triggers + 1] = e
  reindex(reg)
  return e.handle
end

---@class ModifierSpec
---@field query string                          the query it changes ("movement", "strength", ...)
---@field modify fun(value: any, ...): any       the new value from the current one and the query's arguments
---@field applies? fun(...): boolean             does it apply to these arguments? nil = always
---@field order? number                          lower first (default 0); ties in registration order
---@field name? string
---@field source? table
---@field duration? EffectDuration

--- Registers a continuous effect that changes the answers of effects.query.
---@param match table
---@param spec ModifierSpec
---@return EffectHandle
function effects.modifier(match, spec)
  check_match(match, "modifier")
  refuse_in_query("effects.modifier")
  if type(spec) ~= "table" then error("effects.modifier: give a table {query =, modify =, ...}", 2) end
  if type(spec.query) ~= "string" then error("effects.modifier: query must be a query name (a string)", 2) end
  if type(spec.modify) ~= "function" then error("effects.modifier: modify must be a function", 2) end
  if spec.applies ~= nil and type(spec.applies) ~= "function" then
    error("effects.modifier: applies must be a function", 2)
  end
  if spec.order ~= nil and type(spec.order) ~= "number" then error("effects.modifier: order must be a number", 2) end
  local reg = registry(match, true)
  local e = new_entry(match, reg, "modifier", spec, "modifier")
  e.query, e.applies, e.modify, e.order = spec.query, spec.applies, spec.modify, spec.order or 0
  e.info.query, e.info.order = spec.query, e.order
  e.applies_name, e.modify_name = "the applies function of " .. where(e), "the modify function of " .. where(e)
  reg.modifiers[#reg.modifiers + 1] = e
  reindex(reg)
  return e.handle
end

--- The value of a query after every applicable modifier: `base`, then each
--- modifier in order (ascending `order`, then registration) whose applies(...)
--- holds replaces it by modify(value, ...). Runs under the pure-query guard.
---@param match table
---@param name string
---@param base any
---@param ... any  the query's arguments, passed to applies and modify
---@return any
function effects.query(match, name, base, ...)
  local reg = registries[match]
  if not reg then
    check_match(match, "query")
    reg = registry(match, false)
    if not reg then return base end
  end
  local value = base
  local plan = reg.plans[name]
  if plan then   -- modifiers that last until removed and apply always (see reindex)
    for i = 1, #plan, 2 do value = guarded(plan[i], plan[i + 1], value, ...) end
    return value
  end
  local list = reg.by_query[name]
  if not list then return base end
  -- Each live modifier whose applies(...) holds replaces the value; both functions run
  -- under the pure-query guard, named for the modifier (names made at registration).
  for i = 1, #list do
    local m = list[i]
    if (m.timed and alive(reg, match, m) or m.active)
        and (not m.applies or guarded(m.applies_name, m.applies, ...)) then
      value = guarded(m.modify_name, m.modify, value, ...)
    end
  end
  return value
end

--- True if a trigger is registered for the event: an event nobody listens to need
--- not be built (a game raising an event per square passed asks this first). With
--- `key` and `value`, true only if a trigger could take an event carrying
--- key = value: one whose filter does not ask for another value of that key.
---@param match table
---@param name string
---@param key? string
---@param value? any
---@return boolean
function effects.listens(match, name, key, value)
  local reg = registries[match] or registry(match, false)
  if reg == nil then return false end
  local of_event = reg.by_event[name]
  if of_event == nil then return false end
  if key == nil or reg.untils > 0 then return true end
  for i = 1, #of_event do
    local f = of_event[i].filter
    if not f or f[key] == nil or f[key] == value then return true end
  end
  return false
end

--- True if a modifier of the query `name` is registered (whether or not it applies now):
--- a game asking a query of many objects may skip what no modifier could change.
---@param match table
---@param name string
---@return boolean
function effects.modifies(match, name)
  local reg = registries[match] or registry(match, false)
  return reg ~= nil and reg.by_query[name] ~= nil
end

--- Emits an event to the match's triggers (as C++ actions do). The table gets
--- `match` set; `name` is required. Returns when the event and everything it
--- caused have resolved (or at once, queued, inside another resolution).
---@param match table
---@param ev {name: string}
function effects.emit(match, ev)
  check_match(match, "emit")
  if type(ev) ~= "table" or type(ev.name) ~= "string" then
    error("effects.emit: the event must be a table with a name", 2)
  end
  refuse_in_query("effects.emit")
  ev.match = match
  if registry(match, false) then dispatch(ev) end
end

--- Removes every effect whose source is `source` (same table, or same .id).
---@param match table
---@param source table
---@return integer removed
function effects.remove_source(match, source)
  check_match(match, "remove_source")
  refuse_in_query("effects.remove_source")
  local reg = registry(match, false)
  if not reg then return 0 end
  local id, n = source_id(source), 0
  for _, list in ipairs{ reg.triggers, reg.modifiers } do
    for _, e in ipairs(list) do
      if e.active and (e.source == source or (id ~= nil and e.info.source == id)) then
        e.active, n = false, n + 1
      end
    end
  end
  reg.dirty = reg.dirty or n > 0
  compact(reg)
  return n
end

--- The live effects, for displays and tests: {kind, id, name, event|query, seat, source, duration}.
---@param match table
---@return table[]
function effects.list(match)
  check_match(match, "list")
  local reg = registry(match, false)
  local out = {}
  if not reg then return out end
  expire_all(reg, match)
  for _, list in ipairs{ reg.triggers, reg.modifiers } do
    for _, e in ipairs(list) do
      local c = {}
      for _, k in ipairs{ "kind", "id", "name", "event", "query", "seat", "source", "duration", "fired" } do
        c[k] = e.info[k]
      end
      out[#out + 1] = c
    end
  end
  return out
end

--- Runs fn(...) as a pure query (tabula.guarded): actions inside are errors.
effects.guarded = guarded

return effects
