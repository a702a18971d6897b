// Methods of tracks: ring numbers, colours, progress, and advance (model/track_advance.h).
#include "lua_api/l_board_call.h"
#include "model/track_advance.h"

namespace tabula::board_lua {
namespace {

int m_ring_size(lua_State* L) {
    Call c(L, "board:ring_size", 1);
    lua_pushinteger(L, c.as<Track>().ring_size());
    return 1;
}

int m_colours(lua_State* L) {
    Call c(L, "board:colours", 1);
    const Track& t = c.as<Track>();
    c.push_names(t.colour_count(), [&](int k) { return t.colour(k).id.c_str(); });
    return 1;
}

int m_ring_number(lua_State* L) {
    Call c(L, "board:ring_number", 2);
    const Track& t = c.as<Track>();
    int i = c.space(2);
    c.push_int(t.ring_pos(i) < 0 ? std::nullopt : std::optional<long long>(t.ring_number(i)));
    return 1;
}

int m_ring_square(lua_State* L) {
    Call c(L, "board:ring_square", 2);
    const Track& t = c.as<Track>();
    c.push(t.ring_space(luaL_checkinteger(L, 2) - t.first()));
    return 1;
}

int m_ahead(lua_State* L) {
    Call c(L, "board:ahead", 3);
    int i = c.ring_square(2);
    c.push(c.as<Track>().ahead(i, luaL_checkinteger(L, 3)));
    return 1;
}

int m_ring_distance(lua_State* L) {
    Call c(L, "board:ring_distance", 3);
    int a = c.ring_square(2), b = c.ring_square(3);
    lua_pushinteger(L, c.as<Track>().ring_distance(a, b));
    return 1;
}

int m_start(lua_State* L) {
    Call c(L, "board:start", 2);
    const Track& t = c.as<Track>();
    c.push(t.ring_space(t.colour(c.colour(2)).start));
    return 1;
}

int m_entrance(lua_State* L) {
    Call c(L, "board:entrance", 2);
    const Track& t = c.as<Track>();
    const Track::Colour& k = t.colour(c.colour(2));
    c.push_space(k.entrance < 0 ? -1 : t.ring_space(k.entrance));
    return 1;
}

int m_lane(lua_State* L) {
    Call c(L, "board:lane", 2);
    c.push_spaces(c.as<Track>().colour(c.colour(2)).lane);
    return 1;
}

int m_finish(lua_State* L) {
    Call c(L, "board:finish", 2);
    c.push_space(c.as<Track>().colour(c.colour(2)).finish);
    return 1;
}

int m_progress(lua_State* L) {
    Call c(L, "board:progress", 3);
    int k = c.colour(2);
    c.push_int(c.as<Track>().progress(k, c.space(3)));
    return 1;
}

int m_space_at(lua_State* L) {
    Call c(L, "board:space_at", 3);
    int k = c.colour(2);
    c.push_space(c.as<Track>().space_at(k, luaL_checkinteger(L, 3)));
    return 1;
}

int m_end_progress(lua_State* L) {
    Call c(L, "board:end_progress", 2);
    c.push_int(c.as<Track>().end_progress(c.colour(2)));
    return 1;
}

// ---- advance

// The options table at 4 {colour=, occupied=, stop=, ring_only=, overshoot=}: its
// fields pushed in that order (nil without a table), named by their stack slots.
struct AdvanceOpts {
    int colour, occupied, stop, ring_only, overshoot;
};
AdvanceOpts advance_opts(Call& c) {
    lua_State* L = c.L;
    if (!lua_isnoneornil(L, 4) && !lua_istable(L, 4))
        c.error("argument 3 must be an options table {colour=, occupied=, stop=, ring_only=, overshoot=}");
    const bool has_opts = lua_istable(L, 4);
    auto field = [&](const char* name) {
        if (has_opts) lua_getfield(L, 4, name);
        else lua_pushnil(L);
        return lua_gettop(L);
    };
    AdvanceOpts o;
    o.colour = field("colour");
    o.occupied = field("occupied");
    o.stop = field("stop");
    o.ring_only = field("ring_only");
    o.overshoot = field("overshoot");
    return o;
}

// The move's start (argument 2): a progress (an integer, with a colour) or a space.
void advance_from(Call& c, AdvanceSpec& spec) {
    if (lua_type(c.L, 2) != LUA_TNUMBER) {
        spec.from = c.space(2);
        return;
    }
    if (spec.colour < 0) c.error("a progress needs opts.colour (or give a space id)");
    if (!lua_isinteger(c.L, 2)) c.error("a progress must be an integer");
    spec.progress = lua_tointeger(c.L, 2);
}

// A stop function's or table's answer on top of the stack, popped.
StopAt stop_verdict(Call& c) {
    StopAt verdict = StopAt::Go;
    if (lua_type(c.L, -1) == LUA_TSTRING) {
        std::string v = lua_tostring(c.L, -1);
        if (v == "before") verdict = StopAt::Before;
        else if (v == "at") verdict = StopAt::At;
        else c.error("stop must give \"at\", \"before\", true or nil (got '%s')", v.c_str());
    } else if (lua_toboolean(c.L, -1)) {
        verdict = StopAt::At;
    }
    lua_pop(c.L, 1);
    return verdict;
}

// board:advance(from, n [, opts]) -> {path, met, final, steps, progress, colour, stopped, stop_space} | nil, "overshoot"
int m_advance(lua_State* L) {
    Call c(L, "board:advance", 4);
    const Track& t = c.as<Track>();
    AdvanceSpec spec;
    spec.n = luaL_checkinteger(L, 3);
    const AdvanceOpts o = advance_opts(c);
    spec.colour = lua_isnil(L, o.colour) ? -1 : c.colour(o.colour);
    Occupied occ(c, o.occupied, false, true);
    const int stop_type = lua_type(L, o.stop);
    if (stop_type != LUA_TNIL && stop_type != LUA_TTABLE && stop_type != LUA_TFUNCTION)
        c.error("stop must be a function(space, step, value, last) or a table keyed by space id");
    spec.ring_only = lua_toboolean(L, o.ring_only);
    std::string over = lua_isnil(L, o.overshoot) ? "fail" : arg_text(L, o.overshoot);
    if (auto rule = find_overshoot(over)) spec.overshoot = *rule;
    else c.error("overshoot must be \"fail\", \"stop\" or \"bounce\" (got '%s')", over.c_str());
    advance_from(c, spec);

    const AdvanceStart start = c.guarded([&] { return advance_start(c.b, spec); });
    if (start.overshoot) {
        lua_pushnil(L);
        lua_pushstring(L, "overshoot");
        return 2;
    }
    lua_createtable(L, 0, 8);
    const int result = lua_gettop(L);
    lua_createtable(L, static_cast<int>(start.steps), 0);
    const int path = lua_gettop(L);
    lua_newtable(L);
    const int met = lua_gettop(L);
    lua_pushnil(L);
    const int value = lua_gettop(L);  // the occupied value of the space being entered
    int met_n = 0, path_n = 0;

    AdvanceHooks hooks;
    hooks.occupied = [&](int s) {
        if (!occ.get(c, s)) return false;
        lua_replace(L, value);
        return true;
    };
    hooks.met = [&](int s, long long step) {
        lua_createtable(L, 0, 3);
        c.push(s);
        lua_setfield(L, -2, "space");
        lua_pushinteger(L, step);
        lua_setfield(L, -2, "step");
        lua_pushvalue(L, value);
        lua_setfield(L, -2, "value");
        lua_rawseti(L, met, ++met_n);
    };
    if (stop_type == LUA_TFUNCTION) {
        hooks.stop = [&](int s, long long step, bool was_met, bool last) {
            lua_pushvalue(L, o.stop);
            c.push(s);
            lua_pushinteger(L, step);
            if (was_met) lua_pushvalue(L, value);
            else lua_pushnil(L);
            lua_pushboolean(L, last);
            call_query(L, 4, 1, "the stop function", c.fn);
            return stop_verdict(c);
        };
    } else if (stop_type == LUA_TTABLE) {
        hooks.stop = [&](int s, long long, bool, bool) {
            c.push(s);
            get_query(L, o.stop, "the stop table", c.fn);
            return stop_verdict(c);
        };
    }
    hooks.entered = [&](int s) {
        c.push(s);
        lua_rawseti(L, path, ++path_n);
    };
    const AdvanceEnd end = advance_walk(c.b, spec, start, hooks);

    lua_pushvalue(L, path);
    lua_setfield(L, result, "path");
    lua_pushvalue(L, met);
    lua_setfield(L, result, "met");
    c.push(end.final);
    lua_setfield(L, result, "final");
    lua_pushinteger(L, end.steps);
    lua_setfield(L, result, "steps");
    if (start.colour >= 0) {
        lua_pushinteger(L, end.progress);
        lua_setfield(L, result, "progress");
        lua_pushstring(L, t.colour(start.colour).id.c_str());
        lua_setfield(L, result, "colour");
    }
    if (end.stopped != StopAt::Go) {
        lua_pushstring(L, end.stopped == StopAt::At ? "at" : "before");
        lua_setfield(L, result, "stopped");
        c.push(end.stop_space);
        lua_setfield(L, result, "stop_space");
    }
    lua_pushvalue(L, result);
    return 1;
}

}  // namespace

const luaL_Reg kTrackMethods[] = {
    {"ring_size", m_ring_size}, {"colours", m_colours}, {"ring_number", m_ring_number}, {"ring_square", m_ring_square},
    {"ahead", m_ahead}, {"ring_distance", m_ring_distance}, {"start", m_start}, {"entrance", m_entrance},
    {"lane", m_lane}, {"finish", m_finish}, {"progress", m_progress}, {"space_at", m_space_at},
    {"end_progress", m_end_progress}, {"advance", m_advance},
    {nullptr, nullptr}};

}  // namespace tabula::board_lua
