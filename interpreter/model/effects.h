// The effects of a match: triggered effects and continuous effects (modifiers).
//
// The engine is Lua (stdlib/tabula/effects.lua): it keeps, per match, a
// registry table and a dispatch function, and this component holds them by
// Lua registry references, so they live and die with the match and never leak
// into another match of a reused Lua state. The C++ dispatcher installed under
// kDispatcherKey (lua_api/l_effects.cpp) finds the match of an event and hands
// the event to that match's dispatch function.
//
// Functions cannot be hashed: the registry keeps, for every effect, a plain
// `info` table (kind, id, name, event or query, source id, duration, stamp),
// and hash_into folds those, in registration order, into the state hash.
#pragma once
#include <lua.hpp>

#include "model/component.h"

namespace tabula {

class Effects : public Component {
public:
    explicit Effects(const MatchContext& c) : L_(c.L) {}
    ~Effects() override;

    // Takes the registry table and dispatch function at (index) and (index+1).
    void attach(lua_State* L, int registry_idx, int dispatch_idx);
    bool attached() const { return registry_ref_ != LUA_NOREF; }
    void push_registry(lua_State* L) const;  // nil if not attached
    void push_dispatch(lua_State* L) const;  // nil if not attached

    void hash_into(Fnv64& h) const override;

private:
    lua_State* L_;  // the host's main state
    int registry_ref_ = LUA_NOREF, dispatch_ref_ = LUA_NOREF;
};

}  // namespace tabula
