#include "host/shared_state.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <map>
#include <set>
#include <random>
#include <vector>

namespace tabula {

namespace {

const char* const kLoadedKey = "tabula.loaded";  // sandbox.cpp's loaded modules
const char* const kFrozenKey = "tabula.frozen";  // sandbox.cpp's library proxies

uint64_t mix(uint64_t x) {
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

// A key drawn once per process, so that no script can build two states that collide.
uint64_t process_key() {
    static const uint64_t key = [] {
        std::random_device rd;
        return (uint64_t(rd()) << 32) ^ rd();
    }();
    return key;
}

// An open-addressing set of object addresses.
class AddressSet {
public:
    void clear() {  // keeps the capacity: a walk of the same state needs it again
        if (slots_.empty()) slots_.assign(64, nullptr);
        else std::fill(slots_.begin(), slots_.end(), nullptr);
        size_ = 0;
    }
    bool contains(const void* p) const { return slots_[find(p)] == p; }
    bool insert(const void* p) {  // false if it was there
        size_t i = find(p);
        if (slots_[i] == p) return false;
        slots_[i] = p;
        if (++size_ * 2 > slots_.size()) grow();
        return true;
    }

private:
    size_t find(const void* p) const {
        size_t mask = slots_.size() - 1, i = mix(reinterpret_cast<uintptr_t>(p)) & mask;
        while (slots_[i] && slots_[i] != p) i = (i + 1) & mask;
        return i;
    }
    void grow() {
        std::vector<const void*> old;
        old.swap(slots_);
        slots_.assign(old.size() * 2, nullptr);
        size_ = 0;
        for (const void* p : old)
            if (p) insert(p);
    }
    std::vector<const void*> slots_;
    size_t size_ = 0;
};

// Objects whose identity is all a weak table's entry needs to stay alive.
bool collectable(int type) {
    return type == LUA_TTABLE || type == LUA_TFUNCTION || type == LUA_TUSERDATA || type == LUA_TTHREAD;
}

class Walk {
public:
    // `lists` is a table whose [1] and [2] serve as the work list and the weak tables met;
    // both are left empty.
    Walk(lua_State* L, int lists, AddressSet& seen, const AddressSet& stop) : L_(L), seen_(seen), stop_(stop) {
        seen_.clear();
        lua_rawgeti(L_, lists, 1);
        work_ = lua_gettop(L_);
        lua_rawgeti(L_, lists, 2);
        weak_ = lua_gettop(L_);
    }
    ~Walk() {
        for (lua_Integer i = 1; i <= weak_count_; ++i) {
            lua_pushnil(L_);
            lua_rawseti(L_, weak_, i);
        }
        lua_pop(L_, 2);
    }


    // The value at idx (which stays) as a number for the sum, queueing it if it is an
    // object not yet met. Mixed by the caller, once per entry.
    uint64_t value(int idx) {
        const int type = lua_type(L_, idx);
        switch (type) {
            case LUA_TNIL: return 0x6e696c;
            case LUA_TBOOLEAN: return lua_toboolean(L_, idx) ? 0x74 : 0x66;
            case LUA_TNUMBER: {
                if (lua_isinteger(L_, idx)) return uint64_t(lua_tointeger(L_, idx)) * 0x2545f4914f6cdd1dULL + 1;
                double d = lua_tonumber(L_, idx);
                uint64_t bits;
                std::memcpy(&bits, &d, sizeof bits);
                return bits * 0x2545f4914f6cdd1dULL + 2;
            }
            case LUA_TLIGHTUSERDATA: return reinterpret_cast<uintptr_t>(lua_touserdata(L_, idx)) + 3;
            default: break;
        }
        const void* p = lua_topointer(L_, idx);
        if (type != LUA_TSTRING && !stop_.contains(p) && seen_.insert(p)) {
            lua_pushvalue(L_, idx);
            lua_rawseti(L_, work_, ++pending_);
        }
        return reinterpret_cast<uintptr_t>(p) ^ uint64_t(type) << 56;
    }

    // One entry of an object: its key (or slot) and value, under the object's identity.
    void count(uint64_t id, uint64_t key, uint64_t val) {
        sum_ += mix(id ^ (key * 0x9e3779b97f4a7c15ULL) ^ (val * 0xc2b2ae3d27d4eb4fULL + 0x165667b19e3779f9ULL));
    }

    void run() {
        do {
            while (pending_ > 0) {
                lua_rawgeti(L_, work_, pending_);
                lua_pushnil(L_);
                lua_rawseti(L_, work_, pending_--);
                object(lua_gettop(L_));
                lua_pop(L_, 1);
            }
        } while (ephemerons());
    }

    // Drops the weak entries no shared object keeps alive, then counts what is left.
    void finish_weak() {
        for (lua_Integer i = 1; i <= weak_count_; ++i) {
            lua_rawgeti(L_, weak_, i);
            const int t = lua_gettop(L_);
            const uint64_t id = self(t);
            for (lua_pushnil(L_); lua_next(L_, t);) {
                const bool dead = (weak_keys(t) && collectable(lua_type(L_, -2)) && !seen(-2)) ||
                                  (weak_values(t) && collectable(lua_type(L_, -1)) && !seen(-1));
                if (dead) {
                    lua_pop(L_, 1);
                    lua_pushvalue(L_, -1);
                    lua_pushnil(L_);
                    lua_rawset(L_, t);  // setting an existing field to nil keeps next() valid
                    continue;
                }
                count(id, identity(-2), identity(-1));
                lua_pop(L_, 1);
            }
            lua_pop(L_, 1);
        }
    }

    uint64_t sum() const { return sum_; }
    void poison() { sum_ += mix(++poison_ ^ process_key() ^ reinterpret_cast<uintptr_t>(this)); }

private:
    uint64_t self(int idx) { return mix(reinterpret_cast<uintptr_t>(lua_topointer(L_, idx)) ^ process_key()); }
    bool seen(int idx) { return seen_.contains(lua_topointer(L_, idx)); }
    // A value's identity for a weak entry, without queueing it (weak entries are counted last).
    uint64_t identity(int idx) {
        const int type = lua_type(L_, idx);
        if (!collectable(type) && type != LUA_TSTRING) return value(idx);
        return reinterpret_cast<uintptr_t>(lua_topointer(L_, idx)) ^ uint64_t(type) << 56;
    }

    int mode(int t) {
        if (!lua_getmetatable(L_, t)) return 0;
        int m = 0;
        lua_pushliteral(L_, "__mode");
        if (lua_rawget(L_, -2) == LUA_TSTRING) {
            const char* s = lua_tostring(L_, -1);
            if (std::strchr(s, 'k')) m |= 1;
            if (std::strchr(s, 'v')) m |= 2;
        }
        lua_pop(L_, 2);
        return m;
    }
    bool weak_keys(int t) { return mode(t) & 1; }
    bool weak_values(int t) { return mode(t) & 2; }

    void object(int o) {
        const uint64_t id = self(o);
        switch (lua_type(L_, o)) {
            case LUA_TTABLE: table(o, id); break;
            case LUA_TFUNCTION:
                for (int i = 1; lua_getupvalue(L_, o, i); ++i) {
                    count(id, uint64_t(i), value(-1));
                    lua_pop(L_, 1);
                }
                break;
            case LUA_TUSERDATA:
                metatable(o, id);
                for (int i = 1; lua_getiuservalue(L_, o, i) != LUA_TNONE; ++i) {
                    count(id, uint64_t(i), value(-1));
                    lua_pop(L_, 1);
                }
                lua_pop(L_, 1);
                break;
            case LUA_TTHREAD: thread(o, id); break;
            default: break;
        }
    }

    void metatable(int o, uint64_t id) {
        if (!lua_getmetatable(L_, o)) return;
        count(id, 0x4d4554, value(-1));
        lua_pop(L_, 1);
    }

    void table(int t, uint64_t id) {
        metatable(t, id);
        const int m = mode(t);
        if (m) {  // weak: counted at the end, once what keeps its entries alive is known
            lua_pushvalue(L_, t);
            lua_rawseti(L_, weak_, ++weak_count_);
            if (m == 2)  // weak values only: the keys are strong
                for (lua_pushnil(L_); lua_next(L_, t); lua_pop(L_, 1)) value(-2);
            return;
        }
        for (lua_pushnil(L_); lua_next(L_, t); lua_pop(L_, 1)) {
            const uint64_t key = value(-2);
            count(id, key, value(-1));
        }
    }

    void thread(int o, uint64_t id) {
        lua_State* co = lua_tothread(L_, o);
        if (lua_status(co) != LUA_OK) {  // suspended in a yield, or dead by an error
            poison();
            return;
        }
        const int n = lua_gettop(co);
        lua_checkstack(L_, 2);
        for (int i = 1; i <= n; ++i) {
            lua_pushvalue(co, i);
            lua_xmove(co, L_, 1);
            count(id, uint64_t(i) + 0x51ed27, value(-1));
            lua_pop(L_, 1);
        }
    }

    // Weak-keyed tables' values live while their keys do: queues the values of
    // entries whose keys are now known to be shared. True if it queued any.
    bool ephemerons() {
        bool more = false;
        for (lua_Integer i = 1; i <= weak_count_; ++i) {
            lua_rawgeti(L_, weak_, i);
            const int t = lua_gettop(L_);
            if (mode(t) == 1)
                for (lua_pushnil(L_); lua_next(L_, t); lua_pop(L_, 1))
                    if ((!collectable(lua_type(L_, -2)) || seen(-2))) {
                        const int before = pending_;
                        value(-1);
                        more |= pending_ > before;
                    }
            lua_pop(L_, 1);
        }
        return more;
    }

    lua_State* L_;
    int work_, weak_;
    int pending_ = 0;
    lua_Integer weak_count_ = 0;
    uint64_t sum_ = 0, poison_ = 0;
    AddressSet& seen_;
    const AddressSet& stop_;
};

}  // namespace

namespace {

// The shared state as path -> value, values shown by content (objects by kind), for
// comparing two hosts. Breadth first and in sorted order, so that each object is
// described once, at the same path in any host (the shortest, then the first).
class Description {
public:
    explicit Description(lua_State* L) : L_(L) {
        lua_newtable(L_);
        holder_ = lua_gettop(L_);
    }
    ~Description() { lua_settop(L_, holder_ - 1); }

    void root(int idx, const std::string& path) { next_.push_back({path, hold(idx)}); }
    const std::map<std::string, std::string>& run() {
        for (int depth = 0; depth < kDepth && !next_.empty() && entries_.size() < kEntries; ++depth) {
            std::vector<Item> level;
            level.swap(next_);
            std::sort(level.begin(), level.end(), [](const Item& a, const Item& b) { return a.path < b.path; });
            for (const auto& item : level) {
                lua_rawgeti(L_, holder_, item.ref);
                visit(lua_gettop(L_), item.path);
                lua_pop(L_, 1);
            }
        }
        return entries_;
    }

private:
    static constexpr int kDepth = 16;
    static constexpr size_t kEntries = 100000;
    struct Item {
        std::string path;
        lua_Integer ref;
    };

    lua_Integer hold(int idx) {
        lua_pushvalue(L_, idx);
        lua_rawseti(L_, holder_, ++held_);
        return held_;
    }

    std::string shown(int idx) {
        switch (lua_type(L_, idx)) {
            case LUA_TSTRING: {
                std::string s = lua_tostring(L_, idx);
                return "\"" + (s.size() > 40 ? s.substr(0, 40) + "..." : s) + "\"";
            }
            case LUA_TNUMBER:
            case LUA_TBOOLEAN:
            case LUA_TNIL: {
                std::string s = luaL_tolstring(L_, idx, nullptr);
                lua_pop(L_, 1);
                return s;
            }
            case LUA_TTHREAD:
                return lua_status(lua_tothread(L_, idx)) == LUA_YIELD ? "a suspended coroutine" : "coroutine";
            default: return luaL_typename(L_, idx);
        }
    }

    static bool identifier(const char* s) {
        if (!*s || !(std::isalpha((unsigned char)*s) || *s == '_')) return false;
        for (; *s; ++s)
            if (!(std::isalnum((unsigned char)*s) || *s == '_')) return false;
        return true;
    }

    std::string key_path(const std::string& base, int k) {
        if (lua_type(L_, k) == LUA_TSTRING && identifier(lua_tostring(L_, k))) return base + "." + lua_tostring(L_, k);
        return base + "[" + shown(k) + "]";
    }

    void child(int idx, std::string path) {
        entries_[path] = shown(idx);
        if (collectable(lua_type(L_, idx))) next_.push_back({std::move(path), hold(idx)});
    }

    void visit(int idx, const std::string& path) {
        if (!entries_.count(path)) entries_[path] = shown(idx);
        if (!seen_.insert(lua_topointer(L_, idx)).second) return;
        lua_checkstack(L_, 8);
        switch (lua_type(L_, idx)) {
            case LUA_TTABLE:
                if (lua_getmetatable(L_, idx)) {
                    child(lua_gettop(L_), "getmetatable(" + path + ")");
                    lua_pop(L_, 1);
                }
                for (lua_pushnil(L_); lua_next(L_, idx); lua_pop(L_, 1)) child(lua_gettop(L_), key_path(path, -2));
                break;
            case LUA_TFUNCTION:
                for (int i = 1;; ++i) {
                    const char* name = lua_getupvalue(L_, idx, i);
                    if (!name) break;
                    if (std::strcmp(name, "_ENV") != 0)
                        child(lua_gettop(L_), "upvalue " + std::string(*name ? name : "?") + " of " + path);
                    lua_pop(L_, 1);
                }
                break;
            default: break;
        }
    }

    lua_State* L_;
    int holder_;
    lua_Integer held_ = 0;
    std::vector<Item> next_;
    std::map<std::string, std::string> entries_;
    std::set<const void*> seen_;
};

std::map<std::string, std::string> describe(lua_State* L, int env_ref) {
    lua_checkstack(L, 8);
    Description d(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, env_ref);
    for (lua_pushnil(L); lua_next(L, -2); lua_pop(L, 1))
        if (lua_type(L, -2) == LUA_TSTRING && std::strcmp(lua_tostring(L, -2), "_G") != 0)
            d.root(-1, "global " + std::string(lua_tostring(L, -2)));
    lua_pop(L, 1);
    lua_getfield(L, LUA_REGISTRYINDEX, kLoadedKey);
    for (lua_pushnil(L); lua_next(L, -2); lua_pop(L, 1))
        if (lua_type(L, -2) == LUA_TSTRING) d.root(-1, "require('" + std::string(lua_tostring(L, -2)) + "')");
    lua_pop(L, 1);
    return d.run();
}

}  // namespace

std::vector<std::string> shared_state_differences(lua_State* now, int now_env, lua_State* fresh, int fresh_env,
                                                  std::size_t max) {
    const auto a = describe(now, now_env), b = describe(fresh, fresh_env);
    std::vector<std::string> out;
    auto ai = a.begin();
    auto bi = b.begin();
    while ((ai != a.end() || bi != b.end()) && out.size() < max) {
        if (bi == b.end() || (ai != a.end() && ai->first < bi->first)) {
            out.push_back(ai->first + " = " + ai->second + " (new)");
            ++ai;
        } else if (ai == a.end() || bi->first < ai->first) {
            out.push_back(bi->first + " is gone (was " + bi->second + ")");
            ++bi;
        } else {
            if (ai->second != bi->second) out.push_back(ai->first + " = " + ai->second + " (was " + bi->second + ")");
            ++ai;
            ++bi;
        }
    }
    return out;
}

struct SharedState::Sets {
    AddressSet seen, stop;
};

SharedState::SharedState() : sets_(std::make_unique<Sets>()) {}
SharedState::~SharedState() = default;

void SharedState::seal(lua_State* L, int env_ref) {
    env_ref_ = env_ref;
    // The host's own tables are read-only or out of scripts' reach: the scripts' view of
    // the host's globals, the registry's named tables (metatables of host objects, the
    // loaded libraries) and the read-only proxies (libraries, tabula.freeze data).
    AddressSet& stop = sets_->stop;
    stop.clear();
    auto add = [&](int idx) {
        if (lua_type(L, idx) == LUA_TTABLE) stop.insert(lua_topointer(L, idx));
    };
    lua_checkstack(L, 8);
    lua_pushglobaltable(L);
    add(-1);
    lua_pop(L, 1);
    for (lua_pushnil(L); lua_next(L, LUA_REGISTRYINDEX); lua_pop(L, 1))
        if (lua_type(L, -2) == LUA_TSTRING && std::strcmp(lua_tostring(L, -2), kLoadedKey) != 0) add(-1);
    lua_getfield(L, LUA_REGISTRYINDEX, kFrozenKey);
    for (lua_pushnil(L); lua_next(L, -2); lua_pop(L, 1)) add(-2);
    lua_pop(L, 1);
    if (lists_ref_ == LUA_NOREF) {
        lua_createtable(L, 2, 0);
        lua_newtable(L);
        lua_rawseti(L, -2, 1);
        lua_newtable(L);
        lua_rawseti(L, -2, 2);
        lists_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
    }
    sealed_ = fingerprint(L);
    is_sealed_ = true;
}

bool SharedState::changed(lua_State* L) {
    return is_sealed_ && fingerprint(L) != sealed_;
}

uint64_t SharedState::fingerprint(lua_State* L) {
    lua_checkstack(L, 16);
    lua_rawgeti(L, LUA_REGISTRYINDEX, lists_ref_);
    uint64_t sum;
    {
        Walk walk(L, lua_gettop(L), sets_->seen, sets_->stop);
        lua_rawgeti(L, LUA_REGISTRYINDEX, env_ref_);
        walk.value(-1);
        lua_pop(L, 1);
        lua_getfield(L, LUA_REGISTRYINDEX, kLoadedKey);
        walk.value(-1);
        lua_pop(L, 1);
        walk.run();
        walk.finish_weak();
        sum = walk.sum();
    }
    lua_pop(L, 1);
    return sum;
}

}  // namespace tabula
