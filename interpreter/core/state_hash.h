// A canonical 64-bit hash of a Lua value: tables by sorted keys, so it does
// not depend on pairs() order, and shared or cyclic tables are hashed once.
// The walk is LuaWalk's (common/lua_walk.h), with its limits.
#pragma once
#include <cstdint>
#include <string_view>

#include <lua.hpp>

#include "common/lua_walk.h"

namespace tabula {

class Fnv64 {
public:
    void bytes(const void* p, size_t n);
    void text(std::string_view s) { u64(s.size()); bytes(s.data(), s.size()); }
    void u64(uint64_t v) { bytes(&v, sizeof v); }
    uint64_t value() const { return h_; }

private:
    uint64_t h_ = 0xcbf29ce484222325ULL;
};

// Folds the value at `idx` into `h`. Throws LuaValueError, naming the place from
// `root`, for a function or coroutine (a value or a key: the state is data; userdata,
// the host's handles, count by type), tables nested deeper than kMaxLuaDepth (the
// first `uncounted` levels not counted) or more values or text than a walk may visit.
void hash_lua_value(lua_State* L, int idx, Fnv64& h, std::string_view root = "value", int uncounted = 0);

// Whether hash_lua_value would certainly take the value at `idx`: data whose tables
// form a tree well inside the walk's limits. Far cheaper than the hash (no keys sorted
// or copied); false where it cannot tell so quickly (a table met twice, a function or
// coroutine, near a limit): then the hash itself must decide.
bool plain_data_tree(lua_State* L, int idx, int uncounted = 0);

}  // namespace tabula
