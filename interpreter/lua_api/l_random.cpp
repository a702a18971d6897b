// math.random is the match RNG; outside a match it is an error.
#include "host/script_host.h"
#include "lua_api/l_api.h"
#include "match/match.h"

namespace tabula {

// The arguments start at `base` (2 for match:random, after the match); `fn` names it.
int random_from(lua_State* L, int base, const char* fn) {
    Match* m = ScriptHost::of(L).active_match;
    if (!m) return luaL_error(L, "%s is the match's RNG and works only while a match runs", fn);
    check_action(L, fn);
    Rng& rng = m->rng();
    lua_Integer lo, hi;
    const int n = lua_gettop(L) - base + 1;
    switch (n) {
        case 0: lua_pushnumber(L, rng.unit()); return 1;
        case 1: lo = 1; hi = luaL_checkinteger(L, base); break;
        case 2: lo = luaL_checkinteger(L, base); hi = luaL_checkinteger(L, base + 1); break;
        default: return luaL_error(L, "%s: wrong number of arguments", fn);
    }
    luaL_argcheck(L, lo <= hi, base + n - 1, "interval is empty");
    lua_pushinteger(L, rng.between(lo, hi));
    return 1;
}

int match_random(lua_State* L) { return random_from(L, 1, "math.random"); }

void register_random(lua_State* L) {
    lua_getglobal(L, "math");
    lua_pushcfunction(L, match_random);
    lua_setfield(L, -2, "random");
    lua_pop(L, 1);
}

}  // namespace tabula
