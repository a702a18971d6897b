// A part of a match's state kept in C++ (boards, objects and zones, the turn
// schedule, effects): created on first use by Match::component<T>(), destroyed
// with the match, and folded into the match's state hash.
#pragma once
#include <cstdint>
#include <memory>

#include <lua.hpp>

#include "core/rng.h"
#include "core/state_hash.h"
#include "model/forced_cards.h"

namespace tabula {

class Match;

// What a component may use of its match: the Lua state its references live in,
// the seats, the seed, the match's generator and the card orders a scenario forces. `owner` is opaque here: the
// model never uses it, it only hands it back to the bindings (an object's method
// finds its match through it), so the model depends on nothing above it.
struct MatchContext {
    lua_State* L;
    int seats;
    uint64_t seed;
    Rng& rng;
    Match& owner;
    ForcedCards& forced_cards;  // empty outside `tabula test`
};

// What save() copies of a component: everything a match changes in it.
struct ComponentState {
    virtual ~ComponentState() = default;
};

class Component {
public:
    virtual ~Component() = default;
    // Adds everything that decides the game's future to the hash, in a fixed order.
    virtual void hash_into(Fnv64& h) const = 0;
    // For a branch of the match (match/branch.h): a copy of the component's state, and
    // that state set back in place (handles keep pointing at the same component).
    virtual std::unique_ptr<ComponentState> save() const = 0;
    virtual void load(const ComponentState& saved) = 0;
};

}  // namespace tabula
