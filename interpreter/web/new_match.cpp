#include "web/new_match.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "host/script_error.h"

namespace tabula::web {

namespace {

using std::invalid_argument;

std::vector<std::string> read_agents(const nlohmann::json& body, bool allow_exec) {
    if (!body.contains("agents") || !body["agents"].is_array())
        throw invalid_argument("\"agents\" must be a list with an agent per seat: human, random, first, mcts[:OPTIONS] or exec:COMMAND");
    std::vector<std::string> agents;
    for (const auto& a : body["agents"]) {
        if (!a.is_string()) throw invalid_argument("each agent must be text: human, random, first, mcts[:OPTIONS] or exec:COMMAND");
        const std::string spec_text = a.get<std::string>();
        const bool known = spec_text == "human" || spec_text == "random" || spec_text == "first" ||
                           spec_text == "mcts" || spec_text.rfind("mcts:", 0) == 0 ||
                           (spec_text.rfind("exec:", 0) == 0 && spec_text.size() > 5);
        if (!known)
            throw invalid_argument("unknown agent '" + spec_text.substr(0, 80) +
                                   "' (human, random, first, mcts[:OPTIONS] or exec:COMMAND)");
        if (spec_text.rfind("exec:", 0) == 0 && !allow_exec)
            throw invalid_argument("exec: agents run a command on the server, which this server does not allow "
                                   "(start tabula serve with --allow-exec)");
        agents.push_back(spec_text);
    }
    return agents;
}

std::vector<std::string> read_answer(const nlohmann::json& v) {
    std::vector<std::string> ids;
    for (const auto& id : v.is_array() ? v : nlohmann::json::array({v})) {
        if (!id.is_string()) throw invalid_argument("\"answer\" must be an option id (text) or a list of them");
        ids.push_back(id.get<std::string>());
    }
    return ids;
}

// The fields of a body that make a match: the game, its options and the seed.
struct GameRequest {
    const GameInfo* info;
    nlohmann::json options;
    uint64_t seed;
};

GameRequest read_game_request(const nlohmann::json& body, const Catalog& catalog) {
    if (!body.contains("game") || !body["game"].is_string()) throw invalid_argument("\"game\" must be a game id (GET /api/games)");
    const std::string game = body["game"].get<std::string>();
    GameRequest g{catalog.find(game), nullptr, 0};
    if (!g.info) throw invalid_argument("no game '" + game + "' (GET /api/games lists them)");
    const nlohmann::json options = body.value("options", nlohmann::json::object());
    if (!options.is_object()) throw invalid_argument("\"options\" must be an object of option names and values");
    try {
        g.options = g.info->resolve_options(options);
    } catch (const UsageError& e) {
        throw invalid_argument(e.what());
    }
    if (body.contains("seed")) {
        if (!body["seed"].is_number_unsigned()) throw invalid_argument("\"seed\" must be a whole number, 0 or more");
        g.seed = body["seed"].get<uint64_t>();
    } else {
        g.seed = static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()) % 1000000000ULL;
    }
    return g;
}

void only_fields(const nlohmann::json& body, const std::vector<std::string>& fields) {
    std::string list;
    for (const auto& f : fields) list += (list.empty() ? "" : ", ") + f;
    for (const auto& [k, v] : body.items())
        if (std::find(fields.begin(), fields.end(), k) == fields.end())
            throw invalid_argument("unknown field \"" + k + "\" (fields: " + list + ")");
}

void check_seats(const GameInfo& info, const std::vector<std::string>& agents) {
    try {
        info.check_seats(static_cast<int>(agents.size()));
    } catch (const UsageError& e) {
        throw invalid_argument(std::string(e.what()) + " (one agent per seat)");
    }
}

}  // namespace

SessionSpec read_new_match(const nlohmann::json& body, const Catalog& catalog, bool allow_exec) {
    if (!body.is_object()) throw invalid_argument("the body must be a JSON object: {\"game\": ID, \"agents\": [...]}");
    only_fields(body, {"game", "options", "seed", "agents"});
    const GameRequest g = read_game_request(body, catalog);
    SessionSpec spec{g.info->id, g.info->dir, g.options, g.seed, read_agents(body, allow_exec), {}};
    spec.public_decisions = g.info->perfect_information;
    check_seats(*g.info, spec.agents);
    return spec;
}

SimulationSpec read_simulation(const nlohmann::json& body, const Catalog& catalog, bool allow_exec, int max_matches) {
    if (!body.is_object()) throw invalid_argument("the body must be a JSON object: {\"game\": ID, \"agents\": [...], \"matches\": N}");
    only_fields(body, {"game", "options", "seed", "agents", "matches"});
    const GameRequest g = read_game_request(body, catalog);
    if (!body.contains("matches") || !body["matches"].is_number_unsigned() || body["matches"].get<uint64_t>() < 1 ||
        body["matches"].get<uint64_t>() > static_cast<uint64_t>(max_matches))
        throw invalid_argument("\"matches\" must be a whole number from 1 to " + std::to_string(max_matches) +
                               " (tabula serve --max-sim-matches)");
    SimulationSpec spec{g.info->id, g.info->dir, g.options, g.seed, body["matches"].get<int>(), read_agents(body, allow_exec)};
    for (const auto& a : spec.agents)
        if (a == "human") throw invalid_argument("a simulation is played by bots: random, first, mcts[:OPTIONS] or exec:COMMAND");
    check_seats(*g.info, spec.agents);
    return spec;
}

PlayOn read_play_on(const nlohmann::json& body, const Record& rec, const Catalog& catalog, bool allow_exec) {
    if (!body.is_object()) throw invalid_argument("the body must be a JSON object: {\"step\": K, \"agents\": [...]}");
    only_fields(body, {"step", "agents", "answer"});
    const int steps = static_cast<int>(rec.decisions.size()) + 1;
    if (!body.contains("step") || !body["step"].is_number_integer() || body["step"].get<long long>() < 1 ||
        body["step"].get<long long>() > steps)
        throw invalid_argument("\"step\" must be a step of the match, 1 to " + std::to_string(steps));
    PlayOn p;
    p.step = body["step"].get<int>();
    const GameInfo* info = catalog.find(rec.game);
    if (!info) throw invalid_argument("no game '" + rec.game + "' on this server");
    p.spec = {rec.game, info->dir, rec.options, rec.seed, read_agents(body, allow_exec), {}};
    p.spec.public_decisions = info->perfect_information;
    if (static_cast<int>(p.spec.agents.size()) != rec.seats)
        throw invalid_argument("one agent per seat: the match has " + std::to_string(rec.seats) + " seats");
    p.spec.prefix.assign(rec.decisions.begin(), rec.decisions.begin() + (p.step - 1));
    if (body.contains("answer")) {
        if (p.step > static_cast<int>(rec.decisions.size()))
            throw invalid_argument("step " + std::to_string(p.step) + " has no recorded decision to answer otherwise");
        RecordedDecision other = rec.decisions[static_cast<size_t>(p.step) - 1];
        other.answer = read_answer(body["answer"]);
        p.spec.prefix.push_back(std::move(other));
    }
    return p;
}

std::string check_answer(const nlohmann::json& decision, const std::vector<std::string>& answer) {
    Choice c;
    c.min = decision.value("min", 1);
    c.max = decision.value("max", 1);
    for (const auto& o : decision.value("options", nlohmann::json::array()))
        c.options.push_back({o["id"].get<std::string>(), o["label"].get<std::string>()});
    std::vector<int> picks;
    return c.validate(answer, picks);
}

}  // namespace tabula::web
