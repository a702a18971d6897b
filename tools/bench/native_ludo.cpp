// A plain C++ Ludo, the yardstick of tools/bench/run.sh (issue 6): the rules of
// games/ludo (docs/games/ludo.md, L1-L11) with four seats and random agents, and
// no host, no scripts, no allocation in the loop. It is not part of the CMake build:
// the bench compiles it with `g++ -std=c++20 -O2 -flto -pthread` together with
// interpreter/core/rng.cpp (link-time optimisation inlines the generator as a
// native program would).
//
// It plays the very matches `tabula simulate ludo --seed S` plays: the same
// generator (interpreter/core/rng.cpp itself, linked in), the same seed for match i (derive_seed(S, i)), the
// same dice (match RNG, below(6) + 1), the same random agent (one generator per
// seat seeded with derive_seed(match seed, 0x5ea7000 + seat), picking
// uniformly among the options), and the options in the same order (one per
// distinct starting place, piece 1 first). So its wins, draws and mean lengths
// equal Tabula's for the same seed, which run.sh checks: the two count the same
// work.
//
// Counting as the host does: a "move" is every choice point, including those
// with a single option (answered without asking); a "decision" is a choice with
// more than one option; turns start at 1 and grow at each turn change.
//
// Usage: native_ludo N [JOBS] [SEED]   prints one JSON object like
// `tabula simulate --json` (the fields run.sh reads).
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

#include "core/rng.h"

namespace {

using tabula::derive_seed;
using tabula::Rng;

constexpr int kSeats = 4, kPieces = 4;
constexpr int kRing = 52, kYard = 0, kHome = 57;   // progress: 0 yard, 1..51 ring, 52..56 lane, 57 Home
constexpr int kStart[kSeats] = {1, 14, 27, 40};   // L3: Red, Green, Yellow, Blue

// The ring square (1..52) of colour c's piece at progress p, or 0 off the ring (L5).
int square(int c, int p) { return p >= 1 && p <= kRing - 1 ? (kStart[c] - 1 + p - 1) % kRing + 1 : 0; }

// L8: the four start squares and the stars eight squares after them.
bool safe(int sq) {
    for (int c = 0; c < kSeats; ++c)
        if (sq == kStart[c] || sq == (kStart[c] + 7) % kRing + 1) return true;
    return false;
}

struct Result {
    int winner = 0;  // seat 1..4
    int moves = 0, decisions = 0, turns = 1;
};

Result play(uint64_t seed) {
    Rng dice(seed);
    Rng agent[kSeats] = {Rng(derive_seed(seed, 0x5ea7000 + 1)), Rng(derive_seed(seed, 0x5ea7000 + 2)),
                         Rng(derive_seed(seed, 0x5ea7000 + 3)), Rng(derive_seed(seed, 0x5ea7000 + 4))};
    int pos[kSeats][kPieces] = {};  // L1: every piece starts in its yard
    Result r;
    for (int seat = 0;; seat = (seat + 1) % kSeats, ++r.turns) {
        int sixes = 0, roll;
        do {                                                         // L2, L4
            roll = static_cast<int>(dice.below(6)) + 1;
            if (roll == 6) ++sixes;
            if (sixes == 3) break;                                   // L4: the third six ends the turn
            int piece[kPieces], to[kPieces], n = 0;                  // L9: one option per distinct place
            for (int i = 0; i < kPieces; ++i) {
                const int from = pos[seat][i];
                int dest;
                if (from == kYard) dest = roll == 6 ? 1 : -1;        // L3
                else if (from == kHome) dest = -1;
                else dest = from + roll <= kHome ? from + roll : -1; // L5, L6
                if (dest < 0) continue;
                bool seen = false;
                for (int k = 0; k < n; ++k) seen |= pos[seat][piece[k]] == from;
                if (seen) continue;
                piece[n] = i;
                to[n] = dest;
                ++n;
            }
            if (n == 0) continue;                                    // L10 (the do-while tests roll == 6)
            ++r.moves;
            int pick = 0;
            if (n > 1) {
                ++r.decisions;
                pick = static_cast<int>(agent[seat].below(static_cast<uint64_t>(n)));
            }
            pos[seat][piece[pick]] = to[pick];
            const int sq = square(seat, to[pick]);                   // L7, L8
            if (sq && !safe(sq))
                for (int other = 0; other < kSeats; ++other)
                    if (other != seat)
                        for (int i = 0; i < kPieces; ++i)
                            if (square(other, pos[other][i]) == sq) pos[other][i] = kYard;
            bool all_home = true;                                    // L11
            for (int i = 0; i < kPieces; ++i) all_home &= pos[seat][i] == kHome;
            if (all_home) {
                r.winner = seat + 1;
                return r;
            }
        } while (roll == 6);
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: native_ludo N [JOBS] [SEED]\n");
        return 2;
    }
    const int count = std::atoi(argv[1]);
    const int jobs = argc > 2 ? std::atoi(argv[2]) : 1;
    const uint64_t base = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1;
    if (count < 1 || jobs < 1) return 2;

    std::vector<Result> results(count);
    std::atomic<int> next{0};
    auto worker = [&] {
        for (int i; (i = next.fetch_add(1)) < count;) results[i] = play(derive_seed(base, static_cast<uint64_t>(i)));
    };
    const auto t0 = std::chrono::steady_clock::now();
    std::vector<std::thread> threads;
    for (int j = 0; j < jobs; ++j) threads.emplace_back(worker);
    for (auto& t : threads) t.join();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

    double moves = 0, decisions = 0, turns = 0;
    int wins[kSeats + 1] = {};
    for (const Result& r : results) {
        moves += r.moves;
        decisions += r.decisions;
        turns += r.turns;
        ++wins[r.winner];
    }
    std::printf("{\"game\": \"native ludo\", \"matches\": %d, \"jobs\": %d, \"seed\": %llu, \"seconds\": %.9f,\n"
                " \"mean_moves\": %.6f, \"mean_decisions\": %.6f, \"mean_turns\": %.6f,\n"
                " \"matches_per_second\": %.3f, \"moves_per_second\": %.3f, \"decisions_per_second\": %.3f,\n"
                " \"wins\": [%d, %d, %d, %d]}\n",
                count, jobs, static_cast<unsigned long long>(base), seconds, moves / count, decisions / count,
                turns / count, count / seconds, moves / seconds, decisions / seconds, wins[1], wins[2], wins[3],
                wins[4]);
    return 0;
}
