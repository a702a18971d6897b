// GameScript's calls of the game's hooks: the one door from the host into a game.
#include "common/lua_json.h"
#include "common/utf8_text.h"
#include "cpp_api/game_script.h"
#include "host/script_error.h"

namespace tabula {

namespace {

// game.<hook> and the match table onto L's stack.
void push_hook(const GameScript& game, lua_State* L, const char* hook, int match) {
    game.push_table();
    lua_getfield(L, -1, hook);
    lua_remove(L, -2);
    lua_rawgeti(L, LUA_REGISTRYINDEX, match);
}

}  // namespace

void GameScript::setup(int match) const {
    push_hook(*this, host_.state(), "setup", match);
    try {
        host_.call(1, 0, where("setup"));  // not a query: setup builds the match
    } catch (const OptionError& e) {  // the game refuses an option's value: the user's mistake
        throw UsageError(e.message());
    }
}

void GameScript::push_play(lua_State* flow, int match) const {
    lua_State* L = host_.state();
    push_hook(*this, L, "play", match);
    lua_xmove(L, flow, 2);
}

// The caller holds the QueryGuard, so that reading the result is inside the query too.
void GameScript::call_seat_query(const char* hook, int match, int seat) const {
    lua_State* L = host_.state();
    push_hook(*this, L, hook, match);
    lua_pushinteger(L, seat);
    host_.call(2, 1, where(hook));  // query: the callers hold the guard
}

std::string GameScript::render(int match, int seat) const {
    if (!has_hook("render")) return {};
    lua_State* L = host_.state();
    QueryGuard guard(host_, "game.render");
    call_seat_query("render", match, seat);
    std::string text = lua_isstring(L, -1) ? valid_utf8(lua_tostring(L, -1)) : "";
    lua_pop(L, 1);
    return text;
}

nlohmann::json GameScript::view(int match, int seat) const {
    lua_State* L = host_.state();
    QueryGuard guard(host_, "game.view");
    call_seat_query("view", match, seat);
    nlohmann::json j;
    try {
        j = lua_to_json(L, -1, "view");
    } catch (const LuaValueError& e) {
        lua_pop(L, 1);
        throw ScriptError(where("view") + ": the view cannot be sent as JSON: " + e.what());
    }
    lua_pop(L, 1);
    return j;
}

nlohmann::json GameScript::scene(int match, int seat) const {
    lua_State* L = host_.state();
    QueryGuard guard(host_, "game.scene");
    call_seat_query("scene", match, seat);
    nlohmann::json j;
    try {
        if (!lua_istable(L, -1)) throw LuaValueError("it returned a " + std::string(luaL_typename(L, -1)) + ", not a table");
        j = lua_to_json(L, -1, "scene");
    } catch (const LuaValueError& e) {
        lua_pop(L, 1);
        throw ScriptError(where("scene") + ": the scene cannot be sent as JSON: " + e.what());
    }
    lua_pop(L, 1);
    return j;
}

double GameScript::evaluate(int match, int seat) const {
    lua_State* L = host_.state();
    QueryGuard guard(host_, "game.evaluate");
    call_seat_query("evaluate", match, seat);
    int is_number = 0;
    const lua_Number v = lua_tonumberx(L, -1, &is_number);
    lua_pop(L, 1);
    if (!is_number || !(v >= 0 && v <= 1))
        throw ScriptError(where("evaluate") + ": must return a number from 0 to 1 (how well seat " +
                          std::to_string(seat) + " stands)");
    return v;
}

void GameScript::determinize(int match, int seat) const {
    lua_State* L = host_.state();
    push_hook(*this, L, "determinize", match);
    lua_pushinteger(L, seat);
    host_.call(2, 0, where("determinize"));
}

std::vector<std::string> GameScript::traits(int match, int seat) const {
    if (!has_hook("traits")) return {};
    lua_State* L = host_.state();
    QueryGuard guard(host_, "game.traits");
    call_seat_query("traits", match, seat);
    std::vector<std::string> out;
    const bool list = lua_istable(L, -1);
    for (lua_Integer i = 1; list; ++i) {
        const int type = lua_geti(L, -1, i);
        if (type == LUA_TNIL) {
            lua_pop(L, 1);
            break;
        }
        if (type != LUA_TSTRING) {
            lua_pop(L, 2);
            throw ScriptError(where("traits") + ": must return a list of strings (item " + std::to_string(i) +
                              " is a " + lua_typename(L, type) + ")");
        }
        out.push_back(valid_utf8(lua_tostring(L, -1)));
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    if (!list) throw ScriptError(where("traits") + ": must return a list of strings");
    return out;
}

std::optional<std::string> GameScript::label(int function, const std::string& id, const std::string& prompt) const {
    lua_State* L = host_.state();
    QueryGuard guard(host_, "the label function", "match:choose");
    lua_rawgeti(L, LUA_REGISTRYINDEX, function);
    lua_pushstring(L, id.c_str());
    host_.call(1, 1, where("play") + ": the label function of \"" + prompt + "\"");  // query: the guard above
    std::optional<std::string> text;
    if (lua_isstring(L, -1)) text = valid_utf8(lua_tostring(L, -1));
    lua_pop(L, 1);
    return text;
}

long long GameScript::perft(int match, const std::string& position, int depth, bool divide,
                            std::vector<PerftMove>& moves) const {
    lua_State* L = host_.state();
    push_hook(*this, L, "perft", match);
    lua_pushinteger(L, depth);
    lua_createtable(L, 0, 2);
    lua_pushstring(L, position.c_str());
    lua_setfield(L, -2, "position");
    lua_pushboolean(L, divide);
    lua_setfield(L, -2, "divide");
    host_.call(3, 2, where("perft"));  // not a query: perft plays moves and takes them back
    if (!lua_isinteger(L, -2)) {
        lua_pop(L, 2);
        throw ScriptError(where("perft") + ": must return the number of leaf nodes (an integer)");
    }
    const long long nodes = lua_tointeger(L, -2);
    if (lua_istable(L, -1)) {
        for (lua_Integer i = 1, n = static_cast<lua_Integer>(lua_rawlen(L, -1)); i <= n; ++i) {
            lua_rawgeti(L, -1, i);
            lua_rawgeti(L, -1, 1);
            lua_rawgeti(L, -2, 2);
            const char* move = lua_tostring(L, -2);
            moves.push_back({move ? move : "?", lua_tointeger(L, -1)});
            lua_pop(L, 3);
        }
    }
    lua_pop(L, 2);
    return nodes;
}

}  // namespace tabula
