// string.find, string.match, string.gmatch and string.gsub on the host's own pattern
// matcher (common/lua_pattern.h): Lua 5.4's behaviour, with a step limit per call.
#pragma once
#include <lua.hpp>

namespace tabula {

// Replaces the four functions in the `string` table and in the string metatable's
// __index, so ("x"):find(...) is the host's too. Called once per state by register_api.
void register_string_patterns(lua_State* L);

}  // namespace tabula
