#include "match/lua_result.h"

#include <cmath>
#include <string>

#include "common/utf8_text.h"

namespace tabula {

MatchResult read_result(lua_State* L, int seats, const char* what) {
    if (!lua_istable(L, 2)) luaL_error(L, "%s: give a table {winner = seat} or {draw = true}, not %s", what, luaL_typename(L, 2));
    MatchResult r;
    // The seat at the top of the stack; `field` names it in the error ("winners[2]").
    auto seat_at_top = [&](const std::string& field) {
        int whole = 0;
        const lua_Integer s = lua_tointegerx(L, -1, &whole);
        if (!whole) luaL_error(L, "%s: %s must be a seat (a whole number), not %s", what, field.c_str(), luaL_typename(L, -1));
        if (s < 1 || s > seats) luaL_error(L, "%s: seat %d is not a seat of this match", what, (int)s);
        return static_cast<int>(s);
    };
    if (lua_getfield(L, 2, "winner") != LUA_TNIL) r.winners.push_back(seat_at_top("winner"));
    if (lua_getfield(L, 2, "winners") == LUA_TTABLE) {
        const lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, -1));
        if (n > seats) luaL_error(L, "%s: winners lists %d seats, more than the match's %d", what, (int)n, seats);
        for (lua_Integer i = 1; i <= n; ++i) {
            lua_rawgeti(L, -1, i);
            r.winners.push_back(seat_at_top("winners[" + std::to_string(i) + "]"));
            lua_pop(L, 1);
        }
    }
    lua_getfield(L, 2, "draw");
    bool draw = lua_toboolean(L, -1);
    if (lua_getfield(L, 2, "reason") == LUA_TSTRING) r.reason = valid_utf8(lua_tostring(L, -1));
    if (lua_getfield(L, 2, "scores") == LUA_TTABLE) {
        const lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, -1));
        if (n > seats) luaL_error(L, "%s: scores lists %d values, more than the match's %d seats", what, (int)n, seats);
        for (lua_Integer i = 1; i <= n; ++i) {
            lua_rawgeti(L, -1, i);
            int number = 0;
            const lua_Number v = lua_tonumberx(L, -1, &number);
            if (!number || v != v || v == HUGE_VAL || v == -HUGE_VAL)
                luaL_error(L, "%s: scores[%d] must be a finite number, not %s", what, (int)i,
                           number ? "infinite or NaN" : luaL_typename(L, -1));
            r.scores.push_back(v);
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
