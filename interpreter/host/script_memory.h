// The Lua state's allocator. It counts what scripts hold against the memory cap,
// and serves small blocks from free lists by size class: Lua tells the size of
// every block it frees, so the many small, short-lived tables, strings and
// closures of a match cost a few instructions each instead of a trip through
// malloc and free.
//
// Under AddressSanitizer (cmake -DTABULA_SANITIZE=ON, or any -fsanitize=address)
// there is no pool: every block is the system allocator's own, so the sanitizer
// puts red zones around each one and sees an overflow or a use after free inside a
// Lua object. The accounting and the cap are the same either way.
#pragma once
#include <atomic>
#include <cstddef>
#include <vector>

#if defined(TABULA_SANITIZE) || defined(__SANITIZE_ADDRESS__)
#define TABULA_SCRIPT_MEMORY_POOLED 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TABULA_SCRIPT_MEMORY_POOLED 0
#endif
#endif
#ifndef TABULA_SCRIPT_MEMORY_POOLED
#define TABULA_SCRIPT_MEMORY_POOLED 1
#endif

namespace tabula {

class ScriptMemory {
public:
    // Small blocks come from the pool; false under AddressSanitizer.
    static constexpr bool pooled = TABULA_SCRIPT_MEMORY_POOLED;

    ScriptMemory() = default;
    ~ScriptMemory();  // after lua_close: the blocks go with their chunks
    ScriptMemory(const ScriptMemory&) = delete;
    ScriptMemory& operator=(const ScriptMemory&) = delete;

    // A lua_Alloc; ud is the ScriptMemory.
    static void* alloc(void* ud, void* ptr, std::size_t osize, std::size_t nsize);

    std::size_t used = 0, peak = 0, limit = 0;  // bytes Lua holds, its most, the cap
    bool enforced = false;  // only while scripts run, so host code never meets the cap
    bool refused = false;   // the cap refused a block since the host last reset it
    // Set (by the watchdog's thread) when a run went on a second past its time limit:
    // every block asked for while scripts run is refused, so host work that runs no Lua
    // instruction stops at its next allocation too.
    std::atomic<bool> stopped{false};
    std::size_t reserved() const { return chunks_.size() * kChunk; }  // held for small blocks
    // Memory the host holds for a script outside Lua (a board's spaces), counted against
    // the cap like Lua's own from hold_host() until release_host(). False (and refused set) if the
    // cap would be passed while scripts run.
    bool hold_host(std::size_t bytes) {
        if (enforced && used + bytes > limit) {
            refused = true;
            return false;
        }
        used += bytes;
        if (used > peak) peak = used;
        return true;
    }
    void release_host(std::size_t bytes) { used -= bytes; }

private:
    static constexpr std::size_t kGrain = 16, kSmall = 512, kChunk = 64 * 1024;
    static std::size_t size_class(std::size_t size) { return (size - 1) / kGrain; }

    void* resize(void* p, std::size_t old, std::size_t size);
    static void* system_resize(void* p, std::size_t old, std::size_t size);
    void* take(std::size_t cls);
    void release(void* p, std::size_t size);

    struct Block {
        Block* next;
    };
    Block* free_[kSmall / kGrain] = {};
    char* bump_ = nullptr;
    char* end_ = nullptr;
    std::vector<void*> chunks_;
};

}  // namespace tabula
