-- tabula.memo: what a pure query works out, worked out once while it runs. Nothing
-- can change inside a pure query (docs/api.md, "Pure queries"), so a list that depends
-- only on the match — the Personalities in play, the cards a seat could use — is the
-- same every time the query asks for it.
--
--   local memo = require "tabula.memo"
--   local function personalities(match) ... end            -- reads the match, changes nothing
--   function rules.personalities(match) return memo.get(match, personalities) end
--   local legal = memo.query(match, "the legal actions", legal_actions, match, seat)
--
-- tabula.flow runs its actions and reactions functions with memo.query. A value is kept
-- only for the outermost memo.query of its match and dropped when it returns; outside
-- one, memo.get computes the value each time. A value is shared by every caller in
-- the query: treat it as read-only. memo.kept keeps, for as long as a match lives, what
-- cannot change during it (a zone's handle), and memo.lookup what never changes about an
-- object (a card's definition): weakly, so it goes with the match.
local memo = {}

local ACTIVE = setmetatable({}, { __mode = "k" })   -- match -> {fn -> value}, while a query runs

local function finish(match, ok, ...)
  ACTIVE[match] = nil
  if not ok then error((...), 0) end   -- the query's error, as it was raised
  return ...
end

--- Runs fn(...) as tabula.guarded(name, fn, ...), with the values memo.get computes
--- for `match` kept until it returns (or fails). Returns what fn returns.
function memo.query(match, name, fn, ...)
  if ACTIVE[match] then return tabula.guarded(name, fn, ...) end   -- nested: the outer one keeps
  ACTIVE[match] = {}
  return finish(match, pcall(tabula.guarded, name, fn, ...))
end

-- store[fn][key], worked out as fn(arg, key) the first time it is asked for.
local function keep(store, fn, arg, key)
  local values = store[fn]
  if values == nil then
    values = {}
    store[fn] = values
  end
  local v = values[key]
  if v == nil then
    v = fn(arg, key)
    values[key] = v
  end
  return v
end

--- fn(match), computed once per memo.query of `match` (each time outside one). fn must
--- depend on the match alone, and its value (not nil) is shared: callers must not change it.
--- With a key (a seat, say), fn(match, key), kept for each key; a function is asked
--- either always with a key or never.
function memo.get(match, fn, key)
  local kept = ACTIVE[match]
  if not kept then return fn(match, key) end
  if key ~= nil then
    local values = kept[fn]
    local v = values and values[key]
    if v ~= nil then return v end
    return keep(kept, fn, match, key)
  end
  local v = kept[fn]
  if v == nil then
    v = fn(match)
    kept[fn] = v
  end
  return v
end

--- Whether a memo.query of `match` is running (memo.get keeps values).
function memo.active(match)
  return ACTIVE[match] ~= nil
end

local KEPT = setmetatable({}, { __mode = "k" })   -- owner -> {fn -> {key -> value}}

--- fn(owner, key), worked out once for each key (not nil) and kept as long as `owner`
--- lives: for what cannot change while it does (a match's zone handles, where a board's
--- fixed pieces stand). `owner` is a table or handle of one match (the match, its state,
--- a part of it): the values are kept weakly by it and go with its match. The value (not
--- nil) is shared: callers must not change it.
function memo.kept(owner, fn, key)
  local store = KEPT[owner]
  local values = store and store[fn]
  local v = values and values[key]
  if v ~= nil then return v end
  if store == nil then
    store = {}
    KEPT[owner] = store
  end
  return keep(store, fn, owner, key)
end

--- A table whose entry for a handle (or a table) of a match is fn(it), worked out the
--- first time it is read and kept, weakly: for what never changes about an object (a
--- card's definition, found from its kind), read as t[obj] without a call.
function memo.lookup(fn)
  return setmetatable({}, { __mode = "k", __index = function(t, obj)
    local v = fn(obj)
    t[obj] = v
    return v
  end })
end

return memo
