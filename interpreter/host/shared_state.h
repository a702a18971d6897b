// The state that every match of a host shares: the scripts' global environment and
// the loaded modules, with every table, closure upvalue, metatable and coroutine they
// reach. Nothing a match does may outlive it there, so a host checks, after each match,
// that this state is as it was when the game was loaded (ScriptHost::seal).
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <lua.hpp>

namespace tabula {

// A host's check of its shared state. seal() takes a fingerprint once the game is
// loaded; changed() takes it again and compares. The fingerprint depends on the
// objects' identities and contents (a table's entries count whatever their order), is
// equal for equal states within one process, and keyed per process so that no script
// can build two states that collide. Entries of weak tables that only a finished match
// could reach are removed first, as the collector would: a cache keyed by a match's own
// tables is not shared state. A suspended coroutine cannot be compared, so it makes
// every fingerprint differ. Read-only proxies (the libraries, tabula.freeze data) and
// the host's own tables are not walked: nothing can change them.
class SharedState {
public:
    SharedState();
    ~SharedState();
    void seal(lua_State* L, int env_ref);  // env_ref: the scripts' environment
    bool changed(lua_State* L);

private:
    uint64_t fingerprint(lua_State* L);
    struct Sets;
    std::unique_ptr<Sets> sets_;
    int env_ref_ = LUA_NOREF, lists_ref_ = LUA_NOREF;
    uint64_t sealed_ = 0;
    bool is_sealed_ = false;
};

// Where two hosts' shared states differ, by path ("require('rules').CACHE[3]",
// "global score", "upvalue count of require('game').play"): at most `max` paths. For
// a message when a match has changed the shared state (`now` against a fresh host).
std::vector<std::string> shared_state_differences(lua_State* now, int now_env, lua_State* fresh, int fresh_env,
                                                  std::size_t max);

}  // namespace tabula
