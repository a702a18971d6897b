// The Lua state's allocator. It counts what scripts hold against the memory cap,
// and serves every block from one arena: a range of addresses reserved at the first
// block, handed out by a bump pointer, with a free list per size class (16-byte steps
// up to 512 bytes, then four classes per power of two). Lua tells the size of every
// block it frees, so the many small, short-lived tables, strings and closures of a
// match cost a few instructions each instead of a trip through malloc and free.
//
// Everything a Lua state holds lies in its arena, so a copy of the arena's used part
// and of the allocator's lists is a copy of the whole state (save and load): the
// match branches of docs/ARCHITECTURE.md ("Branching a match") rest on that.
//
// Under AddressSanitizer (cmake -DTABULA_SANITIZE=ON, or any -fsanitize=address)
// there is no arena: every block is the system allocator's own, so the sanitizer
// puts red zones around each one and sees an overflow or a use after free inside a
// Lua object. The accounting and the cap are the same either way; save and load are
// not available (branchable() is false).
#pragma once
#include <array>
#include <atomic>
#include <cstddef>
#include <memory>

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
    // Blocks come from the arena; false under AddressSanitizer.
    static constexpr bool pooled = TABULA_SCRIPT_MEMORY_POOLED;

    ScriptMemory() = default;
    ~ScriptMemory();  // after lua_close: the blocks go with the arena
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

    // A copy of the arena's used part and of the allocator's state (see save).
    struct Image;
    static constexpr bool branchable() { return pooled; }
    // Copies the arena as it is now into `into` (reusing its buffer); load() makes the
    // arena that again, byte for byte, at the same addresses: every pointer Lua holds
    // stays right. Blocks handed out after save() are gone after load(). Only without
    // the sanitizers (branchable()).
    void save(Image& into) const;
    void load(const Image& from);

    std::size_t reserved() const { return static_cast<std::size_t>(state_.bump - base_); }  // handed out

private:
    static constexpr std::size_t kGrain = 16, kSmall = 512;
    static constexpr std::size_t kSmallClasses = kSmall / kGrain, kLargeClasses = 4 * 56;
    static std::size_t size_class(std::size_t size);
    static std::size_t class_size(std::size_t cls);

    void* resize(void* p, std::size_t old, std::size_t size);
    static void* system_resize(void* p, std::size_t old, std::size_t size);
    void* take(std::size_t cls);
    void release(void* p, std::size_t size);
    bool reserve();

    struct Block {
        Block* next;
    };
    // What load() must put back besides the arena's bytes.
    struct State {
        std::array<Block*, kSmallClasses + kLargeClasses> free{};
        char* bump = nullptr;
    };
    State state_;
    char* base_ = nullptr;  // the arena: [base_, end_), reserved, not committed
    char* end_ = nullptr;
};

struct ScriptMemory::Image {
    std::unique_ptr<char[]> bytes;
    std::size_t size = 0, capacity = 0;
    State state;
    std::size_t used = 0, peak = 0;
};

}  // namespace tabula
