#include "web/new_match.h"

#include <chrono>
#include <stdexcept>

#include "host/script_error.h"

namespace tabula::web {

SessionSpec read_new_match(const nlohmann::json& body, const Catalog& catalog, bool allow_exec) {
    using std::invalid_argument;
    if (!body.is_object()) throw invalid_argument("the body must be a JSON object: {\"game\": ID, \"agents\": [...]}");
    for (const auto& [k, v] : body.items())
        if (k != "game" && k != "options" && k != "seed" && k != "agents")
            throw invalid_argument("unknown field \"" + k + "\" (fields: game, options, seed, agents)");
    if (!body.contains("game") || !body["game"].is_string()) throw invalid_argument("\"game\" must be a game id (GET /api/games)");
    SessionSpec spec;
    spec.game = body["game"].get<std::string>();
    const GameInfo* info = catalog.find(spec.game);
    if (!info) throw invalid_argument("no game '" + spec.game + "' (GET /api/games lists them)");
    spec.dir = info->dir;
    const nlohmann::json options = body.value("options", nlohmann::json::object());
    if (!options.is_object()) throw invalid_argument("\"options\" must be an object of option names and values");
    try {
        spec.options = info->resolve_options(options);
    } catch (const UsageError& e) {
        throw invalid_argument(e.what());
    }
    if (body.contains("seed")) {
        if (!body["seed"].is_number_unsigned()) throw invalid_argument("\"seed\" must be a whole number, 0 or more");
        spec.seed = body["seed"].get<uint64_t>();
    } else {
        spec.seed = static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()) % 1000000000ULL;
    }
    if (!body.contains("agents") || !body["agents"].is_array())
        throw invalid_argument("\"agents\" must be a list with an agent per seat: human, random, first, mcts[:OPTIONS] or exec:COMMAND");
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
        spec.agents.push_back(spec_text);
    }
    try {
        info->check_seats(static_cast<int>(spec.agents.size()));
    } catch (const UsageError& e) {
        throw invalid_argument(std::string(e.what()) + " (one agent per seat)");
    }
    return spec;
}

}  // namespace tabula::web
