// A move along a track (board:advance): n steps from a space or a colour's
// progress, turning into the colour's lane after its entrance (or staying on the
// ring), past the end as the overshoot rule says, halted by a stop rule.
//
// The board holds no pieces: what stands where and when to stop are the caller's,
// asked through AdvanceHooks as the mover enters each space, in order. The spaces
// entered and the pieces met go to the caller through the hooks too, so a caller
// keeps them where it wants (the Lua API in Lua tables, under the memory cap).
#pragma once
#include <functional>
#include <optional>
#include <string_view>

#include "model/board.h"

namespace tabula {

enum class Overshoot { Fail, Stop, Bounce };  // "fail", "stop", "bounce"
std::optional<Overshoot> find_overshoot(std::string_view name);

// A stop rule's verdict on a space the mover enters.
enum class StopAt { Go, At, Before };  // go on / end there / end on the space before it

struct AdvanceSpec {
    int from = -1;                      // the start space, or -1 with `progress`
    std::optional<long long> progress;  // the start as a progress of `colour` (which must be given)
    int colour = -1;                    // -1: the start space's own colour (its lane or finish), if any
    long long n = 0;                    // steps; negative: backwards
    bool ring_only = false;             // stay on the ring: pass the entrance, wrap the progress
    Overshoot overshoot = Overshoot::Fail;
};

struct AdvanceHooks {
    // Whether something stands on the space; null: nothing anywhere.
    std::function<bool(int space)> occupied;
    // Called when `occupied` said yes, before `stop` (step: 1-based).
    std::function<void(int space, long long step)> met;
    // The verdict on entering the space; `met`: occupied, `last`: the final step. Null: Go.
    std::function<StopAt(int space, long long step, bool met, bool last)> stop;
    // The mover entered the space (the path, in order; not a space stopped "before").
    std::function<void(int space)> entered;
};

// A move's start, checked: where and for which colour, and how many steps it walks.
struct AdvanceStart {
    int from = -1;
    int colour = -1;        // -1: a ring walk (positions are ring positions)
    long long p0 = 0;       // the start's progress (ring position without a colour)
    long long steps = 0;    // spaces to enter at most, after the overshoot rule
    bool overshoot = false; // refused: beyond the end with Overshoot::Fail
};

struct AdvanceEnd {
    int final = -1;          // where the mover ends
    long long steps = 0;     // spaces entered
    long long progress = 0;  // the final progress (with a colour)
    StopAt stopped = StopAt::Go;
    int stop_space = -1;     // the space whose verdict ended the move
};

// Checks the spec against the board (a track): BoardError names the problem
// ("'x' is not on colour red's way", "progress 60 is beyond colour red's end", ...).
AdvanceStart advance_start(const Board& b, const AdvanceSpec& spec);
// Walks a checked, not refused start, asking the hooks at each space.
AdvanceEnd advance_walk(const Board& b, const AdvanceSpec& spec, const AdvanceStart& start, const AdvanceHooks& hooks);

}  // namespace tabula
