#include "host/sandbox.h"

#include <algorithm>
#include <cstring>
#include <string>

#include <spdlog/spdlog.h>

#include "common/lua_json.h"
#include "host/beneath.h"
#include "host/script_error.h"
#include "host/script_host.h"

namespace tabula {

namespace {

const char* const kLoadedKey = "tabula.loaded";
// Budget units for an error a script's pcall caught (raising and unwinding it).
constexpr uint64_t kChargePerError = 1000;
// Budget units for a table and an entry that tabula.freeze walks.
constexpr uint64_t kChargePerTable = 200, kChargePerEntry = 20;
// Budget units for looking a module up under the roots (a few system calls a root).
constexpr uint64_t kChargePerRequire = 2000;
// Modules whose chunk returned no value ("nothing") or nil ("nil"), which require gives as true.
const char* const kNoValueKey = "tabula.no_value";

// require(name): modules from the game's folder, its mods and stdlib/ only.
int l_require(lua_State* L) {
    const char* name = luaL_checkstring(L, 1);
    lua_settop(L, 1);
    lua_getfield(L, LUA_REGISTRYINDEX, kLoadedKey);  // 2: loaded modules
    lua_getfield(L, 2, name);
    if (lua_toboolean(L, -1)) {
        if (lua_islightuserdata(L, -1)) return luaL_error(L, "require '%s': circular require", name);
        return 1;
    }
    lua_pop(L, 1);
    ScriptHost& host = ScriptHost::of(L);
    RootFile file;
    std::string refused;
    host.charge_work(L, kChargePerRequire);
    if (!host.find_module(name, file, refused)) {
        if (!refused.empty()) return luaL_error(L, "require '%s': %s", name, refused.c_str());
        std::string where;
        for (const auto& r : host.roots()) where += "\n\t" + r.label + "/";
        return luaL_error(L, "module '%s' not found (a module name is dotted words; searched:%s)", name,
                          where.c_str());
    }
    lua_pushlightuserdata(L, ScriptHost::yield_key());  // "loading" mark
    lua_setfield(L, -2, name);
    try {
        host.load_file(L, file.root->dir, file.rel, "@" + file.label());
    } catch (const ScriptError& e) {
        lua_pushnil(L);
        lua_setfield(L, 2, name);
        lua_pushstring(L, e.message().c_str());
        return lua_error(L);
    }
    const int base = lua_gettop(L) - 1;  // below the chunk
    lua_pushstring(L, name);
    if (lua_pcall(L, 1, LUA_MULTRET, 0) != LUA_OK) {  // forget the "loading" mark, then pass the error on
        lua_pushnil(L);
        lua_setfield(L, 2, name);
        return lua_error(L);
    }
    const bool nothing = lua_gettop(L) == base;  // `return` with nothing, or no return
    lua_settop(L, base + 1);
    const bool no_value = lua_isnil(L, -1);
    lua_getfield(L, LUA_REGISTRYINDEX, kNoValueKey);  // for the host's errors: "got nothing"
    if (no_value) lua_pushstring(L, nothing ? "nothing" : "nil");
    else lua_pushnil(L);
    lua_setfield(L, -2, name);
    lua_pop(L, 1);
    if (no_value) {
        lua_pop(L, 1);
        lua_pushboolean(L, 1);
    }
    lua_pushvalue(L, -1);
    lua_setfield(L, -3, name);
    return 1;
}

// A name from a script as an error shows it: at most 80 bytes.
std::string shown(const std::string& name) {
    return name.size() <= 80 ? name : name.substr(0, 77) + "...";
}

void push_names(lua_State* L, const std::vector<std::string>& names) {
    lua_createtable(L, static_cast<int>(names.size()), 0);
    for (size_t i = 0; i < names.size(); ++i) {
        lua_pushlstring(L, names[i].data(), names[i].size());
        lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
    }
}

// tabula.modules(folder): the modules directly in a folder of the game, its mods and
// stdlib, sorted; a pure query, so mods can add data-driven modules a game discovers.
int l_modules(lua_State* L) {
    const char* folder = luaL_checkstring(L, 1);
    std::vector<std::string> names;
    std::string refused;
    if (!ScriptHost::of(L).list_modules(L, folder, names, refused))
        return luaL_error(L, "tabula.modules: %s", refused.c_str());
    push_names(L, names);
    return 1;
}

// tabula.module_file(name): where `require(name)` loads from, as errors show it
// ("mods/mymod/skills/texas.lua"), or nil; lets a game name a mod's file in its errors.
int l_module_file(lua_State* L) {
    RootFile file;
    std::string refused;
    ScriptHost& host = ScriptHost::of(L);
    host.charge_work(L, kChargePerRequire);
    if (host.find_module(luaL_checkstring(L, 1), file, refused) || !refused.empty())
        lua_pushstring(L, file.label().c_str());
    else
        lua_pushnil(L);
    return 1;
}

constexpr std::size_t kMaxDataFile = 1 << 20;

// tabula.data(path): the text of a data file ("decks/crane.txt") from the mods, the game
// or stdlib, and the name errors should give it; nil and a message if there is none.
int l_data(lua_State* L) {
    const std::string path = luaL_checkstring(L, 1);
    ScriptHost& host = ScriptHost::of(L);
    if (!ScriptHost::valid_data_path(path)) {  // as a missing file: the path often comes from an option
        lua_pushnil(L);
        lua_pushfstring(L, "'%s' is not a data path (at most 256 characters: names of letters, digits, '_', '-' "
                           "and '.' joined by '/', none starting with '.')",
                        shown(path).c_str());
        return 2;
    }
    host.charge_work(L, kChargePerRequire);
    RootFile file;
    std::string refused;
    if (!host.find_data(path, file, refused)) {
        if (!refused.empty()) return luaL_error(L, "tabula.data: %s", refused.c_str());
        std::string where;
        for (const auto& r : host.roots()) where += (where.empty() ? " " : ", ") + r.label + "/";
        lua_pushnil(L);
        lua_pushfstring(L, "no file '%s' (searched:%s)", path.c_str(), where.c_str());
        return 2;
    }
    std::string text, why;
    if (!beneath::read(file.root->dir, file.rel, kMaxDataFile, text, why))
        return luaL_error(L, "tabula.data: %s %s", file.label().c_str(), why.c_str());
    host.charge_work(L, text.size() / 16);
    lua_pushlstring(L, text.data(), text.size());
    lua_pushstring(L, file.label().c_str());
    return 2;
}

// tabula.data_files(folder): the names of the files directly in a data folder of the
// mods, the game and stdlib, sorted, each once.
int l_data_files(lua_State* L) {
    const std::string folder = luaL_checkstring(L, 1);
    if (!ScriptHost::valid_data_path(folder))
        return luaL_error(L, "tabula.data_files: '%s' is not a data path", shown(folder).c_str());
    std::vector<std::string> names;
    std::string refused;
    if (!ScriptHost::of(L).list_data(L, folder, names, refused))
        return luaL_error(L, "tabula.data_files: %s", refused.c_str());
    push_names(L, names);
    return 1;
}

const char* const kOptionErrorKey = "tabula.OptionError";  // the metatable of an option error

// tabula.option_error(name, message): raises the error by which game.setup refuses the
// value of option `name` (a FEN that does not parse, a colour not in play). The host
// reports it as a usage error: "option 'NAME': MESSAGE", exit 2 (docs/api.md).
int l_option_error(lua_State* L) {
    const char* name = luaL_checkstring(L, 1);
    const char* message = luaL_checkstring(L, 2);
    lua_createtable(L, 0, 2);
    lua_pushstring(L, name);
    lua_setfield(L, -2, "option");
    lua_pushstring(L, message);
    lua_setfield(L, -2, "message");
    luaL_setmetatable(L, kOptionErrorKey);
    return lua_error(L);
}

int option_error_tostring(lua_State* L) {
    std::string text;
    if (!option_error_text(L, 1, text)) return luaL_error(L, "not an option error");
    lua_pushlstring(L, text.data(), text.size());
    return 1;
}

// load(chunk [, name [, mode [, env]]]): text only.
int l_load(lua_State* L) {
    const char* mode = luaL_optstring(L, 3, "t");
    if (std::string(mode) != "t") return luaL_error(L, "load: only text chunks are allowed (mode 't')");
    size_t len = 0;
    const char* chunk = lua_tolstring(L, 1, &len);
    if (!chunk) return luaL_error(L, "load: the chunk must be a string");
    ScriptHost::of(L).charge_work(L, len / 4);  // compiling is host work
    const char* name = luaL_optstring(L, 2, "=(load)");
    const bool has_env = lua_gettop(L) >= 4;  // an env given as nil still replaces _ENV
    int rc = luaL_loadbufferx(L, chunk, len, name, "t");
    if (rc != LUA_OK) {
        lua_pushnil(L);
        lua_insert(L, -2);
        return 2;
    }
    if (has_env)
        lua_pushvalue(L, 4);
    else
        ScriptHost::of(L).push_script_env(L);  // the scripts' globals, never the host's
    if (!lua_setupvalue(L, -2, 1)) lua_pop(L, 1);
    return 1;
}

// The arguments as print writes them, tab-separated.
std::string script_text(lua_State* L) {
    std::string line;
    int n = lua_gettop(L);
    for (int i = 1; i <= n; ++i) {
        if (i > 1) line += "\t";
        line += luaL_tolstring(L, i, nullptr);
        lua_pop(L, 1);
    }
    return line;
}

int l_print(lua_State* L) {
    lua_Debug ar;
    std::string where;
    if (lua_getstack(L, 1, &ar) && lua_getinfo(L, "Sl", &ar)) where = std::string(ar.short_src) + ":" + std::to_string(ar.currentline) + ": ";
    spdlog::info("{}{}", where, script_text(L));
    return 0;
}

// tabula.warn(...): a log line at level warn, shown by default (`tabula check` shows a
// game's warnings as it loads it). The game's own words: they name what and where.
int l_warn(lua_State* L) {
    spdlog::warn("{}", script_text(L));
    return 0;
}

int l_collectgarbage(lua_State* L) {
    std::string opt = luaL_optstring(L, 1, "collect");
    if (opt == "count") {
        lua_pushnumber(L, (lua_Number)lua_gc(L, LUA_GCCOUNT) + lua_gc(L, LUA_GCCOUNTB) / 1024.0);
        return 1;
    }
    if (opt == "collect" || opt == "step") {
        ScriptHost::of(L).charge_work(L, ScriptHost::of(L).memory_used() / 32);  // a full collection walks it all
        lua_gc(L, LUA_GCCOLLECT);
        lua_pushinteger(L, 0);
        return 1;
    }
    return luaL_error(L, "collectgarbage('%s') is not allowed in game scripts", opt.c_str());
}

// Host yields carry a sentinel; a script's own coroutines pass them outward,
// so a choice asked deep inside a script coroutine still reaches the host.
const char* const kCoroutinePrelude = R"LUA(
local HOST, over_budget, running = ...
local create, raw_resume, yield, status = coroutine.create, coroutine.resume, coroutine.yield, coroutine.status
-- running(co, f, ...) calls f(...) noting co as the Lua thread that runs (for the watchdog)
local function resume(co, ...) return running(co, raw_resume, co, ...) end
-- pcall/xpcall must not swallow an exceeded instruction budget (an endless loop
-- around a pcall would never end): over_budget re-raises the error then.
local raw_pcall, raw_xpcall = pcall, xpcall
local function checked(ok, ...)
  if not ok then over_budget((...)) end
  return ok, ...
end
pcall = function(f, ...) return checked(raw_pcall(f, ...)) end
-- A limit's error is raised inside the count hook, where hooks are off: the script's
-- message handler must not run then (nothing could stop it), so it sees other errors only.
xpcall = function(f, handler, ...)
  return checked(raw_xpcall(f, function(e)
    if over_budget(e, true) then return e end
    return handler(e)
  end, ...))
end
local function pass(co, ok, ...)
  if ok and (...) == HOST and status(co) == "suspended" then
    return pass(co, resume(co, yield(...)))
  end
  return ok, ...
end
local function resume_through(co, ...)
  return pass(co, resume(co, ...))
end
coroutine.resume = resume_through
coroutine.wrap = function(f)
  local co = create(f)
  local function unwrap(ok, ...)
    if ok then return ... end
    local err = ...
    error(err, 0)
  end
  return function(...) return unwrap(resume_through(co, ...)) end
end
)LUA";

// running(co, f, ...): f(...) while the host notes `co` as the running Lua thread, so
// the watchdog arms the coroutine a long script runs in (host/watchdog.h).
int l_running(lua_State* L) {
    lua_State* co = lua_tothread(L, 1);
    luaL_argexpected(L, co != nullptr, 1, "coroutine");
    ScriptHost& host = ScriptHost::of(L);
    lua_State* was = host.swap_running(co);
    lua_remove(L, 1);
    const int rc = lua_pcall(L, lua_gettop(L) - 1, LUA_MULTRET, 0);  // raw resume never raises but for bad arguments
    host.swap_running(was);
    if (rc != LUA_OK) return lua_error(L);
    return lua_gettop(L);
}

// over_budget(err): raises err again if a limit (instructions, memory) was met.
int l_over_budget(lua_State* L) {
    ScriptHost& host = ScriptHost::of(L);
    const bool out_of_memory = host.memory_refused() && lua_type(L, 1) == LUA_TSTRING &&
                               std::strcmp(lua_tostring(L, 1), "not enough memory") == 0;
    if (!host.over_budget() && !out_of_memory) {
        if (lua_gettop(L) < 2) host.charge_work(L, kChargePerError);  // a caught error: raising it was host work
        return 0;
    }
    if (lua_toboolean(L, 2)) {  // over_budget(err, true): only tell
        lua_pushboolean(L, 1);
        return 1;
    }
    lua_settop(L, 1);
    return lua_error(L);
}

// setmetatable(t, mt) as Lua's, but a metatable with __gc is refused: finalizers run
// where the collector decides, with the count hook off, so nothing could bound them.
int l_setmetatable(lua_State* L) {
    const int t = lua_type(L, 2);
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, 2, "nil or table");
    if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL) return luaL_error(L, "cannot change a protected metatable");
    if (t == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        if (lua_rawget(L, 2) != LUA_TNIL)
            return luaL_error(L, "setmetatable: __gc metamethods are not allowed in game scripts "
                                 "(a finalizer would run outside the instruction budget)");
        lua_pop(L, 1);
    }
    lua_settop(L, 2);
    lua_setmetatable(L, 1);
    return 1;
}

const char* const kFrozenKey = "tabula.frozen";  // weak set of the read-only library proxies

bool is_frozen(lua_State* L, int idx) {
    idx = lua_absindex(L, idx);
    lua_getfield(L, LUA_REGISTRYINDEX, kFrozenKey);
    lua_pushvalue(L, idx);
    const bool frozen = lua_rawget(L, -2) != LUA_TNIL;
    lua_pop(L, 2);
    return frozen;
}

int l_rawset(lua_State* L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_checkany(L, 2);
    luaL_checkany(L, 3);
    if (is_frozen(L, 1)) return luaL_error(L, "rawset: the table is read-only (a library, or data frozen by tabula.freeze)");
    lua_settop(L, 3);
    lua_rawset(L, 1);
    return 1;
}

int l_frozen_newindex(lua_State* L) {
    return luaL_error(L, "%s", lua_tostring(L, lua_upvalueindex(1)));
}

int l_frozen_pairs(lua_State* L) {
    lua_getglobal(L, "next");
    luaL_getmetafield(L, 1, "__index");
    lua_pushnil(L);
    return 3;
}

int l_frozen_len(lua_State* L) {
    luaL_getmetafield(L, 1, "__index");
    lua_pushinteger(L, static_cast<lua_Integer>(lua_rawlen(L, -1)));
    return 1;
}

// Pushes a read-only proxy of the table at idx: empty, reading through to it, refusing
// writes with `refusal`; `pairs` and `#` see the table's contents. Registered as frozen.
void push_proxy(lua_State* L, int idx, const std::string& refusal) {
    idx = lua_absindex(L, idx);
    lua_newtable(L);
    lua_createtable(L, 0, 5);
    lua_pushvalue(L, idx);
    lua_setfield(L, -2, "__index");
    lua_pushstring(L, refusal.c_str());
    lua_pushcclosure(L, l_frozen_newindex, 1);
    lua_setfield(L, -2, "__newindex");
    lua_pushcfunction(L, l_frozen_pairs);
    lua_setfield(L, -2, "__pairs");
    lua_pushcfunction(L, l_frozen_len);
    lua_setfield(L, -2, "__len");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);
    lua_getfield(L, LUA_REGISTRYINDEX, kFrozenKey);
    lua_pushvalue(L, -2);
    lua_pushboolean(L, 1);
    lua_rawset(L, -3);
    lua_pop(L, 1);
}

// Replaces the global library table `name` by a read-only proxy of it.
void freeze_library(lua_State* L, const char* name) {
    if (lua_getglobal(L, name) != LUA_TTABLE) {
        lua_pop(L, 1);
        return;
    }
    push_proxy(L, -1, std::string("cannot change the library table '") + name +
                          "' (the libraries are shared by every match and read-only)");
    lua_setglobal(L, name);
    lua_pop(L, 1);
}

// Freezes the table at `t` (absolute) and the tables inside it, in place of their
// values; `done` (absolute) maps each table frozen so far to its proxy. Leaves the proxy.
void freeze_data(lua_State* L, int t, int done, int depth) {
    if (depth > 64) luaL_error(L, "tabula.freeze: data nested deeper than 64 levels");
    lua_pushvalue(L, t);
    if (lua_rawget(L, done) != LUA_TNIL) return;  // met before (shared, or a cycle)
    lua_pop(L, 1);
    if (is_frozen(L, t)) {
        lua_pushvalue(L, t);
        return;
    }
    if (lua_getmetatable(L, t)) luaL_error(L, "tabula.freeze: a table with a metatable cannot be frozen");
    luaL_checkstack(L, 8, "tabula.freeze");
    ScriptHost::of(L).charge_work(L, kChargePerTable);
    push_proxy(L, t, "cannot change a frozen table (tabula.freeze)");
    lua_pushvalue(L, t);
    lua_pushvalue(L, -2);
    lua_rawset(L, done);
    for (lua_pushnil(L); lua_next(L, t);) {
        ScriptHost::of(L).charge_work(L, kChargePerEntry);
        const int kt = lua_type(L, -2), vt = lua_type(L, -1);
        if (kt == LUA_TTABLE || kt == LUA_TFUNCTION || kt == LUA_TUSERDATA || kt == LUA_TTHREAD)
            luaL_error(L, "tabula.freeze: a key is a %s; frozen data has plain keys", lua_typename(L, kt));
        if (vt == LUA_TFUNCTION || vt == LUA_TUSERDATA || vt == LUA_TTHREAD)
            luaL_error(L, "tabula.freeze: a value is a %s; frozen data holds no functions", lua_typename(L, vt));
        if (vt == LUA_TTABLE) {
            freeze_data(L, lua_gettop(L), done, depth + 1);
            lua_pushvalue(L, -3);  // key
            lua_insert(L, -2);
            lua_rawset(L, t);      // an existing field: next() stays valid
        }
        lua_pop(L, 1);
    }
}

// tabula.freeze(t): t's data (and every table in it) made read-only, as a proxy that
// reads like t. Frozen data is shared by every match at no cost (host/shared_state.h).
int l_freeze(lua_State* L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 1);
    lua_newtable(L);
    freeze_data(L, 1, 2, 0);
    return 1;
}

// The table a library proxy reads through (push_proxy), or the value itself.
void push_unfrozen(lua_State* L, int idx) {
    if (is_frozen(L, idx) && luaL_getmetafield(L, idx, "__index") == LUA_TTABLE) return;
    lua_pushvalue(L, idx);
}

// Adds to the set at `into` (absolute) the names of the C functions in the table on top,
// and pops it.
void add_c_functions(lua_State* L, int into) {
    for (lua_pushnil(L); lua_next(L, -2); lua_pop(L, 1))
        if (lua_type(L, -2) == LUA_TSTRING && lua_iscfunction(L, -1)) {
            lua_pushvalue(L, -2);
            lua_pushboolean(L, 1);
            lua_rawset(L, into);
        }
    lua_pop(L, 1);
}

// tabula.api(): every host function a script can reach, as {group = {name, ...}}: the
// base functions ("_G"), each library and `tabula` by name, and the methods of every
// kind of handle by its metatable's name ("match", "board", "tabula.Object", ...), each
// list sorted. For tests that must try every function, added ones included.
int l_api(lua_State* L) {
    ScriptHost::of(L).charge_work(L, 100000);  // walks the globals and the registry
    lua_settop(L, 0);
    lua_newtable(L);  // 1: group -> set of names
    auto group = [L](const char* name) {
        if (lua_getfield(L, 1, name) != LUA_TTABLE) {
            lua_pop(L, 1);
            lua_newtable(L);
            lua_pushvalue(L, -1);
            lua_setfield(L, 1, name);
        }
        return lua_gettop(L);
    };
    lua_pushglobaltable(L);  // 2
    for (lua_pushnil(L); lua_next(L, 2); lua_pop(L, 1)) {
        if (lua_type(L, -2) != LUA_TSTRING) continue;
        if (lua_iscfunction(L, -1)) {
            const int set = group("_G");
            lua_pushvalue(L, -3);
            lua_pushboolean(L, 1);
            lua_rawset(L, set);
            lua_pop(L, 1);
        } else if (lua_istable(L, -1)) {
            const int set = group(lua_tostring(L, -2));
            push_unfrozen(L, -2);
            add_c_functions(L, set);
            lua_pop(L, 1);
        }
    }
    for (lua_pushnil(L); lua_next(L, LUA_REGISTRYINDEX); lua_pop(L, 1)) {  // metatables by name
        if (lua_type(L, -2) != LUA_TSTRING || !lua_istable(L, -1)) continue;
        if (lua_getfield(L, -1, "__name") != LUA_TSTRING) {
            lua_pop(L, 1);
            continue;
        }
        const int set = group(lua_tostring(L, -1));
        const int index_type = lua_getfield(L, -3, "__index");
        if (index_type == LUA_TFUNCTION && lua_getupvalue(L, -1, 1) && lua_istable(L, -1)) {
            lua_remove(L, -2);
            add_c_functions(L, set);
        } else if (index_type == LUA_TTABLE) {
            add_c_functions(L, set);
        } else {
            lua_settop(L, set);
        }
        lua_settop(L, set - 2);  // the key and the metatable stay
    }
    lua_settop(L, 1);
    lua_newtable(L);  // 2: group -> sorted list
    for (lua_pushnil(L); lua_next(L, 1); lua_pop(L, 1)) {
        std::vector<std::string> names;
        for (lua_pushnil(L); lua_next(L, -2); lua_pop(L, 1)) names.emplace_back(lua_tostring(L, -2));
        if (names.empty()) continue;
        std::sort(names.begin(), names.end());
        lua_pushvalue(L, -2);
        push_names(L, names);
        lua_rawset(L, 2);
    }
    return 1;
}

// tabula.list([t]) -> t: t (a new table if none) is a list, which JSON writes as an
// array even when it is empty (docs/api.md).
int l_list(lua_State* L) {
    if (lua_isnoneornil(L, 1)) {
        lua_settop(L, 0);
        lua_newtable(L);
    }
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 1);
    mark_list(L, 1);
    return 1;
}

void open(lua_State* L, const char* name, lua_CFunction f) {
    luaL_requiref(L, name, f, 1);
    lua_pop(L, 1);
}

void remove_field(lua_State* L, const char* table, const char* field) {
    lua_getglobal(L, table);
    lua_pushnil(L);
    lua_setfield(L, -2, field);
    lua_pop(L, 1);
}

}  // namespace

void freeze_libraries(lua_State* L) {
    for (const char* name : {LUA_STRLIBNAME, LUA_TABLIBNAME, LUA_MATHLIBNAME, LUA_UTF8LIBNAME, LUA_COLIBNAME, "tabula"})
        freeze_library(L, name);
    // Strings' metatable (their methods, __index = the real string table) is out of reach.
    lua_pushliteral(L, "");
    lua_getmetatable(L, -1);
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 2);
}

std::string module_returned(lua_State* L, const char* module, int idx) {
    idx = lua_absindex(L, idx);
    std::string got = luaL_typename(L, idx);
    if (lua_getfield(L, LUA_REGISTRYINDEX, kNoValueKey) == LUA_TTABLE && lua_getfield(L, -1, module) == LUA_TSTRING)
        got = lua_tostring(L, -1);
    lua_settop(L, idx);
    return got;
}

int new_script_env(lua_State* L) {
    lua_newtable(L);
    lua_pushvalue(L, -1);
    lua_setfield(L, -2, "_G");
    lua_createtable(L, 0, 2);
    lua_pushglobaltable(L);
    lua_setfield(L, -2, "__index");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);
    return luaL_ref(L, LUA_REGISTRYINDEX);
}

void install_sandbox(lua_State* L, void (*install_api)(lua_State* L)) {
    open(L, LUA_GNAME, luaopen_base);
    open(L, LUA_STRLIBNAME, luaopen_string);
    open(L, LUA_TABLIBNAME, luaopen_table);
    open(L, LUA_MATHLIBNAME, luaopen_math);
    open(L, LUA_UTF8LIBNAME, luaopen_utf8);
    open(L, LUA_COLIBNAME, luaopen_coroutine);

    for (const char* name : {"dofile", "loadfile"}) {
        lua_pushnil(L);
        lua_setglobal(L, name);
    }
    remove_field(L, LUA_STRLIBNAME, "dump");
    remove_field(L, LUA_MATHLIBNAME, "randomseed");

    lua_newtable(L);
    lua_setfield(L, LUA_REGISTRYINDEX, kLoadedKey);
    lua_newtable(L);
    lua_setfield(L, LUA_REGISTRYINDEX, kNoValueKey);
    lua_register(L, "require", l_require);
    lua_register(L, "load", l_load);
    lua_register(L, "print", l_print);
    lua_register(L, "collectgarbage", l_collectgarbage);
    lua_register(L, "setmetatable", l_setmetatable);
    lua_register(L, "rawset", l_rawset);
    lua_newtable(L);  // the frozen set, weak-keyed
    lua_createtable(L, 0, 1);
    lua_pushliteral(L, "k");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
    lua_setfield(L, LUA_REGISTRYINDEX, kFrozenKey);

    if (luaL_loadbufferx(L, kCoroutinePrelude, std::strlen(kCoroutinePrelude), "=(host)", "t") != LUA_OK)
        throw std::runtime_error(lua_tostring(L, -1));
    lua_pushlightuserdata(L, ScriptHost::yield_key());
    lua_pushcfunction(L, l_over_budget);
    lua_pushcfunction(L, l_running);
    lua_call(L, 3, 0);

    if (install_api) install_api(L);
    if (lua_getglobal(L, "tabula") != LUA_TTABLE) {  // the bare sandbox: no API made it
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_setglobal(L, "tabula");
    }
    lua_pushcfunction(L, l_modules);
    lua_setfield(L, -2, "modules");
    lua_pushcfunction(L, l_module_file);
    lua_setfield(L, -2, "module_file");
    lua_pushcfunction(L, l_warn);
    lua_setfield(L, -2, "warn");
    lua_pushcfunction(L, l_freeze);
    lua_setfield(L, -2, "freeze");
    lua_pushcfunction(L, l_list);
    lua_setfield(L, -2, "list");
    lua_pushcfunction(L, l_option_error);
    lua_setfield(L, -2, "option_error");
    lua_pushcfunction(L, l_data);
    lua_setfield(L, -2, "data");
    lua_pushcfunction(L, l_data_files);
    lua_setfield(L, -2, "data_files");
    lua_pushcfunction(L, l_api);
    lua_setfield(L, -2, "api");
    lua_pop(L, 1);
    luaL_newmetatable(L, kOptionErrorKey);
    lua_pushcfunction(L, option_error_tostring);
    lua_setfield(L, -2, "__tostring");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 1);
}

bool option_error_text(lua_State* L, int idx, std::string& text) {
    if (lua_type(L, idx) != LUA_TTABLE || !lua_checkstack(L, 3)) return false;
    idx = lua_absindex(L, idx);
    if (!lua_getmetatable(L, idx)) return false;
    luaL_getmetatable(L, kOptionErrorKey);
    const bool is = lua_rawequal(L, -1, -2);
    lua_pop(L, 2);
    if (!is) return false;
    auto field = [&](const char* key) {
        lua_pushstring(L, key);
        std::string v = lua_rawget(L, idx) == LUA_TSTRING ? lua_tostring(L, -1) : "?";
        lua_pop(L, 1);
        return v;
    };
    text = "option '" + field("option") + "': " + field("message");
    return true;
}

}  // namespace tabula
