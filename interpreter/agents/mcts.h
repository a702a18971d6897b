// mcts: Monte Carlo tree search over the choices every agent gets, for any game
// (docs/agents.md, "mcts"). At each of its seat's decisions it branches the match
// (match/branch.h) and plays it on many times: down a tree of the seats' decisions by
// UCT, then to the end by random answers (or, with a cutoff, to the game's
// evaluate), each time with the match's chance drawn anew; it answers with the
// option it tried most. Rewards are per seat, so every seat in the tree plays for
// itself.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "match/agent.h"

namespace tabula {

struct MctsOptions {
    long iterations = 1000;    // playouts per decision (0: as many as `ms` allows)
    int ms = 0;                // time per decision (0: no limit but the iterations)
    double exploration = 0.7;  // UCT's constant (rewards lie in 0..1)
    int cutoff = 0;            // random decisions in a playout before game.evaluate (0: none)

    // "iterations=2000,ms=200,c=0.5,cutoff=40" (each optional); throws UsageError naming
    // the part it cannot read.
    static MctsOptions parse(const std::string& text);
    std::string text() const;  // the agent's name, "mcts:iterations=2000"
};

class MctsAgent : public Agent {
public:
    explicit MctsAgent(MctsOptions options) : options_(options) {}
    std::string name() const override { return options_.text(); }
    // Its answers depend on the match and the seed alone, unless time bounds the search.
    bool replays() const override { return options_.ms == 0; }
    bool reads_labels() const override { return false; }
    void match_started(SeatView& seat) override;
    void skip(int, int, int) override { ++asked_; }  // a decision of its seat replayed from a record
    std::optional<std::vector<std::string>> choose(SeatView& seat, const Choice& c) override;

    // Why the search cannot play for the seat now ("" if it can): the match hides
    // something from the seat, or the options need a hook the game lacks.
    std::string refusal(SeatView& seat) const;

private:
    MctsOptions options_;
    uint64_t seed_ = 0;
    // Its seat's decisions so far: each is searched with a seed of its own, drawn from
    // what the seat knows (not the match's decision count, which counts other seats' too).
    uint64_t asked_ = 0;
};

}  // namespace tabula
