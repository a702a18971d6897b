// ScriptMemory: the Lua allocator's size classes, its accounting and the cap. Under
// the sanitizers there are no size classes (ScriptMemory::pooled is false): the
// checks of the pool's reuse and reserve then check that there is no pool.
#include <catch2/catch.hpp>

#include <cstring>
#include <vector>

#include "host/script_memory.h"

using tabula::ScriptMemory;

namespace {

void* grow(ScriptMemory& m, void* p, size_t old, size_t size) { return ScriptMemory::alloc(&m, p, old, size); }
void drop(ScriptMemory& m, void* p, size_t size) { ScriptMemory::alloc(&m, p, size, 0); }

}  // namespace

TEST_CASE("script memory: counts the bytes Lua holds and its peak", "[memory]") {
    ScriptMemory m;
    void* a = grow(m, nullptr, 5 /* LUA_TTABLE: a kind, not a size */, 56);
    void* b = grow(m, nullptr, 0, 4000);
    REQUIRE(a);
    REQUIRE(b);
    CHECK(m.used == 4056);
    drop(m, a, 56);
    CHECK(m.used == 4000);
    b = grow(m, b, 4000, 100);  // large to small
    CHECK(m.used == 100);
    drop(m, b, 100);
    CHECK(m.used == 0);
    CHECK(m.peak == 4056);
}

TEST_CASE("script memory: a block freed is reused for the same size class", "[memory]") {
    if (!ScriptMemory::pooled) return;  // the system allocator's reuse is its own
    ScriptMemory m;
    void* a = grow(m, nullptr, 0, 40);
    drop(m, a, 40);
    void* b = grow(m, nullptr, 0, 33);  // 33..48 share a class
    CHECK(b == a);
    void* c = grow(m, nullptr, 0, 64);  // another class: not the same block
    CHECK(c != a);
    CHECK(grow(m, b, 33, 48) == b);  // resized within its class: stays put
}

TEST_CASE("script memory: resizing across classes keeps the contents", "[memory]") {
    ScriptMemory m;
    const size_t sizes[] = {16, 100, 512, 513, 3000, 200, 17, 9000, 1};
    char* p = static_cast<char*>(grow(m, nullptr, 0, sizes[0]));
    for (size_t i = 0; i < sizes[0]; ++i) p[i] = static_cast<char>(i);
    for (size_t k = 1; k < std::size(sizes); ++k) {
        const size_t old = sizes[k - 1], now = sizes[k];
        p = static_cast<char*>(grow(m, p, old, now));
        REQUIRE(p);
        for (size_t i = 0; i < std::min(old, now); ++i) REQUIRE(p[i] == static_cast<char>(i));
        for (size_t i = old; i < now; ++i) p[i] = static_cast<char>(i);
    }
    drop(m, p, 1);
    CHECK(m.used == 0);
}

TEST_CASE("script memory: many small blocks, each distinct and 16-byte aligned", "[memory]") {
    ScriptMemory m;
    std::vector<void*> blocks;
    for (int i = 0; i < 20000; ++i) {  // several chunks
        void* p = grow(m, nullptr, 0, 24);
        REQUIRE(p);
        CHECK(reinterpret_cast<uintptr_t>(p) % 16 == 0);
        std::memset(p, i & 0xff, 24);
        blocks.push_back(p);
    }
    if (ScriptMemory::pooled)
        CHECK(m.reserved() >= 20000 * 32);
    else
        CHECK(m.reserved() == 0);  // every block is the system allocator's
    for (size_t i = 0; i < blocks.size(); ++i)
        REQUIRE(static_cast<unsigned char*>(blocks[i])[23] == (i & 0xff));
    for (void* p : blocks) drop(m, p, 24);
    CHECK(m.used == 0);
}

TEST_CASE("script memory: the cap refuses growth while enforced, never a shrink", "[memory]") {
    ScriptMemory m;
    m.limit = 1000;
    m.enforced = true;
    void* a = grow(m, nullptr, 0, 600);
    REQUIRE(a);
    CHECK(grow(m, nullptr, 0, 500) == nullptr);  // 1100 > 1000
    CHECK(m.used == 600);
    void* b = grow(m, a, 600, 100);  // a shrink always succeeds
    REQUIRE(b);
    CHECK(m.used == 100);
    m.enforced = false;  // host code is never capped
    void* c = grow(m, nullptr, 0, 5000);
    CHECK(c);
    drop(m, c, 5000);
    drop(m, b, 100);
}
