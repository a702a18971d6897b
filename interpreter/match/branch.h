// A match copied at a decision and played on from the copy, as many times as wanted,
// the match itself undisturbed once the branching ends: the playouts of a search
// agent (agents/mcts.h). docs/ARCHITECTURE.md, "Branching a match", has the design:
// the Lua state is copied whole (its arena, host/script_memory.h) and the match's
// C++ state beside it.
#pragma once
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "host/script_memory.h"
#include "match/match.h"

namespace tabula {

struct Match::Saved {
    Rng rng;
    std::deque<nlohmann::json> forced_dice;
    ForcedCards forced_cards;
    State state;
    Stop stop;
    Decisions::Saved choices;
    MatchResult result;
    int stop_at_turn;
    std::unique_ptr<ComponentState> schedule;
    std::size_t messages;
    std::vector<std::pair<Component*, std::unique_ptr<ComponentState>>> components;
    std::vector<Agent*> agents;
    Recorder* recorder;
    ChoiceWatcher* watcher;
    std::vector<ForcedChoice>* forced_log;
    bool logging;
    std::function<void(const std::string&)> on_log;
};

class MatchBranch {
public:
    // Copies the match, which waits for a decision (a choice pending, its flow
    // suspended), with its host's whole Lua state. Throws std::logic_error where the
    // match cannot branch (see branchable).
    explicit MatchBranch(Match& m);
    // The match as it was copied, and the host out of branching.
    ~MatchBranch();
    MatchBranch(const MatchBranch&) = delete;
    MatchBranch& operator=(const MatchBranch&) = delete;

    // Sets the match back as it was copied, quiet (nothing recorded, watched or
    // logged), ready to be played on again (Match::run, with agents of the caller's).
    void restore();
    Match& match() { return match_; }
    std::size_t bytes() const { return memory_.size; }  // the Lua state's copy

    // Why the match cannot branch now ("" if it can): it waits for no decision, it is
    // inside a branch already, or the build has no arena (the sanitizers').
    static std::string why_not(const Match& m);

private:
    Match& match_;
    ScriptMemory::Image memory_;
    Match::Saved saved_;
};

}  // namespace tabula
