// The instruction budget and the memory cap: a runaway script ends with a
// clear error, and the host goes on working.
#include <catch2/catch.hpp>

#include "agents/agents.h"
#include "fixtures.h"

using fixture::contains;
using fixture::eval;
using fixture::Game;
using fixture::setup;
using tabula::Match;
using tabula::MatchResult;
using tabula::ScriptError;
using tabula::ScriptHost;

TEST_CASE("limits: an endless loop ends with 'instruction budget exceeded' at file:line", "[limits]") {
    ScriptHost host(fixture::sandbox_roots(), fixture::limits(64, 1'000'000), fixture::bare);
    std::string msg;
    try {
        eval(host, "local n = 0\nwhile true do\n  n = n + 1\nend\n", "@games/x/loop.lua");
        FAIL("the loop did not end");
    } catch (const ScriptError& e) {
        msg = e.message();
        CHECK(e.where() == "test chunk");
        CHECK(contains(e.traceback(), "stack traceback:"));
    }
    CHECK_THAT(msg, Catch::Matches("games/x/loop\\.lua:[23]: instruction budget exceeded \\(1000000 instructions "
                                   "without a decision; an endless loop\\?\\)"));
    // The host is still usable, with a fresh budget.
    CHECK(eval(host, "local s = 0 for i = 1, 1000 do s = s + i end return s") == "500500");
    CHECK(host.instructions_used() < 1'000'000);
}

TEST_CASE("limits: pcall and xpcall cannot swallow an exceeded budget", "[limits]") {
    ScriptHost host(fixture::sandbox_roots(), fixture::limits(64, 1'000'000), fixture::bare);
    auto budget_error = [&](const std::string& code) {
        try {
            eval(host, code, "@games/x/catch.lua");
        } catch (const ScriptError& e) {
            return e.message();
        }
        return std::string("(no error)");
    };
    CHECK(contains(budget_error("while true do\n  pcall(function() while true do end end)\nend"),
                   "instruction budget exceeded"));
    CHECK(contains(budget_error("while true do\n  xpcall(function() while true do end end, function(e) return e end)\n"
                                "end"),
                   "instruction budget exceeded"));
    CHECK(contains(budget_error("for i = 1, math.maxinteger do\n  local ok = pcall(error, 'x')\nend"),
                   "instruction budget exceeded"));
    CHECK(contains(budget_error("while true do\n  coroutine.resume(coroutine.create(function() while true do end end))\n"
                                "end"),
                   "instruction budget exceeded"));
    // Ordinary errors are still caught by pcall, and the host is usable.
    CHECK(eval(host, "local ok, e = pcall(error, 'plain', 0) return tostring(ok) .. ' ' .. e") == "false plain");
    CHECK(eval(host, "return select(2, xpcall(error, function(e) return 'handled ' .. e end, 'x', 0))") ==
          "handled x");
    CHECK(eval(host, "return select('#', pcall(function() return 1, nil, 3 end))") == "4");
}

TEST_CASE("limits: the budget is per call, not per host", "[limits]") {
    ScriptHost host(fixture::sandbox_roots(), fixture::limits(64, 1'000'000), fixture::bare);
    // Each call does ~half the budget; ten of them together do five times it.
    for (int i = 0; i < 10; ++i)
        CHECK(eval(host, "local s = 0 for i = 1, 100000 do s = s + 1 end return s") == "100000");
}

TEST_CASE("limits: an endless loop in a match's flow fails the match, the host plays on", "[limits]") {
    Game g("errors", fixture::limits(64, 2'000'000));
    tabula::FirstAgent agent;
    {
        Match m(g.script, setup(1, {{"mode", "loop"}}), {&agent});
        REQUIRE(m.run() == Match::State::Failed);
        CHECK(m.result().kind == MatchResult::Kind::Error);
        const std::string& err = m.result().error;
        CHECK_THAT(err, Catch::StartsWith("games/errors/game.lua:34: instruction budget exceeded (2000000 "
                                          "instructions without a decision; an endless loop?)"));
        CHECK(contains(err, "in errors: game.play"));
        CHECK(contains(err, "stack traceback:"));
    }
    Match ok(g.script, setup(1), {&agent});
    CHECK(ok.run() == Match::State::Finished);
    CHECK(ok.result().reason == "fine");
}

TEST_CASE("limits: the budget is reset at each decision of a match", "[limits]") {
    // Each stretch between two choices is within the budget, the whole is not.
    Game g("errors", fixture::limits(64, 2'000'000));
    tabula::FirstAgent agent;
    Match m(g.script, setup(1, {{"mode", "busy"}}), {&agent});
    REQUIRE(m.run() == Match::State::Finished);
    CHECK(m.decisions() == 6);
    CHECK(fixture::state_of(m)["x"] == 6 * (150000LL * 150001LL / 2));
}

TEST_CASE("limits: unbounded allocation ends with a memory error, the host goes on", "[limits]") {
    ScriptHost host(fixture::sandbox_roots(), fixture::limits(16, 100'000'000), fixture::bare);
    try {
        eval(host, "local t = {}\nfor i = 1, math.maxinteger do\n  t[i] = string.rep('x', 1000) .. i\nend\n");
        FAIL("the allocation did not end");
    } catch (const ScriptError& e) {
        CHECK(e.message() == "memory limit exceeded (16 MiB for the match)");
    }
    eval(host, "collectgarbage()");
    CHECK(host.memory_used() < (std::size_t(16) << 20));
    CHECK(host.memory_peak() > (std::size_t(15) << 20));  // it did get near the cap
    CHECK(eval(host, "return #string.rep('y', 100000)") == "100000");
    // One big string over the cap at once.
    try {
        eval(host, "return #string.rep('z', 64 * 1024 * 1024)");
        FAIL("the big string was allocated");
    } catch (const ScriptError& e) {
        CHECK(contains(e.message(), "memory limit exceeded"));
    }
    CHECK(eval(host, "return 6 * 7") == "42");
}

TEST_CASE("limits: unbounded allocation in a match fails it, the next match runs", "[limits]") {
    Game g("errors", fixture::limits(32, 100'000'000));
    tabula::FirstAgent agent;
    {
        Match m(g.script, setup(1, {{"mode", "memory"}}), {&agent});
        REQUIRE(m.run() == Match::State::Failed);
        CHECK(m.result().kind == MatchResult::Kind::Error);
        CHECK(contains(m.result().error, "memory limit exceeded (32 MiB for the match)"));
        CHECK(contains(m.result().error, "in errors: game.play"));
    }
    for (int i = 0; i < 3; ++i) {
        Match ok(g.script, setup(1), {&agent});
        CHECK(ok.run() == Match::State::Finished);
    }
    // Even a second runaway match leaves the host working.
    {
        Match m(g.script, setup(2, {{"mode", "memory"}}), {&agent});
        CHECK(m.run() == Match::State::Failed);
    }
    Match ok(g.script, setup(1), {&agent});
    CHECK(ok.run() == Match::State::Finished);
}

// With the watchdog (the command line's mode) no instruction is counted until a script
// has run watch_ms without a decision; then the same budget errors follow.
TEST_CASE("limits: under the watchdog, runaway scripts still end with the budget error", "[limits][watchdog]") {
    tabula::Limits lim = fixture::limits(64, 1'000'000);
    lim.watch_ms = 10;
    ScriptHost host(fixture::sandbox_roots(), lim, fixture::bare);
    auto budget_error = [&](const std::string& code) {
        try {
            eval(host, code, "@games/x/loop.lua");
        } catch (const ScriptError& e) {
            return e.message();
        }
        return std::string("(no error)");
    };
    CHECK(eval(host, "local s = 0 for i = 1, 1000 do s = s + i end return s") == "500500");
    CHECK(host.armings() == 0);  // a quick script never meets the count
    CHECK(contains(budget_error("while true do end"), "games/x/loop.lua:1: instruction budget exceeded"));
    CHECK(host.armings() >= 1);
    CHECK(contains(budget_error("coroutine.wrap(function() while true do end end)()"), "instruction budget exceeded"));
    CHECK(contains(budget_error("while true do\n  pcall(function() while true do end end)\nend"),
                   "instruction budget exceeded"));
    CHECK(contains(budget_error("local co = coroutine.create(function() while true do end end)\n"
                                "local ok, e = coroutine.resume(co) error(e, 0)"),
                   "instruction budget exceeded"));
    // Armed hooks remove themselves: the host runs on as before.
    CHECK(eval(host, "local s = 0 for i = 1, 1000 do s = s + i end return s") == "500500");
}

TEST_CASE("limits: under the watchdog, an endless loop in a match's flow fails the match", "[limits][watchdog]") {
    tabula::Limits lim = fixture::limits(64, 1'000'000);
    lim.watch_ms = 10;
    Game g("errors", lim);
    tabula::FirstAgent agent;
    Match m(g.script, setup(1, {{"mode", "loop"}}), {&agent});
    REQUIRE(m.run() == Match::State::Failed);
    CHECK_THAT(m.result().error, Catch::StartsWith("games/errors/game.lua:34: instruction budget exceeded"));
    Match ok(g.script, setup(1), {&agent});
    CHECK(ok.run() == Match::State::Finished);
}
