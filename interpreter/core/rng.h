// The match RNG: xoshiro256** seeded through splitmix64, with its own range
// reduction, so a seed gives the same numbers with any compiler or library.
#pragma once
#include <array>
#include <cstdint>

namespace tabula {

class Rng {
public:
    explicit Rng(uint64_t seed = 0) { reseed(seed); }
    void reseed(uint64_t seed);

    uint64_t next();                          // 64 random bits
    uint64_t below(uint64_t bound);           // uniform in [0, bound), bound > 0
    int64_t between(int64_t lo, int64_t hi);  // uniform in [lo, hi], lo <= hi
    double unit();                            // uniform in [0, 1), 53 bits

    std::array<uint64_t, 4> state() const { return s_; }

private:
    std::array<uint64_t, 4> s_{};
};

// One step of splitmix64: derives independent seeds (per match, per agent).
uint64_t splitmix64(uint64_t& x);
uint64_t derive_seed(uint64_t seed, uint64_t stream);

}  // namespace tabula
