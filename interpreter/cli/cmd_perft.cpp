// tabula perft POSITION DEPTH: counts the leaf nodes of a game's move tree from a
// position, through the game's own `perft` hook — which must walk the tree with the
// same move generation and move application its play uses (games/chess does).
#include <chrono>
#include <cstdio>
#include <iostream>

#include "agents/agents.h"
#include "cli/cli.h"
#include "common/json_output.h"
#include "host/script_error.h"
#include "host/script_host.h"
#include "match/match.h"
#include "runtime/loaded_game.h"

namespace tabula::cli {

int perft(const std::vector<std::string>& args) {
    CommandLine cl("perft", "POSITION DEPTH [--game G] [--divide]");
    std::string game_name = "chess", position;
    std::vector<std::string> option_flags;
    std::optional<int> depth;
    bool divide = false, json = false;
    cl.options.add_options()
        ("position", po::value(&position)->required(), "the position, in the game's notation (chess: a FEN)")
        ("game,g", po::value(&game_name)->default_value(game_name), "the game (it must define game.perft)")
        ("option,o", po::value(&option_flags)->composing(), "a game option NAME=VALUE (repeatable)")
        ("divide", po::bool_switch(&divide), "also print the count below each first move")
        ("json", po::bool_switch(&json), "print the result as JSON");
    add_whole(cl.options, "depth", &depth, kPerftDepth,
              "plies to count; perft has no instruction budget unless --instruction-limit is given");
    cl.positional.add("position", 1).add("depth", 1);
    if (!cl.parse(args)) return kOk;
    if (!depth) throw UsageError("tabula perft: DEPTH is missing (see tabula perft --help)");

    const GamePaths paths = cl.common.paths();
    auto dir = paths.resolve(game_name);
    Limits limits = cl.common.limits();
    // A deep count is one long call: no budget unless one is asked for.
    if (cl.defaulted("instruction-limit")) limits.instructions = UINT64_MAX;
    LoadedGame loaded(paths, dir, limits);
    const GameScript& game = loaded.game;
    if (!game.has_hook("perft")) throw UsageError("game '" + game_name + "' has no perft hook (game.perft)");
    MatchSetup setup;
    setup.options = parse_option_flags(option_flags);
    FirstAgent agent;
    Match match(game, setup, std::vector<Agent*>(game.info().default_seats, &agent));
    match.start();

    std::vector<GameScript::PerftMove> moves;
    auto t0 = std::chrono::steady_clock::now();
    long long nodes = match.perft(position, *depth, divide, moves);
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    double nps = seconds > 0 ? nodes / seconds : 0;
    if (json) {
        nlohmann::json j{{"game", game.info().id}, {"position", position}, {"depth", *depth}, {"nodes", nodes},
                         {"seconds", seconds}, {"nodes_per_second", nps}};
        if (divide) {
            j["divide"] = nlohmann::json::object();
            for (const auto& d : moves) j["divide"][d.move] = d.nodes;
        }
        std::cout << json_text(j, 2) << "\n";
        return kOk;
    }
    for (const auto& d : moves) std::cout << d.move << ": " << d.nodes << "\n";
    if (!moves.empty()) std::cout << "\n";
    std::printf("nodes %lld\ntime %.3f s, %.0f nodes/s\n", nodes, seconds, nps);
    return kOk;
}

}  // namespace tabula::cli
