// A part of a match's state kept in C++ (boards, objects and zones, the turn
// schedule, effects): created on first use by Match::component<T>(), destroyed
// with the match, and folded into the match's state hash.
#pragma once
#include "core/state_hash.h"

namespace tabula {

class Match;

class Component {
public:
    virtual ~Component() = default;
    // Adds everything that decides the game's future to the hash, in a fixed order.
    virtual void hash_into(Fnv64& h) const = 0;
};

}  // namespace tabula
