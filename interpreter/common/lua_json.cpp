#include "common/lua_json.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace tabula {

namespace {

nlohmann::json convert(lua_State* L, int idx, bool skip_functions, int depth) {
    if (depth > 64) throw std::runtime_error("value nested too deeply (a cycle?) for JSON");
    idx = lua_absindex(L, idx);
    switch (lua_type(L, idx)) {
        case LUA_TNIL: return nullptr;
        case LUA_TBOOLEAN: return static_cast<bool>(lua_toboolean(L, idx));
        case LUA_TNUMBER:
            if (lua_isinteger(L, idx)) return static_cast<int64_t>(lua_tointeger(L, idx));
            return lua_tonumber(L, idx);
        case LUA_TSTRING: {
            size_t len;
            const char* s = lua_tolstring(L, idx, &len);
            return std::string(s, len);
        }
        case LUA_TTABLE: break;
        default:
            if (skip_functions) return nullptr;
            throw std::runtime_error(std::string("a ") + luaL_typename(L, idx) + " cannot be turned into JSON");
    }
    lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, idx));
    size_t count = 0;
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        ++count;
        lua_pop(L, 1);
    }
    if (n > 0 && static_cast<size_t>(n) == count) {
        nlohmann::json arr = nlohmann::json::array();
        for (lua_Integer i = 1; i <= n; ++i) {
            lua_rawgeti(L, idx, i);
            arr.push_back(convert(L, -1, skip_functions, depth + 1));
            lua_pop(L, 1);
        }
        return arr;
    }
    nlohmann::json obj = nlohmann::json::object();
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        int kt = lua_type(L, -2), vt = lua_type(L, -1);
        bool skip = skip_functions && (vt == LUA_TFUNCTION || vt == LUA_TUSERDATA || vt == LUA_TLIGHTUSERDATA ||
                                       vt == LUA_TTHREAD);
        if (!skip) {
            std::string key;
            if (kt == LUA_TSTRING) {
                key = lua_tostring(L, -2);
            } else if (kt == LUA_TNUMBER) {
                lua_pushvalue(L, -2);
                key = lua_tostring(L, -1);
                lua_pop(L, 1);
            } else if (!skip_functions) {
                lua_pop(L, 2);
                throw std::runtime_error(std::string("a table key of type ") + lua_typename(L, kt) +
                                         " cannot be turned into JSON");
            }
            if (!key.empty() || kt == LUA_TSTRING) obj[key] = convert(L, -1, skip_functions, depth + 1);
        }
        lua_pop(L, 1);
    }
    return obj;
}

}  // namespace

nlohmann::json lua_to_json(lua_State* L, int idx, bool skip_functions) {
    return convert(L, idx, skip_functions, 0);
}

void push_json(lua_State* L, const nlohmann::json& j) {
    switch (j.type()) {
        case nlohmann::json::value_t::null: lua_pushnil(L); break;
        case nlohmann::json::value_t::boolean: lua_pushboolean(L, j.get<bool>()); break;
        case nlohmann::json::value_t::number_integer:
        case nlohmann::json::value_t::number_unsigned: lua_pushinteger(L, j.get<int64_t>()); break;
        case nlohmann::json::value_t::number_float: lua_pushnumber(L, j.get<double>()); break;
        case nlohmann::json::value_t::string: lua_pushstring(L, j.get_ref<const std::string&>().c_str()); break;
        case nlohmann::json::value_t::array: {
            lua_createtable(L, static_cast<int>(j.size()), 0);
            lua_Integer i = 1;
            for (const auto& e : j) {
                push_json(L, e);
                lua_rawseti(L, -2, i++);
            }
            break;
        }
        case nlohmann::json::value_t::object: {
            lua_createtable(L, 0, static_cast<int>(j.size()));
            for (const auto& [k, v] : j.items()) {
                push_json(L, v);
                lua_setfield(L, -2, k.c_str());
            }
            break;
        }
        default: lua_pushnil(L);
    }
}

}  // namespace tabula
