#include "web/history.h"

#include <sstream>
#include <stdexcept>

#include "agents/agents.h"
#include "host/script_error.h"
#include "match/match.h"
#include "runtime/loaded_game.h"
#include "web/catalog.h"
#include "web/seat_board.h"

namespace tabula::web {

namespace {

using std::invalid_argument;

// The decision asked at this step, as the eyes may see it: its number alone when it is
// another seat's and the eyes see only their own.
nlohmann::json decision_shown(const Match& m, const Record& rec, int step, const StepEyes& eyes) {
    const auto& pending = m.pending();
    if (!pending) return nullptr;
    const Choice& c = *pending;
    nlohmann::json d = {{"n", step}};
    if (!eyes.every_decision && c.seat != eyes.seat) return d;
    nlohmann::json options = nlohmann::json::array();
    for (const auto& o : c.options) options.push_back({{"id", o.id}, {"label", o.label}});
    d.update({{"seat", c.seat}, {"kind", c.kind}, {"prompt", c.prompt}, {"min", c.min}, {"max", c.max},
              {"options", std::move(options)}});
    if (step <= static_cast<int>(rec.decisions.size())) d["answer"] = rec.decisions[static_cast<size_t>(step) - 1].answer;
    return d;
}

std::string state_of(const Match& m) {
    switch (m.state()) {
        case Match::State::Finished: return "finished";
        case Match::State::Failed: return "failed";
        default: return "asked";
    }
}

}  // namespace

nlohmann::json replay_step(const GamePaths& paths, const Limits& limits, const std::filesystem::path& dir,
                           const Record& rec, int step, const StepEyes& eyes) {
    const int steps = static_cast<int>(rec.decisions.size()) + 1;
    if (step < 1 || step > steps)
        throw invalid_argument("step " + std::to_string(step) + " is not a step of this match (1 to " +
                               std::to_string(steps) + ")");
    Record before = rec;
    before.decisions.resize(static_cast<size_t>(step) - 1);
    LoadedGame loaded(paths, dir, limits);
    ReplayAgent agent(before);
    Match match(loaded.game, MatchSetup{rec.seed, rec.seats, rec.options}, std::vector<Agent*>(rec.seats, &agent));
    match.set_recorder(nullptr);
    try {
        match.play();
    } catch (const UsageError& e) {  // the game's setup refuses the recorded options
        throw invalid_argument(std::string("bad record: ") + e.what());
    }
    if (!agent.divergence().empty()) throw invalid_argument("the record diverges at " + agent.divergence());
    if (agent.used() < before.decisions.size())
        throw invalid_argument("the record diverges at the end: the match ended after " + std::to_string(agent.used()) +
                               " decisions, the record has " + std::to_string(rec.decisions.size()));
    nlohmann::json j = {{"step", step}, {"steps", steps}, {"seat", eyes.seat}, {"turn", match.turn()},
                        {"state", state_of(match)}, {"decision", decision_shown(match, rec, step, eyes)}};
    if (match.state() == Match::State::Finished) {
        nlohmann::json r = match.result().to_json();
        r.erase("error");
        j["result"] = std::move(r);
    }
    j.update(seat_board(match, eyes.seat, {}));
    return j;
}

void check_sent_record(const GamePaths& paths, const Limits& limits, const std::filesystem::path& dir, const Record& rec) {
    const int end = static_cast<int>(rec.decisions.size()) + 1;
    const nlohmann::json last = replay_step(paths, limits, dir, rec, end, {0, true});
    const bool agent_failed = rec.result.is_object() && rec.result.value("outcome", "") == "error";
    if (last["state"] == "asked" && rec.result.is_object() && !agent_failed)
        throw invalid_argument("the record diverges at decision " + std::to_string(end) + ": the match asks \"" +
                               last["decision"].value("prompt", std::string()) + "\" but the record has no more decisions");
}

Record read_sent_record(const std::string& text, const std::string& name, const Catalog& catalog) {
    Record rec;
    std::istringstream in(text);
    try {
        rec = parse_record(in, name);
    } catch (const RecordError& e) {
        throw invalid_argument(std::string("bad record: ") + e.what());
    }
    const std::string header = "bad record: " + name + ":" + std::to_string(rec.header_line) + ": ";
    const GameInfo* info = catalog.find(rec.game);
    if (!info) throw invalid_argument(header + "no game '" + rec.game + "' on this server (GET /api/games lists them)");
    try {
        info->check_seats(rec.seats);
        info->resolve_options(rec.options);
    } catch (const UsageError& e) {
        throw invalid_argument(header + e.what());
    }
    return rec;
}

std::vector<int> seen_steps(const Record& rec, int seat, bool every) {
    std::vector<int> steps;
    for (size_t i = 0; i < rec.decisions.size(); ++i)
        if (every || rec.decisions[i].seat == seat) steps.push_back(static_cast<int>(i) + 1);
    steps.push_back(static_cast<int>(rec.decisions.size()) + 1);
    return steps;
}

nlohmann::json decision_list(const Record& rec) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& d : rec.decisions) list.push_back({{"n", d.number}, {"seat", d.seat}, {"answer", d.answer}});
    return list;
}

}  // namespace tabula::web
