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

struct TestSession {
    const GameScript* game = nullptr;
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

}  // namespace tabula
