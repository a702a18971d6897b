-- Runs one pattern case, a Lua expression, and describes what it gave as one line of
-- text: the same code under stock lua5.4 (generate.lua writes the expected lines) and
-- in the host's sandbox (tests/unit/test_patterns.cpp compares). It uses no pattern
-- function itself.
local format, byte, pack, concat = string.format, string.byte, table.pack, table.concat

local function show(v)
  local t = type(v)
  if t == "string" then
    local out = {}
    for i = 1, #v do
      local b = byte(v, i)
      out[i] = (b < 32 or b > 126 or b == 34 or b == 92) and format("\\%03d", b) or string.char(b)
    end
    return '"' .. concat(out) .. '"'
  elseif t == "number" then
    return math.type(v) == "integer" and tostring(v) or format("%.17g", v)
  elseif t == "nil" or t == "boolean" then
    return tostring(v)
  end
  return t
end

local function show_all(r)
  local out = {}
  for i = 1, r.n do out[i] = show(r[i]) end
  return concat(out, ", ")
end

-- all(iterator): every result of a gmatch iterator, call by call.
local function all(it)
  local calls = {}
  for _ = 1, 1000 do
    local r = pack(it())
    if r.n == 0 or r[1] == nil then
      calls[#calls + 1] = "end(" .. r.n .. ")"
      break
    end
    calls[#calls + 1] = "[" .. show_all(r) .. "]"
  end
  return concat(calls, " ")
end

local env = setmetatable({ all = all }, { __index = _G })

return function(expr)
  local chunk, err = load("return " .. expr, "=case", "t", env)
  if not chunk then return "syntax: " .. err end
  local r = pack(pcall(chunk))
  if not r[1] then return "error: " .. show(r[2]) end
  return "ok " .. (r.n - 1) .. ": " .. show_all(pack(select(2, table.unpack(r, 1, r.n))))
end
