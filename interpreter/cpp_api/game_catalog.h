// The game catalog: where games are found (game folders, mods, the stdlib as module
// roots) and what a game declares (seats, options), with the checks of a match's
// seats and options against it. Plain C++: GameScript reads the declaration from Lua.
#pragma once
#include <filesystem>
#include <optional>
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
    // game.perfect_information: the game's own state (its Lua tables) hides nothing from
    // any seat, so a search may read it (agents/mcts.h). What the host's objects hide
    // it tells by itself.
    bool perfect_information = false;
    std::vector<GameOption> options;
    std::filesystem::path dir;
    std::string shown;  // what its files are named by in errors: "games/ludo", or the folder's path


    // Throws UsageError "ID is played by MIN to MAX seats, not N" unless N is in range.
    void check_seats(int n) const;
    // Merges user options (name -> JSON) over the declared defaults; throws
    // UsageError for an unknown name or a value the option does not take (wrong kind,
    // not among its choices, not whole for an integer default, out of min..max).
    nlohmann::json resolve_options(const nlohmann::json& given) const;
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
    // The name a game folder's files are shown under in errors and reports: "games/<id>"
    // for a game in one of game_dirs, else the folder's real path (relative to the
    // working folder when inside it, else absolute), so that every file:line exists.
    std::string shown(const std::filesystem::path& game_dir) const;
};

// Where a game's scripts `require` from: its mods first, then the game, then the stdlib.
std::vector<ModuleRoot> module_roots(const GamePaths& paths, const std::filesystem::path& game_dir);

}  // namespace tabula
