// Conversions between Lua values and JSON (views, options, records).
#pragma once
#include <lua.hpp>
#include <nlohmann/json.hpp>

namespace tabula {

// A table with keys 1..n is an array, any other table an object (keys as
// strings, in sorted order). Functions are skipped or an error; cycles are errors.
nlohmann::json lua_to_json(lua_State* L, int idx, bool skip_functions = false);
void push_json(lua_State* L, const nlohmann::json& j);

}  // namespace tabula
