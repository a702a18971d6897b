// Methods of grids and hex maps: coordinates, directions, rays, leaps, distances,
// regions (model/grid.h, model/hexmap.h, model/board_geometry.h).
#include "host/script_host.h"
#include "lua_api/l_board_call.h"
#include "model/board_geometry.h"

namespace tabula::board_lua {
namespace {

// ---------------------------------------------------------------- grids and hex maps

int m_coords(lua_State* L) {
    Call c(L, "board:coords", 2);
    c.need_geometry();
    auto [x, y] = coords(c.b, c.space(2));
    lua_pushinteger(L, x);
    lua_pushinteger(L, y);
    return 2;
}

int m_at(lua_State* L) {
    Call c(L, "board:at", 3);
    c.need_geometry();
    int x = static_cast<int>(luaL_checkinteger(L, 2)), y = static_cast<int>(luaL_checkinteger(L, 3));
    c.push_space(cell_at(c.b, x, y));
    return 1;
}

int m_direction(lua_State* L) {
    Call c(L, "board:direction", 2);
    c.need_geometry();
    int d = c.dir(2);
    if (const Grid* g = c.b.grid()) {
        lua_pushinteger(L, g->dx(d));
        lua_pushinteger(L, g->dy(d));
    } else {
        lua_pushinteger(L, HexMap::dq(d));
        lua_pushinteger(L, HexMap::dr(d));
    }
    return 2;
}

int m_directions(lua_State* L) {
    Call c(L, "board:directions", 2);
    c.need_geometry();
    if (c.b.hexmap()) {
        c.push_names(HexMap::kDirs, HexMap::dir_name);
        return 1;
    }
    std::string name = lua_isnoneornil(L, 2) ? "8" : arg_text(L, 2);
    std::optional<DirSet> set = find_dir_set(name);
    if (!set) c.error("unknown direction set '%s' (4, 8, \"orthogonal\" or \"diagonal\")", name.c_str());
    std::vector<int> dirs = Grid::directions(*set);
    c.push_names(static_cast<int>(dirs.size()), [&](int k) { return Grid::dir_name(dirs[k]); });
    return 1;
}

int m_step(lua_State* L) {
    Call c(L, "board:step", 4);
    c.need_geometry();
    int i = c.space(2);
    lua_Integer n = luaL_optinteger(L, 4, 1);
    if (n < 0) c.error("the number of steps must be >= 0");
    c.push_space(steps_from(c.b, i, c.dir(3), n));
    return 1;
}

int m_adjacent(lua_State* L) {
    Call c(L, "board:adjacent", 3);
    c.need_geometry();
    int i = c.space(2);
    c.push_spaces(adjacent(c.b, i, c.b.grid() ? c.dir_set(3) : DirSet::All));
    return 1;
}

int m_distance(lua_State* L) {
    Call c(L, "board:distance", 4);
    c.need_geometry();
    int a = c.space(2), b = c.space(3);
    lua_pushinteger(L, distance(c.b, a, b, c.b.grid() ? c.metric(4) : Metric::Manhattan));
    return 1;
}

// board:within(id, max [, min [, metric]]) -> ids at distance min..max (min defaults to 1), board order
int m_within(lua_State* L) {
    Call c(L, "board:within", 5);
    c.need_geometry();
    int a = c.space(2);
    lua_Integer max = luaL_checkinteger(L, 3);
    lua_Integer min = luaL_optinteger(L, 4, 1);
    Metric m = c.b.grid() ? c.metric(5) : Metric::Manhattan;
    c.push_spaces(within(c.b, a, min, max, m));
    return 1;
}

// ---------------------------------------------------------------- grids

int m_width(lua_State* L) {
    Call c(L, "board:width", 1);
    lua_pushinteger(L, c.as<Grid>().width());
    return 1;
}

int m_height(lua_State* L) {
    Call c(L, "board:height", 1);
    lua_pushinteger(L, c.as<Grid>().height());
    return 1;
}

int m_blocked(lua_State* L) {
    Call c(L, "board:blocked", 2);
    const Grid& g = c.as<Grid>();
    lua_pushboolean(L, g.blocked(c.space(2)));
    return 1;
}

int m_offset(lua_State* L) {
    Call c(L, "board:offset", 4);
    const Grid& g = c.as<Grid>();
    int i = c.space(2);
    c.push_space(g.offset(i, static_cast<int>(luaL_checkinteger(L, 3)), static_cast<int>(luaL_checkinteger(L, 4))));
    return 1;
}

// A ray direction at idx: a name or index, or a vector {dcol, drow}.
Grid::Ray ray_arg(Call& c, int idx) {
    if (!lua_istable(c.L, idx)) return {c.grid_dir(idx)};
    lua_rawgeti(c.L, idx, 1);
    lua_rawgeti(c.L, idx, 2);
    if (!lua_isinteger(c.L, -2) || !lua_isinteger(c.L, -1)) c.error("a direction vector must be {dcol, drow}");
    Grid::Ray ray{-1, static_cast<int>(lua_tointeger(c.L, -2)), static_cast<int>(lua_tointeger(c.L, -1))};
    lua_pop(c.L, 2);
    if (ray.dcol == 0 && ray.drow == 0) c.error("a direction vector must not be {0, 0}");
    return ray;
}

// board:ray(id, dir, occupied [, max]) -> empties, first occupied id|nil, its value
int m_ray(lua_State* L) {
    Call c(L, "board:ray", 5);
    const Grid& g = c.as<Grid>();
    int i = c.space(2);
    Grid::Ray ray = ray_arg(c, 3);
    Occupied occ(c, 4);
    int max = static_cast<int>(luaL_optinteger(L, 5, 1 << 30));
    lua_newtable(L);
    const int list = lua_gettop(L);
    int n = 0, hit = -1;
    g.walk(
        i, ray,
        [&](int j) {
            if (occ.get(c, j)) {
                hit = j;
                return true;  // value left on the stack
            }
            c.push(j);
            lua_rawseti(L, list, ++n);
            return false;
        },
        max);
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
    const Grid& g = c.as<Grid>();
    int i = c.index(2);
    int d = c.grid_dir(3);
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
    g.walk(i, {d}, [&](int j) {
        if (occ.get(c, j)) {  // leaves the value on the stack
            hit = j;
            return true;
        }
        lua_pushinteger(L, j + 1);
        lua_rawseti(L, list, ++n);
        return false;
    });
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

// The leaps from i of the kind at idx: "knight" (default), "king" or a list of offsets.
std::vector<int> leaps_of(Call& c, int i, int idx) {
    const Grid& g = c.as<Grid>();
    if (lua_isnoneornil(c.L, idx)) return g.knight(i);
    if (lua_istable(c.L, idx)) return g.leaps(i, read_offsets(c, idx));
    std::string k = arg_text(c.L, idx);
    if (k == "knight") return g.knight(i);
    if (k == "king") return g.adjacent(i);
    c.error("unknown leap '%s' (\"knight\", \"king\" or a list of {dcol, drow})", k.c_str());
}

int m_leaps(lua_State* L) {
    Call c(L, "board:leaps", 3);
    c.as<Grid>();
    int i = c.space(2);
    c.push_spaces(leaps_of(c, i, 3));
    return 1;
}

int m_leaps_i(lua_State* L) {
    Call c(L, "board:leaps_i", 3);
    c.as<Grid>();
    int i = c.index(2);
    c.push_indices(leaps_of(c, i, 3));
    return 1;
}

int m_step_i(lua_State* L) {
    Call c(L, "board:step_i", 3);
    const Grid& g = c.as<Grid>();
    int i = c.index(2);
    int j = g.step(i, c.grid_dir(3));
    if (j < 0) lua_pushnil(L);
    else lua_pushinteger(L, j + 1);
    return 1;
}

int m_line(lua_State* L) {
    Call c(L, "board:line", 3);
    const Grid& g = c.as<Grid>();
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
    const Grid& g = c.as<Grid>();
    const int n = c.b.size();
    ScriptHost::of(L).charge_work(L, 200 * static_cast<uint64_t>(n));  // several tables of n entries
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
    c.push_names(Grid::kDirs, Grid::dir_name);
    lua_setfield(L, -2, "dirs");
    lua_createtable(L, n, 0);  // step
    lua_createtable(L, n, 0);  // rays
    lua_createtable(L, n, 0);  // knight
    for (int i = 0; i < n; ++i) {
        lua_createtable(L, Grid::kDirs, 0);
        lua_createtable(L, Grid::kDirs, 0);
        for (int d = 0; d < Grid::kDirs; ++d) {
            if (int j = g.step(i, d); j >= 0) {
                lua_pushinteger(L, j + 1);
                lua_rawseti(L, -3, d + 1);
            }
            lua_newtable(L);
            int k = 0;
            g.walk(i, {d}, [&](int j) {
                lua_pushinteger(L, j + 1);
                lua_rawseti(L, -2, ++k);
                return false;
            });
            lua_rawseti(L, -2, d + 1);
        }
        lua_rawseti(L, -4, i + 1);  // rays[i]
        lua_rawseti(L, -4, i + 1);  // step[i]
        c.push_indices(g.knight(i));
        lua_rawseti(L, -2, i + 1);
    }
    lua_setfield(L, -4, "knight");
    lua_setfield(L, -3, "rays");
    lua_setfield(L, -2, "step");
    return 1;
}

// ---------------------------------------------------------------- hex regions

int m_region(lua_State* L) {
    Call c(L, "board:region", 2);
    const HexMap& h = c.as<HexMap>();
    int g = h.region_of(c.space(2));
    if (g < 0) lua_pushnil(L);
    else lua_pushstring(L, h.region_name(g).c_str());
    return 1;
}

int m_regions(lua_State* L) {
    Call c(L, "board:regions", 1);
    const HexMap& h = c.as<HexMap>();
    c.push_names(h.region_count(), [&](int g) { return h.region_name(g).c_str(); });
    return 1;
}

int m_region_hexes(lua_State* L) {
    Call c(L, "board:region_hexes", 2);
    c.push_spaces(c.as<HexMap>().region_hexes(c.region(2)));
    return 1;
}

int m_region_neighbours(lua_State* L) {
    Call c(L, "board:region_neighbours", 2);
    const HexMap& h = c.as<HexMap>();
    const auto& adj = h.region_neighbours(c.region(2));
    c.push_names(static_cast<int>(adj.size()), [&](int k) { return h.region_name(adj[k]).c_str(); });
    return 1;
}

int m_regions_adjacent(lua_State* L) {
    Call c(L, "board:regions_adjacent", 3);
    int a = c.region(2), b = c.region(3);
    lua_pushboolean(L, c.as<HexMap>().regions_adjacent(a, b));
    return 1;
}

}  // namespace

const luaL_Reg kGridMethods[] = {
    // grids and hex maps
    {"coords", m_coords}, {"at", m_at}, {"direction", m_direction}, {"directions", m_directions}, {"step", m_step},
    {"adjacent", m_adjacent}, {"distance", m_distance}, {"within", m_within},
    // grids
    {"width", m_width}, {"height", m_height}, {"blocked", m_blocked}, {"offset", m_offset}, {"ray", m_ray},
    {"leaps", m_leaps}, {"line", m_line}, {"ray_i", m_ray_i}, {"leaps_i", m_leaps_i}, {"step_i", m_step_i},
    {"tables", m_tables},
    // hex maps
    {"region", m_region}, {"regions", m_regions}, {"region_hexes", m_region_hexes},
    {"region_neighbours", m_region_neighbours}, {"regions_adjacent", m_regions_adjacent},
    {nullptr, nullptr}};

}  // namespace tabula::board_lua
