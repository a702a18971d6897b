// The effects of a match: triggered effects and continuous effects (modifiers).
//
// The engine is Lua (stdlib/tabula/effects.lua): it keeps, per match, a
// registry table and a dispatch function, and this component holds them by
// Lua registry references, so they live and die with the match and never leak
// into another match of a reused Lua state. The C++ dispatcher installed under
// kDispatcherKey (lua_api/l_effects.cpp) finds the match of an event and hands
// the event to that match's dispatch function.
//
// Which events are worth building is kept here too (`wants`): the engine tells, at
// every change of its index, the names its triggers listen to, or that every event
// is wanted (an effect lasts until an event). The host then neither builds nor hands
// to Lua an event nobody wants, with no Lua read. Until the engine tells, after
// `attach`, every event is wanted.
//
// Functions cannot be hashed: the registry keeps, for every effect, a plain
// `info` table (kind, id, name, event or query, source id, duration, stamp),
// and hash_into folds those, in registration order, into the state hash.
#pragma once
#include <lua.hpp>

#include <string>
#include <string_view>
#include <vector>

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

    // The events wanted: all of them, or only those named (set_wanted).
    void want_all() {
        all_wanted_ = true;
        wanted_.clear();
    }
    void set_wanted(std::vector<std::string> names) {
        all_wanted_ = false;
        wanted_ = std::move(names);
    }
    bool wants(std::string_view event) const {
        if (all_wanted_) return true;
        for (const std::string& w : wanted_)
            if (w == event) return true;
        return false;
    }

    void hash_into(Fnv64& h) const override;
    std::unique_ptr<ComponentState> save() const override;
    void load(const ComponentState& saved) override;

private:
    lua_State* L_;  // the host's main state
    int registry_ref_ = LUA_NOREF, dispatch_ref_ = LUA_NOREF;
    bool all_wanted_ = true;
    std::vector<std::string> wanted_;  // a few names: a linear search beats a hash
};

}  // namespace tabula
