// What a branch of a match costs against replaying the match to the same point, and
// how many mcts playouts a second a game gives there (tools/bench/run.sh, issue 30).
//
//   tabula_branch_bench GAME DECISIONS BRANCHES REPLAYS [ITERATIONS [CUTOFF]]
//
// Plays a match of GAME (seed 1, random answers) to its DECISIONS-th decision, then
// times BRANCHES branches from there (each: the copy written back, as every mcts
// playout starts) and REPLAYS replays of the match from its start to the same point
// (a new match, the same seed and answers: what a search without branches pays per
// playout), and with ITERATIONS > 0 one mcts decision of that many playouts (full
// random playouts; with CUTOFF > 0 also one of playouts cut off after that many
// decisions and scored by the game's evaluate hook). Prints one JSON object; resident memory before and after the branches shows whether they
// leak.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "agents/agents.h"
#include "agents/mcts.h"
#include "cpp_api/game_catalog.h"
#include "match/branch.h"
#include "runtime/loaded_game.h"

using namespace tabula;

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

long resident_kib() {
    std::ifstream statm("/proc/self/statm");
    long pages = 0, resident = 0;
    statm >> pages >> resident;
    return resident * 4;
}

// Random answers (one stream for all seats) for `left` decisions, then a pause.
class PauseAfter : public Agent {
public:
    explicit PauseAfter(int left) : left_(left) { random_.reseed(12345); }
    std::string name() const override { return "pause-after"; }
    std::optional<std::vector<std::string>> choose(SeatView& seat, const Choice& c) override {
        if (left_ == 0) return std::nullopt;
        --left_;
        return random_.choose(seat, c);
    }

private:
    int left_;
    RandomAgent random_;
};

// A match played to its `decisions`-th decision, waiting there.
std::unique_ptr<Match> midgame(LoadedGame& g, int decisions, PauseAfter& agent) {
    const int seats = g.game.info().default_seats;
    MatchSetup setup;
    setup.seed = 1;
    auto m = std::make_unique<Match>(g.game, setup, std::vector<Agent*>(static_cast<size_t>(seats), &agent));
    m->set_logging(false);
    if (m->run() != Match::State::Paused) throw std::runtime_error("the match ended before that decision");
    return m;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 5) {
        std::cerr << "usage: tabula_branch_bench GAME DECISIONS BRANCHES REPLAYS [ITERATIONS [CUTOFF]]\n";
        return 2;
    }
    try {
        const std::string game = argv[1];
        const int decisions = std::stoi(argv[2]), branches = std::stoi(argv[3]), replays = std::stoi(argv[4]);
        const long iterations = argc > 5 ? std::stol(argv[5]) : 0;
        const long cutoff = argc > 6 ? std::stol(argv[6]) : 0;
        const GamePaths paths = GamePaths::defaults();
        Limits limits;
        LoadedGame g(paths, paths.resolve(game), limits);

        auto t0 = Clock::now();
        for (int r = 0; r < replays; ++r) {
            PauseAfter agent(decisions);
            midgame(g, decisions, agent);
        }
        const double replay_s = seconds_since(t0) / replays;

        PauseAfter agent(decisions);
        auto m = midgame(g, decisions, agent);
        std::size_t bytes = 0;
        long rss_before = 0, rss_after = 0;
        double branch_s = 0;
        {
            MatchBranch branch(*m);
            bytes = branch.bytes();
            branch.restore();
            rss_before = resident_kib();
            t0 = Clock::now();
            for (int b = 0; b < branches; ++b) branch.restore();
            branch_s = seconds_since(t0) / branches;
            rss_after = resident_kib();
        }
        // Playouts a second of one mcts decision with these options.
        auto playouts_per_second = [&](const std::string& options) {
            MctsAgent mcts(MctsOptions::parse("iterations=" + std::to_string(iterations) + options));
            SeatView view(*m, m->pending()->seat);
            mcts.match_started(view);
            const auto start = Clock::now();
            mcts.choose(view, *m->pending());
            return static_cast<double>(iterations) / seconds_since(start);
        };
        const double playouts_per_s = iterations > 0 ? playouts_per_second("") : 0;
        const double cutoff_per_s = iterations > 0 && cutoff > 0 ? playouts_per_second(",cutoff=" + std::to_string(cutoff)) : 0;
        std::printf(
            "{\"game\": \"%s\", \"decision\": %d, \"copy_bytes\": %zu, \"branch_us\": %.2f, \"replay_us\": %.2f, "
            "\"replay_per_branch\": %.1f, \"branches\": %d, \"resident_kib_before\": %ld, \"resident_kib_after\": %ld, "
            "\"mcts_playouts_per_second\": %.1f, \"mcts_cutoff\": %ld, \"mcts_cutoff_playouts_per_second\": %.1f}\n",
            game.c_str(), decisions, bytes, branch_s * 1e6, replay_s * 1e6, replay_s / branch_s, branches, rss_before,
            rss_after, playouts_per_s, cutoff, cutoff_per_s);
    } catch (const std::exception& e) {
        std::cerr << "tabula_branch_bench: " << e.what() << "\n";
        return 1;
    }
    return 0;
}
