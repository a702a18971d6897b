// The board methods' shared argument checks and pushes (l_board_call.h).
#include "lua_api/l_board_call.h"

#include "model/board_geometry.h"

namespace tabula::board_lua {

std::string arg_text(lua_State* L, int idx) {
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

// ---------------------------------------------------------------- checks

void Call::need_geometry() {
    guarded([&] {
        tabula::need_geometry(b);
        return 0;
    });
}

int Call::space(int idx) {
    int i = find(idx);
    if (i < 0) error("no space '%s'", arg_text(L, idx).c_str());
    return i;
}

int Call::find(int idx) {
    if (!is_id(L, idx))
        error("argument %d must be a space id (got %s)", idx - 1, luaL_typename(L, idx));
    return b.find(arg_text(L, idx));
}

int Call::index(int idx) {
    lua_Integer i = luaL_checkinteger(L, idx);
    if (i < 1 || i > b.size()) error("space index %d is out of range (1 to %d)", static_cast<int>(i), b.size());
    return static_cast<int>(i - 1);
}

int Call::label(int idx) {
    if (lua_isnoneornil(L, idx)) return -2;
    if (lua_type(L, idx) != LUA_TSTRING)
        error("argument %d must be an edge label (a string, got %s)", idx - 1, luaL_typename(L, idx));
    return b.find_label(lua_tostring(L, idx));
}

int Call::colour(int idx) {
    const Track& t = as<Track>();
    if (lua_isinteger(L, idx)) {
        lua_Integer k = lua_tointeger(L, idx);
        if (k < 1 || k > t.colour_count())
            error("colour %d is out of range (1 to %d)", static_cast<int>(k), t.colour_count());
        return static_cast<int>(k - 1);
    }
    if (lua_type(L, idx) != LUA_TSTRING)
        error("argument %d must be a colour (an id or a number, got %s)", idx - 1, luaL_typename(L, idx));
    int k = t.find_colour(lua_tostring(L, idx));
    if (k < 0) error("no colour '%s'", lua_tostring(L, idx));
    return k;
}

int Call::ring_square(int idx) {
    const Track& t = as<Track>();
    int i = space(idx);
    if (t.ring_pos(i) < 0) error("'%s' is not a ring square", b.id(i).c_str());
    return i;
}

namespace {
// A direction argument of a geometry with `count` directions: an integer
// 1..count or a name; `names` lists them for the errors.
template <class G>
int direction(Call& c, int idx, int count, const char* names) {
    if (lua_isinteger(c.L, idx)) {
        lua_Integer d = lua_tointeger(c.L, idx);
        if (d < 1 || d > count)
            c.error("direction %d is out of range (1 to %d: %s)", static_cast<int>(d), count, names);
        return static_cast<int>(d - 1);
    }
    if (lua_type(c.L, idx) != LUA_TSTRING) c.error("argument %d must be a direction (%s)", idx - 1, names);
    int d = G::find_dir(lua_tostring(c.L, idx));
    if (d < 0) c.error("unknown direction '%s' (%s)", lua_tostring(c.L, idx), names);
    return d;
}
}  // namespace

int Call::grid_dir(int idx) { return direction<Grid>(*this, idx, Grid::kDirs, "n ne e se s sw w nw"); }
int Call::hex_dir(int idx) { return direction<HexMap>(*this, idx, HexMap::kDirs, "e ne nw w sw se"); }

DirSet Call::dir_set(int idx) {
    if (lua_isnoneornil(L, idx)) return DirSet::All;
    std::string s = arg_text(L, idx);
    if (auto set = find_dir_set(s)) return *set;
    error("unknown neighbourhood '%s' (4, 8, \"orthogonal\" or \"diagonal\")", s.c_str());
}

Metric Call::metric(int idx) {
    if (lua_isnoneornil(L, idx)) return Metric::Manhattan;
    std::string m = arg_text(L, idx);
    if (auto metric = find_metric(m)) return *metric;
    error("unknown metric '%s' (\"manhattan\" or \"chebyshev\")", m.c_str());
}

int Call::region(int idx) {
    const HexMap& h = as<HexMap>();
    int g = h.find_region(arg_text(L, idx));
    if (g < 0) error("no region '%s'", arg_text(L, idx).c_str());
    return g;
}

// ---------------------------------------------------------------- pushes

void Call::push_spaces(const std::vector<int>& v) {
    lua_createtable(L, static_cast<int>(v.size()), 0);
    for (std::size_t k = 0; k < v.size(); ++k) {
        push(v[k]);
        lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
    }
}

void Call::push_indices(const std::vector<int>& v) {
    lua_createtable(L, static_cast<int>(v.size()), 0);
    for (std::size_t k = 0; k < v.size(); ++k) {
        lua_pushinteger(L, v[k] + 1);
        lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
    }
}

// ---------------------------------------------------------------- occupied

Occupied::Occupied(Call& c, int idx_, bool by_index_, bool option) : L(c.L), idx(idx_), by_index(by_index_) {
    type = lua_type(L, idx);
    if (type != LUA_TNIL && type != LUA_TNONE && type != LUA_TTABLE && type != LUA_TFUNCTION) {
        if (option) c.error("occupied must be a table, a function or nil (got %s)", luaL_typename(L, idx));
        c.error("argument %d (occupied) must be a table, a function or nil (got %s)", idx - 1, luaL_typename(L, idx));
    }
    if (type == LUA_TNONE) type = LUA_TNIL;
}

bool Occupied::get(Call& c, int i) {
    if (type == LUA_TNIL) return false;
    auto push_key = [&] {
        if (by_index) lua_pushinteger(L, i + 1);
        else c.push(i);
    };
    if (type == LUA_TTABLE) {
        push_key();
        get_query(L, idx, "the occupied table", c.fn);
    } else {
        lua_pushvalue(L, idx);
        push_key();
        call_query(L, 1, 1, "the occupied function", c.fn);
    }
    if (lua_toboolean(L, -1)) return true;
    lua_pop(L, 1);
    return false;
}

}  // namespace tabula::board_lua
