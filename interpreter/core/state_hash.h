// A canonical 64-bit hash of a Lua value: tables by sorted keys, so it does
// not depend on pairs() order, and shared or cyclic tables are hashed once.
#pragma once
#include <cstdint>
#include <string_view>

#include <lua.hpp>

namespace tabula {

class Fnv64 {
public:
    void bytes(const void* p, size_t n);
    void text(std::string_view s) { u64(s.size()); bytes(s.data(), s.size()); }
    void u64(uint64_t v) { bytes(&v, sizeof v); }
    uint64_t value() const { return h_; }

private:
    uint64_t h_ = 0xcbf29ce484222325ULL;
};

void hash_lua_value(lua_State* L, int idx, Fnv64& h);

}  // namespace tabula
