// The whitelisted environment every game and mod script runs in.
#pragma once
#include <lua.hpp>

namespace tabula {
class ScriptHost;
void install_sandbox(lua_State* L, ScriptHost& host);
}
