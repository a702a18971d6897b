// Script errors: "file:line: message", the hook they came from, a traceback;
// the pure-query guard; a match table used after its match is gone.
#include <catch2/catch.hpp>

#include "agents/agents.h"
#include "fixtures.h"

using fixture::contains;
using fixture::Game;
using fixture::setup;
using tabula::Match;
using tabula::MatchResult;
using tabula::ScriptError;

namespace {

std::string fail_with(Game& g, const char* mode) {
    tabula::FirstAgent agent;
    Match m(g.script, setup(1, {{"mode", mode}}), {&agent});
    CHECK(m.run() == Match::State::Failed);
    CHECK(m.result().kind == MatchResult::Kind::Error);
    CHECK(m.pending() == std::nullopt);
    return m.result().error;
}

}  // namespace

TEST_CASE("errors: a syntax error in game.lua names the file and line", "[errors]") {
    tabula::ScriptHost host = tabula::game_host(fixture::paths(), fixture::game_dir("syntax"), tabula::Limits{});
    try {
        tabula::GameScript game(host, fixture::game_dir("syntax"));
        FAIL("the broken game loaded");
    } catch (const ScriptError& e) {
        CHECK_THAT(e.message(), Catch::StartsWith("games/syntax/game.lua:3:"));
        CHECK(contains(e.message(), "near '='"));
        CHECK(e.where() == "syntax: loading game.lua");
        CHECK(contains(e.what(), "games/syntax/game.lua:3:"));
    }
    // The host is fine: another game loads into it.
    CHECK(fixture::eval(host, "return 1 + 2") == "3");
}

TEST_CASE("errors: a runtime error is file:line: message, with the hook and a traceback", "[errors]") {
    Game g("errors");
    std::string err = fail_with(g, "error");
    CHECK_THAT(err, Catch::StartsWith("games/errors/game.lua:25: boom\n  in errors: game.play\nstack traceback:"));
    CHECK(contains(err, "games/errors/game.lua:25: in function <games/errors/game.lua:22>"));

    err = fail_with(g, "index");
    CHECK_THAT(err, Catch::StartsWith("games/errors/game.lua:28: attempt to index a nil value (local 't')"));
}

TEST_CASE("errors: an error in a module names the module's file, the traceback its caller", "[errors]") {
    Game g("errors");
    std::string err = fail_with(g, "helper");
    CHECK_THAT(err, Catch::StartsWith("games/errors/helper.lua:4: exploded\n  in errors: game.play"));
    CHECK(contains(err, "stack traceback:"));
    CHECK(contains(err, "games/errors/helper.lua:4: in "));
    CHECK(contains(err, "games/errors/game.lua:30:"));
}

TEST_CASE("errors: an error in game.setup fails the match naming game.setup", "[errors]") {
    Game g("errors");
    std::string err = fail_with(g, "setup");
    CHECK_THAT(err, Catch::StartsWith("games/errors/game.lua:16: setup went wrong\n  in errors: game.setup"));
    CHECK(contains(err, "stack traceback:"));

    // start() itself throws the ScriptError.
    tabula::FirstAgent agent;
    Match m(g.script, setup(1, {{"mode", "setup"}}), {&agent});
    try {
        m.start();
        FAIL("setup did not fail");
    } catch (const ScriptError& e) {
        CHECK(e.message() == "games/errors/game.lua:16: setup went wrong");
        CHECK(e.where() == "errors: game.setup");
        CHECK(contains(e.traceback(), "games/errors/game.lua:16"));
    }
}

TEST_CASE("errors: a choice asked from game.setup is refused", "[errors]") {
    Game g("errors");
    std::string err = fail_with(g, "setup_choose");
    CHECK_THAT(err, Catch::StartsWith("games/errors/game.lua:18: match:choose can only be called from the game's flow"));
}

TEST_CASE("errors: yielding the flow itself, or returning without a result, fails clearly", "[errors]") {
    Game g("errors");
    CHECK(fail_with(g, "yield") ==
          "errors: game.play: coroutine.yield() was called outside a coroutine the script created");
    CHECK(fail_with(g, "noreturn") ==
          "errors: game.play: returned without a result (return {winner = ...} or call match:finish{...})");
    CHECK(fail_with(g, "returns_text") ==
          "errors: game.play: returned without a result (return {winner = ...} or call match:finish{...})");
}

TEST_CASE("errors: game.play may end by returning its result, checked as match:finish checks it", "[errors]") {
    Game g("errors");
    tabula::FirstAgent agent;
    Match m(g.script, setup(1, {{"mode", "returns"}}), {&agent});
    REQUIRE(m.run() == Match::State::Finished);
    CHECK(m.result().kind == MatchResult::Kind::Win);
    CHECK(m.result().winners == std::vector<int>{1});
    CHECK(m.result().reason == "returned");
    CHECK(fail_with(g, "returns_bad_seat") ==
          "errors: game.play: the result game.play returned: seat 9 is not a seat of this match");
    CHECK(fail_with(g, "returns_neither") ==
          "errors: game.play: the result game.play returned: give winner=, winners={...} or draw=true (one of them)");
}

TEST_CASE("errors: the host goes on after failed matches", "[errors]") {
    Game g("errors");
    for (const char* mode : {"error", "index", "helper", "setup", "yield", "noreturn", "setup_choose", "returns_bad_seat"})
        fail_with(g, mode);
    tabula::FirstAgent agent;
    Match m(g.script, setup(1), {&agent});
    CHECK(m.run() == Match::State::Finished);
    CHECK(m.result().kind == MatchResult::Kind::Win);
    CHECK(m.result().winners == std::vector<int>{1});
    CHECK(m.result().reason == "fine");
    CHECK(g.host.query_depth == 0);
}

TEST_CASE("errors: render and view are pure queries, an action inside is an error naming the script", "[errors]") {
    Game g("errors");
    tabula::FirstAgent agent;
    SECTION("no action: render and view work") {
        Match m(g.script, setup(1), {&agent});
        m.start();
        CHECK(m.render(1) == "seat 1");
        CHECK(m.view(1) == nlohmann::json{{"seat", 1}});
    }
    SECTION("roll inside render") {
        Match m(g.script, setup(1, {{"mode", "render_roll"}}), {&agent});
        m.start();
        try {
            m.render(1);
            FAIL("render rolled a die");
        } catch (const ScriptError& e) {
            CHECK(e.message() ==
                  "games/errors/game.lua:69: match:roll is not allowed inside game.render (a pure query)");
            CHECK(e.where() == "errors: game.render");
            CHECK(contains(e.traceback(), "stack traceback:"));
        }
        CHECK(g.host.query_depth == 0);
        CHECK(g.host.query_name().empty());
        // The match itself is unharmed: its flow may roll.
        CHECK(m.run() == Match::State::Finished);
    }
    SECTION("choose inside view") {
        Match m(g.script, setup(1, {{"mode", "view_choose"}}), {&agent});
        m.start();
        try {
            m.view(1);
            FAIL("view asked for a choice");
        } catch (const ScriptError& e) {
            CHECK(e.message() ==
                  "games/errors/game.lua:76: match:choose is not allowed inside game.view (a pure query)");
            CHECK(e.where() == "errors: game.view");
        }
        CHECK(g.host.query_depth == 0);
    }
    SECTION("math.random inside a query guard") {
        Match m(g.script, setup(1), {&agent});
        m.start();
        g.host.active_match = &m;
        tabula::QueryGuard guard(g.host, "a test query");
        try {
            fixture::eval(g.host, "return math.random(6)", "@games/errors/q.lua");
            FAIL("math.random ran in a query");
        } catch (const ScriptError& e) {
            CHECK(e.message() ==
                  "games/errors/q.lua:1: math.random is not allowed inside a test query (a pure query)");
        }
    }
}

TEST_CASE("errors: a match table kept after its match is destroyed is 'gone', not a crash", "[errors]") {
    Game g("errors");
    tabula::FirstAgent agent;
    {
        Match m(g.script, setup(1), {&agent});
        REQUIRE(m.run() == Match::State::Finished);
        // While the match lives, the kept table acts on it.
        g.script.push_table();
        lua_getfield(g.host.state(), -1, "poke");
        lua_remove(g.host.state(), -2);
        g.host.active_match = &m;
        g.host.call(0, 1, "poke");
        auto v = lua_tointeger(g.host.state(), -1);
        lua_pop(g.host.state(), 1);
        CHECK((v >= 1 && v <= 6));
    }
    CHECK(g.host.active_match == nullptr);
    g.script.push_table();
    lua_getfield(g.host.state(), -1, "poke");
    lua_remove(g.host.state(), -2);
    try {
        g.host.call(0, 1, "errors: game.poke");
        FAIL("a gone match rolled a die");
    } catch (const ScriptError& e) {
        CHECK(e.message() ==
              "games/errors/game.lua:83: this match is gone (it has ended and its table can no longer act)");
        CHECK(e.where() == "errors: game.poke");
    }
    CHECK(lua_gettop(g.host.state()) == 0);
}
