// simulate's spreads (cli/distribution.h): nearest-rank percentiles, the same whatever
// the order the values come in or how the jobs split them, and bounded memory.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <vector>

#include "cli/distribution.h"

using tabula::cli::Distribution;

TEST_CASE("distribution: min, max, mean and nearest-rank percentiles of whole numbers", "[distribution]") {
    Distribution d;
    CHECK(d.count() == 0);
    CHECK(d.percentile(50) == 0);
    CHECK(d.to_json().dump() == R"({"matches":0})");
    for (int v = 100; v >= 1; --v) d.add(v);
    CHECK(d.count() == 100);
    CHECK(d.min() == 1);
    CHECK(d.max() == 100);
    CHECK(d.mean() == Approx(50.5));
    CHECK(d.percentile(10) == 10);
    CHECK(d.percentile(50) == 50);
    CHECK(d.percentile(90) == 90);
    CHECK(d.percentile(100) == 100);
    CHECK(d.to_json().dump() == R"({"matches":100,"max":100,"mean":50.5,"min":1,"p10":10,"p50":50,"p90":90})");
}

TEST_CASE("distribution: fractions, negatives and large values sort among the small whole numbers",
          "[distribution]") {
    Distribution d;
    for (double v : {2.0, -3.0, 1.5, 1e9, 0.0, 2.5, 7.0, -0.5, 3.0, 2.0}) d.add(v);
    // sorted: -3 -0.5 0 1.5 2 2 2.5 3 7 1e9
    CHECK(d.percentile(10) == -3);
    CHECK(d.percentile(20) == -0.5);
    CHECK(d.percentile(50) == 2);
    CHECK(d.percentile(60) == 2);
    CHECK(d.percentile(70) == 2.5);
    CHECK(d.percentile(90) == 7);
    CHECK(d.percentile(100) == 1e9);
    CHECK(d.min() == -3);
    CHECK(d.max() == 1e9);
    CHECK_FALSE(d.to_json().contains("p70"));
    CHECK(d.to_json()["p50"].is_number_integer());
    CHECK(d.to_json()["p10"].dump() == "-3");
}

TEST_CASE("distribution: merged parts give what one gets, whatever the order", "[distribution]") {
    std::mt19937 gen(7);
    std::vector<double> values;
    for (int i = 0; i < 5000; ++i) values.push_back(i % 3 ? double(gen() % 200) : double(gen() % 1000) / 8.0);
    Distribution whole;
    for (double v : values) whole.add(v);
    std::shuffle(values.begin(), values.end(), gen);
    Distribution a, b;
    for (size_t i = 0; i < values.size(); ++i) (i % 2 ? a : b).add(values[i]);
    b.merge(a);
    CHECK(b.to_json() == whole.to_json());
    CHECK(b.to_json().dump() == whole.to_json().dump());  // the mean too, to the last bit
}

TEST_CASE("distribution: past its bound of distinct values it merges neighbours, keeping min and max",
          "[distribution]") {
    Distribution d;
    const int n = static_cast<int>(Distribution::kMostSparse) + 10;
    for (int i = 0; i < n; ++i) d.add(0.5 + i);
    CHECK(d.count() == n);
    CHECK(d.min() == 0.5);
    CHECK(d.max() == n - 0.5);
    const double median = d.percentile(50);
    CHECK(median >= n / 2.0 - 2);
    CHECK(median <= n / 2.0 + 1);
}
