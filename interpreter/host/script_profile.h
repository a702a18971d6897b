// A sampling profile of a host's scripts (`tabula simulate --profile`): the function
// and the source line running at every 1000th Lua VM instruction, and every function
// on the stack at that moment (the running one and its callers: inclusive samples).
// It shows which Lua runs most, and which calls cost most with all they call; time
// inside host functions (match:choose, a board query) is not sampled, since the VM
// counts only its own instructions.
#pragma once
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include <lua.hpp>

namespace tabula {

class ScriptProfile {
public:
    static constexpr int kEvery = 1000;  // VM instructions per sample: the count hook's period

    struct Entry {
        std::string where;  // "games/chess/position.lua:275"
        std::string name;   // the function's name where Lua knows it, else ""
        uint64_t samples = 0;    // running itself
        uint64_t inclusive = 0;  // on the stack: running, or calling what runs
    };

    // From a count hook: notes what `L` runs now (ar: the hook's activation record).
    void sample(lua_State* L, lua_Debug* ar);
    // Where a new thread's first sample falls (1..kEvery): a Lua thread counts down
    // its own instructions from its hook's count, so a thread shorter than kEvery
    // would never be sampled if each started a full period (a tic-tac-toe match's
    // flow runs a few hundred instructions). Spread over the period, in a fixed
    // order, every thread is sampled in proportion to its length on average.
    int first_sample() {
        phase_ = (phase_ + 619) % kEvery;  // 619 and 1000 are coprime: every phase in turn
        return phase_ + 1;
    }
    void merge(const ScriptProfile& other);

    uint64_t samples() const { return samples_; }
    // The n entries with most samples; ties by place, so the order is stable.
    std::vector<Entry> top_functions(size_t n) const { return top(functions_, n, &Entry::samples); }
    std::vector<Entry> top_lines(size_t n) const { return top(lines_, n, &Entry::samples); }
    // The n functions most often on the stack, with what they call.
    std::vector<Entry> top_inclusive(size_t n) const { return top(functions_, n, &Entry::inclusive); }

private:
    Entry& function_entry(const lua_Debug& ar);
    void sample_stack(lua_State* L);
    static std::vector<Entry> top(const std::unordered_map<std::string, Entry>& from, size_t n,
                                  uint64_t Entry::*by);
    std::unordered_map<std::string, Entry> functions_, lines_;
    uint64_t samples_ = 0;
    int phase_ = 0;
};

}  // namespace tabula
