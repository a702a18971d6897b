// tabula play GAME: one match, shown as text, optionally recorded.
#include <chrono>
#include <fstream>
#include <iostream>

#include "agents/agents.h"
#include "cli/cli.h"
#include "host/script_error.h"
#include "match/match.h"
#include "match/record.h"
#include "runtime/loaded_game.h"

namespace tabula::cli {

namespace {

uint64_t time_seed() {
    return static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()) % 1000000000ULL;
}

void print_result(const Match& m) {
    const MatchResult& r = m.result();
    switch (r.kind) {
        case MatchResult::Kind::Win: {
            std::cout << (r.winners.size() > 1 ? "Winners: seats " : "Winner: seat ");
            for (size_t i = 0; i < r.winners.size(); ++i) std::cout << (i ? ", " : "") << r.winners[i];
            break;
        }
        case MatchResult::Kind::Draw: std::cout << "Draw"; break;
        default: break;
    }
    if (r.kind == MatchResult::Kind::Win || r.kind == MatchResult::Kind::Draw) {
        if (!r.reason.empty()) std::cout << " (" << r.reason << ")";
        std::cout << " after " << m.turn() << " turns and " << m.decisions() << " decisions\n";
    }
}

}  // namespace

int play(const std::vector<std::string>& args) {
    CommandLine cl("play", "GAME [options]");
    std::string game_name, record_file;
    std::vector<std::string> agent_specs, option_flags;
    std::optional<uint64_t> seed;
    std::optional<int> seats;
    int bot_timeout = 30000;
    bool quiet = false;
    cl.options.add_options()("game", po::value(&game_name)->required(), "the game: an id from `tabula list` or a folder");
    add_whole(cl.options, "seed", &seed, kSeed, "the match seed (default: from the clock, printed)");
    add_whole(cl.options, "seats", &seats, kSeats, "number of seats (default: the game's)");
    cl.options.add_options()
        ("agent,a", po::value(&agent_specs)->composing(), "the agent of the next seat, in seat order; seats without one are random. random | first | human | script:ID,... | exec:COMMAND")
        ("option,o", po::value(&option_flags)->composing(), "a game option NAME=VALUE (repeatable)")
        ("record", po::value(&record_file), "write the match record (JSON Lines) to FILE")
        ("quiet,q", po::bool_switch(&quiet), "print only the result");
    add_whole(cl.options, "bot-timeout", &bot_timeout, kBotTimeoutMs, "ms an exec: agent may take to answer");
    cl.positional.add("game", 1);
    if (!cl.parse(args)) return kOk;

    const GamePaths paths = cl.common.paths();
    LoadedGame loaded(paths, paths.resolve(game_name), cl.common.limits());
    const GameScript& game = loaded.game;
    const int n = match_seats(game.info(), seats);
    if (static_cast<int>(agent_specs.size()) > n)
        throw UsageError(std::to_string(agent_specs.size()) + " agents given for " + std::to_string(n) + " seats");
    AgentIo io{&std::cin, &std::cout, bot_timeout};
    std::vector<std::unique_ptr<Agent>> owned;
    std::vector<Agent*> agents;
    bool any_human = false;
    for (int s = 0; s < n; ++s) {
        std::string spec = s < static_cast<int>(agent_specs.size()) ? agent_specs[s] : "random";
        any_human |= spec == "human";
        owned.push_back(make_agent(spec, io));
        agents.push_back(owned.back().get());
    }

    MatchSetup setup{seed.value_or(time_seed()), n, parse_option_flags(option_flags)};
    Match match(game, setup, agents);
    std::ofstream record_out;
    std::unique_ptr<Recorder> recorder;
    if (!record_file.empty()) {
        record_out.open(record_file);
        if (!record_out) throw UsageError("--record " + record_file + ": cannot write there");
        recorder = std::make_unique<Recorder>(&record_out);
        match.set_recorder(recorder.get());
    }
    if (!quiet) {
        std::cout << game.info().name << " " << game.info().version << ", " << n << " seats, seed " << match.seed() << "\n";
        for (int s = 0; s < n; ++s) std::cout << "  seat " << (s + 1) << ": " << agents[s]->name() << "\n";
        if (!any_human) match.on_log = [](const std::string& line) { std::cout << line << "\n"; };
    }
    match.play();
    if (match.state() == Match::State::Failed) {
        std::cerr << "error: " << match.result().error << "\n";
        if (!record_file.empty()) std::cerr << "the record up to the error is in " << record_file << "\n";
        return kFailed;
    }
    if (!quiet) {
        std::string board;
        try {
            board = match.render(0);
        } catch (const ScriptError& e) {
            std::cerr << "error: " << e.what() << "\n";
            return kFailed;
        }
        if (!board.empty()) std::cout << "\n" << board << (board.back() == '\n' ? "" : "\n") << "\n";
    }
    print_result(match);
    return kOk;
}

}  // namespace tabula::cli
