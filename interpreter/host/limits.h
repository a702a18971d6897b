// Resource limits of one script host (one Lua state).
#pragma once
#include <cstddef>
#include <cstdint>

namespace tabula {

struct Limits {
    std::size_t memory_bytes = std::size_t(256) << 20;  // per Lua state, so per match
    uint64_t instructions = 100'000'000;                // per resume or host call
};

}  // namespace tabula
