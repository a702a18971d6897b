// math.random is the match RNG; outside a match it is an error.
#include "host/script_host.h"
#include "lua_api/l_api.h"
#include "match/match.h"

namespace tabula {

namespace {

int l_math_random(lua_State* L) {
    Match* m = ScriptHost::of(L).active_match;
    if (!m) return luaL_error(L, "math.random is the match's RNG and works only while a match runs");
    check_action(L, "math.random");
    Rng& rng = m->rng();
    lua_Integer lo, hi;
    switch (lua_gettop(L)) {
        case 0: lua_pushnumber(L, rng.unit()); return 1;
        case 1: lo = 1; hi = luaL_checkinteger(L, 1); break;
        case 2: lo = luaL_checkinteger(L, 1); hi = luaL_checkinteger(L, 2); break;
        default: return luaL_error(L, "math.random: wrong number of arguments");
    }
    luaL_argcheck(L, lo <= hi, lua_gettop(L), "interval is empty");
    lua_pushinteger(L, rng.between(lo, hi));
    return 1;
}

}  // namespace

void register_random(lua_State* L) {
    lua_getglobal(L, "math");
    lua_pushcfunction(L, l_math_random);
    lua_setfield(L, -2, "random");
    lua_pop(L, 1);
}

}  // namespace tabula
