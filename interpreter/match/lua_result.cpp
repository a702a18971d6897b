#include "match/lua_result.h"

#include "common/utf8_text.h"

namespace tabula {

MatchResult read_result(lua_State* L, int seats, const char* what) {
    luaL_checktype(L, 2, LUA_TTABLE);
    MatchResult r;
    auto seat_ok = [&](lua_Integer s) {
        if (s < 1 || s > seats) luaL_error(L, "%s: seat %d is not a seat of this match", what, (int)s);
        return static_cast<int>(s);
    };
    if (lua_getfield(L, 2, "winner") != LUA_TNIL) r.winners.push_back(seat_ok(luaL_checkinteger(L, -1)));
    if (lua_getfield(L, 2, "winners") == LUA_TTABLE) {
        for (lua_Integer i = 1, n = static_cast<lua_Integer>(lua_rawlen(L, -1)); i <= n; ++i) {
            lua_rawgeti(L, -1, i);
            r.winners.push_back(seat_ok(luaL_checkinteger(L, -1)));
            lua_pop(L, 1);
        }
    }
    lua_getfield(L, 2, "draw");
    bool draw = lua_toboolean(L, -1);
    if (lua_getfield(L, 2, "reason") == LUA_TSTRING) r.reason = valid_utf8(lua_tostring(L, -1));
    if (lua_getfield(L, 2, "scores") == LUA_TTABLE) {
        for (lua_Integer i = 1, n = static_cast<lua_Integer>(lua_rawlen(L, -1)); i <= n; ++i) {
            lua_rawgeti(L, -1, i);
            r.scores.push_back(luaL_checknumber(L, -1));
            lua_pop(L, 1);
        }
    }
    if (draw == !r.winners.empty()) luaL_error(L, "%s: give winner=, winners={...} or draw=true (one of them)", what);
    r.kind = draw ? MatchResult::Kind::Draw : MatchResult::Kind::Win;
    return r;
}

int finish_with_returned(lua_State* L) {
    Match* m = Match::from_table(L, 1);  // the running match, which calls this
    if (!m) return luaL_error(L, "this match is gone");
    m->finish(read_result(L, m->seats(), "the result game.play returned"));
    return 0;
}

}  // namespace tabula
