// The board builders: tabula.board, tabula.grid, tabula.track, tabula.hexmap (docs/api.md, Boards).
#include "host/script_host.h"
#include "lua_api/l_board_call.h"

namespace tabula::board_lua {
namespace {

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
void read_props(lua_State* L, int idx, Board& b, int i, const char* fn, const std::vector<std::string_view>& reserved) {
    idx = lua_absindex(L, idx);
    for (const std::string& key : sorted_keys(L, idx, fn, "space '" + b.id(i) + "'")) {
        if (std::find(reserved.begin(), reserved.end(), key) != reserved.end()) continue;
        lua_getfield(L, idx, key.c_str());
        guarded(L, fn, [&] {
            b.set_prop(i, key, read_prop(L, -1, b.id(i), key));
            return 0;
        });
        lua_pop(L, 1);
    }
}

// A reference to a space in builder input: a string id or a number (its text).
int ref_space(lua_State* L, int idx, const Board& b, const char* fn, const std::string& where) {
    if (!is_id(L, idx))
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
void read_decorations(lua_State* L, int spec, Board& b, const char* fn) {
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
            read_props(L, -1, b, i, fn, {"id", "tags"});
            lua_pop(L, 1);
        }
    }
    lua_pop(L, 1);
}

// Finishes the board and pushes its userdata (with the ids table as user value 1).
// What a board's spaces cost the host, about, per space (ids, names, props, edges): the
// amount counted against the match's memory cap while the board lives, and the budget
// units charged for building it.
constexpr std::size_t kHostBytesPerSpace = 256;
constexpr uint64_t kChargePerSpace = 50;

int push_board(lua_State* L, std::unique_ptr<Board> board) {
    ScriptHost& host = ScriptHost::of(L);
    const std::size_t held = kHostBytesPerSpace * static_cast<std::size_t>(board->size());
    host.charge_work(L, kChargePerSpace * static_cast<uint64_t>(board->size()));
    board->finish();
    std::shared_ptr<const Board> shared(std::move(board));
    auto* ud = static_cast<BoardUd*>(lua_newuserdatauv(L, sizeof(BoardUd), 1));
    if (host.branching()) {  // the host owns it: the userdata goes with the branch, unfinalised
        host.born_in_branch(shared);
        shared = std::shared_ptr<const Board>(std::shared_ptr<const Board>(), shared.get());
    }
    new (ud) BoardUd{shared, 0};
    host.hold_host(L, held);  // the userdata owns the board now: its __gc frees it either way
    ud->held = held;
    luaL_setmetatable(L, kMeta);
    lua_createtable(L, shared->size(), 0);
    for (int i = 0; i < shared->size(); ++i) {
        lua_pushstring(L, shared->id(i).c_str());
        lua_rawseti(L, -2, i + 1);
    }
    lua_setiuservalue(L, -2, 1);
    return 1;
}

// Adds the spec's (at 1) decorations and extra edges to a built board, then pushes it.
int push_decorated(lua_State* L, const char* fn, std::unique_ptr<Board> board) {
    guarded(L, fn, [&] {
        read_decorations(L, 1, *board, fn);
        read_edges(L, 1, *board, fn);
        return 0;
    });
    return push_board(L, std::move(board));
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
        if (!is_id(L, -1))
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
    if (!is_id(L, idx))
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
    // Before the work: a grid too big for what the cap has left is refused before its
    // spaces are made (push_board holds them once the board is built).
    ScriptHost::of(L).charge_work(L, kChargePerSpace * static_cast<uint64_t>(n));
    ScriptHost::of(L).hold_host(L, kHostBytesPerSpace * static_cast<std::size_t>(n));
    ScriptHost::of(L).release_host(kHostBytesPerSpace * static_cast<std::size_t>(n));
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
                call_query(L, 2, 1, "the names function", fn);
                if (!is_id(L, -1) || lua_rawlen(L, -1) == 0)
                    luaL_error(L, "%s: names(%d, %d) must return a non-empty string (got %s)", fn, c, r,
                               luaL_typename(L, -1));
                name = arg_text(L, -1);
                lua_pop(L, 1);
            } else {
                name = style == "chess" ? Grid::chess_name(c, r) : Grid::colrow_name(c, r);
            }
        }
    lua_pop(L, 1);
    s.cells = grid_cell_set(L, 1, "cells", s, fn);
    s.holes = grid_cell_set(L, 1, "holes", s, fn);
    s.blocked = grid_cell_set(L, 1, "blocked", s, fn);
    return push_decorated(L, fn, guarded(L, fn, [&] { return Grid::build(s); }));
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
                call_query(L, 1, 1, "the name function", fn);
                if (!is_id(L, -1))
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
            if (!is_id(L, -1))
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
                    if (!is_id(L, -1))
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
    return push_decorated(L, fn, std::move(board));
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
        if (!is_id(L, -1)) luaL_error(L, "%s: hex %d needs an id (a string)", fn, k);
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
    return push_decorated(L, fn, std::move(board));
}

}  // namespace

const luaL_Reg kBuilders[] = {
    {"board", l_board}, {"grid", l_grid}, {"track", l_track}, {"hexmap", l_hexmap}, {nullptr, nullptr}};

}  // namespace tabula::board_lua
