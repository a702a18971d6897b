// The match RNG: splitmix64 seeding, xoshiro256** output, range reduction.
#include <catch2/catch.hpp>

#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <set>

#include "core/rng.h"

namespace {

// An independent reference: xoshiro256** and splitmix64 as published by
// Blackman and Vigna (https://prng.di.unimi.it/), written out separately.
struct RefSplitMix {
    uint64_t x;
    uint64_t next() {
        uint64_t z = (x += UINT64_C(0x9E3779B97F4A7C15));
        z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
        z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
        return z ^ (z >> 31);
    }
};

struct RefXoshiro {
    uint64_t s[4];
    static uint64_t rotl(const uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    explicit RefXoshiro(uint64_t seed) {
        RefSplitMix sm{seed};
        for (auto& w : s) w = sm.next();
    }
    RefXoshiro(uint64_t a, uint64_t b, uint64_t c, uint64_t d) : s{a, b, c, d} {}
    uint64_t next() {
        const uint64_t result = rotl(s[1] * 5, 7) * 9;
        const uint64_t t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = rotl(s[3], 45);
        return result;
    }
};

}  // namespace

TEST_CASE("splitmix64 gives the published outputs for seed 0", "[rng]") {
    uint64_t x = 0;
    CHECK(tabula::splitmix64(x) == UINT64_C(0xe220a8397b1dcdaf));
    CHECK(tabula::splitmix64(x) == UINT64_C(0x6e789e6aa1b965f4));
    CHECK(tabula::splitmix64(x) == UINT64_C(0x06c45d188009454f));
    CHECK(tabula::splitmix64(x) == UINT64_C(0xf88bb8a8724c81ec));
    CHECK(x == UINT64_C(0x9e3779b97f4a7c15) * 4);  // the state advances by the golden gamma
}

TEST_CASE("the reference xoshiro256** matches its published test vector", "[rng]") {
    // State {1, 2, 3, 4}: the vector used by the reference implementations' tests.
    RefXoshiro ref(1, 2, 3, 4);
    CHECK(ref.next() == UINT64_C(11520));
    CHECK(ref.next() == UINT64_C(0));
    CHECK(ref.next() == UINT64_C(1509978240));
    CHECK(ref.next() == UINT64_C(1215971899390074240));
}

TEST_CASE("Rng seeds its state through splitmix64", "[rng]") {
    tabula::Rng rng(0);
    auto s = rng.state();
    CHECK(s[0] == UINT64_C(0xe220a8397b1dcdaf));
    CHECK(s[1] == UINT64_C(0x6e789e6aa1b965f4));
    CHECK(s[2] == UINT64_C(0x06c45d188009454f));
    CHECK(s[3] == UINT64_C(0xf88bb8a8724c81ec));
}

TEST_CASE("Rng::next is xoshiro256** (against the independent reference)", "[rng]") {
    for (uint64_t seed : {UINT64_C(0), UINT64_C(1), UINT64_C(42), UINT64_C(0xdeadbeefcafebabe), UINT64_MAX}) {
        INFO("seed " << seed);
        tabula::Rng rng(seed);
        RefXoshiro ref(seed);
        for (int i = 0; i < 1000; ++i) REQUIRE(rng.next() == ref.next());
    }
}

TEST_CASE("Rng outputs are pinned for seeds 0 and 1", "[rng]") {
    // Literal values: a change of algorithm or seeding must show up here.
    tabula::Rng r0(0);
    CHECK(r0.next() == UINT64_C(0x99ec5f36cb75f2b4));
    CHECK(r0.next() == UINT64_C(0xbf6e1f784956452a));
    CHECK(r0.next() == UINT64_C(0x1a5f849d4933e6e0));
    tabula::Rng r1(1);
    CHECK(r1.next() == UINT64_C(0xb3f2af6d0fc710c5));
    CHECK(r1.next() == UINT64_C(0x853b559647364cea));
}

TEST_CASE("reseed restarts the sequence", "[rng]") {
    tabula::Rng a(7);
    uint64_t first = a.next();
    a.next();
    a.reseed(7);
    CHECK(a.next() == first);
    tabula::Rng b(8);
    CHECK(b.next() != first);
}

TEST_CASE("below stays in range", "[rng]") {
    tabula::Rng rng(123);
    for (uint64_t bound : {UINT64_C(1), UINT64_C(2), UINT64_C(3), UINT64_C(6), UINT64_C(7), UINT64_C(1000),
                           (UINT64_C(1) << 63) + 1, UINT64_MAX}) {
        INFO("bound " << bound);
        for (int i = 0; i < 2000; ++i) REQUIRE(rng.below(bound) < bound);
    }
    for (int i = 0; i < 100; ++i) REQUIRE(rng.below(1) == 0);
}

TEST_CASE("below is Lemire's reduction: the high word of next() * bound", "[rng]") {
    // For a small bound the rejection almost never triggers, so each draw is
    // (next * bound) >> 64 of the reference stream.
    tabula::Rng rng(99);
    RefXoshiro ref(99);
    for (int i = 0; i < 200; ++i) {
        uint64_t x = ref.next();
        uint64_t expected = (uint64_t)(((unsigned __int128)x * 6) >> 64);
        REQUIRE(rng.below(6) == expected);
    }
}

TEST_CASE("below(6) is unbiased over many draws", "[rng]") {
    tabula::Rng rng(2024);
    const int n = 600000;
    std::array<int, 6> counts{};
    for (int i = 0; i < n; ++i) counts[rng.below(6)]++;
    double chi2 = 0;
    const double expected = n / 6.0;
    for (int c : counts) {
        CHECK(std::abs(c - expected) < expected * 0.02);
        chi2 += (c - expected) * (c - expected) / expected;
    }
    CHECK(chi2 < 20.5);  // 5 degrees of freedom, p = 0.001
}

TEST_CASE("below with a huge bound has no modulo bias", "[rng]") {
    // bound = 3 * 2^62: a plain `next() % bound` would put half the draws
    // below 2^62; the uniform share is a third.
    const uint64_t bound = UINT64_C(3) << 62;
    tabula::Rng rng(5);
    const int n = 60000;
    int low = 0;
    for (int i = 0; i < n; ++i) {
        uint64_t v = rng.below(bound);
        REQUIRE(v < bound);
        if (v < (UINT64_C(1) << 62)) ++low;
    }
    double share = double(low) / n;
    CHECK(share > 0.31);
    CHECK(share < 0.36);
}

TEST_CASE("between covers [lo, hi] inclusive", "[rng]") {
    tabula::Rng rng(77);
    std::set<int64_t> seen;
    for (int i = 0; i < 5000; ++i) {
        int64_t v = rng.between(-3, 3);
        REQUIRE(v >= -3);
        REQUIRE(v <= 3);
        seen.insert(v);
    }
    CHECK(seen.size() == 7);
    CHECK(rng.between(5, 5) == 5);
    CHECK(rng.between(-9, -9) == -9);

    // Extreme spans do not overflow.
    for (int i = 0; i < 1000; ++i) {
        int64_t v = rng.between(std::numeric_limits<int64_t>::min() + 1, std::numeric_limits<int64_t>::max());
        REQUIRE(v > std::numeric_limits<int64_t>::min());
    }
    // The full span takes the raw 64 bits.
    tabula::Rng a(11);
    RefXoshiro ref(11);
    CHECK(a.between(std::numeric_limits<int64_t>::min(), std::numeric_limits<int64_t>::max()) ==
          (int64_t)ref.next());
}

TEST_CASE("between(1, 6) matches below(6) + 1 on the same stream", "[rng]") {
    tabula::Rng a(31), b(31);
    for (int i = 0; i < 500; ++i) REQUIRE(a.between(1, 6) == (int64_t)b.below(6) + 1);
}

TEST_CASE("unit is in 0 <= u < 1 with 53 bits", "[rng]") {
    tabula::Rng rng(3);
    RefXoshiro ref(3);
    double sum = 0;
    for (int i = 0; i < 10000; ++i) {
        double u = rng.unit();
        REQUIRE(u >= 0.0);
        REQUIRE(u < 1.0);
        REQUIRE(u == (double)(ref.next() >> 11) / 9007199254740992.0);
        sum += u;
    }
    CHECK(sum / 10000 == Approx(0.5).margin(0.02));
}

TEST_CASE("derive_seed is deterministic and differs per stream and seed", "[rng]") {
    CHECK(tabula::derive_seed(1, 0) == tabula::derive_seed(1, 0));
    std::set<uint64_t> seeds;
    for (uint64_t stream = 0; stream < 64; ++stream) seeds.insert(tabula::derive_seed(1, stream));
    CHECK(seeds.size() == 64);
    CHECK(tabula::derive_seed(1, 5) != tabula::derive_seed(2, 5));
    CHECK(tabula::derive_seed(0, 1) != tabula::derive_seed(1, 0));
    // A derived seed is not the seed itself, and its streams are unrelated.
    CHECK(tabula::derive_seed(7, 0) != 7);
    tabula::Rng a(tabula::derive_seed(7, 1)), b(tabula::derive_seed(7, 2));
    int same = 0;
    for (int i = 0; i < 100; ++i) same += a.below(6) == b.below(6);
    CHECK(same < 40);

    // The definition: the second splitmix64 output from seed ^ (stream * C).
    RefSplitMix sm{UINT64_C(1234) ^ (UINT64_C(9) * UINT64_C(0xd1b54a32d192ed03))};
    sm.next();
    CHECK(tabula::derive_seed(1234, 9) == sm.next());
}
