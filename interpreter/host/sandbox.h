// The whitelisted environment every game and mod script runs in.
#pragma once
#include <lua.hpp>

namespace tabula {
class ScriptHost;
void install_sandbox(lua_State* L, ScriptHost& host);
// Makes the standard library tables (and the host's `tabula`) read-only proxies and
// puts strings' metatable out of reach. Called once, before the first script loads.
void freeze_libraries(lua_State* L);
// A new global environment for scripts: a table of their own that reads the host's
// globals through it (its metatable protected); returns its registry reference.
int new_script_env(lua_State* L);
}
