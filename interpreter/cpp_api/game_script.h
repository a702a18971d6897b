// GameScript: a game definition (games/<id>/game.lua) loaded into a host.
// C++ -> Lua calls into the game's hooks go through here.
#pragma once
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "host/script_host.h"

namespace tabula {

struct GameOption {
    std::string name;
    nlohmann::json default_value;
    std::vector<nlohmann::json> choices;  // empty: any value of the default's type
    std::string help;
};

struct GameInfo {
    std::string id;  // folder name
    std::string name, version;
    int min_seats = 1, max_seats = 1, default_seats = 1;
    std::vector<GameOption> options;
    std::filesystem::path dir;
};

// Where games and the stdlib live, and the mods to layer over a game.
struct GamePaths {
    std::vector<std::filesystem::path> game_dirs;  // searched for games/<id>
    std::filesystem::path stdlib_dir;
    std::vector<std::filesystem::path> mods;

    static GamePaths defaults();  // TABULA_GAMES / TABULA_STDLIB, else the source tree
    // A game id or a folder holding game.lua; throws UsageError naming both.
    std::filesystem::path resolve(const std::string& game) const;
    std::vector<std::string> list() const;
};

std::vector<ModuleRoot> module_roots(const GamePaths& paths, const std::filesystem::path& game_dir);

class GameScript {
public:
    // Loads game.lua into the host and reads its definition. Throws ScriptError.
    GameScript(ScriptHost& host, const std::filesystem::path& dir);
    ~GameScript();

    const GameInfo& info() const { return info_; }
    ScriptHost& host() const { return host_; }
    void push_table() const;                // the game's table
    bool has_hook(const char* name) const;  // game.<name> is a function
    std::string where(const char* hook) const { return info_.id + ": game." + hook; }

    // Merges user options (name -> JSON) over the declared defaults; throws
    // UsageError for an unknown name or a value of the wrong kind.
    nlohmann::json resolve_options(const nlohmann::json& given) const;

private:
    void read_info();
    ScriptHost& host_;
    GameInfo info_;
    int ref_ = LUA_NOREF;
};

}  // namespace tabula
