#include "core/state_hash.h"

#include <cstring>
#include <string>
#include <unordered_set>

#include "common/lua_walk.h"

namespace tabula {

void Fnv64::bytes(const void* p, size_t n) {
    auto* b = static_cast<const unsigned char*>(p);
    for (size_t i = 0; i < n; ++i) {
        h_ ^= b[i];
        h_ *= 0x100000001b3ULL;
    }
}

namespace {

bool code(int type) { return type == LUA_TFUNCTION || type == LUA_TTHREAD; }

// A function or coroutine found where the state is hashed: it cannot be recorded or
// compared, so the state refuses it, naming where it is.
[[noreturn]] void refuse(const LuaWalk& walk, const std::string& what) {
    throw LuaValueError(walk.path() + " " + what +
                        ": the state is data (numbers, strings, booleans, tables, the host's handles)");
}

// Each value as its type, then its content; a table as its count of keys that cannot
// be ordered (0xabcd each), its count of the others, then each key and value in key
// order; a table met before as a reference to when it was first met.
class Hasher : public LuaVisitor {
public:
    explicit Hasher(Fnv64& h) : h_(h) {}

    void scalar(lua_State* L, int idx, int type) override {
        h_.u64(static_cast<uint64_t>(type));
        switch (type) {
            case LUA_TBOOLEAN: h_.u64(lua_toboolean(L, idx)); break;
            case LUA_TNUMBER:
                if (lua_isinteger(L, idx))
                    h_.u64(static_cast<uint64_t>(lua_tointeger(L, idx)));
                else
                    number(lua_tonumber(L, idx));
                break;
            case LUA_TSTRING: {
                size_t len;
                const char* s = lua_tolstring(L, idx, &len);
                h_.text(std::string_view(s, len));
                break;
            }
            case LUA_TFUNCTION:
            case LUA_TTHREAD: refuse(*walk_, std::string("is a ") + lua_typename(L, type));
            default: break;  // userdata (boards, objects' and zones' handles): their type only
        }
    }

    void open(const std::vector<LuaKey>& keys, std::size_t unordered, int unordered_type) override {
        if (code(unordered_type)) refuse(*walk_, std::string("has a ") + key_type(unordered_type) + " as a key");
        h_.u64(LUA_TTABLE);
        for (std::size_t i = 0; i < unordered; ++i) h_.u64(0xabcdULL);
        h_.u64(keys.size());
    }

    bool entry(const LuaKey& k, int) override {
        h_.u64(static_cast<uint64_t>(k.type));
        switch (k.type) {
            case LUA_TBOOLEAN: h_.u64(k.b); break;
            case LUA_TNUMBER:
                if (k.is_int)
                    h_.u64(static_cast<uint64_t>(k.i));
                else
                    number(k.n);
                break;
            default: h_.text(k.s); break;
        }
        return true;
    }

    void close() override {}

    void again(std::size_t first) override {
        h_.u64(LUA_TTABLE);
        h_.u64(0xfeed0000ULL + first);
    }

private:
    static const char* key_type(int type) { return type == LUA_TFUNCTION ? "function" : "thread"; }

    void number(double d) {
        uint64_t bits;
        std::memcpy(&bits, &d, sizeof bits);
        h_.u64(bits);
    }

    Fnv64& h_;
};

// plain_data_tree's walk: each table entered once, else it gives up.
class TreeCheck {
public:
    TreeCheck(lua_State* L, std::unordered_set<const void*>& seen) : L_(L), seen_(seen) { seen_.clear(); }

    bool table(int idx, int level) {
        if (level >= kMaxLuaDepth - 1 || !lua_checkstack(L_, 3)) return false;
        if (!seen_.insert(lua_topointer(L_, idx)).second) return false;
        lua_pushnil(L_);
        while (lua_next(L_, idx)) {
            if (!entry(level)) {
                lua_pop(L_, 2);
                return false;
            }
            lua_pop(L_, 1);
        }
        return true;
    }

private:
    // The key at -2 and the value at -1.
    bool entry(int level) {
        const int key = lua_type(L_, -2), value = lua_type(L_, -1);
        if (code(key) || code(value)) return false;
        if (key == LUA_TSTRING) text_ += lua_rawlen(L_, -2);
        if (value == LUA_TSTRING) text_ += lua_rawlen(L_, -1);
        if (++values_ > kMaxLuaValues / 2 || text_ > kMaxLuaText / 2) return false;
        return value != LUA_TTABLE || table(lua_gettop(L_), level + 1);
    }

    lua_State* L_;
    std::unordered_set<const void*>& seen_;
    std::size_t values_ = 0, text_ = 0;
};

}  // namespace

bool plain_data_tree(lua_State* L, int idx, int uncounted) {
    const int type = lua_type(L, idx);
    if (type != LUA_TTABLE) return !code(type);
    thread_local std::unordered_set<const void*> seen;
    const int top = lua_gettop(L);
    const bool plain = TreeCheck(L, seen).table(lua_absindex(L, idx), -uncounted);
    lua_settop(L, top);
    return plain;
}

void hash_lua_value(lua_State* L, int idx, Fnv64& h, std::string_view root, int uncounted) {
    Hasher hasher(h);
    LuaWalk(L, std::string(root), Repeats::refer, uncounted).run(idx, hasher);
}

}  // namespace tabula
