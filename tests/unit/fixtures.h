// Shared helpers for the unit tests: fixture games under tests/data/games,
// a Lua chunk evaluator, and access to a match's state table.
#pragma once
#include <filesystem>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "agents/agents.h"
#include "common/lua_json.h"
#include "cpp_api/game_script.h"
#include "host/limits.h"
#include "host/script_error.h"
#include "host/script_host.h"
#include "lua_api/l_api.h"
#include "match/match.h"
#include "runtime/loaded_game.h"

namespace fixture {

namespace fs = std::filesystem;

inline fs::path data() { return fs::path(TABULA_TEST_DATA); }
inline fs::path game_dir(const std::string& id) { return data() / "games" / id; }
inline fs::path stdlib_dir() { return fs::path(TABULA_SOURCE_DIR) / "stdlib"; }

inline tabula::GamePaths paths() {
    tabula::GamePaths p;
    p.game_dirs = {data() / "games"};
    p.stdlib_dir = stdlib_dir();
    return p;
}

inline tabula::Limits limits(std::size_t memory_mib, uint64_t instructions) {
    tabula::Limits l;
    l.memory_bytes = memory_mib << 20;
    l.instructions = instructions;
    return l;
}

// A fixture game loaded into its own host (host declared first: destroyed last).
struct Game {
    explicit Game(const std::string& id, tabula::Limits lim = limits(64, 10'000'000))
        : host(tabula::game_host(paths(), game_dir(id), lim)), script(host, game_dir(id)) {}
    tabula::ScriptHost host;
    tabula::GameScript script;
};

// A real game of games/ (with the project's stdlib) in a host of its own, with room for
// whole matches of the card games.
struct RealGame {
    explicit RealGame(const std::string& id)
        : host(tabula::game_host(paths(), dir(id), limits(256, 100'000'000))), script(host, dir(id)) {}
    static fs::path dir(const std::string& id) { return fs::path(TABULA_SOURCE_DIR) / "games" / id; }
    static tabula::GamePaths paths() {
        tabula::GamePaths p;
        p.game_dirs = {fs::path(TABULA_SOURCE_DIR) / "games"};
        p.stdlib_dir = stdlib_dir();
        return p;
    }
    tabula::ScriptHost host;
    tabula::GameScript script;
};

inline tabula::MatchSetup setup(uint64_t seed, nlohmann::json options = nlohmann::json::object(), int seats = 0) {
    tabula::MatchSetup s;
    s.seed = seed;
    s.seats = seats;
    s.options = std::move(options);
    return s;
}

// The match's `match.state` table as JSON.
inline nlohmann::json state_of(tabula::Match& m) {
    lua_State* L = m.host().state();
    m.push_table();
    lua_getfield(L, -1, "state");
    nlohmann::json j = tabula::lua_to_json(L, -1, "match.state", true);
    lua_pop(L, 2);
    return j;
}

// Runs a chunk of Lua text in the host's sandbox and returns its first result
// converted to text (tostring). Errors come out as tabula::ScriptError.
inline std::string eval(tabula::ScriptHost& host, const std::string& code,
                        const std::string& chunkname = "@test.lua") {
    lua_State* L = host.state();
    const int top = lua_gettop(L);
    if (luaL_loadbufferx(L, code.data(), code.size(), chunkname.c_str(), "t") != LUA_OK) {
        std::string msg = lua_tostring(L, -1);
        lua_settop(L, top);
        throw tabula::ScriptError(msg, "test chunk");
    }
    host.call(0, 1, "test chunk");
    std::string out = luaL_tolstring(L, -1, nullptr);
    lua_settop(L, top);
    return out;
}

// A host's third argument for the sandbox alone, without the host's API (lua_api):
// what the host's own tests need. Games get tabula::register_api (runtime/).
inline constexpr tabula::ScriptHost::InstallApi bare = nullptr;

// A host whose only roots are the sandbox fixture folder and the stdlib.
inline std::vector<tabula::ModuleRoot> sandbox_roots() {
    return {{data() / "sandbox" / "root", "games/sandbox"}, {stdlib_dir(), "stdlib"}};
}

inline bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// One scripted agent per seat: answers[s] are seat s+1's answers, in order.
struct ScriptedSeats {
    ScriptedSeats(int seats, const std::vector<std::vector<std::string>>& answers) {
        for (int s = 0; s < seats; ++s) {
            agents.push_back(std::make_unique<tabula::ScriptedAgent>(false));
            if (s < static_cast<int>(answers.size()))
                for (const auto& a : answers[s]) agents.back()->add({a});
        }
    }
    std::vector<tabula::Agent*> pointers() const {
        std::vector<tabula::Agent*> raw;
        for (const auto& a : agents) raw.push_back(a.get());
        return raw;
    }
    size_t remaining() const {
        size_t n = 0;
        for (const auto& a : agents) n += a->remaining();
        return n;
    }
    std::vector<std::unique_ptr<tabula::ScriptedAgent>> agents;
};

}  // namespace fixture
