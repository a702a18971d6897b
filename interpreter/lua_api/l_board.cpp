// The board part of the host model's API (see l_api.h and docs/api.md, Boards):
// tabula.board / tabula.grid / tabula.track / tabula.hexmap build immutable
// boards (userdata, metatable "board"); their methods are graph, grid, track
// and hex-map queries. Boards hold no match state: occupancy comes in as an
// `occupied` argument (a table keyed by space id, or a function(id) -> value).
#include "host/script_host.h"
#include "lua_api/l_board_call.h"

#include <cmath>

namespace tabula::board_lua {
namespace {

// ---------------------------------------------------------------- common methods

int m_kind(lua_State* L) {
    lua_pushstring(L, board_kind_name(check_board(L, 1).kind()));
    return 1;
}

int m_size(lua_State* L) {
    lua_pushinteger(L, check_board(L, 1).size());
    return 1;
}

int m_tostring(lua_State* L) {
    const Board& b = check_board(L, 1);
    if (const Grid* g = b.grid())
        lua_pushfstring(L, "board (grid %dx%d, %d spaces)", g->width(), g->height(), b.size());
    else
        lua_pushfstring(L, "board (%s, %d spaces)", board_kind_name(b.kind()), b.size());
    return 1;
}

int m_gc(lua_State* L) {
    auto* ud = static_cast<BoardUd*>(luaL_checkudata(L, 1, kMeta));
    ScriptHost& host = ScriptHost::of(L);
    if (host.branching()) return 0;  // it lives again when the branch ends (ScriptHost::load_state)
    host.release_host(ud->held);
    ud->~BoardUd();
    return 0;
}

int m_has(lua_State* L) {
    Call c(L, "board:has", 2);
    lua_pushboolean(L, c.find(2) >= 0);
    return 1;
}

int m_index(lua_State* L) {
    Call c(L, "board:index", 2);
    int i = c.find(2);
    if (i < 0) lua_pushnil(L);
    else lua_pushinteger(L, i + 1);
    return 1;
}

int m_id(lua_State* L) {
    Call c(L, "board:id", 2);
    lua_Integer i = luaL_checkinteger(L, 2);
    if (i < 1 || i > c.b.size()) lua_pushnil(L);
    else c.push(static_cast<int>(i - 1));
    return 1;
}

void push_tags(Call& c, int i) {
    const auto& tags = c.b.tags(i);
    c.push_names(static_cast<int>(tags.size()), [&](int k) { return c.b.tag_name(tags[k]).c_str(); });
}

void set_int(lua_State* L, const char* key, lua_Integer v) {
    lua_pushinteger(L, v);
    lua_setfield(L, -2, key);
}

void set_string(lua_State* L, const char* key, const std::string& v) {
    lua_pushstring(L, v.c_str());
    lua_setfield(L, -2, key);
}

// The geometry fields of space i (docs/api.md, Methods of every board) into the table on top.
void set_geometry_fields(lua_State* L, const Board& b, int i) {
    if (const Grid* g = b.grid()) {
        set_int(L, "col", g->col(i));
        set_int(L, "row", g->row(i));
        lua_pushboolean(L, g->blocked(i));
        lua_setfield(L, -2, "blocked");
    } else if (const HexMap* h = b.hexmap()) {
        set_int(L, "q", h->q(i));
        set_int(L, "r", h->r(i));
        if (h->region_of(i) >= 0) set_string(L, "region", h->region_name(h->region_of(i)));
    } else if (const Track* t = b.track()) {
        if (t->ring_pos(i) >= 0) set_int(L, "ring", t->ring_number(i));
        if (t->lane_colour(i) >= 0) {
            set_string(L, "colour", t->colour(t->lane_colour(i)).id);
            set_int(L, "lane", t->lane_step(i));
        }
        if (t->is_finish(i)) {
            lua_pushboolean(L, 1);
            lua_setfield(L, -2, "finish");
            if (int owner = t->finish_owner(i); owner >= 0) set_string(L, "colour", t->colour(owner).id);
        }
    }
}

int m_space(lua_State* L) {
    Call c(L, "board:space", 2);
    int i = c.find(2);
    if (i < 0) {
        lua_pushnil(L);
        return 1;
    }
    const Board& b = c.b;
    lua_createtable(L, 0, 8);
    c.push(i);
    lua_setfield(L, -2, "id");
    set_int(L, "index", i + 1);
    push_tags(c, i);
    lua_setfield(L, -2, "tags");
    lua_createtable(L, 0, static_cast<int>(b.props(i).size()));
    for (const auto& [k, v] : b.props(i)) {
        push_prop(L, v);
        lua_setfield(L, -2, k.c_str());
    }
    lua_setfield(L, -2, "props");
    set_geometry_fields(L, b, i);
    return 1;
}

int m_prop(lua_State* L) {
    Call c(L, "board:prop", 3);
    int i = c.space(2);
    const PropValue* v = c.b.prop(i, luaL_checkstring(L, 3));
    if (v) push_prop(L, *v);
    else lua_pushnil(L);
    return 1;
}

int m_tags(lua_State* L) {
    Call c(L, "board:tags", 2);
    push_tags(c, c.space(2));
    return 1;
}

int m_has_tag(lua_State* L) {
    Call c(L, "board:has_tag", 3);
    int i = c.space(2);
    int t = c.b.find_tag(luaL_checkstring(L, 3));
    lua_pushboolean(L, t >= 0 && c.b.has_tag(i, t));
    return 1;
}

int m_spaces(lua_State* L) {
    Call c(L, "board:spaces", 2);
    if (lua_isnoneornil(L, 2)) {
        lua_createtable(L, c.b.size(), 0);
        for (int i = 0; i < c.b.size(); ++i) {
            c.push(i);
            lua_rawseti(L, -2, i + 1);
        }
        return 1;
    }
    int t = c.b.find_tag(luaL_checkstring(L, 2));
    if (t < 0) lua_newtable(L);
    else c.push_spaces(c.b.spaces_with(t));
    return 1;
}

int m_labels(lua_State* L) {
    Call c(L, "board:labels", 1);
    c.push_names(c.b.label_count(), [&](int l) { return c.b.label_name(l).c_str(); });
    return 1;
}

// board:next(id, label) / board:prev(id, label): the space one labelled edge away, or nil.
int step_along(lua_State* L, const char* fn, bool forward) {
    Call c(L, fn, 3);
    int i = c.space(2);
    luaL_checkstring(L, 3);
    int l = c.label(3);
    c.push_space(l < 0 ? -1 : forward ? c.b.next(i, l) : c.b.prev(i, l));
    return 1;
}

int m_next(lua_State* L) { return step_along(L, "board:next", true); }
int m_prev(lua_State* L) { return step_along(L, "board:prev", false); }

int push_edges(lua_State* L, const char* fn, bool incoming) {
    Call c(L, fn, 3);
    int i = c.space(2);
    int l = c.label(3);
    const auto& edges = incoming ? c.b.in(i) : c.b.out(i);
    lua_newtable(L);
    int n = 0;
    if (l == -1) return 1;
    for (const BoardEdge& e : edges) {
        if (l >= 0 && e.label != l) continue;
        lua_createtable(L, 0, 2);
        c.push(e.to);
        lua_setfield(L, -2, incoming ? "from" : "to");
        set_string(L, "label", c.b.label_name(e.label));
        lua_rawseti(L, -2, ++n);
    }
    return 1;
}
int m_edges(lua_State* L) { return push_edges(L, "board:edges", false); }
int m_incoming(lua_State* L) { return push_edges(L, "board:incoming", true); }

int m_neighbours(lua_State* L) {
    Call c(L, "board:neighbours", 3);
    int i = c.space(2);
    int l = c.label(3);
    if (l == -1) lua_newtable(L);
    else c.push_spaces(c.b.neighbours(i, l < 0 ? -1 : l));
    return 1;
}

// The options {label=, occupied=, cost=} of path and reach, at idx; occupied and
// cost are pushed (nil when absent) and named by their stack slots.
struct PathOpts {
    int label = -2;
    int occ_idx = 0;
    int cost_idx = 0;
};
PathOpts read_path_opts(Call& c, int idx) {
    PathOpts o;
    lua_State* L = c.L;
    if (lua_isnoneornil(L, idx)) {
        lua_pushnil(L);
        o.occ_idx = lua_gettop(L);
        lua_pushnil(L);
        o.cost_idx = lua_gettop(L);
        return o;
    }
    if (!lua_istable(L, idx)) c.error("argument %d must be an options table {label=, occupied=, cost=}", idx - 1);
    lua_getfield(L, idx, "label");
    o.label = c.label(lua_gettop(L));
    lua_pop(L, 1);
    lua_getfield(L, idx, "occupied");
    o.occ_idx = lua_gettop(L);
    lua_getfield(L, idx, "cost");
    o.cost_idx = lua_gettop(L);
    if (!lua_isnil(L, o.cost_idx) && !lua_isfunction(L, o.cost_idx)) c.error("cost must be a function(from, to, label)");
    return o;
}

// The script's cost function at idx as the model's step cost.
Board::StepCost cost_function(Call& c, int idx) {
    return [&c, idx](int from, int to, int label) -> std::optional<double> {
        lua_State* L = c.L;
        lua_pushvalue(L, idx);
        c.push(from);
        c.push(to);
        lua_pushstring(L, c.b.label_name(label).c_str());
        call_query(L, 3, 1, "the cost function", c.fn);
        if (!lua_toboolean(L, -1)) {
            lua_pop(L, 1);
            return std::nullopt;
        }
        if (!lua_isnumber(L, -1) || lua_tonumber(L, -1) < 0)
            c.error("cost must return a number >= 0, or nil/false when the step is not allowed");
        double step = lua_tonumber(L, -1);
        lua_pop(L, 1);
        return step;
    };
}

// The occupied and cost options as the model's search callables.
struct PathFns {
    std::function<bool(int)> blocked;  // null: nothing blocks
    Board::StepCost cost;              // null: every step costs 1
};
PathFns path_fns(Call& c, const PathOpts& o, Occupied& occ) {
    PathFns f;
    if (!occ.none()) f.blocked = [&c, &occ](int space) { return occ.test(c, space); };
    if (!lua_isnil(c.L, o.cost_idx)) f.cost = cost_function(c, o.cost_idx);
    return f;
}

void push_cost(lua_State* L, double cost) {
    if (cost == std::floor(cost)) lua_pushinteger(L, static_cast<lua_Integer>(cost));
    else lua_pushnumber(L, cost);
}

// board:path(from, to [, {label=, occupied=, cost=}]) -> spaces, cost | nil
int m_path(lua_State* L) {
    Call c(L, "board:path", 4);
    int a = c.space(2), b = c.space(3);
    PathOpts o = read_path_opts(c, 4);
    Occupied occ(c, o.occ_idx, false, true);
    if (a == b) {
        lua_newtable(L);
        lua_pushinteger(L, 0);
        return 2;
    }
    Board::Route route;
    if (o.label != -1) {
        const int label = o.label < 0 ? -1 : o.label;
        PathFns f = path_fns(c, o, occ);
        if (f.cost) {
            route = c.b.cheapest_path(a, b, label, f.blocked, f.cost);
        } else {
            route.spaces = c.b.path(a, b, label, [&](int space) { return occ.test(c, space); });
            route.cost = static_cast<double>(route.spaces.size());
        }
    }
    if (route.spaces.empty()) {
        lua_pushnil(L);
        return 1;
    }
    c.push_spaces(route.spaces);
    push_cost(L, route.cost);
    return 2;
}

// board:reach(from, max [, {label=, occupied=, cost=}]) -> list, costs, via
int m_reach(lua_State* L) {
    Call c(L, "board:reach", 4);
    int a = c.space(2);
    lua_Number max = luaL_checknumber(L, 3);
    PathOpts o = read_path_opts(c, 4);
    Occupied occ(c, o.occ_idx, false, true);
    std::vector<Board::Reached> reached;
    if (o.label != -1) {
        PathFns f = path_fns(c, o, occ);
        reached = c.b.reach(a, max, o.label < 0 ? -1 : o.label, f.blocked, f.cost);
    }
    lua_newtable(L);  // list
    lua_newtable(L);  // costs
    lua_newtable(L);  // via
    int n = 0;
    for (const Board::Reached& r : reached) {
        c.push(r.space);
        lua_rawseti(L, -4, ++n);
        c.push(r.space);
        push_cost(L, r.cost);
        lua_rawset(L, -4);
        c.push(r.space);
        c.push(r.via);
        lua_rawset(L, -3);
    }
    return 3;
}

const luaL_Reg kMethods[] = {
    // every board
    {"kind", m_kind}, {"size", m_size}, {"has", m_has}, {"index", m_index}, {"id", m_id}, {"space", m_space},
    {"prop", m_prop}, {"tags", m_tags}, {"has_tag", m_has_tag}, {"spaces", m_spaces}, {"labels", m_labels},
    {"next", m_next}, {"prev", m_prev}, {"edges", m_edges}, {"incoming", m_incoming}, {"neighbours", m_neighbours},
    {"path", m_path}, {"reach", m_reach},
    {nullptr, nullptr}};

int m_index_meta(lua_State* L) {
    // __index(board, key): methods only; an unknown key is an error naming it.
    lua_pushvalue(L, 2);
    lua_rawget(L, lua_upvalueindex(1));
    if (!lua_isnil(L, -1)) return 1;
    if (lua_type(L, 2) == LUA_TSTRING)
        return luaL_error(L, "board has no method '%s'", lua_tostring(L, 2));
    return luaL_error(L, "a board can only be indexed by method names");
}

void install(lua_State* L) {
    luaL_newmetatable(L, kMeta);  // sets __name = "board"
    lua_newtable(L);
    luaL_setfuncs(L, kMethods, 0);
    luaL_setfuncs(L, kGridMethods, 0);
    luaL_setfuncs(L, kTrackMethods, 0);
    lua_pushcclosure(L, m_index_meta, 1);
    lua_setfield(L, -2, "__index");
    lua_pushcfunction(L, m_gc);
    lua_setfield(L, -2, "__gc");
    lua_pushcfunction(L, m_tostring);
    lua_setfield(L, -2, "__tostring");
    lua_pushcfunction(L, m_size);
    lua_setfield(L, -2, "__len");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 1);
}

}  // namespace
}  // namespace tabula::board_lua

namespace tabula {

const ApiPart& board_api() {
    static const ApiPart part{"board", nullptr, board_lua::kBuilders, board_lua::install};
    return part;
}

}  // namespace tabula

