#include "host/script_memory.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

namespace tabula {

ScriptMemory::~ScriptMemory() {
    for (void* c : chunks_) std::free(c);
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

void* ScriptMemory::resize(void* p, std::size_t old, std::size_t size) {
    if constexpr (!pooled) return system_resize(p, old, size);
    const bool small = size <= kSmall;
    if (!p) return small ? take(size_class(size)) : std::malloc(size);
    const bool was_small = old <= kSmall;
    if (was_small && small && size_class(old) == size_class(size)) return p;
    if (!was_small && !small) return std::realloc(p, size);
    void* q = small ? take(size_class(size)) : std::malloc(size);
    if (!q) {
        // Lua counts on a shrink never failing: keep the bigger block. Released
        // later as a small one, it joins a free list (never freed: a leak, out of memory).
        return size < old ? p : nullptr;
    }
    std::memcpy(q, p, std::min(old, size));
    release(p, old);
    return q;
}

void* ScriptMemory::system_resize(void* p, std::size_t old, std::size_t size) {
    void* q = std::realloc(p, size);
    return q || size >= old ? q : p;  // a failed shrink keeps the bigger block
}

void* ScriptMemory::take(std::size_t cls) {
    if (Block* b = free_[cls]) {
        free_[cls] = b->next;
        return b;
    }
    const std::size_t size = (cls + 1) * kGrain;
    if (static_cast<std::size_t>(end_ - bump_) < size) {
        // The chunk's tail (under one block) is left unused.
        void* chunk = std::malloc(kChunk);
        if (!chunk) return nullptr;
        chunks_.push_back(chunk);
        bump_ = static_cast<char*>(chunk);
        end_ = bump_ + kChunk;
    }
    void* p = bump_;
    bump_ += size;
    return p;
}

void ScriptMemory::release(void* p, std::size_t size) {
    if (!p) return;
    if (!pooled || size > kSmall) {
        std::free(p);
        return;
    }
    auto* b = static_cast<Block*>(p);
    const std::size_t cls = size_class(size);
    b->next = free_[cls];
    free_[cls] = b;
}

}  // namespace tabula
