// The whitelisted environment every game and mod script runs in.
#pragma once
#include <string>

#include <lua.hpp>

namespace tabula {
// Opens the whitelisted libraries, the host's require, load, print and guards, then
// calls install_api (the host's API, lua_api's register_api; may be null: the bare
// sandbox) and adds tabula.modules, module_file, freeze and option_error. Nothing is
// frozen yet.
void install_sandbox(lua_State* L, void (*install_api)(lua_State* L));
// Whether the value at idx is the error tabula.option_error raises (a game refusing an
// option's value); if so, `text` gets "option 'NAME': MESSAGE".
bool option_error_text(lua_State* L, int idx, std::string& text);
// What module's chunk returned, for errors ("got nothing"): "nothing" or "nil" when
// require gave true for no value or nil, else the type of require's value at idx.
std::string module_returned(lua_State* L, const char* module, int idx);
// Makes the standard library tables (and the host's `tabula`) read-only proxies and
// puts strings' metatable out of reach. Called once, before the first script loads.
void freeze_libraries(lua_State* L);
// A new global environment for scripts: a table of their own that reads the host's
// globals through it (its metatable protected); returns its registry reference.
int new_script_env(lua_State* L);
}
