// The game catalog (cpp_api/game_catalog.h): finding games and checking a match's
// seats and options against what a game declares, in plain C++ without a Lua state.
#include <catch2/catch.hpp>

#include "cpp_api/game_catalog.h"
#include "fixtures.h"

using tabula::GameInfo;
using tabula::GameOption;
using tabula::UsageError;

namespace {

GameInfo declared() {
    GameInfo info;
    info.id = "demo";
    info.min_seats = 2;
    info.max_seats = 4;
    info.options.push_back(GameOption{"goal", 12, {}, "", 1.0, 100.0});
    info.options.push_back(GameOption{"colour", "red", {"red", "blue"}, "", {}, {}});
    return info;
}

}  // namespace

TEST_CASE("catalog: options are merged over the declared defaults and checked", "[catalog]") {
    const GameInfo info = declared();
    CHECK(info.resolve_options(nullptr) == nlohmann::json({{"goal", 12}, {"colour", "red"}}));
    CHECK(info.resolve_options({{"goal", "7"}, {"colour", "blue"}}) == nlohmann::json({{"goal", 7}, {"colour", "blue"}}));
    CHECK_THROWS_WITH(info.resolve_options({{"speed", 1}}), "game 'demo' has no option 'speed' (options: goal, colour)");
    CHECK_THROWS_WITH(info.resolve_options({{"goal", 0}}), "option 'goal': 0 is not a whole number from 1 to 100");
    CHECK_THROWS_WITH(info.resolve_options({{"colour", "green"}}), "option 'colour': \"green\" is not one of \"red\", \"blue\"");
    CHECK_THROWS_AS(info.resolve_options({{"goal", true}}), UsageError);
}

TEST_CASE("catalog: seats are checked against the declared range", "[catalog]") {
    const GameInfo info = declared();
    CHECK_NOTHROW(info.check_seats(3));
    CHECK_THROWS_WITH(info.check_seats(5), "demo is played by 2 to 4 seats, not 5");
}

TEST_CASE("catalog: games are found by id or folder, and modules load from mods, game, stdlib", "[catalog]") {
    const tabula::GamePaths paths = fixture::paths();
    const auto ids = paths.list();
    CHECK(std::find(ids.begin(), ids.end(), "race") != ids.end());
    CHECK(paths.resolve("race") == fixture::game_dir("race"));
    CHECK_THROWS_WITH(paths.resolve("nosuch"), Catch::StartsWith("unknown game 'nosuch' (games: "));
    CHECK_THROWS_WITH(paths.resolve("/no/such/folder"), "'/no/such/folder' is not a game folder (it has no game.lua)");
    tabula::GamePaths modded = paths;
    modded.mods = {fixture::game_dir("dice")};
    const auto roots = tabula::module_roots(modded, fixture::game_dir("race"));
    REQUIRE(roots.size() == 3);
    CHECK(roots[0].label == "mods/dice");
    CHECK(roots[1].label == "games/race");
    CHECK(roots[2].label == "stdlib");
}
