// A game loaded and ready to play: a sandboxed host with the host's API installed,
// the game's script loaded into it. Every command and the scenario runner start here.
#pragma once
#include <filesystem>
#include <functional>

#include "cpp_api/game_catalog.h"
#include "cpp_api/game_script.h"
#include "host/limits.h"
#include "host/script_host.h"

namespace tabula {

// A host for the game in `dir` (its mods, the game and the stdlib as module roots),
// with the host's API (lua_api's register_api) installed and no script loaded yet.
ScriptHost game_host(const GamePaths& paths, const std::filesystem::path& dir, const Limits& limits);

struct LoadedGame {
    // More functions for the scripts, installed after the API and before the game loads
    // (the first load freezes the libraries): the scenario runner's tabula.test_match.
    using Extension = std::function<void(lua_State* L)>;

    // Throws ScriptError if the game does not load.
    LoadedGame(const GamePaths& paths, const std::filesystem::path& dir, const Limits& limits,
               const Extension& extend = {});

    ScriptHost host;  // declared first: destroyed last
    GameScript game;
};

}  // namespace tabula
