#include "core/state_hash.h"

#include <algorithm>
#include <cstring>
#include <string>
#include <unordered_map>
#include <vector>

namespace tabula {

void Fnv64::bytes(const void* p, size_t n) {
    auto* b = static_cast<const unsigned char*>(p);
    for (size_t i = 0; i < n; ++i) {
        h_ ^= b[i];
        h_ *= 0x100000001b3ULL;
    }
}

namespace {

struct Key {
    int type;
    bool b = false;
    bool is_int = false;
    lua_Integer i = 0;
    lua_Number n = 0;
    std::string s;

    bool operator<(const Key& o) const {
        if (type != o.type) return type < o.type;
        switch (type) {
            case LUA_TBOOLEAN: return b < o.b;
            case LUA_TNUMBER: {
                double a = is_int ? (double)i : n, c = o.is_int ? (double)o.i : o.n;
                if (a != c) return a < c;
                return is_int && !o.is_int;
            }
            default: return s < o.s;
        }
    }
};

class Walker {
public:
    Walker(lua_State* L, Fnv64& h) : L_(L), h_(h) {}

    void value(int idx) {
        idx = lua_absindex(L_, idx);
        int t = lua_type(L_, idx);
        h_.u64((uint64_t)t);
        switch (t) {
            case LUA_TBOOLEAN: h_.u64(lua_toboolean(L_, idx)); break;
            case LUA_TNUMBER:
                if (lua_isinteger(L_, idx)) {
                    h_.u64((uint64_t)lua_tointeger(L_, idx));
                } else {
                    double d = lua_tonumber(L_, idx);
                    uint64_t bits;
                    std::memcpy(&bits, &d, sizeof bits);
                    h_.u64(bits);
                }
                break;
            case LUA_TSTRING: {
                size_t len;
                const char* s = lua_tolstring(L_, idx, &len);
                h_.text(std::string_view(s, len));
                break;
            }
            case LUA_TTABLE: table(idx); break;
            default: break;  // functions, userdata, threads: their type only
        }
    }

private:
    void table(int idx) {
        const void* p = lua_topointer(L_, idx);
        auto [it, fresh] = seen_.emplace(p, seen_.size());
        if (!fresh) {
            h_.u64(0xfeed0000ULL + it->second);
            return;
        }
        luaL_checkstack(L_, 6, "hashing the state");
        std::vector<Key> keys;
        lua_pushnil(L_);
        while (lua_next(L_, idx)) {
            Key k;
            k.type = lua_type(L_, -2);
            switch (k.type) {
                case LUA_TBOOLEAN: k.b = lua_toboolean(L_, -2); break;
                case LUA_TNUMBER:
                    k.is_int = lua_isinteger(L_, -2);
                    if (k.is_int) k.i = lua_tointeger(L_, -2); else k.n = lua_tonumber(L_, -2);
                    break;
                case LUA_TSTRING: k.s = lua_tostring(L_, -2); break;
                default: k.type = -1; break;  // unordered keys count, nothing more
            }
            if (k.type >= 0) keys.push_back(std::move(k));
            else h_.u64(0xabcdULL);
            lua_pop(L_, 1);
        }
        std::sort(keys.begin(), keys.end());
        h_.u64(keys.size());
        for (const auto& k : keys) {
            push_key(k);
            value(-1);
            lua_rawget(L_, idx);
            value(-1);
            lua_pop(L_, 1);
        }
    }

    void push_key(const Key& k) {
        switch (k.type) {
            case LUA_TBOOLEAN: lua_pushboolean(L_, k.b); break;
            case LUA_TNUMBER: if (k.is_int) lua_pushinteger(L_, k.i); else lua_pushnumber(L_, k.n); break;
            default: lua_pushlstring(L_, k.s.data(), k.s.size()); break;
        }
    }

    lua_State* L_;
    Fnv64& h_;
    std::unordered_map<const void*, size_t> seen_;
};

}  // namespace

void hash_lua_value(lua_State* L, int idx, Fnv64& h) {
    luaL_checkstack(L, 64, "hashing the state");
    Walker(L, h).value(idx);
}

}  // namespace tabula
