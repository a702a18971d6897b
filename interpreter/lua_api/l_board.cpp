// The board part of the host model's API (see l_api.h and docs/api.md, Boards):
// tabula.board / tabula.grid / tabula.track / tabula.hexmap build immutable
// boards (userdata, metatable "board"); their methods are graph, grid, track
// and hex-map queries. Boards hold no match state: occupancy comes in as an
// `occupied` argument (a table keyed by space id, or a function(id) -> value).
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

namespace tabula {

namespace {

constexpr const char* kMeta = "board";

struct BoardUd {
    std::shared_ptr<const Board> board;
};

const Board& check_board(lua_State* L, int idx) {
    auto* ud = static_cast<BoardUd*>(luaL_checkudata(L, idx, kMeta));
    return *ud->board;
}

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
            if (by_index) {
                lua_geti(L, idx, i + 1);
            } else {
                c.push(i);
                lua_gettable(L, idx);
            }
        } else {
            lua_pushvalue(L, idx);
            if (by_index)
                lua_pushinteger(L, i + 1);
            else
                c.push(i);
            lua_call(L, 1, 1);
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

void push_prop(lua_State* L, const PropValue& v) {
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

// ---------------------------------------------------------------- building

// Reads a property value; errors name the space and the key.
PropValue read_prop(lua_State* L, int idx, const char* fn, const std::string& space, const std::string& key) {
    switch (lua_type(L, idx)) {
        case LUA_TBOOLEAN: return PropValue(static_cast<bool>(lua_toboolean(L, idx)));
        case LUA_TNUMBER:
            if (lua_isinteger(L, idx)) return PropValue(static_cast<long long>(lua_tointeger(L, idx)));
            return PropValue(static_cast<double>(lua_tonumber(L, idx)));
        case LUA_TSTRING: return PropValue(std::string(lua_tostring(L, idx)));
        default:
            luaL_error(L, "%s: space '%s': property '%s' must be a string, number or boolean (got %s)", fn,
                       space.c_str(), key.c_str(), luaL_typename(L, idx));
    }
    return PropValue(false);
}

// The string keys of the table at idx, sorted (never pairs() order).
std::vector<std::string> sorted_keys(lua_State* L, int idx, const char* fn, const std::string& where) {
    idx = lua_absindex(L, idx);
    std::vector<std::string> keys;
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        lua_pop(L, 1);
        if (lua_type(L, -1) == LUA_TSTRING) {
            keys.emplace_back(lua_tostring(L, -1));
        } else if (!lua_isinteger(L, -1)) {
            luaL_error(L, "%s: %s: keys must be names (got a %s key)", fn, where.c_str(), luaL_typename(L, -1));
        }
    }
    std::sort(keys.begin(), keys.end());
    return keys;
}

// Adds tags (a list of strings at idx) to space i.
void read_tags(lua_State* L, int idx, Board& b, int i, const char* fn) {
    if (lua_isnil(L, idx)) return;
    if (!lua_istable(L, idx))
        luaL_error(L, "%s: space '%s': tags must be a list of strings", fn, b.id(i).c_str());
    idx = lua_absindex(L, idx);
    const int n = static_cast<int>(lua_rawlen(L, idx));
    for (int k = 1; k <= n; ++k) {
        lua_rawgeti(L, idx, k);
        if (lua_type(L, -1) != LUA_TSTRING || lua_rawlen(L, -1) == 0)
            luaL_error(L, "%s: space '%s': tag %d must be a non-empty string (got %s)", fn, b.id(i).c_str(), k,
                       luaL_typename(L, -1));
        b.add_tag(i, lua_tostring(L, -1));
        lua_pop(L, 1);
    }
}

// Sets the fields of the space table at idx, other than `reserved`, as props.
void read_props(lua_State* L, int idx, Board& b, int i, const char* fn, std::initializer_list<const char*> reserved) {
    idx = lua_absindex(L, idx);
    for (const std::string& key : sorted_keys(L, idx, fn, "space '" + b.id(i) + "'")) {
        bool skip = false;
        for (const char* r : reserved)
            if (key == r) skip = true;
        if (skip) continue;
        lua_getfield(L, idx, key.c_str());
        b.set_prop(i, key, read_prop(L, -1, fn, b.id(i), key));
        lua_pop(L, 1);
    }
}

// A reference to a space in builder input: a string id or a number (its text).
int ref_space(lua_State* L, int idx, const Board& b, const char* fn, const std::string& where) {
    int t = lua_type(L, idx);
    if (t != LUA_TSTRING && t != LUA_TNUMBER)
        luaL_error(L, "%s: %s must name a space (got %s)", fn, where.c_str(), luaL_typename(L, idx));
    std::string id = arg_text(L, idx);
    int i = b.find(id);
    if (i < 0) luaL_error(L, "%s: %s names unknown space '%s'", fn, where.c_str(), id.c_str());
    return i;
}

// edges = { {"a", "b", label = "next", both = true, back = "prev"}, ... }
void read_edges(lua_State* L, int spec, Board& b, const char* fn, const char* field = "edges") {
    if (lua_getfield(L, spec, field) == LUA_TNIL) {
        lua_pop(L, 1);
        return;
    }
    if (!lua_istable(L, -1)) luaL_error(L, "%s: %s must be a list of {from, to, label=}", fn, field);
    const int list = lua_gettop(L);
    const int n = static_cast<int>(lua_rawlen(L, list));
    for (int k = 1; k <= n; ++k) {
        std::string where = std::string(field == std::string("edges") ? "edge" : field) + " " + std::to_string(k);
        if (lua_rawgeti(L, list, k) != LUA_TTABLE) luaL_error(L, "%s: %s must be a table {from, to, label=}", fn, where.c_str());
        const int e = lua_gettop(L);
        lua_rawgeti(L, e, 1);
        int from = ref_space(L, -1, b, fn, where);
        lua_rawgeti(L, e, 2);
        int to = ref_space(L, -1, b, fn, where);
        lua_pop(L, 2);
        std::string label = "next";
        if (lua_getfield(L, e, "label") != LUA_TNIL) {
            if (lua_type(L, -1) != LUA_TSTRING || lua_rawlen(L, -1) == 0)
                luaL_error(L, "%s: %s: label must be a non-empty string", fn, where.c_str());
            label = lua_tostring(L, -1);
        }
        lua_pop(L, 1);
        b.add_edge(from, to, label);
        lua_getfield(L, e, "both");
        bool both = lua_toboolean(L, -1);
        lua_pop(L, 1);
        if (both) b.add_edge(to, from, label);
        if (lua_getfield(L, e, "back") != LUA_TNIL) {
            if (lua_type(L, -1) != LUA_TSTRING || lua_rawlen(L, -1) == 0)
                luaL_error(L, "%s: %s: back must be a non-empty string (the reverse edge's label)", fn, where.c_str());
            b.add_edge(to, from, lua_tostring(L, -1));
        }
        lua_pop(L, 2);
    }
    lua_pop(L, 1);
}

// tags = { name = {ids...}, ... } (applied in sorted tag order) and
// spaces = { {id=, tags=, props...}, ... } decorating existing spaces.
void read_decorations(lua_State* L, int spec, Board& b, const char* fn, std::initializer_list<const char*> reserved) {
    if (lua_getfield(L, spec, "tags") != LUA_TNIL) {
        if (!lua_istable(L, -1)) luaL_error(L, "%s: tags must be a table {tag = {space ids...}}", fn);
        const int t = lua_gettop(L);
        for (const std::string& tag : sorted_keys(L, t, fn, "tags")) {
            if (lua_getfield(L, t, tag.c_str()) != LUA_TTABLE)
                luaL_error(L, "%s: tags.%s must be a list of space ids", fn, tag.c_str());
            const int n = static_cast<int>(lua_rawlen(L, -1));
            for (int k = 1; k <= n; ++k) {
                lua_rawgeti(L, -1, k);
                int i = ref_space(L, -1, b, fn, "tags." + tag + " entry " + std::to_string(k));
                b.add_tag(i, tag);
                lua_pop(L, 1);
            }
            lua_pop(L, 1);
        }
    }
    lua_pop(L, 1);
    if (lua_getfield(L, spec, "spaces") != LUA_TNIL) {
        if (!lua_istable(L, -1)) luaL_error(L, "%s: spaces must be a list of {id=, tags=, ...}", fn);
        const int list = lua_gettop(L);
        const int n = static_cast<int>(lua_rawlen(L, list));
        for (int k = 1; k <= n; ++k) {
            std::string where = "spaces entry " + std::to_string(k);
            if (lua_rawgeti(L, list, k) != LUA_TTABLE) luaL_error(L, "%s: %s must be a table {id=, ...}", fn, where.c_str());
            lua_getfield(L, -1, "id");
            int i = ref_space(L, -1, b, fn, where);
            lua_pop(L, 1);
            lua_getfield(L, -1, "tags");
            read_tags(L, -1, b, i, fn);
            lua_pop(L, 1);
            std::vector<const char*> res(reserved);
            res.push_back("id");
            res.push_back("tags");
            const int t = lua_gettop(L);
            for (const std::string& key : sorted_keys(L, t, fn, "space '" + b.id(i) + "'")) {
                if (std::find_if(res.begin(), res.end(), [&](const char* r) { return key == r; }) != res.end())
                    continue;
                lua_getfield(L, t, key.c_str());
                b.set_prop(i, key, read_prop(L, -1, fn, b.id(i), key));
                lua_pop(L, 1);
            }
            lua_pop(L, 1);
        }
    }
    lua_pop(L, 1);
}

// Finishes the board and pushes its userdata (with the ids table as user value 1).
int push_board(lua_State* L, std::unique_ptr<Board> board) {
    board->finish();
    std::shared_ptr<const Board> shared(std::move(board));
    auto* ud = static_cast<BoardUd*>(lua_newuserdatauv(L, sizeof(BoardUd), 1));
    new (ud) BoardUd{shared};
    luaL_setmetatable(L, kMeta);
    lua_createtable(L, shared->size(), 0);
    for (int i = 0; i < shared->size(); ++i) {
        lua_pushstring(L, shared->id(i).c_str());
        lua_rawseti(L, -2, i + 1);
    }
    lua_setiuservalue(L, -2, 1);
    return 1;
}

// Runs a builder step, turning a BoardError into a Lua error naming the builder.
template <class F>
auto guarded(lua_State* L, const char* fn, F f) -> decltype(f()) {
    std::string msg;
    try {
        return f();
    } catch (const BoardError& e) {
        msg = e.what();
    }
    luaL_error(L, "%s: %s", fn, msg.c_str());
    throw 0;  // unreachable
}

int l_board(lua_State* L) {
    const char* fn = "tabula.board";
    luaL_checktype(L, 1, LUA_TTABLE);
    auto board = std::make_unique<Board>(BoardKind::Plain);
    if (lua_getfield(L, 1, "spaces") != LUA_TTABLE) luaL_error(L, "%s: spaces must be a list of space ids or {id=, tags=, ...}", fn);
    const int list = lua_gettop(L);
    const int n = static_cast<int>(lua_rawlen(L, list));
    if (n == 0) luaL_error(L, "%s: the board has no spaces", fn);
    for (int k = 1; k <= n; ++k) {
        int t = lua_rawgeti(L, list, k);
        const int entry = lua_gettop(L);
        if (t == LUA_TTABLE) lua_getfield(L, entry, "id");
        else lua_pushvalue(L, entry);
        int it = lua_type(L, -1);
        if (it != LUA_TSTRING && it != LUA_TNUMBER)
            luaL_error(L, "%s: space %d needs an id (a string, got %s)", fn, k, luaL_typename(L, -1));
        std::string id = arg_text(L, -1);
        lua_pop(L, 1);
        int i = guarded(L, fn, [&] {
            try {
                return board->add_space(id);
            } catch (const BoardError& e) {
                throw BoardError("space " + std::to_string(k) + ": " + e.what());
            }
        });
        if (t == LUA_TTABLE) {
            lua_getfield(L, entry, "tags");
            read_tags(L, -1, *board, i, fn);
            lua_pop(L, 1);
            read_props(L, entry, *board, i, fn, {"id", "tags"});
        }
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    read_edges(L, 1, *board, fn);
    return push_board(L, std::move(board));
}

// A cell reference in grid input: an id from `names`, or {col, row}.
int grid_cell_ref(lua_State* L, int idx, const Grid::Spec& s, const char* fn, const std::string& where) {
    idx = lua_absindex(L, idx);
    if (lua_istable(L, idx)) {
        lua_rawgeti(L, idx, 1);
        lua_rawgeti(L, idx, 2);
        int c = static_cast<int>(lua_tointeger(L, -2)), r = static_cast<int>(lua_tointeger(L, -1));
        lua_pop(L, 2);
        if (c < 1 || c > s.width || r < 1 || r > s.height)
            luaL_error(L, "%s: %s: {%d, %d} is outside the %dx%d grid", fn, where.c_str(), c, r, s.width, s.height);
        return (r - 1) * s.width + (c - 1);
    }
    int t = lua_type(L, idx);
    if (t != LUA_TSTRING && t != LUA_TNUMBER)
        luaL_error(L, "%s: %s must be a cell id or {col, row} (got %s)", fn, where.c_str(), luaL_typename(L, idx));
    std::string id = arg_text(L, idx);
    for (std::size_t k = 0; k < s.names.size(); ++k)
        if (s.names[k] == id) return static_cast<int>(k);
    luaL_error(L, "%s: %s names unknown cell '%s'", fn, where.c_str(), id.c_str());
    return -1;
}

// Reads the list field `field` of cell references into a vector of flags.
std::vector<char> grid_cell_set(lua_State* L, int spec, const char* field, const Grid::Spec& s, const char* fn) {
    std::vector<char> set;
    if (lua_getfield(L, spec, field) == LUA_TNIL) {
        lua_pop(L, 1);
        return set;
    }
    if (!lua_istable(L, -1)) luaL_error(L, "%s: %s must be a list of cell ids or {col, row}", fn, field);
    set.assign(s.names.size(), 0);
    const int n = static_cast<int>(lua_rawlen(L, -1));
    for (int k = 1; k <= n; ++k) {
        lua_rawgeti(L, -1, k);
        set[grid_cell_ref(L, -1, s, fn, std::string(field) + " entry " + std::to_string(k))] = 1;
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    return set;
}

int l_grid(lua_State* L) {
    const char* fn = "tabula.grid";
    luaL_checktype(L, 1, LUA_TTABLE);
    Grid::Spec s;
    lua_getfield(L, 1, "width");
    lua_getfield(L, 1, "height");
    if (!lua_isinteger(L, -2) || !lua_isinteger(L, -1)) luaL_error(L, "%s: width and height must be integers", fn);
    s.width = static_cast<int>(lua_tointeger(L, -2));
    s.height = static_cast<int>(lua_tointeger(L, -1));
    lua_pop(L, 2);
    if (s.width < 1 || s.height < 1 || s.width > 1000 || s.height > 1000)
        luaL_error(L, "%s: width and height must be 1 to 1000 (got %dx%d)", fn, s.width, s.height);
    lua_getfield(L, 1, "rows");
    std::string rows = luaL_optstring(L, -1, "up");
    lua_pop(L, 1);
    if (rows != "up" && rows != "down") luaL_error(L, "%s: rows must be \"up\" or \"down\" (got '%s')", fn, rows.c_str());
    s.rows_down = rows == "down";

    const int n = s.width * s.height;
    s.names.resize(n);
    int nt = lua_getfield(L, 1, "names");
    const int names = lua_gettop(L);
    std::string style = nt == LUA_TSTRING ? lua_tostring(L, names) : "";
    if (nt != LUA_TNIL && nt != LUA_TFUNCTION && style != "chess" && style != "colrow")
        luaL_error(L, "%s: names must be \"chess\", \"colrow\" or a function(col, row) -> id", fn);
    if (style == "chess" && s.width > 26) luaL_error(L, "%s: chess names need a width of at most 26", fn);
    for (int r = 1; r <= s.height; ++r)
        for (int c = 1; c <= s.width; ++c) {
            std::string& name = s.names[(r - 1) * s.width + (c - 1)];
            if (nt == LUA_TFUNCTION) {
                lua_pushvalue(L, names);
                lua_pushinteger(L, c);
                lua_pushinteger(L, r);
                lua_call(L, 2, 1);
                int t = lua_type(L, -1);
                if ((t != LUA_TSTRING && t != LUA_TNUMBER) || lua_rawlen(L, -1) == 0)
                    luaL_error(L, "%s: names(%d, %d) must return a non-empty string (got %s)", fn, c, r,
                               luaL_typename(L, -1));
                name = arg_text(L, -1);
                lua_pop(L, 1);
            } else if (style == "chess") {
                name = std::string(1, static_cast<char>('a' + c - 1)) + std::to_string(r);
            } else {
                name = std::to_string(c) + "," + std::to_string(r);
            }
        }
    lua_pop(L, 1);
    std::vector<char> cells = grid_cell_set(L, 1, "cells", s, fn);
    std::vector<char> holes = grid_cell_set(L, 1, "holes", s, fn);
    s.blocked = grid_cell_set(L, 1, "blocked", s, fn);
    for (int k = 0; k < n; ++k) {
        bool exists = (cells.empty() || cells[k]) && (holes.empty() || !holes[k]);
        if (!exists) {
            if (!s.blocked.empty() && s.blocked[k])
                luaL_error(L, "%s: blocked cell '%s' is not a cell of the grid (a hole)", fn, s.names[k].c_str());
            s.names[k].clear();
        }
    }
    auto board = guarded(L, fn, [&] { return Grid::build(s); });
    guarded(L, fn, [&] {
        read_decorations(L, 1, *board, fn, {});
        read_edges(L, 1, *board, fn);
        return 0;
    });
    return push_board(L, std::move(board));
}

// A ring square in track input: a ring number (first..first+N-1) or an id.
int track_ring_ref(lua_State* L, int idx, const Track::Spec& s, const char* fn, const std::string& where) {
    const int n = static_cast<int>(s.ring.size());
    if (lua_isinteger(L, idx)) {
        lua_Integer v = lua_tointeger(L, idx);
        if (v < s.first || v >= s.first + n)
            luaL_error(L, "%s: %s: %d is not a ring number (%d to %d)", fn, where.c_str(), static_cast<int>(v),
                       s.first, s.first + n - 1);
        return static_cast<int>(v - s.first);
    }
    if (lua_type(L, idx) != LUA_TSTRING)
        luaL_error(L, "%s: %s must be a ring number or a ring square id (got %s)", fn, where.c_str(), luaL_typename(L, idx));
    std::string id = lua_tostring(L, idx);
    for (int p = 0; p < n; ++p)
        if (s.ring[p] == id) return p;
    luaL_error(L, "%s: %s names unknown ring square '%s'", fn, where.c_str(), id.c_str());
    return -1;
}

int l_track(lua_State* L) {
    const char* fn = "tabula.track";
    luaL_checktype(L, 1, LUA_TTABLE);
    Track::Spec s;
    lua_getfield(L, 1, "first");
    s.first = static_cast<int>(luaL_optinteger(L, -1, 1));
    lua_getfield(L, 1, "origin");
    s.origin = static_cast<int>(luaL_optinteger(L, -1, 0));
    lua_pop(L, 2);
    int rt = lua_getfield(L, 1, "ring");
    if (rt == LUA_TNUMBER && lua_isinteger(L, -1)) {
        lua_Integer n = lua_tointeger(L, -1);
        if (n < 2 || n > 100000) luaL_error(L, "%s: ring must have 2 to 100000 squares (got %d)", fn, static_cast<int>(n));
        const bool named = lua_getfield(L, 1, "name") == LUA_TFUNCTION;
        for (int p = 0; p < n; ++p) {
            if (named) {
                lua_pushvalue(L, -1);
                lua_pushinteger(L, s.first + p);
                lua_call(L, 1, 1);
                int t = lua_type(L, -1);
                if (t != LUA_TSTRING && t != LUA_TNUMBER)
                    luaL_error(L, "%s: name(%d) must return a string (got %s)", fn, s.first + p, luaL_typename(L, -1));
                s.ring.push_back(arg_text(L, -1));
                lua_pop(L, 1);
            } else {
                s.ring.push_back(std::to_string(s.first + p));
            }
        }
        lua_pop(L, 1);
    } else if (rt == LUA_TTABLE) {
        const int n = static_cast<int>(lua_rawlen(L, -1));
        for (int p = 1; p <= n; ++p) {
            lua_rawgeti(L, -1, p);
            int t = lua_type(L, -1);
            if (t != LUA_TSTRING && t != LUA_TNUMBER)
                luaL_error(L, "%s: ring square %d must be an id (got %s)", fn, p, luaL_typename(L, -1));
            s.ring.push_back(arg_text(L, -1));
            lua_pop(L, 1);
        }
    } else {
        luaL_error(L, "%s: ring must be a number of squares or a list of square ids", fn);
    }
    lua_pop(L, 1);

    if (lua_getfield(L, 1, "colours") != LUA_TNIL) {
        if (!lua_istable(L, -1)) luaL_error(L, "%s: colours must be a list of {id=, start=, entrance=, lane=, finish=}", fn);
        const int list = lua_gettop(L);
        const int n = static_cast<int>(lua_rawlen(L, list));
        for (int k = 1; k <= n; ++k) {
            if (lua_rawgeti(L, list, k) != LUA_TTABLE) luaL_error(L, "%s: colour %d must be a table", fn, k);
            const int c = lua_gettop(L);
            Track::ColourSpec cs;
            if (lua_getfield(L, c, "id") != LUA_TSTRING || lua_rawlen(L, -1) == 0)
                luaL_error(L, "%s: colour %d needs an id (a string)", fn, k);
            cs.id = lua_tostring(L, -1);
            lua_pop(L, 1);
            const std::string where = "colour '" + cs.id + "'";
            lua_getfield(L, c, "start");
            cs.start = track_ring_ref(L, -1, s, fn, where + " start");
            lua_pop(L, 1);
            if (lua_getfield(L, c, "entrance") != LUA_TNIL) cs.entrance = track_ring_ref(L, -1, s, fn, where + " entrance");
            lua_pop(L, 1);
            int lt = lua_getfield(L, c, "lane");
            if (lt == LUA_TNUMBER) {
                lua_Integer len = lua_tointeger(L, -1);
                if (!lua_isinteger(L, -1) || len < 0 || len > 1000)
                    luaL_error(L, "%s: %s: lane must be a count 0 to 1000 or a list of ids", fn, where.c_str());
                for (int p = 1; p <= len; ++p) cs.lane.push_back(cs.id + "_L" + std::to_string(p));
            } else if (lt == LUA_TTABLE) {
                const int len = static_cast<int>(lua_rawlen(L, -1));
                for (int p = 1; p <= len; ++p) {
                    lua_rawgeti(L, -1, p);
                    int t = lua_type(L, -1);
                    if (t != LUA_TSTRING && t != LUA_TNUMBER)
                        luaL_error(L, "%s: %s: lane square %d must be an id (got %s)", fn, where.c_str(), p,
                                   luaL_typename(L, -1));
                    cs.lane.push_back(arg_text(L, -1));
                    lua_pop(L, 1);
                }
            } else if (lt != LUA_TNIL) {
                luaL_error(L, "%s: %s: lane must be a count or a list of ids", fn, where.c_str());
            }
            lua_pop(L, 1);
            int ft = lua_getfield(L, c, "finish");
            if (ft == LUA_TSTRING || ft == LUA_TNUMBER) {
                cs.finish = arg_text(L, -1);
            } else if (ft == LUA_TNIL) {
                if (cs.entrance >= 0) cs.finish = cs.id + "_finish";
            } else if (!(ft == LUA_TBOOLEAN && !lua_toboolean(L, -1))) {
                luaL_error(L, "%s: %s: finish must be an id or false", fn, where.c_str());
            }
            lua_pop(L, 1);
            if (cs.entrance < 0 && !cs.lane.empty())
                luaL_error(L, "%s: %s: a lane needs an entrance (the ring square the colour turns off)", fn, where.c_str());
            s.colours.push_back(std::move(cs));
            lua_pop(L, 1);
        }
    }
    lua_pop(L, 1);
    auto board = guarded(L, fn, [&] { return Track::build(s); });
    guarded(L, fn, [&] {
        read_decorations(L, 1, *board, fn, {});
        read_edges(L, 1, *board, fn);
        return 0;
    });
    return push_board(L, std::move(board));
}

int l_hexmap(lua_State* L) {
    const char* fn = "tabula.hexmap";
    luaL_checktype(L, 1, LUA_TTABLE);
    if (lua_getfield(L, 1, "hexes") != LUA_TTABLE) luaL_error(L, "%s: hexes must be a list of {id=, q=, r=, region=}", fn);
    const int list = lua_gettop(L);
    const int n = static_cast<int>(lua_rawlen(L, list));
    std::vector<HexMap::Hex> hexes;
    for (int k = 1; k <= n; ++k) {
        if (lua_rawgeti(L, list, k) != LUA_TTABLE) luaL_error(L, "%s: hex %d must be a table {id=, q=, r=}", fn, k);
        HexMap::Hex h;
        lua_getfield(L, -1, "id");
        int t = lua_type(L, -1);
        if (t != LUA_TSTRING && t != LUA_TNUMBER) luaL_error(L, "%s: hex %d needs an id (a string)", fn, k);
        h.id = arg_text(L, -1);
        lua_getfield(L, -2, "q");
        lua_getfield(L, -3, "r");
        if (!lua_isinteger(L, -2) || !lua_isinteger(L, -1))
            luaL_error(L, "%s: hex '%s' needs integer coordinates q and r", fn, h.id.c_str());
        h.q = static_cast<int>(lua_tointeger(L, -2));
        h.r = static_cast<int>(lua_tointeger(L, -1));
        int rt = lua_getfield(L, -4, "region");
        if (rt == LUA_TSTRING || rt == LUA_TNUMBER) h.region = arg_text(L, -1);
        else if (rt != LUA_TNIL) luaL_error(L, "%s: hex '%s': region must be a string", fn, h.id.c_str());
        lua_pop(L, 5);
        hexes.push_back(std::move(h));
    }
    auto board = guarded(L, fn, [&] { return HexMap::build(hexes); });
    for (int k = 1; k <= n; ++k) {
        lua_rawgeti(L, list, k);
        lua_getfield(L, -1, "tags");
        read_tags(L, -1, *board, k - 1, fn);
        lua_pop(L, 1);
        read_props(L, -1, *board, k - 1, fn, {"id", "q", "r", "region", "tags"});
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    guarded(L, fn, [&] {
        read_decorations(L, 1, *board, fn, {});
        read_edges(L, 1, *board, fn);
        return 0;
    });
    return push_board(L, std::move(board));
}

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
    lua_createtable(c.L, static_cast<int>(tags.size()), 0);
    for (std::size_t k = 0; k < tags.size(); ++k) {
        lua_pushstring(c.L, c.b.tag_name(tags[k]).c_str());
        lua_rawseti(c.L, -2, static_cast<lua_Integer>(k + 1));
    }
}

void set_int(lua_State* L, const char* key, lua_Integer v) {
    lua_pushinteger(L, v);
    lua_setfield(L, -2, key);
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
    if (const Grid* g = b.grid()) {
        set_int(L, "col", g->col(i));
        set_int(L, "row", g->row(i));
        lua_pushboolean(L, g->blocked(i));
        lua_setfield(L, -2, "blocked");
    } else if (const HexMap* h = b.hexmap()) {
        set_int(L, "q", h->q(i));
        set_int(L, "r", h->r(i));
        if (h->region_of(i) >= 0) {
            lua_pushstring(L, h->region_name(h->region_of(i)).c_str());
            lua_setfield(L, -2, "region");
        }
    } else if (const Track* t = b.track()) {
        if (t->ring_pos(i) >= 0) set_int(L, "ring", t->ring_number(i));
        if (t->lane_colour(i) >= 0) {
            lua_pushstring(L, t->colour(t->lane_colour(i)).id.c_str());
            lua_setfield(L, -2, "colour");
            set_int(L, "lane", t->lane_step(i));
        }
        if (t->is_finish(i)) {
            lua_pushboolean(L, 1);
            lua_setfield(L, -2, "finish");
            int owner = -1, owners = 0;
            for (int k = 0; k < t->colour_count(); ++k)
                if (t->colour(k).finish == i) owner = k, ++owners;
            if (owners == 1) {
                lua_pushstring(L, t->colour(owner).id.c_str());
                lua_setfield(L, -2, "colour");
            }
        }
    }
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
    else c.push_list(c.b.spaces_with(t));
    return 1;
}

int m_labels(lua_State* L) {
    Call c(L, "board:labels", 1);
    lua_createtable(L, c.b.label_count(), 0);
    for (int l = 0; l < c.b.label_count(); ++l) {
        lua_pushstring(L, c.b.label_name(l).c_str());
        lua_rawseti(L, -2, l + 1);
    }
    return 1;
}

// board:next(id, label) / board:prev(id, label): the space one labelled edge away, or nil.
int step_along(lua_State* L, const char* fn, bool forward) {
    Call c(L, fn, 3);
    int i = c.space(2);
    luaL_checkstring(L, 3);
    int l = c.label(3);
    int j = l < 0 ? -1 : forward ? c.b.next(i, l) : c.b.prev(i, l);
    if (j < 0) lua_pushnil(L);
    else c.push(j);
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
        lua_pushstring(L, c.b.label_name(e.label).c_str());
        lua_setfield(L, -2, "label");
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
    else c.push_list(c.b.neighbours(i, l < 0 ? -1 : l));
    return 1;
}

// Reads opts {label=, occupied=} at idx into the stack slots label / occupied.
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

int m_path(lua_State* L) {
    Call c(L, "board:path", 4);
    int a = c.space(2), b = c.space(3);
    PathOpts o = read_path_opts(c, 4);
    Occupied occ(c, o.occ_idx, false, true);
    if (o.label == -1 || a == b) {
        if (a == b) lua_newtable(L);
        else lua_pushnil(L);
        return 1;
    }
    std::vector<int> p = c.b.path(a, b, o.label < 0 ? -1 : o.label, [&](int s) { return occ.test(c, s); });
    if (p.empty()) lua_pushnil(L);
    else c.push_list(p);
    return 1;
}

// board:reach(from, max [, {label=, occupied=, cost=}]) -> list, costs
int m_reach(lua_State* L) {
    Call c(L, "board:reach", 4);
    int a = c.space(2);
    lua_Number max = luaL_checknumber(L, 3);
    PathOpts o = read_path_opts(c, 4);
    Occupied occ(c, o.occ_idx, false, true);
    const Board& b = c.b;
    std::vector<lua_Number> best(b.size(), -1);
    using Item = std::pair<lua_Number, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> queue;
    best[a] = 0;
    queue.push({0, a});
    std::vector<char> done(b.size(), 0), blocked(b.size(), 0), tested(b.size(), 0);
    while (!queue.empty() && o.label != -1) {
        auto [d, s] = queue.top();
        queue.pop();
        if (done[s]) continue;
        done[s] = 1;
        for (const BoardEdge& e : b.out(s)) {
            if (o.label >= 0 && e.label != o.label) continue;
            if (e.to == a || done[e.to]) continue;
            if (!tested[e.to]) {
                tested[e.to] = 1;
                blocked[e.to] = occ.test(c, e.to);
            }
            if (blocked[e.to]) continue;
            lua_Number step = 1;
            if (!lua_isnil(L, o.cost_idx)) {
                lua_pushvalue(L, o.cost_idx);
                c.push(s);
                c.push(e.to);
                lua_pushstring(L, b.label_name(e.label).c_str());
                lua_call(L, 3, 1);
                if (!lua_toboolean(L, -1)) {
                    lua_pop(L, 1);
                    continue;
                }
                if (!lua_isnumber(L, -1) || lua_tonumber(L, -1) < 0)
                    c.error("cost must return a number >= 0, or nil/false when the step is not allowed");
                step = lua_tonumber(L, -1);
                lua_pop(L, 1);
            }
            lua_Number nd = d + step;
            if (nd > max) continue;
            if (best[e.to] < 0 || nd < best[e.to]) {
                best[e.to] = nd;
                queue.push({nd, e.to});
            }
        }
    }
    lua_newtable(L);  // list
    lua_newtable(L);  // costs
    int n = 0;
    for (int i = 0; i < b.size(); ++i) {
        if (i == a || best[i] < 0) continue;
        c.push(i);
        lua_rawseti(L, -3, ++n);
        c.push(i);
        lua_Number v = best[i];
        if (v == std::floor(v)) lua_pushinteger(L, static_cast<lua_Integer>(v));
        else lua_pushnumber(L, v);
        lua_rawset(L, -3);
    }
    return 2;
}

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
                lua_call(L, 4, 1);
            } else {
                c.push(s);
                lua_gettable(L, stop_idx);
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

const luaL_Reg kMethods[] = {
    // every board
    {"kind", m_kind}, {"size", m_size}, {"has", m_has}, {"index", m_index}, {"id", m_id}, {"space", m_space},
    {"prop", m_prop}, {"tags", m_tags}, {"has_tag", m_has_tag}, {"spaces", m_spaces}, {"labels", m_labels},
    {"next", m_next}, {"prev", m_prev}, {"edges", m_edges}, {"incoming", m_incoming}, {"neighbours", m_neighbours},
    {"path", m_path}, {"reach", m_reach},
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
    // tracks
    {"ring_size", m_ring_size}, {"colours", m_colours}, {"ring_number", m_ring_number}, {"ring_square", m_ring_square},
    {"ahead", m_ahead}, {"ring_distance", m_ring_distance}, {"start", m_start}, {"entrance", m_entrance},
    {"lane", m_lane}, {"finish", m_finish}, {"progress", m_progress}, {"space_at", m_space_at},
    {"end_progress", m_end_progress}, {"advance", m_advance},
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

const luaL_Reg kTabula[] = {
    {"board", l_board}, {"grid", l_grid}, {"track", l_track}, {"hexmap", l_hexmap}, {nullptr, nullptr}};

}  // namespace

const ApiPart& board_api() {
    static const ApiPart part{"board", nullptr, kTabula, install};
    return part;
}

}  // namespace tabula
