-- Majorities: who holds the most of something, who comes next, and ties (area-control
-- scoring). Counts are keyed by seat, or by any integer or string. docs/api.md,
-- "Standard library modules".
--
--   local majority = require "tabula.majority"
--   -- Crusaders CR-13.2: first place 5 alone, 3 each when shared; second place 2
--   -- alone, nobody when shared; players with 0 take no part
--   local PRIZES = { { alone = 5, shared = 3 }, { alone = 2, shared = 0 } }
--   local counts = majority.count(captured, function(token) return token.kind == "slav" and token.owner end)
--   for seat, points in pairs(majority.award(counts, PRIZES)) do ... end

local majority = {}

local function before(a, b)  -- numbers first, then strings, as tabula.sorted
  local ta, tb = type(a), type(b)
  if ta ~= tb then return ta < tb end
  return a < b
end

local function entry_name(name, key)
  if type(key) == "string" then return string.format("%s[%q]", name, key) end
  return name .. "[" .. key .. "]"
end

-- The keys of counts, sorted, once every key is an integer or a string and every
-- count a number 0 or more; else an error naming the first bad one.
local function checked_keys(fn, counts)
  if type(counts) ~= "table" then
    error(fn .. ": counts must be a table {[seat] = count}, not " .. type(counts), 4)
  end
  local keys, bad = {}, nil
  for k in pairs(counts) do
    if math.type(k) == "integer" or type(k) == "string" then
      keys[#keys + 1] = k
    else
      local name = math.type(k) == "float" and "float" or type(k)
      if bad == nil or name < bad then bad = name end   -- the same one whatever pairs' order
    end
  end
  if bad then error(fn .. ": counts must be keyed by seats (integers) or strings, not by a " .. bad, 4) end
  table.sort(keys, before)
  for _, k in ipairs(keys) do
    local n = counts[k]
    if type(n) ~= "number" or n ~= n or n < 0 then   -- n ~= n: NaN
      error(string.format("%s: %s must be a number 0 or more (got %s)", fn, entry_name("counts", k),
        type(n) == "number" and tostring(n) or type(n)), 4)
    end
  end
  return keys
end

local function places(fn, counts, opts)
  if opts ~= nil and type(opts) ~= "table" then error(fn .. ": opts must be a table or nil, not " .. type(opts), 3) end
  local zero = opts ~= nil and opts.zero == true
  local keys = checked_keys(fn, counts)
  local list, at = {}, {}
  for _, k in ipairs(keys) do
    local n = counts[k]
    if n > 0 or zero then
      local place = at[n]
      if place == nil then
        place = { count = n, seats = {} }
        at[n], list[#list + 1] = place, place
      end
      place.seats[#place.seats + 1] = k
    end
  end
  table.sort(list, function(a, b) return a.count > b.count end)
  return list, keys
end

---The placements from the highest count down: `{ {count = 3, seats = {1}}, {count = 1,
---seats = {2, 3}} }`, each place's seats ascending. A seat whose count is 0 takes no
---part unless `opts.zero` is true.
---@param counts table<integer|string, number> {[seat] = count}
---@param opts? {zero?: boolean}
---@return {count: number, seats: (integer|string)[]}[]
function majority.places(counts, opts)
  return (places("majority.places", counts, opts))
end

local function check_prizes(prizes)
  if type(prizes) ~= "table" or #prizes == 0 then
    error("majority.award: prizes must be a list of {alone = points, shared = points}, one per place", 3)
  end
  for k, prize in ipairs(prizes) do
    if type(prize) ~= "table" then error("majority.award: prizes[" .. k .. "] must be a table {alone =, shared =}", 3) end
    for _, field in ipairs{ "alone", "shared" } do
      if type(prize[field]) ~= "number" then
        error(string.format("majority.award: prizes[%d].%s must be a number (got %s)", k, field, type(prize[field])), 3)
      end
    end
  end
end

---Points by place: `prizes[k]` goes to the k-th place of `majority.places` (the k-th
---highest count): `alone` to a seat that holds it alone, `shared` to each of several.
---Returns `{[seat] = points}` for every seat of `counts` (0 when it won nothing).
---@param counts table<integer|string, number> {[seat] = count}
---@param prizes {alone: number, shared: number}[]
---@param opts? {zero?: boolean}
---@return table<integer|string, number>
function majority.award(counts, prizes, opts)
  check_prizes(prizes)
  local list, keys = places("majority.award", counts, opts)
  local points = {}
  for _, k in ipairs(keys) do points[k] = 0 end
  for p = 1, math.min(#list, #prizes) do
    local seats = list[p].seats
    local each = #seats == 1 and prizes[p].alone or prizes[p].shared
    for _, k in ipairs(seats) do points[k] = points[k] + each end
  end
  return points
end

---Tallies `list` by key: `key` is a field name (`"owner"`), or a function(item) that
---returns the key, or nil/false to leave the item out. Returns `{[key] = n}`.
---@param list any[]
---@param key string|integer|fun(item: any): any
---@return table<any, integer>
function majority.count(list, key)
  if type(list) ~= "table" then error("majority.count: list must be a table, not " .. type(list), 2) end
  local by_field = type(key) == "string" or math.type(key) == "integer"
  if not by_field and type(key) ~= "function" then
    error("majority.count: key must be a field name or a function(item), not " .. type(key), 2)
  end
  local counts = {}
  for i, item in ipairs(list) do
    if by_field and type(item) ~= "table" and type(item) ~= "userdata" then
      error(string.format("majority.count: item %d is a %s, not a table with the field %s", i, type(item), key), 2)
    end
    local k
    if by_field then k = item[key] else k = key(item) end
    if k ~= nil and k ~= false then counts[k] = (counts[k] or 0) + 1 end
  end
  return counts
end

return majority
