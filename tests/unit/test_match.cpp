// Match set-up and flow: seats, agents and options checked; choices asked
// from inside the script's own coroutines reach the host.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "agents/agents.h"
#include "fixtures.h"

using fixture::contains;
using fixture::Game;
using fixture::setup;
using fixture::state_of;
using tabula::Match;
using tabula::MatchResult;

TEST_CASE("match: a game's definition is read from game.lua", "[match]") {
    Game g("race");
    const auto& info = g.script.info();
    CHECK(info.id == "race");
    CHECK(info.name == "Race fixture");
    CHECK(info.version == "2.1");
    CHECK(info.min_seats == 2);
    CHECK(info.max_seats == 2);
    REQUIRE(info.options.size() == 1);
    CHECK(info.options[0].name == "goal");
    CHECK(info.options[0].default_value == 12);
    CHECK(g.script.has_hook("play"));
    CHECK(g.script.has_hook("view"));
    CHECK_FALSE(g.script.has_hook("render"));
}

TEST_CASE("match: seats, agents and options are checked", "[match]") {
    Game g("race");
    tabula::FirstAgent agent;
    CHECK_THROWS_WITH(Match(g.script, setup(1, nlohmann::json::object(), 3), {&agent, &agent, &agent}),
                      "race is played by 2 seats, not 3");
    CHECK_THROWS_WITH(Match(g.script, setup(1), {&agent}), "1 agents given for 2 seats");
    CHECK_THROWS_WITH(Match(g.script, setup(1, {{"speed", 3}}), {&agent, &agent}),
                      "game 'race' has no option 'speed' (options: goal)");
    CHECK_THROWS_WITH(Match(g.script, setup(1, {{"goal", "far"}}), {&agent, &agent}),
                      "option 'goal': expected a value like 12, got \"far\"");
    CHECK_THROWS_AS(Match(g.script, setup(1, {{"goal", true}}), {&agent, &agent}), tabula::UsageError);
    // A number given as text (from the command line) is accepted.
    Match m(g.script, setup(1, {{"goal", "3"}}), {&agent, &agent});
    CHECK(m.options()["goal"] == 3);
    CHECK(m.play().kind == MatchResult::Kind::Win);
}

TEST_CASE("match: a number option takes whole numbers for an integer default, within min and max", "[match]") {
    Game g("race");  // goal = { default = 12, min = 1, max = 100 }
    tabula::FirstAgent agent;
    auto options_with = [&](nlohmann::json goal) {
        return Match(g.script, setup(1, {{"goal", goal}}), {&agent, &agent}).options();
    };
    const auto& goal = g.script.info().options.at(0);
    CHECK(goal.accepts() == "a whole number from 1 to 100");
    CHECK_THROWS_WITH(options_with(0), "option 'goal': 0 is not a whole number from 1 to 100");
    CHECK_THROWS_WITH(options_with("101"), "option 'goal': 101 is not a whole number from 1 to 100");
    CHECK_THROWS_WITH(options_with(2.5), "option 'goal': 2.5 is not a whole number from 1 to 100");
    CHECK_THROWS_WITH(options_with("1e30"), "option 'goal': 1e+30 is not a whole number from 1 to 100");
    CHECK_THROWS_AS(options_with(-4), tabula::UsageError);
    const auto ok = options_with("7.0");  // a whole number written as a float is that integer
    CHECK(ok["goal"].is_number_integer());
    CHECK(ok["goal"] == 7);
    CHECK(options_with(1)["goal"] == 1);
    CHECK(options_with(100)["goal"] == 100);
}

TEST_CASE("match: a game whose option bounds make no sense does not load", "[match]") {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("tabula_unit_options_" + std::to_string(::getpid())) / "bounds";
    fs::create_directories(dir);
    auto load_with = [&](const std::string& options) -> std::string {
        std::ofstream(dir / "game.lua") << "return { name = 'B', version = '1', seats = 1, options = { " << options
                                        << " }, setup = function() end, play = function() end }";
        tabula::GamePaths paths = fixture::paths();
        paths.game_dirs = {dir.parent_path()};
        try {
            const tabula::LoadedGame loaded(paths, dir, fixture::limits(64, 10'000'000));
            return "loaded";
        } catch (const std::exception& e) {
            return e.what();
        }
    };
    CHECK(load_with("n = { default = 5, min = 0, max = 9 }") == "loaded");
    CHECK_THAT(load_with("n = { default = 5, min = 6 }"),
               Catch::Contains("option 'n': the default 5 is not a whole number, 6 or more"));
    CHECK_THAT(load_with("s = { default = 'a', min = 1 }"),
               Catch::Contains("option 's': min needs a number, and a number default"));
    CHECK_THAT(load_with("n = { default = 1, max = 'ten' }"),
               Catch::Contains("option 'n': max needs a number, and a number default"));
    fs::remove_all(dir.parent_path());
}

TEST_CASE("match: what an option takes, in words", "[match]") {
    tabula::GameOption o{"x", 3, {}, "", {}, {}};
    CHECK(o.accepts() == "a whole number");
    o.min = 0;
    CHECK(o.accepts() == "a whole number, 0 or more");
    o.min.reset();
    o.max = 9;
    CHECK(o.accepts() == "a whole number, 9 or less");
    o.default_value = 1.5;
    o.min = 0.5;
    o.max = 2;
    CHECK(o.accepts() == "a number from 0.5 to 2");
    o.min.reset();
    o.max.reset();
    CHECK(o.accepts().empty());  // any number
    o.default_value = "a";
    o.choices = {"a", "b"};
    CHECK(o.accepts() == "one of \"a\", \"b\"");
}

TEST_CASE("match: a finished match stays finished", "[match]") {
    Game g("race");
    tabula::FirstAgent agent;
    Match m(g.script, setup(5), {&agent, &agent});
    CHECK(m.state() == Match::State::Created);
    REQUIRE(m.run() == Match::State::Finished);
    int decisions = m.decisions();
    CHECK(m.run() == Match::State::Finished);
    CHECK(m.decisions() == decisions);
    CHECK(m.view(2) == nlohmann::json{{"pos", state_of(m)["pos"]}, {"seat", 2}});
}

TEST_CASE("match: a flow that returned serves the host's next match, a suspended or failed one does not",
          "[match]") {
    Game g("errors");
    tabula::FirstAgent agent;
    auto play = [&](const char* mode) {
        Match m(g.script, setup(1, {{"mode", mode}}), {&agent});
        m.run();
        return m.result();
    };
    CHECK(g.host.spare_flows() == 0);
    CHECK(play("returns").reason == "returned");
    CHECK(g.host.spare_flows() == 1);  // play returned: its thread is kept
    CHECK(play("returns").reason == "returned");
    CHECK(g.host.spare_flows() == 1);  // taken and given back
    CHECK(play("ok").reason == "fine");
    CHECK(g.host.spare_flows() == 0);  // match:finish left it suspended: released
    CHECK(play("error").kind == MatchResult::Kind::Error);
    CHECK(g.host.spare_flows() == 0);  // failed: released
    CHECK(play("returns").reason == "returned");
    CHECK(play("busy").kind == MatchResult::Kind::Win);  // a reused flow runs a whole match
    CHECK(g.host.spare_flows() == 0);
}

TEST_CASE("match: a reused flow keeps the instruction budget", "[match][limits]") {
    // Exact counting (no watchdog): every flow needs the count hook, a reused one too.
    Game g("errors", fixture::limits(64, 1'000'000));
    tabula::FirstAgent agent;
    {
        Match first(g.script, setup(1, {{"mode", "returns"}}), {&agent});
        REQUIRE(first.run() == Match::State::Finished);
    }
    REQUIRE(g.host.spare_flows() == 1);
    Match endless(g.script, setup(2, {{"mode", "loop"}}), {&agent});
    REQUIRE(endless.run() == Match::State::Failed);
    CHECK_THAT(endless.result().error, Catch::Contains("instruction"));
}

TEST_CASE("match: a match on a reused flow plays as on a new host", "[match]") {
    Game shared("errors"), fresh("errors");
    tabula::FirstAgent agent;
    {
        Match first(shared.script, setup(1, {{"mode", "returns"}}), {&agent});
        REQUIRE(first.run() == Match::State::Finished);
        CHECK(shared.host.spare_flows() == 0);  // the flow is handed back with its match
    }
    REQUIRE(shared.host.spare_flows() == 1);
    Match a(shared.script, setup(2, {{"mode", "busy"}}), {&agent});
    Match b(fresh.script, setup(2, {{"mode", "busy"}}), {&agent});
    REQUIRE(a.run() == Match::State::Finished);
    REQUIRE(b.run() == Match::State::Finished);
    CHECK(shared.host.spare_flows() == 0);  // a took the spare flow (and finish released it)
    CHECK(a.decisions() == b.decisions());
    CHECK(state_of(a) == state_of(b));
    CHECK(state_of(a)["x"] == 6 * 150000LL * 150001 / 2);
}

TEST_CASE("match: choices inside coroutine.wrap and coroutine.resume reach the host", "[match][coroutine]") {
    Game g("coro");
    tabula::ScriptedAgent agent(false);
    for (auto a : {"y", "x", "z", "q", "shallow", "n"}) agent.add({a});
    Match m(g.script, setup(17), {&agent});
    m.start();
    m.forced_dice().push_back(4);
    REQUIRE(m.run() == Match::State::Finished);
    CHECK(m.result().kind == MatchResult::Kind::Win);
    CHECK(agent.remaining() == 0);
    CHECK(m.decisions() == 6);
    auto s = state_of(m);
    CHECK(s["picks"] == nlohmann::json({"y1", "x2", "z3", "end"}));
    CHECK(s["first"] == nlohmann::json({true, "q4"}));
    CHECK(s["second"] == nlohmann::json({true, 50, "shallow"}));
    CHECK(s["status"] == "dead");
    CHECK(s["third"] == nlohmann::json({false, "inside"}));
    CHECK(s["pcall"] == nlohmann::json({true, "n"}));
}

TEST_CASE("match: a match paused inside a script coroutine resumes there", "[match][coroutine]") {
    Game g("coro");
    tabula::ScriptedAgent agent(true);
    Match m(g.script, setup(17), {&agent});
    REQUIRE(m.run() == Match::State::Paused);
    CHECK(m.pending()->prompt == "pick 1");
    agent.add({"z"});
    agent.add({"z"});
    REQUIRE(m.run() == Match::State::Paused);
    CHECK(m.pending()->prompt == "pick 3");
    for (auto a : {"x", "p", "deep", "m"}) agent.add({a});
    REQUIRE(m.run() == Match::State::Finished);
    auto s = state_of(m);
    CHECK(s["picks"] == nlohmann::json({"z1", "z2", "x3", "end"}));
    CHECK(s["second"][2] == "deep");
    CHECK(s["pcall"] == nlohmann::json({true, "m"}));
    CHECK(s["first"][1].get<std::string>().substr(0, 1) == "p");
}

TEST_CASE("match: an invalid answer inside a script coroutine fails the match cleanly", "[match][coroutine]") {
    Game g("coro");
    tabula::ScriptedAgent agent(false);
    agent.add({"y"});
    agent.add({"w"});
    Match m(g.script, setup(17), {&agent});
    REQUIRE(m.run() == Match::State::Failed);
    CHECK(m.result().error ==
          "seat 1 (scripted) gave an invalid answer to decision 2 \"pick 2\": 'w' is not an option (options: x, y, z)");
    // The host runs the next match normally.
    tabula::FirstAgent first;
    Match next(g.script, setup(17), {&first});
    CHECK(next.run() == Match::State::Finished);
}

TEST_CASE("match: the state hash depends on the state, not on the process", "[match]") {
    auto hash_after = [](uint64_t seed) {
        Game g("race");
        tabula::ScriptedAgent agent(true);
        Match m(g.script, setup(seed), {&agent, &agent});
        REQUIRE(m.run() == Match::State::Paused);
        return m.state_hash();
    };
    CHECK(hash_after(1) == hash_after(1));
    CHECK(hash_after(1) != hash_after(2));
}

TEST_CASE("match: match:logging tells whether log lines are kept", "[match]") {
    Game g("logbook");
    tabula::FirstAgent agent;
    size_t cursor = 0;
    Match kept(g.script, setup(1), {&agent});
    kept.play();
    CHECK(state_of(kept)["logging"] == true);
    CHECK(kept.take_messages(cursor).size() == 1);
    Match quiet(g.script, setup(1), {&agent});
    quiet.set_logging(false);
    quiet.play();
    CHECK(state_of(quiet)["logging"] == false);
    cursor = 0;
    CHECK(quiet.take_messages(cursor).empty());
}
