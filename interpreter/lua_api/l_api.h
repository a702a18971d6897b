// Lua -> C++: the functions the host gives scripts.
#pragma once
#include <initializer_list>
#include <string>
#include <string_view>

#include <lua.hpp>

namespace tabula {

class Match;

// The host's API, the step-limited string patterns included: what ScriptHost's
// install_api installs (runtime/ passes it), once per state, before the libraries freeze.
void register_api(lua_State* L);
void push_match_metatable(lua_State* L);  // the `match` table's methods (kMatchMetatable)
void add_part_methods(lua_State* L);      // adds every ApiPart's match methods to the table on top

// The match a method was called on (argument idx), or a Lua error if it is gone.
Match& check_match(lua_State* L, int idx);
// The userdata at idx if its metatable is the registry's `meta`, else null: as
// luaL_testudata, comparing the metatable's address instead of looking it up by name.
void* test_handle(lua_State* L, int idx, const char* meta);
// The same, or the error luaL_checkudata gives ("bad argument #1 ... (board expected").
void* check_handle(lua_State* L, int idx, const char* meta);
// Raises "<file:line>: <action> is not allowed inside <query> (a pure query)" when an
// action is attempted inside a pure query (see QueryGuard).
void check_action(lua_State* L, const char* action);
// The way a host function calls a script function that is a query (a board's cost or
// occupied function, a filter, a label...): as lua_call, under a QueryGuard named
// "`what` of `of`" ("the cost function", "board:reach"). Every direct call of script
// code in interpreter/ either goes through here or says why it is not a query
// (tests/cli/script_calls.sh checks it).
void call_query(lua_State* L, int nargs, int nresults, std::string_view what, std::string_view of = {});
// t[key] (the key on top, as lua_gettable) as the same query: a script's table may have
// an __index function. Returns the value's type.
int get_query(lua_State* L, int t, std::string_view what, std::string_view of = {});
// Yields to the host with the sentinel; `k` runs when the host resumes.
int host_yield(lua_State* L, lua_KFunction k, const char* action, lua_KContext ctx = 0);

void register_random(lua_State* L);
// math.random: the match RNG, its arguments from index `base` (match:random: 2).
int match_random(lua_State* L);
int random_from(lua_State* L, int base, const char* fn);

// A part of the host model's API, each in its own l_*.cpp: methods added to the
// `match` table, functions added to the `tabula` global, and an install hook
// (metatables of its userdata). Any member may be null.
struct ApiPart {
    const char* name;
    const luaL_Reg* match_methods;
    const luaL_Reg* tabula_functions;
    void (*install)(lua_State* L);
};
// An object handle at idx as a key for use counters ("#<n>", its registry's own number,
// which outlives its public id); false if idx is not an object handle.
bool object_use_key(lua_State* L, int idx, std::string& key);

const ApiPart& board_api();     // l_board.cpp: boards, tracks, grids, hex maps
const ApiPart& objects_api();   // l_objects.cpp: pieces, cards, zones, decks, views
const ApiPart& schedule_api();  // l_schedule.cpp: seat order, phases, priority, use counters
const ApiPart& effects_api();   // l_effects.cpp: events, triggers, continuous effects

// Emits the event table on top of the stack to the effects dispatcher (if the
// game uses effects), which may run triggers that ask for choices, then
// continues in `k` (as after lua_callk). Use as `return emit_event(L, k, ctx);`.
int emit_event(lua_State* L, lua_KFunction k, lua_KContext ctx = 0);
// True if effects are attached to the match (events are worth building).
bool effects_attached(const Match& m);
// True if the match's effects want any of the events: a trigger listens to one or an effect
// lasts until an event (what tabula.effects last told, model/effects.h: Effects::wants).
// An event nobody wants is neither built nor dispatched.
bool effects_want(lua_State* L, const Match& m, std::initializer_list<const char*> names);
// Pushes a new event table {name = name, match = <match table>} to fill in.
void push_event(lua_State* L, const Match& m, const char* name);
// The registry key under which the effects part stores its dispatcher function.
extern const char* const kDispatcherKey;

}  // namespace tabula
