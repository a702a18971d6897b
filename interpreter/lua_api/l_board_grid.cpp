// Methods of grids and hex maps: coordinates, directions, rays, leaps, distances, regions.
#include "lua_api/l_board_call.h"

namespace tabula::board_lua {

// ---------------------------------------------------------------- grid & hex methods

// A direction argument: a name, or (index variants) an integer 1..8 / 1..6.
int grid_dir(Call& c, int idx) {
    if (lua_isinteger(c.L, idx)) {
        lua_Integer d = lua_tointeger(c.L, idx);
        if (d < 1 || d > Grid::kDirs) c.error("direction %d is out of range (1 to 8: n ne e se s sw w nw)", static_cast<int>(d));
        return static_cast<int>(d - 1);
    }
    if (lua_type(c.L, idx) != LUA_TSTRING)
        c.error("argument %d must be a direction (n ne e se s sw w nw)", idx - 1);
    int d = Grid::find_dir(lua_tostring(c.L, idx));
    if (d < 0) c.error("unknown direction '%s' (n ne e se s sw w nw)", lua_tostring(c.L, idx));
    return d;
}

int hex_dir(Call& c, int idx) {
    if (lua_isinteger(c.L, idx)) {
        lua_Integer d = lua_tointeger(c.L, idx);
        if (d < 1 || d > HexMap::kDirs) c.error("direction %d is out of range (1 to 6: e ne nw w sw se)", static_cast<int>(d));
        return static_cast<int>(d - 1);
    }
    if (lua_type(c.L, idx) != LUA_TSTRING) c.error("argument %d must be a direction (e ne nw w sw se)", idx - 1);
    int d = HexMap::find_dir(lua_tostring(c.L, idx));
    if (d < 0) c.error("unknown direction '%s' (e ne nw w sw se)", lua_tostring(c.L, idx));
    return d;
}

void need_geometry(Call& c) {
    if (!c.b.grid() && !c.b.hexmap())
        c.error("this board is a %s, not a grid or a hex map", board_kind_name(c.b.kind()));
}

int m_width(lua_State* L) {
    Call c(L, "board:width", 1);
    lua_pushinteger(L, c.grid().width());
    return 1;
}

int m_height(lua_State* L) {
    Call c(L, "board:height", 1);
    lua_pushinteger(L, c.grid().height());
    return 1;
}

int m_coords(lua_State* L) {
    Call c(L, "board:coords", 2);
    need_geometry(c);
    int i = c.space(2);
    if (const Grid* g = c.b.grid()) {
        lua_pushinteger(L, g->col(i));
        lua_pushinteger(L, g->row(i));
    } else {
        lua_pushinteger(L, c.b.hexmap()->q(i));
        lua_pushinteger(L, c.b.hexmap()->r(i));
    }
    return 2;
}

int m_at(lua_State* L) {
    Call c(L, "board:at", 3);
    need_geometry(c);
    int x = static_cast<int>(luaL_checkinteger(L, 2)), y = static_cast<int>(luaL_checkinteger(L, 3));
    int i = c.b.grid() ? c.b.grid()->at(x, y) : c.b.hexmap()->at(x, y);
    if (i < 0) lua_pushnil(L);
    else c.push(i);
    return 1;
}

int m_blocked(lua_State* L) {
    Call c(L, "board:blocked", 2);
    const Grid& g = c.grid();
    lua_pushboolean(L, g.blocked(c.space(2)));
    return 1;
}

int m_direction(lua_State* L) {
    Call c(L, "board:direction", 2);
    need_geometry(c);
    if (const Grid* g = c.b.grid()) {
        int d = grid_dir(c, 2);
        lua_pushinteger(L, g->dx(d));
        lua_pushinteger(L, g->dy(d));
    } else {
        int d = hex_dir(c, 2);
        lua_pushinteger(L, HexMap::dq(d));
        lua_pushinteger(L, HexMap::dr(d));
    }
    return 2;
}

int m_directions(lua_State* L) {
    Call c(L, "board:directions", 2);
    need_geometry(c);
    std::vector<const char*> names;
    if (c.b.hexmap()) {
        for (int d = 0; d < HexMap::kDirs; ++d) names.push_back(HexMap::dir_name(d));
    } else {
        std::string set = lua_isnoneornil(L, 2) ? "8" : arg_text(L, 2);
        for (int d = 0; d < Grid::kDirs; ++d) {
            if (set == "8" || (set == "4" && Grid::orthogonal(d)) || (set == "orthogonal" && Grid::orthogonal(d)) ||
                (set == "diagonal" && !Grid::orthogonal(d)))
                names.push_back(Grid::dir_name(d));
        }
        if (names.empty()) c.error("unknown direction set '%s' (4, 8, \"orthogonal\" or \"diagonal\")", set.c_str());
    }
    lua_createtable(L, static_cast<int>(names.size()), 0);
    for (std::size_t k = 0; k < names.size(); ++k) {
        lua_pushstring(L, names[k]);
        lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
    }
    return 1;
}

int m_step(lua_State* L) {
    Call c(L, "board:step", 4);
    need_geometry(c);
    int i = c.space(2);
    lua_Integer n = luaL_optinteger(L, 4, 1);
    if (n < 0) c.error("the number of steps must be >= 0");
    if (const Grid* g = c.b.grid()) {
        int d = grid_dir(c, 3);
        for (lua_Integer k = 0; k < n && i >= 0; ++k) i = g->step(i, d);
    } else {
        int d = hex_dir(c, 3);
        for (lua_Integer k = 0; k < n && i >= 0; ++k) i = c.b.hexmap()->step(i, d);
    }
    if (i < 0) lua_pushnil(L);
    else c.push(i);
    return 1;
}

int m_offset(lua_State* L) {
    Call c(L, "board:offset", 4);
    const Grid& g = c.grid();
    int i = c.space(2);
    int j = g.offset(i, static_cast<int>(luaL_checkinteger(L, 3)), static_cast<int>(luaL_checkinteger(L, 4)));
    if (j < 0) lua_pushnil(L);
    else c.push(j);
    return 1;
}

std::vector<int> adjacent(Call& c, int i, int set) {
    std::vector<int> out;
    if (const Grid* g = c.b.grid()) {
        for (int d = 0; d < Grid::kDirs; ++d) {
            if (set == 4 && !Grid::orthogonal(d)) continue;
            if (set == -4 && Grid::orthogonal(d)) continue;
            if (int j = g->step(i, d); j >= 0) out.push_back(j);
        }
    } else {
        for (int d = 0; d < HexMap::kDirs; ++d)
            if (int j = c.b.hexmap()->step(i, d); j >= 0) out.push_back(j);
    }
    return out;
}

int dir_set(Call& c, int idx) {
    if (lua_isnoneornil(c.L, idx)) return 8;
    std::string s = arg_text(c.L, idx);
    if (s == "4" || s == "orthogonal") return 4;
    if (s == "8") return 8;
    if (s == "diagonal") return -4;
    c.error("unknown neighbourhood '%s' (4, 8, \"orthogonal\" or \"diagonal\")", s.c_str());
}

int m_adjacent(lua_State* L) {
    Call c(L, "board:adjacent", 3);
    need_geometry(c);
    int i = c.space(2);
    c.push_list(adjacent(c, i, c.b.grid() ? dir_set(c, 3) : 6));
    return 1;
}

// Follows direction d (or the custom vector) from i while cells are free;
// calls `visit(j)` for each cell and stops when it returns true.
template <class Visit>
void walk_ray(const Grid& g, int i, int d, int dc, int dr, int max, Visit visit) {
    int j = i;
    for (int k = 0; k < max; ++k) {
        if (d >= 0) {
            j = g.step(j, d);
        } else {
            j = g.offset(j, dc, dr);
            if (j >= 0 && g.blocked(j)) j = -1;
        }
        if (j < 0 || j == i || visit(j)) return;
    }
}

// Reads a ray direction at idx: a name/index, or {dcol, drow}.
int ray_dir(Call& c, int idx, int& dc, int& dr) {
    if (lua_istable(c.L, idx)) {
        lua_rawgeti(c.L, idx, 1);
        lua_rawgeti(c.L, idx, 2);
        if (!lua_isinteger(c.L, -2) || !lua_isinteger(c.L, -1)) c.error("a direction vector must be {dcol, drow}");
        dc = static_cast<int>(lua_tointeger(c.L, -2));
        dr = static_cast<int>(lua_tointeger(c.L, -1));
        lua_pop(c.L, 2);
        if (dc == 0 && dr == 0) c.error("a direction vector must not be {0, 0}");
        return -1;
    }
    return grid_dir(c, idx);
}

// board:ray(id, dir, occupied [, max]) -> empties, first occupied id|nil, its value
int m_ray(lua_State* L) {
    Call c(L, "board:ray", 5);
    const Grid& g = c.grid();
    int i = c.space(2);
    int dc = 0, dr = 0;
    int d = ray_dir(c, 3, dc, dr);
    Occupied occ(c, 4);
    int max = static_cast<int>(luaL_optinteger(L, 5, 1 << 30));
    lua_newtable(L);
    const int list = lua_gettop(L);
    int n = 0, hit = -1;
    walk_ray(g, i, d, dc, dr, max, [&](int j) {
        if (occ.get(c, j)) {
            hit = j;
            return true;  // value left on the stack
        }
        c.push(j);
        lua_rawseti(L, list, ++n);
        return false;
    });
    if (hit < 0) {
        lua_pushnil(L);
        lua_pushnil(L);
    } else {
        c.push(hit);
        lua_insert(L, -2);
    }
    return 3;
}

// board:ray_i(i, dir, occupied [, out]) -> list of indices, first occupied index|nil, its value
// `occupied` is keyed by space index; `out` (a table) is refilled and returned.
int m_ray_i(lua_State* L) {
    Call c(L, "board:ray_i", 5);
    const Grid& g = c.grid();
    int i = c.index(2);
    int d = grid_dir(c, 3);
    Occupied occ(c, 4, true);
    int list;
    lua_Integer old = 0;
    if (lua_istable(L, 5)) {
        list = 5;
        old = static_cast<lua_Integer>(lua_rawlen(L, 5));
    } else {
        lua_newtable(L);
        list = lua_gettop(L);
    }
    lua_Integer n = 0;
    int hit = -1;
    for (int j = g.step(i, d); j >= 0; j = g.step(j, d)) {
        if (occ.get(c, j)) {  // leaves the value on the stack
            hit = j;
            break;
        }
        lua_pushinteger(L, j + 1);
        lua_rawseti(L, list, ++n);
    }
    const int value = lua_gettop(L);
    for (lua_Integer k = n + 1; k <= old; ++k) {
        lua_pushnil(L);
        lua_rawseti(L, list, k);
    }
    lua_pushvalue(L, list);
    if (hit < 0) {
        lua_pushnil(L);
        lua_pushnil(L);
    } else {
        lua_pushinteger(L, hit + 1);
        lua_pushvalue(L, value);
    }
    return 3;
}

std::vector<std::pair<int, int>> read_offsets(Call& c, int idx) {
    std::vector<std::pair<int, int>> v;
    const int n = static_cast<int>(lua_rawlen(c.L, idx));
    for (int k = 1; k <= n; ++k) {
        lua_rawgeti(c.L, idx, k);
        if (!lua_istable(c.L, -1)) c.error("offset %d must be {dcol, drow}", k);
        lua_rawgeti(c.L, -1, 1);
        lua_rawgeti(c.L, -2, 2);
        if (!lua_isinteger(c.L, -2) || !lua_isinteger(c.L, -1)) c.error("offset %d must be {dcol, drow} integers", k);
        v.emplace_back(static_cast<int>(lua_tointeger(c.L, -2)), static_cast<int>(lua_tointeger(c.L, -1)));
        lua_pop(c.L, 3);
    }
    return v;
}

std::vector<int> leaps_of(Call& c, int i, int idx) {
    const Grid& g = c.grid();
    if (lua_isnoneornil(c.L, idx)) return g.knight(i);
    if (lua_istable(c.L, idx)) return g.leaps(i, read_offsets(c, idx));
    std::string k = arg_text(c.L, idx);
    if (k == "knight") return g.knight(i);
    if (k == "king") {
        std::vector<int> out;
        for (int d = 0; d < Grid::kDirs; ++d)
            if (int j = g.step(i, d); j >= 0) out.push_back(j);
        return out;
    }
    c.error("unknown leap '%s' (\"knight\", \"king\" or a list of {dcol, drow})", k.c_str());
}

int m_leaps(lua_State* L) {
    Call c(L, "board:leaps", 3);
    c.grid();
    int i = c.space(2);
    c.push_list(leaps_of(c, i, 3));
    return 1;
}

int m_leaps_i(lua_State* L) {
    Call c(L, "board:leaps_i", 3);
    c.grid();
    int i = c.index(2);
    std::vector<int> v = leaps_of(c, i, 3);
    lua_createtable(L, static_cast<int>(v.size()), 0);
    for (std::size_t k = 0; k < v.size(); ++k) {
        lua_pushinteger(L, v[k] + 1);
        lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
    }
    return 1;
}

int m_step_i(lua_State* L) {
    Call c(L, "board:step_i", 3);
    const Grid& g = c.grid();
    int i = c.index(2);
    int j = g.step(i, grid_dir(c, 3));
    if (j < 0) lua_pushnil(L);
    else lua_pushinteger(L, j + 1);
    return 1;
}

Metric metric_arg(Call& c, int idx) {
    if (lua_isnoneornil(c.L, idx)) return Metric::Manhattan;
    std::string m = arg_text(c.L, idx);
    if (m == "manhattan") return Metric::Manhattan;
    if (m == "chebyshev") return Metric::Chebyshev;
    c.error("unknown metric '%s' (\"manhattan\" or \"chebyshev\")", m.c_str());
}

int m_distance(lua_State* L) {
    Call c(L, "board:distance", 4);
    need_geometry(c);
    int a = c.space(2), b = c.space(3);
    if (const Grid* g = c.b.grid()) lua_pushinteger(L, g->distance(a, b, metric_arg(c, 4)));
    else lua_pushinteger(L, c.b.hexmap()->distance(a, b));
    return 1;
}

// board:within(id, max [, min [, metric]]) -> ids at distance min..max (min defaults to 1), board order
int m_within(lua_State* L) {
    Call c(L, "board:within", 5);
    need_geometry(c);
    int a = c.space(2);
    lua_Integer max = luaL_checkinteger(L, 3);
    lua_Integer min = luaL_optinteger(L, 4, 1);
    const Grid* g = c.b.grid();
    Metric m = g ? metric_arg(c, 5) : Metric::Manhattan;
    std::vector<int> out;
    for (int i = 0; i < c.b.size(); ++i) {
        int d = g ? g->distance(a, i, m) : c.b.hexmap()->distance(a, i);
        if (d >= min && d <= max) out.push_back(i);
    }
    c.push_list(out);
    return 1;
}

int m_line(lua_State* L) {
    Call c(L, "board:line", 3);
    const Grid& g = c.grid();
    auto [d, n] = g.line(c.space(2), c.space(3));
    if (d < 0) {
        lua_pushnil(L);
        return 1;
    }
    lua_pushstring(L, Grid::dir_name(d));
    lua_pushinteger(L, n);
    return 2;
}

// board:tables() -> {ids, index, dirs, step, rays, knight} for hot loops in Lua.
int m_tables(lua_State* L) {
    Call c(L, "board:tables", 1);
    const Grid& g = c.grid();
    const int n = c.b.size();
    lua_createtable(L, 0, 6);
    lua_createtable(L, n, 0);
    for (int i = 0; i < n; ++i) {
        c.push(i);
        lua_rawseti(L, -2, i + 1);
    }
    lua_setfield(L, -2, "ids");
    lua_createtable(L, 0, n);
    for (int i = 0; i < n; ++i) {
        c.push(i);
        lua_pushinteger(L, i + 1);
        lua_rawset(L, -3);
    }
    lua_setfield(L, -2, "index");
    lua_createtable(L, Grid::kDirs, 0);
    for (int d = 0; d < Grid::kDirs; ++d) {
        lua_pushstring(L, Grid::dir_name(d));
        lua_rawseti(L, -2, d + 1);
    }
    lua_setfield(L, -2, "dirs");
    lua_createtable(L, n, 0);  // step
    lua_createtable(L, n, 0);  // rays
    lua_createtable(L, n, 0);  // knight
    for (int i = 0; i < n; ++i) {
        lua_createtable(L, Grid::kDirs, 0);
        lua_createtable(L, Grid::kDirs, 0);
        for (int d = 0; d < Grid::kDirs; ++d) {
            int j = g.step(i, d);
            if (j >= 0) {
                lua_pushinteger(L, j + 1);
                lua_rawseti(L, -3, d + 1);
            }
            lua_newtable(L);
            int k = 0;
            for (; j >= 0; j = g.step(j, d)) {
                lua_pushinteger(L, j + 1);
                lua_rawseti(L, -2, ++k);
            }
            lua_rawseti(L, -2, d + 1);
        }
        lua_rawseti(L, -4, i + 1);  // rays[i]
        lua_rawseti(L, -4, i + 1);  // step[i]
        const auto& kn = g.knight(i);
        lua_createtable(L, static_cast<int>(kn.size()), 0);
        for (std::size_t k = 0; k < kn.size(); ++k) {
            lua_pushinteger(L, kn[k] + 1);
            lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
        }
        lua_rawseti(L, -2, i + 1);
    }
    lua_setfield(L, -4, "knight");
    lua_setfield(L, -3, "rays");
    lua_setfield(L, -2, "step");
    return 1;
}

// ---- hex regions

int region_arg(Call& c, int idx) {
    const HexMap& h = c.hex();
    int g = h.find_region(arg_text(c.L, idx));
    if (g < 0) c.error("no region '%s'", arg_text(c.L, idx).c_str());
    return g;
}

int m_region(lua_State* L) {
    Call c(L, "board:region", 2);
    const HexMap& h = c.hex();
    int g = h.region_of(c.space(2));
    if (g < 0) lua_pushnil(L);
    else lua_pushstring(L, h.region_name(g).c_str());
    return 1;
}

int m_regions(lua_State* L) {
    Call c(L, "board:regions", 1);
    const HexMap& h = c.hex();
    lua_createtable(L, h.region_count(), 0);
    for (int g = 0; g < h.region_count(); ++g) {
        lua_pushstring(L, h.region_name(g).c_str());
        lua_rawseti(L, -2, g + 1);
    }
    return 1;
}

int m_region_hexes(lua_State* L) {
    Call c(L, "board:region_hexes", 2);
    c.push_list(c.hex().region_hexes(region_arg(c, 2)));
    return 1;
}

int m_region_neighbours(lua_State* L) {
    Call c(L, "board:region_neighbours", 2);
    const HexMap& h = c.hex();
    const auto& adj = h.region_neighbours(region_arg(c, 2));
    lua_createtable(L, static_cast<int>(adj.size()), 0);
    for (std::size_t k = 0; k < adj.size(); ++k) {
        lua_pushstring(L, h.region_name(adj[k]).c_str());
        lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
    }
    return 1;
}

int m_regions_adjacent(lua_State* L) {
    Call c(L, "board:regions_adjacent", 3);
    const HexMap& h = c.hex();
    int a = region_arg(c, 2), b = region_arg(c, 3);
    const auto& adj = h.region_neighbours(a);
    lua_pushboolean(L, std::find(adj.begin(), adj.end(), b) != adj.end());
    return 1;
}


}  // namespace tabula::board_lua
