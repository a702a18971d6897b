// The values one measure takes over many matches (a match's length in turns, a seat's
// score), for simulate's summary: count, mean, min, max and percentiles. Whole numbers
// from 0 to kDense - 1 (lengths, most scores) are counted in an array, any other value
// in a sorted map, so the memory grows with the distinct values, not with the matches,
// and the result does not depend on the order the values came in (jobs merge theirs).
#pragma once
#include <cstddef>
#include <map>
#include <vector>

#include <nlohmann/json.hpp>

namespace tabula::cli {

class Distribution {
public:
    static constexpr std::size_t kDense = 1 << 16;
    // Past this many distinct values outside the array, each two neighbours are merged
    // into the lower one: percentiles are then within a neighbour of the exact value.
    static constexpr std::size_t kMostSparse = 1 << 16;

    void add(double v);
    void merge(const Distribution& other);

    long long count() const { return count_; }
    double min() const { return min_; }
    double max() const { return max_; }
    double mean() const;
    // The nearest-rank percentile (0 < p <= 100): the least value v such that at least
    // p% of the values are v or less. 0 when there are none.
    double percentile(double p) const;

    // {"matches": n, "mean", "min", "p10", "p50", "p90", "max"} (only "matches" when
    // n is 0); whole numbers as integers.
    nlohmann::json to_json() const;

private:
    void thin();  // keeps the sparse values within kMostSparse

    std::vector<long long> dense_;          // dense_[v]: how often the whole number v came
    std::map<double, long long> sparse_;    // any other value: how often it came
    long long count_ = 0;
    double min_ = 0, max_ = 0;
};

}  // namespace tabula::cli
