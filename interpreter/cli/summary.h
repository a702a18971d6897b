// The summary of simulated matches, as text or JSON: the same for a run, a resumed run
// and a merge of shards (docs/cli.md, simulate and merge).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include <nlohmann/json.hpp>

#include "cli/shard.h"
#include "cli/tally.h"

namespace tabula::cli {

// The time matches took to play and what was played in it: the summary's rates.
struct Timing {
    int runs = 0, jobs = 0;  // jobs: the most of any run
    double seconds = 0;      // added up over the runs
    long long matches = 0, moves = 0, decisions = 0;

    void add(const Timing& o);
};

// What the summary says besides the tally.
struct RunInfo {
    std::string game, name, version;  // the game's id, name and version
    int matches = 0;                  // counted: all of the run's, or its shard's
    int total = 0;                    // the run's, of which a shard plays a slice
    int seats = 0;
    uint64_t seed = 1;
    std::optional<Shard> shard;  // a run of one shard: "shard" and "shards" in the JSON
    Timing time;
    std::string how;     // the end of the first line: "2 job(s)", "merged from 4 files"
    std::string timing;  // the start of the timing line: "0.04 s" (all of it when no run is timed)
    std::string again;   // the command that plays a match again, but its --seed
};

// Wilson score interval, 95%.
std::pair<double, double> wilson(double wins, double n);

// The summary as JSON (the timing fields included: seconds, jobs and the rates).
nlohmann::json summary_json(const Tally& t, const RunInfo& run);

// The summary as text on standard output, up to its timing line.
void print_summary(const Tally& t, const RunInfo& run);

// The first failed matches in full, each with the command that plays it again.
void print_failures(const Tally& t, const RunInfo& run);

}  // namespace tabula::cli
