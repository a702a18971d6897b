// A request for a new web match (POST /api/matches, docs/web.md) read and checked: the
// game, its options, the seed and an agent per seat.
#pragma once
#include <nlohmann/json.hpp>

#include "web/catalog.h"
#include "web/match_session.h"
#include "web/simulation.h"

namespace tabula::web {

// Throws std::invalid_argument saying what is wrong with the request.
SessionSpec read_new_match(const nlohmann::json& body, const Catalog& catalog, bool allow_exec);

// A request to play on from a step of a match or record (POST .../play_on, docs/web.md):
// {"step": K, "agents": [...], "answer"?: id or [ids]}. The new match replays the first
// K - 1 decisions, then, with an answer, decision K answered so. Throws
// std::invalid_argument.
struct PlayOn {
    int step = 1;
    SessionSpec spec;
    bool other_answer() const { return static_cast<int>(spec.prefix.size()) == step; }
};
PlayOn read_play_on(const nlohmann::json& body, const Record& rec, const Catalog& catalog, bool allow_exec);

// POST /api/simulations {"game", "options"?, "seed"?, "agents", "matches"}: bots only
// (exec: with `allow_exec`), at most `max_matches`. Throws std::invalid_argument.
SimulationSpec read_simulation(const nlohmann::json& body, const Catalog& catalog, bool allow_exec, int max_matches);

// Why `answer` does not answer a step's decision ({options, min, max}, web/history.h), or "".
std::string check_answer(const nlohmann::json& decision, const std::vector<std::string>& answer);

}  // namespace tabula::web
