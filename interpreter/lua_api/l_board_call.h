// Shared by the board part's Lua API files (l_board*.cpp): the board userdata,
// one method call's context, the `occupied` argument, and every function of the
// part, so that the method table in l_board.cpp can name them all.
#pragma once
#include <algorithm>
#include <cmath>
#include <memory>
#include <queue>
#include <string>
#include <vector>

#include "lua_api/l_api.h"
#include "model/board.h"
#include "model/grid.h"
#include "model/hexmap.h"
#include "model/track.h"

namespace tabula::board_lua {

inline constexpr const char* kMeta = "board";

struct BoardUd {
    std::shared_ptr<const Board> board;
};

inline const Board& check_board(lua_State* L, int idx) {
    auto* ud = static_cast<BoardUd*>(luaL_checkudata(L, idx, kMeta));
    return *ud->board;
}

inline std::string arg_text(lua_State* L, int idx) {
    int t = lua_type(L, idx);
    if (t == LUA_TSTRING) return lua_tostring(L, idx);
    if (t == LUA_TNUMBER) {
        if (lua_isinteger(L, idx)) return std::to_string(lua_tointeger(L, idx));
        lua_pushvalue(L, idx);
        std::string s = lua_tostring(L, -1);
        lua_pop(L, 1);
        return s;
    }
    return std::string("(a ") + luaL_typename(L, idx) + ")";
}

// One method call: the board at 1, its ids table pushed above the arguments
// (the stack is first set to `nargs` so optional arguments read as nil).
struct Call {
    lua_State* L;
    const Board& b;
    const char* fn;
    int ids;

    Call(lua_State* L_, const char* fn_, int nargs) : L(L_), b(check_board(L_, 1)), fn(fn_) {
        lua_settop(L, nargs);
        lua_getiuservalue(L, 1, 1);
        ids = lua_gettop(L);
    }

    template <class... A>
    [[noreturn]] void error(const char* fmt, A... a) {
        std::string f = std::string(fn) + ": " + fmt;
        luaL_error(L, f.c_str(), a...);
        throw 0;  // unreachable
    }

    void push(int i) { lua_rawgeti(L, ids, i + 1); }

    void push_list(const std::vector<int>& v) {
        lua_createtable(L, static_cast<int>(v.size()), 0);
        for (std::size_t k = 0; k < v.size(); ++k) {
            push(v[k]);
            lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
        }
    }

    // The space named by argument idx (a string id; a number is read as its text).
    int space(int idx) {
        int t = lua_type(L, idx);
        if (t != LUA_TSTRING && t != LUA_TNUMBER)
            error("argument %d must be a space id (got %s)", idx - 1, luaL_typename(L, idx));
        std::string id = arg_text(L, idx);
        int i = b.find(id);
        if (i < 0) error("no space '%s'", id.c_str());
        return i;
    }
    // The space, or -1 when the board has no such space (never an error for a string).
    int find(int idx) {
        int t = lua_type(L, idx);
        if (t != LUA_TSTRING && t != LUA_TNUMBER)
            error("argument %d must be a space id (got %s)", idx - 1, luaL_typename(L, idx));
        return b.find(arg_text(L, idx));
    }
    // A 1-based space index argument.
    int index(int idx) {
        lua_Integer i = luaL_checkinteger(L, idx);
        if (i < 1 || i > b.size())
            error("space index %d is out of range (1 to %d)", static_cast<int>(i), b.size());
        return static_cast<int>(i - 1);
    }
    // An optional edge label: -2 when absent (any label), -1 when no edge has it.
    int label(int idx) {
        if (lua_isnoneornil(L, idx)) return -2;
        if (lua_type(L, idx) != LUA_TSTRING)
            error("argument %d must be an edge label (a string, got %s)", idx - 1, luaL_typename(L, idx));
        return b.find_label(lua_tostring(L, idx));
    }

    const Grid& grid() {
        if (!b.grid()) error("this board is a %s, not a grid", board_kind_name(b.kind()));
        return *b.grid();
    }
    const Track& track() {
        if (!b.track()) error("this board is a %s, not a track", board_kind_name(b.kind()));
        return *b.track();
    }
    const HexMap& hex() {
        if (!b.hexmap()) error("this board is a %s, not a hex map", board_kind_name(b.kind()));
        return *b.hexmap();
    }
};

// An `occupied` argument: nil, a table keyed by space id (or by 1-based index
// for the index variants), or a function(space) -> value.
struct Occupied {
    lua_State* L;
    int idx;
    int type;
    bool by_index;

    // `option`: the argument is the field opts.occupied, not a positional argument.
    Occupied(Call& c, int idx_, bool by_index_ = false, bool option = false) : L(c.L), idx(idx_), by_index(by_index_) {
        type = lua_type(L, idx);
        if (type != LUA_TNIL && type != LUA_TNONE && type != LUA_TTABLE && type != LUA_TFUNCTION) {
            if (option) c.error("occupied must be a table, a function or nil (got %s)", luaL_typename(L, idx));
            c.error("argument %d (occupied) must be a table, a function or nil (got %s)", idx - 1,
                    luaL_typename(L, idx));
        }
        if (type == LUA_TNONE) type = LUA_TNIL;
    }
    bool none() const { return type == LUA_TNIL; }

    // Pushes the value for space i and returns true when it is truthy; pushes
    // nothing and returns false otherwise.
    bool get(Call& c, int i) {
        if (type == LUA_TNIL) return false;
        if (type == LUA_TTABLE) {
            if (by_index) lua_pushinteger(L, i + 1);
            else c.push(i);
            get_query(L, idx, "the occupied table", c.fn);
        } else {
            lua_pushvalue(L, idx);
            if (by_index) lua_pushinteger(L, i + 1);
            else c.push(i);
            call_query(L, 1, 1, "the occupied function", c.fn);
        }
        if (lua_toboolean(L, -1)) return true;
        lua_pop(L, 1);
        return false;
    }
    bool test(Call& c, int i) {
        if (!get(c, i)) return false;
        lua_pop(L, 1);
        return true;
    }
};

inline void push_prop(lua_State* L, const PropValue& v) {
    std::visit(
        [L](const auto& x) {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, bool>)
                lua_pushboolean(L, x);
            else if constexpr (std::is_same_v<T, long long>)
                lua_pushinteger(L, x);
            else if constexpr (std::is_same_v<T, double>)
                lua_pushnumber(L, x);
            else
                lua_pushlstring(L, x.data(), x.size());
        },
        v);
}


// Builders (l_board_build.cpp), common methods (l_board.cpp), grid and hex-map
// methods (l_board_grid.cpp), track methods (l_board_track.cpp).
int l_board(lua_State* L);
int l_grid(lua_State* L);
int l_track(lua_State* L);
int l_hexmap(lua_State* L);
int m_width(lua_State* L);
int m_height(lua_State* L);
int m_coords(lua_State* L);
int m_at(lua_State* L);
int m_blocked(lua_State* L);
int m_direction(lua_State* L);
int m_directions(lua_State* L);
int m_step(lua_State* L);
int m_offset(lua_State* L);
int m_adjacent(lua_State* L);
int m_ray(lua_State* L);
int m_ray_i(lua_State* L);
int m_leaps(lua_State* L);
int m_leaps_i(lua_State* L);
int m_step_i(lua_State* L);
int m_distance(lua_State* L);
int m_within(lua_State* L);
int m_line(lua_State* L);
int m_tables(lua_State* L);
int m_region(lua_State* L);
int m_regions(lua_State* L);
int m_region_hexes(lua_State* L);
int m_region_neighbours(lua_State* L);
int m_regions_adjacent(lua_State* L);
int m_ring_size(lua_State* L);
int m_colours(lua_State* L);
int m_ring_number(lua_State* L);
int m_ring_square(lua_State* L);
int m_ahead(lua_State* L);
int m_ring_distance(lua_State* L);
int m_start(lua_State* L);
int m_entrance(lua_State* L);
int m_lane(lua_State* L);
int m_finish(lua_State* L);
int m_progress(lua_State* L);
int m_space_at(lua_State* L);
int m_end_progress(lua_State* L);
int m_advance(lua_State* L);

}  // namespace tabula::board_lua
