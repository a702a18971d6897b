// Conversions between Lua values and JSON (views, game tables, options, results).
#pragma once
#include <string_view>

#include <lua.hpp>
#include <nlohmann/json.hpp>

#include "common/lua_walk.h"

namespace tabula {

// The value at `idx` as JSON, walked by LuaWalk (common/lua_walk.h): a table whose keys
// are exactly 1..n is an array, any other table an object (number keys as text, an
// empty table {}); strings are made valid UTF-8 (common/utf8_text.h). A table shared
// by several places is copied to each; a cycle, nesting deeper than kMaxLuaDepth, a
// boolean or table key, or (unless skip_functions) a function, userdata or thread
// throws LuaValueError naming the place from `root` ("a cycle at view.x: ...").
// With skip_functions those are left out (null in an array).
nlohmann::json lua_to_json(lua_State* L, int idx, std::string_view root, bool skip_functions = false);

// JSON made by the host (options, results, views) pushed as a Lua value. Host JSON is
// the script's data (at most kMaxLuaDepth levels) inside a few levels of its own:
// deeper than kMaxPushDepth throws LuaValueError.
inline constexpr int kMaxPushDepth = 2 * kMaxLuaDepth;
void push_json(lua_State* L, const nlohmann::json& j);

}  // namespace tabula
