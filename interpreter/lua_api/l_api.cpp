#include "lua_api/l_api.h"

#include "host/script_host.h"
#include "lua_api/l_string.h"
#include "match/match.h"

namespace tabula {

Match& check_match(lua_State* L, int idx) {
    // The running match's own table (almost every call): no lookup in the table.
    Match* active = ScriptHost::of(L).active_match;
    if (active && lua_topointer(L, idx) == active->table_address()) return *active;
    luaL_checktype(L, idx, LUA_TTABLE);
    Match* m = Match::from_table(L, idx);
    if (!m) luaL_error(L, "this match is gone (it has ended and its table can no longer act)");
    return *m;
}

void* test_handle(lua_State* L, int idx, const char* meta) {
    void* p = lua_touserdata(L, idx);
    if (!p || lua_type(L, idx) != LUA_TUSERDATA || !lua_getmetatable(L, idx)) return nullptr;
    const void* mt = lua_topointer(L, -1);
    lua_pop(L, 1);
    return mt == ScriptHost::of(L).metatable(L, meta) ? p : nullptr;
}

void* check_handle(lua_State* L, int idx, const char* meta) {
    void* p = test_handle(L, idx, meta);
    if (!p) luaL_typeerror(L, idx, meta);
    return p;
}

void check_action(lua_State* L, const char* action) {
    ScriptHost& host = ScriptHost::of(L);
    if (host.query_depth > 0)
        luaL_error(L, "%s is not allowed inside %s (a pure query)", action, host.query_name().c_str());
}

void call_query(lua_State* L, int nargs, int nresults, std::string_view what, std::string_view of) {
    QueryGuard guard(ScriptHost::of(L), what, of);
    lua_call(L, nargs, nresults);  // query: the guard above
}

int get_query(lua_State* L, int t, std::string_view what, std::string_view of) {
    t = lua_absindex(L, t);
    QueryGuard guard(ScriptHost::of(L), what, of);
    return lua_gettable(L, t);
}

int host_yield(lua_State* L, lua_KFunction k, const char* action, lua_KContext ctx) {
    if (!lua_isyieldable(L))
        return luaL_error(L,
                          "%s can only be called from the game's flow (game.play and what it calls, triggers "
                          "included), not from game.setup, a metamethod or a sort function",
                          action);
    lua_pushlightuserdata(L, ScriptHost::yield_key());
    return lua_yieldk(L, 1, ctx, k);
}

const char* const kDispatcherKey = "tabula.dispatcher";

int emit_event(lua_State* L, lua_KFunction k, lua_KContext ctx) {
    if (lua_getfield(L, LUA_REGISTRYINDEX, kDispatcherKey) != LUA_TFUNCTION) {
        lua_pop(L, 2);  // no dispatcher, and the event
        return k(L, LUA_OK, ctx);
    }
    lua_insert(L, -2);
    lua_callk(L, 1, 0, ctx, k);  // not a query: an action's events run the triggers
    return k(L, LUA_OK, ctx);
}

void push_event(lua_State* L, const Match& m, const char* name) {
    lua_createtable(L, 0, 6);
    lua_pushstring(L, name);
    lua_setfield(L, -2, "name");
    m.push_table(L);
    lua_setfield(L, -2, "match");
}

namespace {
const ApiPart* const kParts[] = {&board_api(), &objects_api(), &schedule_api(), &effects_api()};
}

void register_api(lua_State* L) {
    register_string_patterns(L);  // the host's matcher, with a step limit
    lua_createtable(L, 0, 4);
    lua_pushstring(L, TABULA_VERSION);
    lua_setfield(L, -2, "version");
    for (const ApiPart* part : kParts)
        if (part->tabula_functions) luaL_setfuncs(L, part->tabula_functions, 0);
    lua_setglobal(L, "tabula");
    for (const ApiPart* part : kParts)
        if (part->install) part->install(L);
    push_match_metatable(L);  // every match table gets it (Match::make_table)
    lua_pop(L, 1);
    register_random(L);
}

void add_part_methods(lua_State* L) {
    for (const ApiPart* part : kParts)
        if (part->match_methods) luaL_setfuncs(L, part->match_methods, 0);
}

}  // namespace tabula
