#include "common/lua_walk.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstring>

#include "common/json_input.h"

namespace tabula {

bool LuaKey::operator<(const LuaKey& o) const {
    if (type != o.type) return type < o.type;
    switch (type) {
        case LUA_TBOOLEAN: return b < o.b;
        case LUA_TNUMBER: {
            if (is_int && o.is_int) return i < o.i;
            // A float key is never integral (Lua stores 2.0 as 2), so no mixed pair is equal.
            const double a = is_int ? static_cast<double>(i) : n, c = o.is_int ? static_cast<double>(o.i) : o.n;
            if (a != c) return a < c;
            return is_int && !o.is_int;
        }
        default: return s < o.s;
    }
}

void LuaKey::push(lua_State* L) const {
    switch (type) {
        case LUA_TBOOLEAN: lua_pushboolean(L, b); break;
        case LUA_TNUMBER:
            if (is_int)
                lua_pushinteger(L, i);
            else
                lua_pushnumber(L, n);
            break;
        default: lua_pushlstring(L, s.data(), s.size()); break;
    }
}

std::string LuaKey::text() const {
    switch (type) {
        case LUA_TBOOLEAN: return b ? "true" : "false";
        case LUA_TNUMBER: {
            if (is_int) return std::to_string(i);
            char buf[64];  // as Lua's tostring: %.14g, and ".0" when that looks like an integer
            std::snprintf(buf, sizeof buf, LUA_NUMBER_FMT, static_cast<LUAI_UACNUMBER>(n));
            if (buf[std::strspn(buf, "-0123456789")] == '\0') std::strcat(buf, ".0");
            return buf;
        }
        default: return s;
    }
}

LuaWalk::LuaWalk(lua_State* L, std::string root, Repeats repeats, int uncounted)
    : L_(L), root_(std::move(root)), repeats_(repeats), level_(-uncounted) {}

void LuaWalk::run(int idx, LuaVisitor& visitor) {
    const int top = lua_gettop(L_);
    idx = lua_absindex(L_, idx);
    visitor_ = &visitor;
    visitor.walk_ = this;
    try {
        value(idx);
    } catch (...) {
        lua_settop(L_, top);
        visitor.walk_ = nullptr;
        throw;
    }
    visitor.walk_ = nullptr;
}

void LuaWalk::value(int idx) {
    if (++values_ > kMaxLuaValues) fail("more than " + std::to_string(kMaxLuaValues) + " values");
    const int type = lua_type(L_, idx);
    if (type == LUA_TTABLE) return table(idx);
    if (type == LUA_TSTRING && (text_ += lua_rawlen(L_, idx)) > kMaxLuaText)
        fail("more than " + std::to_string(kMaxLuaText >> 20) + " MiB of text");
    visitor_->scalar(L_, idx, type);
}

void LuaWalk::table(int idx) {
    const void* p = lua_topointer(L_, idx);
    if (repeats_ == Repeats::refer) {
        auto [it, fresh] = seen_.emplace(p, seen_.size());
        if (!fresh) return visitor_->again(it->second);
    } else if (std::find(open_.begin(), open_.end(), p) != open_.end()) {
        fail("a cycle", ": the table is already inside itself");
    }
    if (level_ >= kMaxLuaDepth) fail("nested deeper than " + std::to_string(kMaxLuaDepth) + " levels");
    if (!lua_checkstack(L_, 4)) fail("no room left on the Lua stack");
    std::vector<LuaKey> keys;
    std::size_t unordered = 0;
    int unordered_type = LUA_TNIL;
    read_keys(idx, keys, unordered, unordered_type);
    ++level_;
    open_.push_back(p);
    opening_ = idx;
    visitor_->open(keys, unordered, unordered_type);
    for (const LuaKey& k : keys) {
        path_.push_back(&k);
        k.push(L_);
        lua_rawget(L_, idx);
        if (visitor_->entry(k, lua_type(L_, -1))) value(lua_gettop(L_));
        lua_pop(L_, 1);
        path_.pop_back();
    }
    visitor_->close();
    open_.pop_back();
    --level_;
}

void LuaWalk::read_keys(int idx, std::vector<LuaKey>& keys, std::size_t& unordered, int& unordered_type) {
    lua_pushnil(L_);
    while (lua_next(L_, idx)) {
        LuaKey k;
        k.type = lua_type(L_, -2);
        switch (k.type) {
            case LUA_TBOOLEAN: k.b = lua_toboolean(L_, -2); break;
            case LUA_TNUMBER:
                k.is_int = lua_isinteger(L_, -2);
                if (k.is_int)
                    k.i = lua_tointeger(L_, -2);
                else
                    k.n = lua_tonumber(L_, -2);
                break;
            case LUA_TSTRING: {
                std::size_t len = 0;
                const char* s = lua_tolstring(L_, -2, &len);
                if ((text_ += len) > kMaxLuaText) {
                    lua_pop(L_, 2);
                    fail("more than " + std::to_string(kMaxLuaText >> 20) + " MiB of text");
                }
                k.s.assign(s, len);
                break;
            }
            default:  // the type reported: the first key's, or a function's or thread's if any
                if (unordered++ == 0 || k.type == LUA_TFUNCTION || k.type == LUA_TTHREAD) unordered_type = k.type;
                k.type = LUA_TNONE;
                break;
        }
        if (k.type != LUA_TNONE) keys.push_back(std::move(k));
        lua_pop(L_, 1);
    }
    std::sort(keys.begin(), keys.end());
}

namespace {

bool identifier(const std::string& s) {
    if (s.empty() || std::isdigit(static_cast<unsigned char>(s[0]))) return false;
    for (char c : s)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
    return true;
}

}  // namespace

std::string LuaWalk::path() const {
    constexpr std::size_t kShown = 16;
    std::string out = root_;
    for (std::size_t k = 0; k < path_.size() && k < kShown; ++k) {
        const LuaKey& key = *path_[k];
        if (key.type == LUA_TSTRING && identifier(key.s))
            out += "." + key.s;
        else if (key.type == LUA_TSTRING)
            out += "[\"" + quote_excerpt(key.s, 24) + "\"]";
        else
            out += "[" + key.text() + "]";
    }
    if (path_.size() > kShown) out += "...";
    return out;
}

void LuaWalk::fail(std::string_view what, std::string_view after) const {
    throw LuaValueError(std::string(what) + " at " + path() + std::string(after));
}

}  // namespace tabula
