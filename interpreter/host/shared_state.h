// The state that every match of a host shares: the scripts' global environment and
// the loaded modules, with every table, closure upvalue, metatable and coroutine they
// reach. Nothing a match does may outlive it there, so a host checks, after each match,
// that this state is as it was when the game was loaded (ScriptHost::seal).
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <lua.hpp>

namespace tabula {

// A fingerprint of the shared state, equal for equal states within one process (it
// depends on the objects' identities, not their addresses' order; a table's entries
// count whatever their order). Entries of weak tables that only a finished match
// could reach are removed first, as the collector would: a cache keyed by a match's
// own tables is not shared state. A suspended coroutine cannot be compared, so it
// makes every fingerprint differ. `env_ref` is the scripts' environment's reference.
uint64_t shared_state_fingerprint(lua_State* L, int env_ref);

// Where two hosts' shared states differ, by path ("require('rules').CACHE[3]",
// "global score", "upvalue count of require('game').play"): at most `max` paths. For
// a message when a match has changed the shared state (`now` against a fresh host).
std::vector<std::string> shared_state_differences(lua_State* now, int now_env, lua_State* fresh, int fresh_env,
                                                  std::size_t max);

}  // namespace tabula
