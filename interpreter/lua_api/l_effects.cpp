// The effects part of the host API (see l_api.h and model/effects.h): the
// event dispatcher under kDispatcherKey, the per-match attachment of the
// effects engine (stdlib/tabula/effects.lua) and the pure-query guard for Lua.
#include <string>
#include <vector>

#include "host/script_host.h"
#include "lua_api/l_api.h"
#include "match/match.h"
#include "model/effects.h"

namespace tabula {

namespace {

int dispatcher_k(lua_State*, int, lua_KContext) { return 0; }

// The dispatcher emit_event calls: event table -> its match's dispatch
// function, if effects are attached to that match. Triggers may yield through.
int l_dispatcher(lua_State* L) {
    if (!lua_istable(L, 1)) return luaL_error(L, "an event must be a table {name = ..., match = ...}");
    lua_settop(L, 1);
    lua_getfield(L, 1, "match");
    Match* m = Match::from_table(L, -1);
    lua_pop(L, 1);
    if (!m) return 0;
    Effects* e = m->find_component<Effects>();
    if (!e || !e->attached()) return 0;
    size_t len = 0;
    const char* name = lua_getfield(L, 1, "name") == LUA_TSTRING ? lua_tolstring(L, -1, &len) : nullptr;
    const bool wanted = !name || e->wants(std::string_view(name, len));  // the dispatch function names a bad event
    lua_pop(L, 1);
    if (!wanted) return 0;  // no trigger listens to it, no effect waits for it
    e->push_dispatch(L);
    lua_pushvalue(L, 1);
    lua_callk(L, 1, 0, 0, dispatcher_k);  // not a query: the triggers of an event
    return 0;
}

// tabula.attach_effects(match, registry, dispatch): used by tabula.effects.
int l_attach_effects(lua_State* L) {
    Match& m = check_match(L, 1);
    luaL_checktype(L, 2, LUA_TTABLE);
    luaL_checktype(L, 3, LUA_TFUNCTION);
    m.component<Effects>().attach(L, 2, 3);
    return 0;
}

constexpr uint64_t kChargePerName = 100;  // budget units per name copied

// tabula.effects_wanted(match, all, by_event): the events the host should build and
// dispatch to the match's effects: every one if `all`, else the keys of `by_event`
// (the names the triggers listen to). tabula.effects tells at every change of its index.
int l_effects_wanted(lua_State* L) {
    Match& m = check_match(L, 1);
    Effects* e = m.find_component<Effects>();
    if (!e || !e->attached()) return luaL_error(L, "tabula.effects_wanted: no effects are attached to this match");
    if (lua_toboolean(L, 2)) {
        e->want_all();
        return 0;
    }
    luaL_checktype(L, 3, LUA_TTABLE);
    ScriptHost& host = ScriptHost::of(L);
    std::vector<std::string> names;
    lua_pushnil(L);
    while (lua_next(L, 3) != 0) {  // the order is immaterial: a set
        if (lua_type(L, -2) == LUA_TSTRING) {
            size_t len = 0;
            const char* name = lua_tolstring(L, -2, &len);
            host.charge_work(L, kChargePerName + len);  // host work a script could repeat at will
            names.emplace_back(name, len);
        }
        lua_pop(L, 1);
    }
    e->set_wanted(std::move(names));
    return 0;
}

// tabula.effects_registry(match) -> the registry table or nil
int l_effects_registry(lua_State* L) {
    Match& m = check_match(L, 1);
    Effects* e = m.find_component<Effects>();
    if (e) e->push_registry(L);
    else lua_pushnil(L);
    return 1;
}

// tabula.guarded(name, fn, ...) -> fn(...) run as a pure query: actions inside
// (choose, roll, move, use, ...) are errors naming the caller's file:line.
int l_guarded(lua_State* L) {
    size_t len = 0;
    const char* name = luaL_checklstring(L, 1, &len);  // stays at 1 while fn runs
    luaL_checktype(L, 2, LUA_TFUNCTION);
    call_query(L, lua_gettop(L) - 2, LUA_MULTRET, std::string_view(name, len));
    return lua_gettop(L) - 1;
}

// tabula.in_query() -> true and the query's name inside a pure query, else false
int l_in_query(lua_State* L) {
    ScriptHost& h = ScriptHost::of(L);
    lua_pushboolean(L, h.query_depth > 0);
    if (h.query_depth > 0) {
        const std::string name = h.query_name();
        lua_pushlstring(L, name.data(), name.size());
        return 2;
    }
    return 1;
}

const luaL_Reg kFunctions[] = {
    {"attach_effects", l_attach_effects},
    {"effects_registry", l_effects_registry},
    {"effects_wanted", l_effects_wanted},
    {"guarded", l_guarded},
    {"in_query", l_in_query},
    {nullptr, nullptr},
};

void install(lua_State* L) {
    lua_pushcfunction(L, l_dispatcher);
    lua_setfield(L, LUA_REGISTRYINDEX, kDispatcherKey);
}

}  // namespace

bool effects_attached(const Match& m) {
    const Effects* e = m.find_component<Effects>();
    return e && e->attached();
}

bool effects_want(lua_State*, const Match& m, std::initializer_list<const char*> names) {
    const Effects* e = m.find_component<Effects>();
    if (!e || !e->attached()) return false;
    for (const char* name : names)
        if (e->wants(name)) return true;
    return false;
}

const ApiPart& effects_api() {
    static const ApiPart part{"effects", nullptr, kFunctions, install};
    return part;
}

}  // namespace tabula
