// GameScript: a game definition (games/<id>/game.lua) loaded into a host.
// C++ -> Lua calls into the game's hooks go through here.
#pragma once
#include <filesystem>
#include <functional>
#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "cpp_api/game_catalog.h"
#include "host/script_host.h"

namespace tabula {

class GameScript {
public:
    // Loads game.lua into the host and reads its definition. Throws ScriptError.
    GameScript(ScriptHost& host, const std::filesystem::path& dir);
    ~GameScript();

    const GameInfo& info() const { return info_; }
    ScriptHost& host() const { return host_; }
    void push_table() const;                // the game's table
    // game.<name> is a function. The game table's functions are read once, at load,
    // like the rest of its definition.
    bool has_hook(const char* name) const { return hooks_.count(name) > 0; }
    std::string where(const char* hook) const { return info_.id + ": game." + hook; }

    // The game's options, `given` checked against them (GameInfo::resolve_options).
    nlohmann::json resolve_options(const nlohmann::json& given) const { return info_.resolve_options(given); }

private:
    void read_info();
    nlohmann::json info_fields() const;
    void read_definition(nlohmann::json& def, const std::function<void(const std::string&)>& bad);
    ScriptHost& host_;
    GameInfo info_;
    int ref_ = LUA_NOREF;
    std::set<std::string, std::less<>> hooks_;  // the names of the game table's functions
};

}  // namespace tabula
