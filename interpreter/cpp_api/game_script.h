// GameScript: a game definition (games/<id>/game.lua) loaded into a host.
// C++ -> Lua calls into the game's hooks go through here.
#pragma once
#include <filesystem>
#include <functional>
#include <optional>
#include <set>
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
    std::optional<double> min, max;       // bounds of a number option
    // What the option takes, for messages and `tabula list`: "one of 3, 4", "a whole
    // number, 0 or more", "a number from 0.5 to 2"; empty if any value of the
    // default's type will do.
    std::string accepts() const;
    bool whole() const { return default_value.is_number_integer(); }  // integer default: whole numbers only
};

// The most seats a game may declare. Seat counts from flags and records are checked
// against it, and against the game's own range, before anything is made per seat.
inline constexpr int kMaxSeats = 1000;

struct GameInfo {
    std::string id;  // folder name
    std::string name, version;
    int min_seats = 1, max_seats = 1, default_seats = 1;
    std::vector<GameOption> options;
    std::filesystem::path dir;

    // Throws UsageError "ID is played by MIN to MAX seats, not N" unless N is in range.
    void check_seats(int n) const;
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
    // game.<name> is a function. The game table's functions are read once, at load,
    // like the rest of its definition.
    bool has_hook(const char* name) const { return hooks_.count(name) > 0; }
    std::string where(const char* hook) const { return info_.id + ": game." + hook; }

    // Merges user options (name -> JSON) over the declared defaults; throws
    // UsageError for an unknown name or a value the option does not take (wrong kind,
    // not among its choices, not whole for an integer default, out of min..max).
    nlohmann::json resolve_options(const nlohmann::json& given) const;

    // ---- The game's hooks (cpp_api/game_hooks.cpp): every call the host makes into a
    // game's Lua goes through here, under the host's budget and error conversion, and
    // each query under the pure-query guard. `match` is the match table's registry
    // reference. Each throws ScriptError naming the hook. ----
    void setup(int match) const;  // game.setup(match): builds the match (not a query)
    // Pushes game.play and the match onto a new flow's stack, for its first resume.
    void push_play(lua_State* flow, int match) const;
    std::string render(int match, int seat) const;     // game.render; "" without the hook
    nlohmann::json view(int match, int seat) const;    // game.view, as JSON (call only if has_hook)
    std::vector<std::string> traits(int match, int seat) const;  // game.traits; {} without the hook
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
