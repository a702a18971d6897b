#include "core/rng.h"

namespace tabula {

static inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

uint64_t splitmix64(uint64_t& x) {
    uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

uint64_t derive_seed(uint64_t seed, uint64_t stream) {
    uint64_t x = seed ^ (stream * 0xd1b54a32d192ed03ULL);
    splitmix64(x);
    return splitmix64(x);
}

void Rng::reseed(uint64_t seed) {
    uint64_t x = seed;
    for (auto& w : s_) w = splitmix64(x);
}

uint64_t Rng::next() {
    const uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
}

// Lemire's multiply-and-reject: unbiased, usually one multiplication.
uint64_t Rng::below(uint64_t bound) {
    unsigned __int128 m = (unsigned __int128)next() * bound;
    uint64_t low = (uint64_t)m;
    if (low < bound) {
        const uint64_t threshold = (0 - bound) % bound;
        while (low < threshold) {
            m = (unsigned __int128)next() * bound;
            low = (uint64_t)m;
        }
    }
    return (uint64_t)(m >> 64);
}

int64_t Rng::between(int64_t lo, int64_t hi) {
    const uint64_t span = (uint64_t)hi - (uint64_t)lo;
    if (span == UINT64_MAX) return (int64_t)next();
    return (int64_t)((uint64_t)lo + below(span + 1));
}

double Rng::unit() { return (double)(next() >> 11) * 0x1.0p-53; }

}  // namespace tabula
