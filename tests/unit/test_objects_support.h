// Shared by test_objects*.cpp: a host with the objects fixture game
// (tests/data/objects/fixture), and a started match on which Lua chunks run
// with `match` bound, as a game's code would.
#pragma once
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "agents/agents.h"
#include "common/lua_json.h"
#include "cpp_api/game_script.h"
#include "host/script_error.h"
#include "host/script_host.h"
#include "match/match.h"
#include "fixtures.h"

namespace tabula::objects_test {

inline std::filesystem::path fixture_dir() {
    return std::filesystem::path(TABULA_TEST_DATA) / "objects" / "fixture";
}

// One host + game, reused by many matches (as a worker reuses its Lua state).
struct Env {
    Env() : host(game_host(GamePaths::defaults(), fixture_dir(), Limits{})), script(host, fixture_dir()) {}
    ScriptHost host;
    GameScript script;
};

inline Env& env() {
    static Env e;
    return e;
}

// A started match (game.setup has run); run() evaluates Lua with `match` bound.
class Table {
public:
    explicit Table(int seats = 2, uint64_t seed = 1, const std::string& test_case = "none",
                   std::vector<std::vector<std::string>> answers = {})
        : seats_(seats, answers) {
        MatchSetup setup;
        setup.seed = seed;
        setup.seats = seats;
        setup.options = {{"case", test_case}};
        match = std::make_unique<Match>(env().script, setup, seats_.pointers());
    }
    void start() {
        if (!started_) match->start();
        started_ = true;
    }
    // Runs `code` as a chunk with `local match = ...`; returns tostring of its first result.
    std::string run(const std::string& code) {
        lua_State* L = push_chunk(code);
        const int top = lua_gettop(L) - 2;
        env().host.call(1, 1, "test chunk");
        std::string out = luaL_tolstring(L, -1, nullptr);
        lua_settop(L, top);
        return out;
    }
    // The same, the first result converted to JSON.
    nlohmann::json json(const std::string& code) {
        lua_State* L = push_chunk(code);
        const int top = lua_gettop(L) - 2;
        env().host.call(1, 1, "test chunk");
        nlohmann::json j = lua_to_json(L, -1, "value", true);
        lua_settop(L, top);
        return j;
    }
    std::unique_ptr<Match> match;

private:
    lua_State* push_chunk(const std::string& code) {
        start();
        lua_State* L = env().host.state();
        std::string text = "local match = ...\n" + code;
        if (luaL_loadbufferx(L, text.data(), text.size(), "@test.lua", "t") != LUA_OK) {
            std::string msg = lua_tostring(L, -1);
            lua_pop(L, 1);
            throw ScriptError(msg, "test chunk");
        }
        match->push_table();
        return L;
    }
    bool started_ = false;
    fixture::ScriptedSeats seats_;
};

inline bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace tabula::objects_test
