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


    // ---- The game's hooks (cpp_api/game_hooks.cpp): every call the host makes into a
    // game's Lua goes through here, under the host's budget and error conversion, and
    // each query under the pure-query guard. `match` is the match table's registry
    // reference. Each throws ScriptError naming the hook. ----
    // game.setup(match): builds the match (not a query). Throws ScriptError, or UsageError
    // when the game refuses an option's value (tabula.option_error).
    void setup(int match) const;
    // Pushes game.play and the match onto a new flow's stack, for its first resume.
    void push_play(lua_State* flow, int match) const;
    std::string render(int match, int seat) const;     // game.render; "" without the hook
    nlohmann::json view(int match, int seat) const;    // game.view, as JSON (call only if has_hook)
    // game.scene(match, seat): the board as shapes for the web page (docs/api.md), as JSON
    // (call only if has_hook).
    nlohmann::json scene(int match, int seat) const;
    std::vector<std::string> traits(int match, int seat) const;  // game.traits; {} without the hook
    // game.evaluate(match, seat): how well the seat stands, from 0 (lost) to 1 (won), for
    // a search that cuts its playouts short (call only if has_hook).
    double evaluate(int match, int seat) const;
    // game.determinize(match, seat): deals again what the seat cannot see, in a branch
    // of a search (not a query: it changes the match; call only if has_hook).
    void determinize(int match, int seat) const;
    // A choice's label function (a registry reference) for one option id, a query;
    // nullopt if it gives no text.
    std::optional<std::string> label(int function, const std::string& id, const std::string& prompt) const;
    struct PerftMove {
        std::string move;
        long long nodes;
    };
    // game.perft(match, depth, {position=, divide=}) -> leaf nodes [, {{move, nodes}, ...}].
    long long perft(int match, const std::string& position, int depth, bool divide,
                    std::vector<PerftMove>& moves) const;

private:
    // Calls game.<hook>(match, seat) as a pure query; leaves its one result on the stack.
    void call_seat_query(const char* hook, int match, int seat) const;
    void read_info();
    nlohmann::json info_fields() const;
    void read_definition(nlohmann::json& def, const std::function<void(const std::string&)>& bad);
    ScriptHost& host_;
    GameInfo info_;
    int ref_ = LUA_NOREF;
    std::set<std::string, std::less<>> hooks_;  // the names of the game table's functions
};

}  // namespace tabula
