// What simulate counts (cli/tally.h) and how it slices a run into shards (cli/shard.h):
// the same counts whatever the order matches come in and however they are split.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "cli/shard.h"
#include "cli/tally.h"
#include "host/script_error.h"

using tabula::MatchResult;
using tabula::cli::Endings;
using tabula::cli::MatchEnd;
using tabula::cli::Shard;
using tabula::cli::Tally;

namespace {

MatchEnd ended(int index, MatchResult::Kind kind, std::string reason = {}, std::string error = {}) {
    MatchEnd e;
    e.index = index;
    e.turns = index % 7;
    e.result.kind = kind;
    if (kind == MatchResult::Kind::Win) e.result.winners = {1 + index % 2};
    e.result.reason = std::move(reason);
    e.result.error = std::move(error);
    e.traits = {{"a"}, {index % 3 ? "b" : "c"}};
    return e;
}

}  // namespace

TEST_CASE("shard: the slices of S shards follow each other and cover every match once", "[tally]") {
    for (int matches : {1, 2, 7, 100, 1001}) {
        for (int count = 1; count <= std::min(matches, 9); ++count) {
            int next = 0;
            for (int k = 1; k <= count; ++k) {
                const Shard s{k, count};
                CHECK(s.first(matches) == next);
                CHECK(s.end(matches) - s.first(matches) >= matches / count);
                CHECK(s.end(matches) - s.first(matches) <= matches / count + 1);
                next = s.end(matches);
            }
            CHECK(next == matches);
        }
    }
    CHECK(Shard{1000000000, 1000000000}.first(1000000000) == 999999999);
}

TEST_CASE("shard: K/S is read whole, 1 <= K <= S <= the matches", "[tally]") {
    const Shard s = tabula::cli::read_shard("--shard", "2/3", 10);
    CHECK(s.index == 2);
    CHECK(s.count == 3);
    CHECK(s.text() == "2/3");
    for (const char* bad : {"0/3", "4/3", "3", "/", "1/", "/3", "1/11", "+1/3", "1/3/3", "1 /3", "a/b", ""})
        CHECK_THROWS_AS(tabula::cli::read_shard("--shard", bad, 10), tabula::UsageError);
}

TEST_CASE("endings: past the bound, the first reasons in byte order are kept whole in any order", "[tally]") {
    std::vector<std::string> reasons;
    for (size_t i = 0; i < Endings::kMost + 50; ++i)
        for (size_t n = 0; n <= i % 3; ++n) reasons.push_back("reason " + std::to_string(100000 + i));
    std::mt19937 rng(7);
    auto counted = [&](int parts) {
        std::shuffle(reasons.begin(), reasons.end(), rng);
        std::vector<Endings> split(parts);
        for (size_t i = 0; i < reasons.size(); ++i) split[i % parts].add(reasons[i]);
        for (int p = 1; p < parts; ++p) split[0].merge(split[p]);
        return split[0];
    };
    const Endings one = counted(1), three = counted(3);
    CHECK(one.by_count() == three.by_count());
    CHECK(one.others() == three.others());
    const auto rows = one.by_count();
    REQUIRE(rows.size() == Endings::kMost);
    long long kept = 0;
    for (const auto& [reason, n] : rows) {
        kept += n;
        CHECK(reason < "reason " + std::to_string(100000 + Endings::kMost));  // the first ones
    }
    CHECK(kept + one.others() == static_cast<long long>(reasons.size()));
    CHECK(rows.front().second == 3);  // most first
}

TEST_CASE("endings: a long reason is cut on a character's first byte", "[tally]") {
    Endings e;
    const std::string euro = "\xe2\x82\xac";
    std::string reason(Endings::kLongest - 1, 'x');
    e.add(reason + euro);  // the euro sign would cross the bound: cut before it
    e.add(reason);
    const auto rows = e.by_count();
    REQUIRE(rows.size() == 1);
    CHECK(rows[0].first == reason);
    CHECK(rows[0].second == 2);
}

TEST_CASE("tally: the same counts and first failures whatever the order and the split", "[tally]") {
    std::vector<MatchEnd> ends;
    for (int i = 0; i < 300; ++i) {
        const auto kind = i % 11 == 0 ? MatchResult::Kind::Error
                        : i % 5 == 0  ? MatchResult::Kind::Draw
                                      : MatchResult::Kind::Win;
        ends.push_back(ended(i, kind, i % 2 ? "odd" : "", kind == MatchResult::Kind::Error ? "boom" : ""));
    }
    std::mt19937 rng(3);
    auto counted = [&](int parts) {
        std::shuffle(ends.begin(), ends.end(), rng);
        std::vector<Tally> split(parts, Tally(2, 4));
        for (size_t i = 0; i < ends.size(); ++i) split[i % parts].add(ends[i]);
        for (int p = 1; p < parts; ++p) split[0].merge(split[p]);
        return split[0];
    };
    const Tally one = counted(1), four = counted(4);
    CHECK(one.matches == 300);
    CHECK(one.errors == 28);
    CHECK(one.failures == four.failures);
    REQUIRE(one.failures.size() == 4);
    CHECK(one.failures[0].first == 0);
    CHECK(one.failures[3].first == 33);
    CHECK(one.wins == four.wins);
    CHECK(one.draws == four.draws);
    CHECK(one.turns == four.turns);
    CHECK(one.endings.by_count() == four.endings.by_count());
    CHECK(one.traits.at("c").picks == four.traits.at("c").picks);
    CHECK(one.spreads.turns.percentile(50) == four.spreads.turns.percentile(50));
}
