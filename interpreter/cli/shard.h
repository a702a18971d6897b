// simulate --shard K/S: the K-th of S disjoint slices of a run's matches, so that S
// runs (on as many machines) play together exactly the matches of one run.
#pragma once
#include <string>

namespace tabula::cli {

struct Shard {
    int index = 1, count = 1;  // K and S: 1 <= K <= S

    // The shard's matches, 0-based: first() to end() - 1 of `matches`, in one block;
    // the blocks of the S shards follow each other and differ in size by one at most.
    int first(int matches) const { return int(static_cast<long long>(index - 1) * matches / count); }
    int end(int matches) const { return int(static_cast<long long>(index) * matches / count); }
    std::string text() const { return std::to_string(index) + "/" + std::to_string(count); }
};

// "K/S" (whole numbers, 1 <= K <= S <= matches) as a Shard; anything else is a
// UsageError naming the flag and what it takes.
Shard read_shard(const std::string& flag, const std::string& text, int matches);

}  // namespace tabula::cli
