#include "common/lua_json.h"

#include <string>
#include <vector>

#include "common/utf8_text.h"

namespace tabula {

namespace {

bool is_function_like(int type) {
    return type == LUA_TFUNCTION || type == LUA_TUSERDATA || type == LUA_TLIGHTUSERDATA || type == LUA_TTHREAD;
}

// The registry's key of the weak set of tables that are lists whatever their size
// (mark_list): an empty Lua table is `{}` to JSON unless it is one of them.
char lists_key;

bool is_marked_list(lua_State* L, int idx) {
    idx = lua_absindex(L, idx);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &lists_key) != LUA_TTABLE) {
        lua_pop(L, 1);
        return false;
    }
    lua_pushvalue(L, idx);
    const bool marked = lua_rawget(L, -2) != LUA_TNIL;
    lua_pop(L, 2);
    return marked;
}

// Builds the JSON as the walk goes, a frame per open table.
class JsonBuilder : public LuaVisitor {
public:
    JsonBuilder(lua_State* L, bool skip_functions) : L_(L), skip_functions_(skip_functions) {}
    nlohmann::json take() { return std::move(root_); }

    void scalar(lua_State* L, int idx, int type) override {
        switch (type) {
            case LUA_TNIL: slot() = nullptr; break;
            case LUA_TBOOLEAN: slot() = static_cast<bool>(lua_toboolean(L, idx)); break;
            case LUA_TNUMBER:
                if (lua_isinteger(L, idx))
                    slot() = static_cast<int64_t>(lua_tointeger(L, idx));
                else
                    slot() = lua_tonumber(L, idx);
                break;
            case LUA_TSTRING: {
                std::size_t len = 0;
                const char* s = lua_tolstring(L, idx, &len);
                slot() = valid_utf8(std::string_view(s, len));
                break;
            }
            default:
                if (!skip_functions_) walk_->fail(std::string("a ") + lua_typename(L, type));
                slot() = nullptr;  // in a list: its place kept
        }
    }

    void open(const std::vector<LuaKey>& keys, std::size_t unordered, int unordered_type) override {
        if (unordered && !skip_functions_) walk_->fail(std::string("a key of type ") + lua_typename(L_, unordered_type));
        const bool array = unordered == 0 && (keys.empty() ? is_marked_list(L_, walk_->opening()) : sequence(keys));
        nlohmann::json& node = slot();
        node = array ? nlohmann::json::array() : nlohmann::json::object();
        if (array) node.get_ref<nlohmann::json::array_t&>().reserve(keys.size());
        frames_.push_back({&node, array});
    }

    bool entry(const LuaKey& k, int value_type) override {
        if (frames_.back().array) return true;
        if (k.type == LUA_TBOOLEAN) {
            if (!skip_functions_) walk_->fail("a boolean key");
            return false;
        }
        if (skip_functions_ && is_function_like(value_type)) return false;
        key_ = k.type == LUA_TSTRING ? valid_utf8(k.s) : k.text();
        return true;
    }

    void close() override { frames_.pop_back(); }

private:
    struct Frame {
        nlohmann::json* node;
        bool array;
    };

    // Keys 1..n, in order (they are sorted).
    static bool sequence(const std::vector<LuaKey>& keys) {
        for (std::size_t i = 0; i < keys.size(); ++i)
            if (keys[i].type != LUA_TNUMBER || !keys[i].is_int || keys[i].i != static_cast<lua_Integer>(i + 1))
                return false;
        return true;
    }

    // Where the value being visited goes. A string key given as a number too (t[1] and
    // t["1"]) comes later in key order, so the string's value is the one kept.
    nlohmann::json& slot() {
        if (frames_.empty()) return root_;
        Frame& f = frames_.back();
        if (!f.array) return (*f.node)[key_];
        f.node->push_back(nullptr);
        return f.node->back();
    }

    lua_State* L_;
    bool skip_functions_;
    nlohmann::json root_;
    std::vector<Frame> frames_;
    std::string key_;
};

void push(lua_State* L, const nlohmann::json& j, int depth) {
    if (!lua_checkstack(L, 6)) throw LuaValueError("no room left on the Lua stack for JSON");
    switch (j.type()) {
        case nlohmann::json::value_t::null: lua_pushnil(L); break;
        case nlohmann::json::value_t::boolean: lua_pushboolean(L, j.get<bool>()); break;
        case nlohmann::json::value_t::number_integer:
        case nlohmann::json::value_t::number_unsigned: lua_pushinteger(L, j.get<int64_t>()); break;
        case nlohmann::json::value_t::number_float: lua_pushnumber(L, j.get<double>()); break;
        case nlohmann::json::value_t::string: {
            const auto& s = j.get_ref<const std::string&>();
            lua_pushlstring(L, s.data(), s.size());
            break;
        }
        case nlohmann::json::value_t::array:
        case nlohmann::json::value_t::object:
            if (depth >= kMaxPushDepth)
                throw LuaValueError("JSON nested deeper than " + std::to_string(kMaxPushDepth) + " levels");
            if (j.is_array()) {
                lua_createtable(L, static_cast<int>(j.size()), 0);
                if (j.empty()) mark_list(L, -1);
                lua_Integer i = 1;
                for (const auto& e : j) {
                    push(L, e, depth + 1);
                    lua_rawseti(L, -2, i++);
                }
            } else {
                lua_createtable(L, 0, static_cast<int>(j.size()));
                for (const auto& [k, v] : j.items()) {
                    lua_pushlstring(L, k.data(), k.size());
                    push(L, v, depth + 1);
                    lua_rawset(L, -3);
                }
            }
            break;
        default: lua_pushnil(L);
    }
}

}  // namespace

nlohmann::json lua_to_json(lua_State* L, int idx, std::string_view root, bool skip_functions) {
    JsonBuilder builder(L, skip_functions);
    LuaWalk(L, std::string(root), Repeats::expand).run(idx, builder);
    return builder.take();
}

void mark_list(lua_State* L, int idx) {
    idx = lua_absindex(L, idx);
    if (!lua_checkstack(L, 4)) luaL_error(L, "no room left on the Lua stack");
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &lists_key) != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_createtable(L, 0, 1);
        lua_pushliteral(L, "k");
        lua_setfield(L, -2, "__mode");
        lua_setmetatable(L, -2);
        lua_pushvalue(L, -1);
        lua_rawsetp(L, LUA_REGISTRYINDEX, &lists_key);
    }
    lua_pushvalue(L, idx);
    lua_pushboolean(L, 1);
    lua_rawset(L, -3);
    lua_pop(L, 1);
}

void push_json(lua_State* L, const nlohmann::json& j) {
    const int top = lua_gettop(L);
    try {
        push(L, j, 0);
    } catch (...) {
        lua_settop(L, top);
        throw;
    }
}

}  // namespace tabula
