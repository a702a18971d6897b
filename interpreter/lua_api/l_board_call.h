// Shared by the board part's Lua API files (l_board*.cpp): the board userdata,
// one method call's context with its argument checks (check_board, Call::as<T>,
// space, colour, direction...) and pushes (push_space, push_spaces, push_names...),
// and the `occupied` argument. The methods only convert: the logic is the model's
// (model/board*.h, grid.h, hexmap.h, track*.h).
#pragma once
#include <memory>
#include <optional>
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
    std::size_t held = 0;  // host memory counted against the match's cap (ScriptHost::hold_host)
};

inline const Board& check_board(lua_State* L, int idx) {
    auto* ud = static_cast<BoardUd*>(check_handle(L, idx, kMeta));
    return *ud->board;
}

// Whether the value at idx can name a space: a string, or a number (read as its text).
inline bool is_id(lua_State* L, int idx) {
    int t = lua_type(L, idx);
    return t == LUA_TSTRING || t == LUA_TNUMBER;
}

// The text of a string or number argument; "(a <type>)" for any other value.
std::string arg_text(lua_State* L, int idx);

// Runs a model call, turning a BoardError into the Lua error "<fn>: <message>".
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

// A board's geometry T, and how an error names it.
template <class T>
struct Geometry;
template <>
struct Geometry<Grid> {
    static const Grid* of(const Board& b) { return b.grid(); }
    static constexpr const char* kName = "a grid";
};
template <>
struct Geometry<Track> {
    static const Track* of(const Board& b) { return b.track(); }
    static constexpr const char* kName = "a track";
};
template <>
struct Geometry<HexMap> {
    static const HexMap* of(const Board& b) { return b.hexmap(); }
    static constexpr const char* kName = "a hex map";
};

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

    // Runs a model call, turning a BoardError into this method's error.
    template <class F>
    auto guarded(F f) -> decltype(f()) {
        return board_lua::guarded(L, fn, f);
    }

    // ---- checks: the board's geometry and the arguments
    template <class T>
    const T& as() {
        if (const T* g = Geometry<T>::of(b)) return *g;
        error("this board is a %s, not %s", board_kind_name(b.kind()), Geometry<T>::kName);
    }
    void need_geometry();  // a grid or a hex map

    int space(int idx);  // a space id (a number is read as its text)
    int find(int idx);   // the same, or -1 when the board has no such space
    int index(int idx);  // a 1-based space index
    int label(int idx);  // an optional edge label: -2 when absent (any), -1 when no edge has it
    int colour(int idx);       // a track's colour: an id or a 1-based number
    int ring_square(int idx);  // a track's ring square
    int grid_dir(int idx);     // a grid direction: a name or 1..8
    int hex_dir(int idx);      // a hex direction: a name or 1..6
    int dir(int idx) { return b.grid() ? grid_dir(idx) : hex_dir(idx); }
    DirSet dir_set(int idx);  // optional: "8" (default), "4"/"orthogonal", "diagonal"
    Metric metric(int idx);   // optional: "manhattan" (default), "chebyshev"
    int region(int idx);      // a hex map's region name

    // ---- pushes
    void push(int i) { lua_rawgeti(L, ids, i + 1); }  // a space's id
    void push_space(int i) {                          // the id, or nil when i < 0
        if (i < 0) lua_pushnil(L);
        else push(i);
    }
    void push_spaces(const std::vector<int>& v);   // a list of ids
    void push_indices(const std::vector<int>& v);  // a list of 1-based indices
    // A list of n strings, the k-th (0-based) name(k).
    template <class Name>
    void push_names(int n, Name name) {
        lua_createtable(L, n, 0);
        for (int k = 0; k < n; ++k) {
            lua_pushstring(L, name(k));
            lua_rawseti(L, -2, k + 1);
        }
    }
    void push_int(std::optional<long long> v) {  // nil when none
        if (v) lua_pushinteger(L, *v);
        else lua_pushnil(L);
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
    Occupied(Call& c, int idx_, bool by_index_ = false, bool option = false);
    bool none() const { return type == LUA_TNIL; }

    // Pushes the value for space i and returns true when it is truthy; pushes
    // nothing and returns false otherwise.
    bool get(Call& c, int i);
    bool test(Call& c, int i) {
        if (!get(c, i)) return false;
        lua_pop(L, 1);
        return true;
    }
};

// A space's property (l_board_props.cpp): the value at idx read as plain data (a
// BoardError names the space and the property's path), and pushed back as a fresh copy.
PropValue read_prop(lua_State* L, int idx, const std::string& space, const std::string& key);
void push_prop(lua_State* L, const PropValue& v);

// Builders (l_board_build.cpp); methods of every board (l_board.cpp), of grids
// and hex maps (l_board_grid.cpp), of tracks (l_board_track.cpp).
extern const luaL_Reg kBuilders[];
extern const luaL_Reg kGridMethods[];
extern const luaL_Reg kTrackMethods[];

}  // namespace tabula::board_lua
