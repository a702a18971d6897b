// Shared by test_schedule*.cpp and test_effects*.cpp: runs a fixture game of
// tests/data/flow/ (its option `case` picks what game.play does) with scripted
// answers, and collects its match:log lines.
#pragma once
#include <catch2/catch.hpp>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "agents/agents.h"
#include "cpp_api/game_script.h"
#include "host/script_host.h"
#include "match/match.h"
#include "fixtures.h"

namespace tabula::flow_test {

inline std::filesystem::path fixture_dir(const std::string& game) {
    return std::filesystem::path(TABULA_TEST_DATA) / "flow" / game;
}

// The games folder is tests/data/flow/: its games' files are named games/<id>/... in errors.
inline GamePaths flow_paths() {
    GamePaths p = GamePaths::defaults();
    p.game_dirs = {fixture_dir("")};
    return p;
}

// One host + game, reusable for several matches (as a worker reuses its state).
struct Fixture {
    explicit Fixture(const std::string& game)
        : host(game_host(flow_paths(), fixture_dir(game), Limits{})), script(host, fixture_dir(game)) {}
    ScriptHost host;
    GameScript script;
};

struct Outcome {
    Match::State state = Match::State::Created;
    MatchResult result;
    std::vector<std::string> log;
    int turn = 0, round = 0, decisions = 0;
    uint64_t hash = 0;
    std::string joined() const {
        std::string s;
        for (const auto& l : log) s += (s.empty() ? "" : " | ") + l;
        return s;
    }
};

// A match of the fixture: `answers[seat-1]` are that seat's answers, in order.
class Run {
public:
    Run(Fixture& f, const std::string& test_case, std::vector<std::vector<std::string>> answers, int seats = 0,
        uint64_t seed = 1)
        : seats_(seats ? seats : f.script.info().default_seats, answers) {
        MatchSetup setup;
        setup.seed = seed;
        setup.seats = static_cast<int>(seats_.agents.size());
        setup.options = {{"case", test_case}};
        match = std::make_unique<Match>(f.script, setup, seats_.pointers());
    }
    Outcome run(int stop_at_turn = 0) {
        Outcome o;
        o.state = match->run(stop_at_turn);
        o.result = match->result();
        size_t cursor = 0;
        o.log = match->take_messages(cursor);
        o.turn = match->turn();
        o.round = match->schedule().round();
        o.decisions = match->decisions();
        return o;
    }
    size_t unused_answers() const {
        return seats_.remaining();
    }
    std::unique_ptr<Match> match;

private:
    fixture::ScriptedSeats seats_;
};

inline Outcome play(Fixture& f, const std::string& test_case, std::vector<std::vector<std::string>> answers = {},
                    int seats = 0) {
    Run r(f, test_case, std::move(answers), seats);
    return r.run();
}

using Lines = std::vector<std::string>;

// The match finished and logged exactly these lines.
inline void expect_log(const Outcome& o, const Lines& expected) {
    INFO("log: " << o.joined());
    INFO("error: " << o.result.error);
    REQUIRE(o.state == Match::State::Finished);
    CHECK(o.log == expected);
}

}  // namespace tabula::flow_test
