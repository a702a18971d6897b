// Lua -> C++: the functions the host gives scripts.
#pragma once
#include <lua.hpp>

namespace tabula {

class Match;

void register_api(lua_State* L);          // called once per state by the sandbox
void push_match_metatable(lua_State* L);  // the `match` table's methods

// The match a method was called on (argument idx), or a Lua error if it is gone.
Match& check_match(lua_State* L, int idx);
// Raises a Lua error if an action is attempted inside a pure query.
void check_action(lua_State* L, const char* action);
// Yields to the host with the sentinel; `k` runs when the host resumes.
int host_yield(lua_State* L, lua_KFunction k, const char* action, lua_KContext ctx = 0);

void register_random(lua_State* L);

}  // namespace tabula
