#include "host/script_memory.h"

#include <sys/mman.h>

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <cstring>

namespace tabula {

namespace {

// The addresses an arena reserves: room for twice the cap (blocks are rounded up to
// their class, and a freed block serves only its own class), and for hosts with no cap
// (the unit tests) half a gigabyte. Pages are committed only when first written.
constexpr std::size_t kMinReserve = std::size_t(64) << 20, kUncapped = std::size_t(512) << 20;

std::size_t wanted_reserve(std::size_t limit) {
    const std::size_t cap = limit ? limit : kUncapped;
    return std::min<std::size_t>(cap, std::size_t(1) << 40) * 2 + kMinReserve;
}

}  // namespace

ScriptMemory::~ScriptMemory() {
    if (base_) munmap(base_, static_cast<std::size_t>(end_ - base_));
}

void* ScriptMemory::alloc(void* ud, void* ptr, std::size_t osize, std::size_t nsize) {
    auto* m = static_cast<ScriptMemory*>(ud);
    const std::size_t old = ptr ? osize : 0;  // without ptr, osize is the kind of object
    if (nsize == 0) {
        m->used -= old;
        m->release(ptr, old);
        return nullptr;
    }
    if (m->enforced && nsize > old &&
        (m->used + (nsize - old) > m->limit || m->stopped.load(std::memory_order_relaxed))) {
        m->refused = true;
        return nullptr;
    }
    void* p = m->resize(ptr, old, nsize);
    if (!p) return nullptr;
    m->used = m->used - old + nsize;
    if (m->used > m->peak) m->peak = m->used;
    return p;
}

// 16-byte steps up to kSmall; above, four classes per power of two (at most a quarter
// of a block unused).
std::size_t ScriptMemory::size_class(std::size_t size) {
    if (size <= kSmall) return (size - 1) / kGrain;
    const std::size_t s = size - 1;
    const int n = std::bit_width(s) - 1;          // 2^n <= s < 2^(n+1), n >= 9
    const std::size_t quarter = s >> (n - 2);     // 4..7
    return kSmallClasses + static_cast<std::size_t>(n - 9) * 4 + (quarter - 4);
}

std::size_t ScriptMemory::class_size(std::size_t cls) {
    if (cls < kSmallClasses) return (cls + 1) * kGrain;
    const std::size_t k = cls - kSmallClasses;
    const int n = static_cast<int>(k / 4) + 9;
    return (k % 4 + 5) << (n - 2);
}

void* ScriptMemory::resize(void* p, std::size_t old, std::size_t size) {
    if constexpr (!pooled) return system_resize(p, old, size);
    const std::size_t cls = size_class(size);
    if (p && size_class(old) == cls) return p;
    void* q = take(cls);
    if (!q) {
        // Lua counts on a shrink never failing: keep the bigger block.
        return p && size < old ? p : nullptr;
    }
    if (p) {
        std::memcpy(q, p, std::min(old, size));
        release(p, old);
    }
    return q;
}

void* ScriptMemory::system_resize(void* p, std::size_t old, std::size_t size) {
    void* q = std::realloc(p, size);
    return q || size >= old ? q : p;  // a failed shrink keeps the bigger block
}

bool ScriptMemory::reserve() {
    for (std::size_t bytes = wanted_reserve(limit); bytes >= kMinReserve; bytes /= 2) {
        void* at = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (at == MAP_FAILED) continue;
        base_ = state_.bump = static_cast<char*>(at);
        end_ = base_ + bytes;
        return true;
    }
    return false;
}

void* ScriptMemory::take(std::size_t cls) {
    if (cls >= state_.free.size()) return nullptr;
    if (Block* b = state_.free[cls]) {
        state_.free[cls] = b->next;
        return b;
    }
    if (!base_ && !reserve()) return nullptr;
    const std::size_t size = class_size(cls);
    if (static_cast<std::size_t>(end_ - state_.bump) < size) {
        refused = true;  // the arena is full: reported as the memory limit
        return nullptr;
    }
    void* p = state_.bump;
    state_.bump += size;
    return p;
}

void ScriptMemory::release(void* p, std::size_t size) {
    if (!p) return;
    if constexpr (!pooled) {
        std::free(p);
        return;
    }
    auto* b = static_cast<Block*>(p);
    const std::size_t cls = size_class(size);
    b->next = state_.free[cls];
    state_.free[cls] = b;
}

void ScriptMemory::save(Image& into) const {
    const std::size_t size = reserved();
    if (into.capacity < size) {
        into.bytes.reset(new char[size]);
        into.capacity = size;
    }
    if (size) std::memcpy(into.bytes.get(), base_, size);
    into.size = size;
    into.state = state_;
    into.used = used;
    into.peak = peak;
}

void ScriptMemory::load(const Image& from) {
    if (from.size) std::memcpy(base_, from.bytes.get(), from.size);
    state_ = from.state;
    used = from.used;
    peak = std::max(peak, from.peak);
}

}  // namespace tabula
