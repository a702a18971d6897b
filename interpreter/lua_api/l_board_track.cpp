// Methods of tracks: ring numbers, colours, progress, and advance.
#include "lua_api/l_board_call.h"

namespace tabula::board_lua {

// ---------------------------------------------------------------- track methods

int colour_arg(Call& c, int idx) {
    const Track& t = c.track();
    if (lua_isinteger(c.L, idx)) {
        lua_Integer k = lua_tointeger(c.L, idx);
        if (k < 1 || k > t.colour_count())
            c.error("colour %d is out of range (1 to %d)", static_cast<int>(k), t.colour_count());
        return static_cast<int>(k - 1);
    }
    if (lua_type(c.L, idx) != LUA_TSTRING)
        c.error("argument %d must be a colour (an id or a number, got %s)", idx - 1, luaL_typename(c.L, idx));
    int k = t.find_colour(lua_tostring(c.L, idx));
    if (k < 0) c.error("no colour '%s'", lua_tostring(c.L, idx));
    return k;
}

int m_ring_size(lua_State* L) {
    Call c(L, "board:ring_size", 1);
    lua_pushinteger(L, c.track().ring_size());
    return 1;
}

int m_colours(lua_State* L) {
    Call c(L, "board:colours", 1);
    const Track& t = c.track();
    lua_createtable(L, t.colour_count(), 0);
    for (int k = 0; k < t.colour_count(); ++k) {
        lua_pushstring(L, t.colour(k).id.c_str());
        lua_rawseti(L, -2, k + 1);
    }
    return 1;
}

int m_ring_number(lua_State* L) {
    Call c(L, "board:ring_number", 2);
    const Track& t = c.track();
    int i = c.space(2);
    if (t.ring_pos(i) < 0) lua_pushnil(L);
    else lua_pushinteger(L, t.ring_number(i));
    return 1;
}

int m_ring_square(lua_State* L) {
    Call c(L, "board:ring_square", 2);
    const Track& t = c.track();
    c.push(t.ring_space(luaL_checkinteger(L, 2) - t.first()));
    return 1;
}

int ring_arg(Call& c, int idx) {
    const Track& t = c.track();
    int i = c.space(idx);
    if (t.ring_pos(i) < 0) c.error("'%s' is not a ring square", c.b.id(i).c_str());
    return i;
}

int m_ahead(lua_State* L) {
    Call c(L, "board:ahead", 3);
    const Track& t = c.track();
    int i = ring_arg(c, 2);
    c.push(t.ring_space(t.ring_pos(i) + luaL_checkinteger(L, 3)));
    return 1;
}

int m_ring_distance(lua_State* L) {
    Call c(L, "board:ring_distance", 3);
    const Track& t = c.track();
    int a = ring_arg(c, 2), b = ring_arg(c, 3);
    int n = t.ring_size();
    lua_pushinteger(L, ((t.ring_pos(b) - t.ring_pos(a)) % n + n) % n);
    return 1;
}

int m_start(lua_State* L) {
    Call c(L, "board:start", 2);
    c.push(c.track().ring_space(c.track().colour(colour_arg(c, 2)).start));
    return 1;
}

int m_entrance(lua_State* L) {
    Call c(L, "board:entrance", 2);
    const Track::Colour& k = c.track().colour(colour_arg(c, 2));
    if (k.entrance < 0) lua_pushnil(L);
    else c.push(c.track().ring_space(k.entrance));
    return 1;
}

int m_lane(lua_State* L) {
    Call c(L, "board:lane", 2);
    c.push_list(c.track().colour(colour_arg(c, 2)).lane);
    return 1;
}

int m_finish(lua_State* L) {
    Call c(L, "board:finish", 2);
    int f = c.track().colour(colour_arg(c, 2)).finish;
    if (f < 0) lua_pushnil(L);
    else c.push(f);
    return 1;
}

int m_progress(lua_State* L) {
    Call c(L, "board:progress", 3);
    int k = colour_arg(c, 2);
    auto p = c.track().progress(k, c.space(3));
    if (p) lua_pushinteger(L, *p);
    else lua_pushnil(L);
    return 1;
}

int m_space_at(lua_State* L) {
    Call c(L, "board:space_at", 3);
    int k = colour_arg(c, 2);
    int i = c.track().space_at(k, luaL_checkinteger(L, 3));
    if (i < 0) lua_pushnil(L);
    else c.push(i);
    return 1;
}

int m_end_progress(lua_State* L) {
    Call c(L, "board:end_progress", 2);
    auto p = c.track().end_progress(colour_arg(c, 2));
    if (p) lua_pushinteger(L, *p);
    else lua_pushnil(L);
    return 1;
}

// board:advance(from, n [, opts]) -> result | nil, reason
//   from: a space id, or a progress (integer) with opts.colour
//   opts: colour, occupied, stop, ring_only, overshoot ("fail" | "stop" | "bounce")
int m_advance(lua_State* L) {
    Call c(L, "board:advance", 4);
    const Track& t = c.track();
    const lua_Integer n = luaL_checkinteger(L, 3);
    if (!lua_isnoneornil(L, 4) && !lua_istable(L, 4))
        c.error("argument 3 must be an options table {colour=, occupied=, stop=, ring_only=, overshoot=}");
    const bool has_opts = lua_istable(L, 4);
    auto field = [&](const char* name) {
        if (has_opts) lua_getfield(L, 4, name);
        else lua_pushnil(L);
        return lua_gettop(L);
    };
    const int colour_idx = field("colour");
    const int occ_idx = field("occupied");
    const int stop_idx = field("stop");
    const int ring_idx = field("ring_only");
    const int over_idx = field("overshoot");
    int colour = lua_isnil(L, colour_idx) ? -1 : colour_arg(c, colour_idx);
    Occupied occ(c, occ_idx, false, true);
    const int stop_type = lua_type(L, stop_idx);
    if (stop_type != LUA_TNIL && stop_type != LUA_TTABLE && stop_type != LUA_TFUNCTION)
        c.error("stop must be a function(space, step, value, last) or a table keyed by space id");
    const bool ring_only = lua_toboolean(L, ring_idx);
    std::string over = lua_isnil(L, over_idx) ? "fail" : arg_text(L, over_idx);
    if (over != "fail" && over != "stop" && over != "bounce")
        c.error("overshoot must be \"fail\", \"stop\" or \"bounce\" (got '%s')", over.c_str());

    // Starting position: a progress for a colour, or a ring position.
    long long p0 = 0;
    int from = -1;
    if (lua_type(L, 2) == LUA_TNUMBER) {
        if (colour < 0) c.error("a progress needs opts.colour (or give a space id)");
        if (!lua_isinteger(L, 2)) c.error("a progress must be an integer");
        p0 = lua_tointeger(L, 2);
        from = t.space_at(colour, p0);
        if (from < 0) c.error("progress %d is beyond colour %s's end", static_cast<int>(p0), t.colour(colour).id.c_str());
    } else {
        from = c.space(2);
        if (colour < 0 && t.lane_colour(from) >= 0) colour = t.lane_colour(from);
        if (colour < 0 && t.is_finish(from))
            for (int k = 0; k < t.colour_count(); ++k)
                if (t.colour(k).finish == from) {
                    colour = k;
                    break;
                }
        if (colour >= 0) {
            auto p = t.progress(colour, from);
            if (!p) c.error("'%s' is not on colour %s's way", c.b.id(from).c_str(), t.colour(colour).id.c_str());
            p0 = *p;
        } else {
            if (t.ring_pos(from) < 0) c.error("'%s' is not on the ring and has no colour", c.b.id(from).c_str());
            p0 = t.ring_pos(from);
        }
    }
    const bool coloured = colour >= 0;
    if (ring_only && t.ring_pos(from) < 0) c.error("ring_only: '%s' is not a ring square", c.b.id(from).c_str());

    // Positions p1..pn (progress for a colour, ring position otherwise).
    auto position = [&](lua_Integer k) -> long long {
        long long p = p0 + (n >= 0 ? k : -k);
        if (!coloured) return p;
        if (ring_only) return t.wrap_ring(colour, p);
        return p;
    };
    auto space_of = [&](long long p) -> int {
        if (!coloured) return t.ring_space(p);
        if (ring_only) return t.ring_space(t.colour(colour).start + (p - t.origin()));
        return t.space_at(colour, p);
    };
    lua_Integer steps = n >= 0 ? n : -n;
    std::optional<long long> end;
    if (coloured && !ring_only) end = t.end_progress(colour);
    if (end && n > 0 && p0 + n > *end) {
        if (over == "fail") {
            lua_pushnil(L);
            lua_pushstring(L, "overshoot");
            return 2;
        }
        if (over == "stop") steps = *end - p0;
    }
    auto bounced = [&](long long p) { return end && p > *end ? 2 * *end - p : p; };

    lua_createtable(L, 0, 8);
    const int result = lua_gettop(L);
    lua_createtable(L, static_cast<int>(steps), 0);
    const int path = lua_gettop(L);
    lua_newtable(L);
    const int met = lua_gettop(L);
    int met_n = 0, path_n = 0;
    int final_space = from;
    long long final_p = p0;
    const char* stopped = nullptr;
    int stop_space = -1;
    for (lua_Integer k = 1; k <= steps; ++k) {
        long long p = bounced(position(k));
        int s = space_of(p);
        if (s < 0) break;  // cannot happen with end checks; defensive
        const bool last = k == steps;
        int vtop = lua_gettop(L);
        bool has = occ.get(c, s);
        if (has) {
            lua_createtable(L, 0, 3);
            c.push(s);
            lua_setfield(L, -2, "space");
            lua_pushinteger(L, k);
            lua_setfield(L, -2, "step");
            lua_pushvalue(L, vtop + 1);
            lua_setfield(L, -2, "value");
            lua_rawseti(L, met, ++met_n);
        } else {
            lua_pushnil(L);
        }
        const int value = lua_gettop(L);
        const char* verdict = nullptr;
        if (stop_type == LUA_TFUNCTION || stop_type == LUA_TTABLE) {
            if (stop_type == LUA_TFUNCTION) {
                lua_pushvalue(L, stop_idx);
                c.push(s);
                lua_pushinteger(L, k);
                lua_pushvalue(L, value);
                lua_pushboolean(L, last);
                call_query(L, 4, 1, "the stop function", c.fn);
            } else {
                c.push(s);
                get_query(L, stop_idx, "the stop table", c.fn);
            }
            if (lua_type(L, -1) == LUA_TSTRING) {
                std::string v = lua_tostring(L, -1);
                if (v == "before") verdict = "before";
                else if (v == "at") verdict = "at";
                else c.error("stop must give \"at\", \"before\", true or nil (got '%s')", v.c_str());
            } else if (lua_toboolean(L, -1)) {
                verdict = "at";
            }
            lua_pop(L, 1);
        }
        if (verdict && verdict[0] == 'b') {
            stopped = verdict;
            stop_space = s;
            lua_settop(L, vtop);
            break;
        }
        c.push(s);
        lua_rawseti(L, path, ++path_n);
        final_space = s;
        final_p = p;
        lua_settop(L, vtop);
        if (verdict) {
            stopped = verdict;
            stop_space = s;
            break;
        }
    }
    // Far behind the start, a ring progress wraps by a lap (Chernobog CH-2.6).
    if (coloured && !ring_only && final_p < t.origin() - (t.ring_size() - 1)) final_p = t.wrap_ring(colour, final_p);
    lua_pushvalue(L, path);
    lua_setfield(L, result, "path");
    lua_pushvalue(L, met);
    lua_setfield(L, result, "met");
    c.push(final_space);
    lua_setfield(L, result, "final");
    lua_pushinteger(L, path_n);
    lua_setfield(L, result, "steps");
    if (coloured) {
        lua_pushinteger(L, final_p);
        lua_setfield(L, result, "progress");
        lua_pushstring(L, t.colour(colour).id.c_str());
        lua_setfield(L, result, "colour");
    }
    if (stopped) {
        lua_pushstring(L, stopped);
        lua_setfield(L, result, "stopped");
        c.push(stop_space);
        lua_setfield(L, result, "stop_space");
    }
    lua_pushvalue(L, result);
    return 1;
}


}  // namespace tabula::board_lua
