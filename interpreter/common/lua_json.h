// Conversions between Lua values and JSON (views, game tables, options, results).
#pragma once
#include <string_view>

#include <lua.hpp>
#include <nlohmann/json.hpp>

#include "common/lua_walk.h"

namespace tabula {

// The value at `idx` as JSON, walked by LuaWalk (common/lua_walk.h): a table whose keys
// are exactly 1..n is an array, any other table an object (number keys as text). An
// empty table is {} unless it is marked a list (mark_list): then []. Strings are made valid UTF-8
// (common/utf8_text.h). A table shared by several places is copied to each; a cycle,
// nesting deeper than kMaxLuaDepth, a boolean or table key, or (unless skip_functions)
// a function, userdata or thread throws LuaValueError naming the place from `root`
// ("a cycle at view.x: ..."). With skip_functions those are left out (null in an array).
nlohmann::json lua_to_json(lua_State* L, int idx, std::string_view root, bool skip_functions = false);

// Marks the table at `idx` as a list, so that lua_to_json writes it as an array even
// when it is empty: an empty Lua table cannot say whether it is a list or a map, so the
// host says so of the lists it knows (an empty array push_json makes: a zone's cards in
// match:view_of, a list option) and a script of its own with tabula.list. The marks
// are a weak set in the registry, out of scripts' reach and of the state hash. May
// raise a Lua error (memory).
void mark_list(lua_State* L, int idx);

// JSON made by the host (options, results, views) pushed as a Lua value, an empty array
// as an empty table marked a list (mark_list). Host JSON is the script's data (at most
// kMaxLuaDepth levels) inside a few levels of its own: deeper than kMaxPushDepth throws
// LuaValueError.
inline constexpr int kMaxPushDepth = 2 * kMaxLuaDepth;
void push_json(lua_State* L, const nlohmann::json& j);

}  // namespace tabula
