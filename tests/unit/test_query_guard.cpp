// The pure-query guard on every kind of query the host and the stdlib run (board
// callbacks, filters, labels, views, effects, flow) against every action: each pairing
// fails the match with "acts.lua:N: <action> is not allowed inside <query> (a pure query)".
// The fixture is tests/data/games/guard (acts.lua, queries.lua).
#include <catch2/catch.hpp>

#include <sstream>

#include "agents/agents.h"
#include "fixtures.h"

using fixture::contains;
using fixture::Game;
using fixture::setup;
using tabula::Match;
using tabula::ScriptError;

namespace {

// The first field of every entry of a fixture module's list (acts, queries).
std::vector<std::string> names_in(Game& g, const std::string& module) {
    std::string text = fixture::eval(
        g.host, "local t = {} for _, e in ipairs(require '" + module + "') do t[#t + 1] = e[1] end "
                "return table.concat(t, '\\n')");
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

std::string refusal(const std::string& act, const std::string& query) {
    return act + " is not allowed inside " + query + " (a pure query)";
}

// Runs a match of the fixture with the query and action; returns its error.
std::string failure(Game& g, const std::string& query, const std::string& act) {
    tabula::FirstAgent a, b;
    Match m(g.script, setup(1, {{"query", query}, {"act", act}}), {&a, &b});
    CHECK(m.run() == Match::State::Failed);
    CHECK(g.host.query_depth == 0);
    return m.result().error;
}

}  // namespace

TEST_CASE("query guard: every action inside every query the stdlib or a board runs is refused", "[guard]") {
    Game g("guard");
    const auto acts = names_in(g, "acts");
    const auto queries = names_in(g, "queries");
    REQUIRE(acts.size() >= 40);
    REQUIRE(queries.size() >= 20);
    for (const auto& q : queries)
        for (const auto& a : acts) {
            INFO(q << " / " << a);
            const std::string err = failure(g, q, a);
            CHECK(contains(err, "games/guard/acts.lua:"));
            CHECK(contains(err, refusal(a, q)));
        }
}

TEST_CASE("query guard: without an action every query runs, and the guard is off after it", "[guard]") {
    Game g("guard");
    for (const auto& q : names_in(g, "queries")) {
        INFO(q);
        tabula::FirstAgent a, b;
        Match m(g.script, setup(1, {{"query", q}, {"act", "nothing"}}), {&a, &b});
        CHECK(m.run() == Match::State::Finished);
        CHECK(g.host.query_depth == 0);
    }
}

TEST_CASE("query guard: view, render, traits and labels, the queries the host runs for agents", "[guard]") {
    Game g("guard");
    for (const auto& a : names_in(g, "acts")) {
        INFO(a);
        tabula::FirstAgent first, second;
        for (const char* hook : {"game.view", "game.render", "game.traits"}) {
            Match m(g.script, setup(1, {{"query", hook}, {"act", a}}), {&first, &second});
            m.start();
            try {
                const std::string h = hook;
                if (h == "game.view") m.view(1);
                else if (h == "game.render") m.render(1);
                else m.traits(1);
                FAIL(std::string(hook) + " acted");
            } catch (const ScriptError& e) {
                CHECK(contains(e.what(), "games/guard/acts.lua:"));
                CHECK(contains(e.what(), refusal(a, hook)));
            }
            CHECK(g.host.query_depth == 0);
        }
        // Labels are asked only by agents that read them (a scripted one does).
        tabula::ScriptedAgent reader(false);
        reader.add({"a"});
        const std::string label = "the label function of match:choose";
        Match m(g.script, setup(1, {{"query", label}, {"act", a}}), {&reader, &second});
        CHECK(m.run() == Match::State::Failed);
        CHECK(contains(m.result().error, refusal(a, label)));
        CHECK(g.host.query_depth == 0);
    }
}

TEST_CASE("query guard: queries nest, the innermost is named, and tabula.in_query tells", "[guard]") {
    Game g("guard");
    tabula::FirstAgent a, b;
    Match m(g.script, setup(1), {&a, &b});
    m.start();
    g.host.active_match = &m;
    CHECK(fixture::eval(g.host, "return tostring(tabula.in_query())") == "false");
    CHECK(fixture::eval(g.host, R"(
        local grid = tabula.grid{ width = 2, height = 2, names = "chess" }
        local seen
        tabula.guarded("outer", function()
          grid:reach("a1", 1, { cost = function() seen = select(2, tabula.in_query()) return 1 end })
        end)
        return seen .. " / " .. select(2, tabula.guarded("outer", tabula.in_query)))") ==
          "the cost function of board:reach / outer");
    try {
        fixture::eval(g.host, R"(
            local grid = tabula.grid{ width = 2, height = 2, names = "chess" }
            tabula.guarded("outer", function()
              grid:reach("a1", 1, { cost = function() return math.random(3) end })
            end))",
                      "@games/guard/nest.lua");
        FAIL("math.random ran inside a cost function");
    } catch (const ScriptError& e) {
        CHECK(e.message() ==
              "games/guard/nest.lua:4: math.random is not allowed inside the cost function of board:reach (a pure "
              "query)");
    }
    CHECK(g.host.query_depth == 0);
}
