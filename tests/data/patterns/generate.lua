-- Writes pattern cases and what stock Lua 5.4 gives for them, one "expression<TAB>result"
-- line each: the hand-written cases of cases.txt, then random ones.
--
--   lua5.4 tests/data/patterns/generate.lua > tests/data/patterns/expected.tsv
--   lua5.4 tests/data/patterns/generate.lua --seed 7 --random 3000 --no-hand > fresh.tsv
--
-- tests/unit/test_patterns.cpp runs each expression in the host's sandbox through the
-- same harness.lua and compares the lines; its differential test calls this script
-- with a new seed each run.
local dir = arg[0]:match("^(.*)/[^/]*$") or "."
local harness = assert(io.open(dir .. "/harness.lua")):read("a")
local run = assert(load(harness, "=harness"))()

local seed, count, hand = 1, 3000, true
local i = 1
while arg[i] do
  if arg[i] == "--seed" then seed = tonumber(arg[i + 1]); i = i + 2
  elseif arg[i] == "--random" then count = tonumber(arg[i + 1]); i = i + 2
  elseif arg[i] == "--no-hand" then hand = false; i = i + 1
  else io.stderr:write("generate.lua: unknown argument ", arg[i], "\n"); os.exit(2) end
end
math.randomseed(seed)
local random = math.random

-- A Lua string literal for any bytes.
local function literal(s)
  return '"' .. s:gsub(".", function(c)
    local b = c:byte()
    if b < 32 or b > 126 or c == "\\" or c == '"' then return ("\\%03d"):format(b) end
  end) .. '"'
end

local function pick(t) return t[random(#t)] end

local subject_chars = { "a", "a", "a", "a", "b", "b", "b", "c", "(", ")", "1", "2", " ", "_", "-", "%", "\0", "\200", "x", "A" }
local items = { "a", "b", "c", ".", "%a", "%d", "%s", "%w", "%A", "%p", "%x", "%l", "%u", "%c", "%g",
  "[ab]", "[^a]", "[a-c]", "[%d_]", "[%a-]", "[]a]", "[^%s]", "%(", "%)", "%%", "%-", "1", " ", "\0", "x" }
local quantifiers = { "", "", "", "*", "+", "-", "?" }
local specials = { "(", ")", "()", "%1", "%2", "%0", "%b()", "%bab", "%f[%w]", "%f[a]", "%f[^a]", "%f", "$", "^",
  "[", "]", "%", "[a", "%z", "%b", "*", "-" }

local function subject()
  local out = {}
  for k = 1, random(0, 12) do out[k] = pick(subject_chars) end
  return table.concat(out)
end

local function pattern()
  local out = {}
  if random(5) == 1 then out[1] = "^" end
  for _ = 1, random(0, random(2, 6)) do
    if random(4) == 1 then
      out[#out + 1] = pick(specials)
    else
      out[#out + 1] = pick(items) .. pick(quantifiers)
    end
  end
  if random(6) == 1 then out[#out + 1] = "$" end
  return table.concat(out)
end

local function init()
  local r = random(10)
  if r <= 5 then return "" end
  if r == 6 then return ", " .. pick({ "math.maxinteger", "math.mininteger", "0" }) end
  return ", " .. random(-15, 15)
end

local replacements = { '"x"', '"%0"', '"%1"', '"%2"', '"<%1|%0>"', '"%%"', '"%"', '"%y"', '""', "7",
  '{a = "A", b = false, ["1"] = 1, x = {}}', "{}",
  'function(...) return select("#", ...) .. ":" .. table.concat({...}, ",") end',
  "function(c) if c == \"b\" then return nil end return c .. c end",
  "function() return {} end" }

local function case()
  local s, p = literal(subject()), literal(pattern())
  local r = random(10)
  if r <= 3 then
    local plain = random(6) == 1 and ", 1, true" or ""
    return "string.find(" .. s .. ", " .. p .. (plain ~= "" and plain or init()) .. ")"
  elseif r <= 5 then
    return "string.match(" .. s .. ", " .. p .. init() .. ")"
  elseif r <= 7 then
    return "all(string.gmatch(" .. s .. ", " .. p .. init() .. "))"
  elseif r == 8 then
    return "(" .. s .. "):find(" .. p .. ")"
  else
    local n = random(4) == 1 and ", " .. random(-1, 3) or ""
    return "string.gsub(" .. s .. ", " .. p .. ", " .. pick(replacements) .. n .. ")"
  end
end

local function emit(expr)
  io.write(expr, "\t", run(expr), "\n")
end

if hand then
  for line in io.lines(dir .. "/cases.txt") do
    if line ~= "" and line:sub(1, 2) ~= "--" then emit(line) end
  end
end
for _ = 1, count do emit(case()) end
