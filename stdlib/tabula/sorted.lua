-- Deterministic iteration: pairs() visits string keys in an order that changes
-- from process to process, so anything that affects the game iterates in sorted
-- key order instead.
--
--   local sorted = require "tabula.sorted"
--   for name, count in sorted.pairs(state.supply) do ... end

local sorted = {}

local function before(a, b)
  local ta, tb = type(a), type(b)
  if ta ~= tb then return ta < tb end                 -- numbers before strings
  if ta == "number" or ta == "string" then return a < b end
  error("tabula.sorted: keys of type " .. ta .. " have no order", 3)
end

---The keys of `t`, numbers first (ascending), then strings (byte order).
---@param t table
---@return any[]
function sorted.keys(t)
  local keys = {}
  for k in pairs(t) do keys[#keys + 1] = k end
  table.sort(keys, before)
  return keys
end

---Like pairs(t), in sorted key order.
---@generic K, V
---@param t table<K, V>
---@return fun(): K, V
function sorted.pairs(t)
  local keys, i = sorted.keys(t), 0
  return function()
    i = i + 1
    local k = keys[i]
    if k ~= nil then return k, t[k] end
  end
end

return sorted
