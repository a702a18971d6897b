// tabula.test_match (l_test.cpp) and its TestSession: what a scenario run shares with
// the scenario's Lua code — the game under test, and the records that the replay pass
// checks against.
#pragma once
#include <string>
#include <vector>

#include <lua.hpp>
#include <nlohmann/json.hpp>

#include "cpp_api/game_script.h"
#include "match/record.h"

namespace tabula {

struct TestMatch;  // a scenario's test match (l_test.cpp)

struct TestSession {
    const GameScript* game = nullptr;
    std::string file;  // the scenario file's chunk name ("@games/x/scenarios/y.lua")
    // The test matches of the scenario under way (a match adds itself when made and
    // removes itself when collected, leaving what it did not use in `unused`).
    std::vector<TestMatch*> matches;
    std::vector<std::string> unused;
    // Test matches the collector let go of during the run: kept until the run is over
    // (release_collected), for a script may still hold the match's table and be inside
    // one of its methods when the TestMatch is collected. Once the run is `closing`
    // (its host about to close), a collected match goes at once.
    std::vector<TestMatch*> collected;
    bool closing = false;
    // Recording pass: each test match's record lines, in creation order.
    std::vector<std::vector<nlohmann::json>> records;
    // Replay pass: the records to feed back, in the same order.
    const std::vector<Record>* replay = nullptr;
    size_t next_match = 0;
    std::vector<std::string> divergences;
};

// Installs `tabula.test_match` for scenarios run under this session.
void install_test_api(lua_State* L, TestSession& session);
TestSession* test_session(lua_State* L);
// Deletes the session's collected test matches (their host must still be open).
void release_collected(TestSession& session);
// Around one run of scenarios in a host: declared after the host, so that on the way out
// (an error included) the collected matches go first, while their host lives, and the
// rest as the host closes.
class CollectedMatches {
public:
    explicit CollectedMatches(TestSession& session) : session_(session) { session_.closing = false; }
    ~CollectedMatches() {
        release_collected(session_);
        session_.closing = true;
    }
    CollectedMatches(const CollectedMatches&) = delete;
    CollectedMatches& operator=(const CollectedMatches&) = delete;

private:
    TestSession& session_;
};
// What the session's test matches were given and did not use: answers queued with
// t:answer and never asked for, dice forced with t:dice and never rolled, card orders
// forced with t:stack (or T.match{stack}) and t:draws and never shuffled or drawn. One
// line per match ("the match made at scenarios/x.lua:5: 2 answers never used: "5", "9""), or "".
std::string unused_inputs(const TestSession& session);

}  // namespace tabula
