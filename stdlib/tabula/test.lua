-- tabula.test: scripted test scenarios. Set a position, force the dice and the cards,
-- script the answers, run, then assert. See docs/testing.md.
--
--   local T = require "tabula.test"
--   T.scenario("a six enters a piece [L3]", function()
--     local t = T.match{ seats = 4, seed = 1 }
--     t:dice(6, 2)
--     t:answer("enter")
--     t:run{ turns = 1 }
--     T.eq(t.match.state.pieces[1][1].pos, 1, "piece 1 of seat 1")
--   end)

local T = {}

---@type {name: string, fn: fun(), line: integer}[]
T._scenarios = {}

---Declares a scenario. The name should cite the rule it tests, e.g. "[L5]".
---@param name string
---@param fn fun()
function T.scenario(name, fn)
  assert(type(name) == "string", "T.scenario: the first argument is the scenario's name")
  assert(type(fn) == "function", "T.scenario: the second argument is the scenario's function")
  local info = tabula.caller_line and tabula.caller_line() or 0
  T._scenarios[#T._scenarios + 1] = { name = name, fn = fn, line = info }
end

-- The test match's methods, declared for LuaLS: the host defines them (l_test.cpp),
-- so these bodies are empty and their arguments unused.
-- luacheck: push ignore 212 241
---@class TestMatch
---@field match table        the match table the game sees (match.state, ...)
---@field result table|nil   {outcome="win"|"draw"|"error", winners={...}, reason=...} once over
---@field decisions integer  decisions answered so far
---@field unused_answers integer scripted answers not yet used (left at the end, they fail the scenario)
---@field unused_dice integer    forced dice not yet rolled (left at the end, they fail the scenario)
---@field state string       "running" | "paused" | "finished" | "failed"
local TestMatch = {}

---Queues answers (option ids), used in order by whichever seat is asked.
---A table answers a choice of several options.
---@param ... string|integer|table
function TestMatch:answer(...) end

---The next dice rolled show these faces, in order.
---@param ... integer|string|table
function TestMatch:dice(...) end

---The next `zone:shuffle()` of this zone puts these cards on top, top first; the rest
---is shuffled below them. A card is a name (a card whose name or kind it is), an id or
---a handle. A card the zone lacks then fails the shuffle, naming it.
---@param zone Zone|string
---@param cards (string|integer|Object)[]
function TestMatch:stack(zone, cards) end

---The next cards `zone:draw` or `zone:deal` take from this zone are these, in order,
---wherever they lie in it. Cards are named as in t:stack.
---@param zone Zone|string
---@param cards (string|integer|Object)[]
function TestMatch:draws(zone, cards) end

---Runs the game's flow until it asks a choice no queued answer covers,
---`turns` turns have passed, or the match ends.
---@param opts? {turns?: integer, allow_error?: boolean}
---@return "choice"|"turn"|"finished"|"error" status
---@return string? error
function TestMatch:run(opts) end

---The open choice {seat, prompt, kind, options = {ids}, min, max}, or nil.
---@return table|nil
function TestMatch:pending() end

---The single-option choices the host took without asking, in order:
---{{seat, turn, prompt, kind, id}, ...}.
---@return {seat: integer, turn: integer, prompt: string, kind: string, id: string}[]
function TestMatch:forced() end

---Takes the answers, forced dice and forced cards not used yet, so they no longer fail
---the scenario: assert a trap that must not be sprung with
---T.eq(t:unused(), {answers = {...}, dice = {...}}). `stacks` and `draws` are there only
---when forced cards are left: {{zone = id, cards = {...}}, ...}.
---@return {answers: (string|string[])[], dice: any[], stacks?: table[], draws?: table[]}
function TestMatch:unused() end

---The text the game shows a seat (game.render); seat 0 or none: the onlooker's view.
---@param seat? integer
---@return string
function TestMatch:render(seat) end

---The data a seat's agent is given (game.view); by default the current seat's.
---@param seat? integer
---@return table
function TestMatch:view(seat) end
-- luacheck: pop

---Creates a match of the game under test and runs game.setup. `stack` forces the first
---shuffles of zones, setup's included: {[zone id] = {card name, ...}} (as t:stack).
---@param spec? {seats?: integer, seed?: integer, options?: table, stack?: table<string, string[]>}
---@return TestMatch
function T.match(spec)
  return tabula.test_match(spec or {})
end

local function show(v, depth)
  depth = depth or 0
  if type(v) == "string" then return string.format("%q", v) end
  if type(v) ~= "table" then return tostring(v) end
  if depth > 3 then return "{...}" end
  local keys = {}
  for k in pairs(v) do keys[#keys + 1] = k end
  table.sort(keys, function(a, b)
    if type(a) == type(b) and (type(a) == "number" or type(a) == "string") then return a < b end
    return type(a) < type(b)
  end)
  local parts = {}
  local n = #v
  for _, k in ipairs(keys) do
    if math.type(k) == "integer" and k >= 1 and k <= n then
      parts[#parts + 1] = show(v[k], depth + 1)
    else
      parts[#parts + 1] = tostring(k) .. " = " .. show(v[k], depth + 1)
    end
  end
  return "{" .. table.concat(parts, ", ") .. "}"
end
T.show = show

local function deep_equal(a, b)
  if a == b then return true end
  if type(a) ~= "table" or type(b) ~= "table" then return false end
  for k, v in pairs(a) do
    if not deep_equal(v, b[k]) then return false end
  end
  for k in pairs(b) do
    if a[k] == nil then return false end
  end
  return true
end

local function fail(what, expected, actual)
  error(string.format("%s: expected %s, got %s", what or "value", show(expected), show(actual)), 3)
end

---Asserts actual == expected (tables compared deeply).
function T.eq(actual, expected, what)
  if not deep_equal(actual, expected) then fail(what, expected, actual) end
end

---Asserts actual ~= expected.
function T.ne(actual, unexpected, what)
  if deep_equal(actual, unexpected) then
    error(string.format("%s: expected anything but %s", what or "value", show(unexpected)), 2)
  end
end

---Asserts a value is truthy.
function T.truthy(v, what)
  if not v then error(string.format("%s: expected a true value, got %s", what or "condition", show(v)), 2) end
end

---Asserts a value is false or nil.
function T.falsy(v, what)
  if v then error(string.format("%s: expected false or nil, got %s", what or "condition", show(v)), 2) end
end

---Asserts that fn raises an error whose message contains `part`.
function T.raises(fn, part, what)
  local ok, err = pcall(fn)
  if ok then error(string.format("%s: expected an error, none was raised", what or "call"), 2) end
  if part and not string.find(tostring(err), part, 1, true) then
    error(string.format("%s: expected an error containing %s, got %s", what or "call", show(part), show(tostring(err))), 2)
  end
end

---Asserts that the open choice offers exactly these option ids (any order).
function T.options(t, expected, what)
  local p = t:pending()
  if not p then error((what or "options") .. ": expected an open choice, there is none", 2) end
  local got, want = {}, {}
  for _, id in ipairs(p.options) do got[#got + 1] = id end
  for _, id in ipairs(expected) do want[#want + 1] = tostring(id) end
  table.sort(got); table.sort(want)
  if not deep_equal(got, want) then fail(what or "options of \"" .. p.prompt .. "\"", want, got) end
end

return T
