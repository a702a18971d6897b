// Resource limits of one script host (one Lua state).
#pragma once
#include <cstddef>
#include <cstdint>

namespace tabula {

struct Limits {
    std::size_t memory_bytes = std::size_t(256) << 20;  // per Lua state, so per match
    uint64_t instructions = 100'000'000;                // per resume or host call
    // 0: instructions are counted from the first one (exact, every instruction pays a
    // check). >0: the watchdog starts counting once a script has run this many ms
    // without reaching a decision (host/watchdog.h); the command line's default.
    unsigned watch_ms = 0;
    // With the watchdog (watch_ms > 0): the wall-clock time a script may run without a
    // decision, whatever it runs (few Lua instructions and much host work, too). Past
    // it the run stops at its next count hook, host call or allocation: "time limit
    // exceeded". 0: none.
    unsigned time_ms = 0;
    // Sample the scripts every ScriptProfile::kEvery instructions (host/script_profile.h);
    // the budget is then counted exactly, with no watchdog.
    bool profile = false;
};

}  // namespace tabula
