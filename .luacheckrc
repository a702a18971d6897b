-- luacheck's configuration for Tabula's Lua: games, mods, scenarios, the stdlib, the
-- templates of `tabula new` and the tools. Run from the top of the repository:
--
--   luacheck games stdlib tools docs/examples
--
-- ctest's lint.luacheck runs that and fails on any warning (tests/structure/luacheck.sh;
-- docs/guide.md, "Editor setup and linting").

-- The host's sandbox (interpreter/host/sandbox.cpp, docs/api.md#the-sandbox): Lua 5.4's
-- base library without dofile and loadfile, string without dump, math without
-- randomseed, table, utf8 and coroutine; no io, os, debug or package. Written out in
-- full rather than taken from luacheck's lua54, so that os.time() or math.randomseed()
-- in a game is the undefined global it is in the host.
local function fields(names)
  local t = {}
  for _, name in ipairs(names) do t[name] = {} end
  return { fields = t }
end

local sandbox = {
  "_G", "_VERSION", "assert", "collectgarbage", "error", "getmetatable", "ipairs", "load",
  "next", "pairs", "pcall", "print", "rawequal", "rawget", "rawlen", "rawset", "require",
  "select", "setmetatable", "tonumber", "tostring", "type", "warn", "xpcall",
  string = fields{ "byte", "char", "find", "format", "gmatch", "gsub", "len", "lower", "match",
                   "pack", "packsize", "rep", "reverse", "sub", "unpack", "upper" },
  table = fields{ "concat", "insert", "move", "pack", "remove", "sort", "unpack" },
  math = fields{ "abs", "acos", "asin", "atan", "ceil", "cos", "deg", "exp", "floor", "fmod",
                 "huge", "log", "max", "maxinteger", "min", "mininteger", "modf", "pi", "rad",
                 "random", "sin", "sqrt", "tan", "tointeger", "type", "ult" },
  utf8 = fields{ "char", "charpattern", "codepoint", "codes", "len", "offset" },
  coroutine = fields{ "close", "create", "isyieldable", "resume", "running", "status", "wrap",
                      "yield" },
}

-- The `tabula` global a game and a mod see (interpreter/lua_api/, docs/api.md#the-tabula-global).
local game_api = { "version", "board", "grid", "track", "hexmap", "is_object", "is_zone",
                   "guarded", "in_query", "modules", "module_file", "warn", "freeze", "list", "option_error", "data",
                   "data_files" }
-- What only the stdlib's effects module uses (docs/api.md, "Used by the stdlib only").
local stdlib_api = { "attach_effects", "effects_registry", "effects_wanted" }
-- What exists only under `tabula test` (interpreter/lua_api/l_test.cpp).
local test_api = { "test_match", "caller_line" }

local function tabula_std(...)
  local names = {}
  for _, list in ipairs{ ... } do
    for _, name in ipairs(list) do names[#names + 1] = name end
  end
  local globals = { tabula = fields(names) }
  for k, v in pairs(sandbox) do globals[k] = v end
  return { read_globals = globals }
end

stds.tabula_game = tabula_std(game_api)
stds.tabula_scenario = tabula_std(game_api, test_api)
stds.tabula_stdlib = tabula_std(game_api, stdlib_api)
stds.tabula_test = tabula_std(game_api, stdlib_api, test_api)

std = "tabula_game"

-- Layout is not checked: scenarios keep a position or an assertion on one line, and
-- a long line there reads better whole than wrapped.
max_line_length = false

files["**/scenarios/**"] = { std = "tabula_scenario" }
files["stdlib/tabula/*.lua"] = { std = "tabula_stdlib" }
files["stdlib/tabula/test.lua"] = { std = "tabula_test" }

-- The LuaLS declaration files (---@meta): never run, they declare the host's functions
-- with empty bodies (so unused arguments) on class tables nobody reads, and declare the
-- globals `tabula` and `Match` (the match's methods are split across the three files).
for _, meta in ipairs{ "match", "board", "objects" } do
  files["stdlib/tabula/" .. meta .. ".lua"] = {
    std = "tabula_stdlib", globals = { "tabula", "Match" }, ignore = { "212", "241" },
  }
end

-- Programs run by the stock lua5.4 interpreter, outside the sandbox: an external bot
-- and the plain-Lua benchmark.
files["tools/bots"] = { std = "lua54" }
files["tools/bench"] = { std = "lua54" }
