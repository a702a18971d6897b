// play --watch and replay --show (docs/cli.md): a match's board, as one seat sees it
// (0: an onlooker), at its decisions. It shows no more than that seat may see: the
// seat's render, and a decision's question and answer only when that seat decides.
// It changes nothing in the match: a render that fails is shown as such.
#pragma once
#include <iosfwd>
#include <string>
#include <vector>

#include "match/match.h"

namespace tabula::cli {

// How a watched match goes on between the decisions shown: after a pause, or, with a
// `step` input, once a line is read from it (Enter); "c" or the end of the input goes
// on with the pause from then on.
struct WatchPace {
    int delay_ms = 0;
    std::istream* step = nullptr;
    bool prompt = false;  // ask for the step's key (the input is a terminal)
};

class BoardWatcher : public ChoiceWatcher {
public:
    // `only`: the one decision to show (0: every one, and the choices forced on `seat`).
    // `agent_names`: headers name each seat's agent ("seat 1 (random)").
    BoardWatcher(Match& m, int seat, std::ostream& out, WatchPace pace, int only = 0, bool agent_names = true)
        : match_(m), seat_(seat), out_(out), pace_(pace), only_(only), agent_names_(agent_names) {}

    void decided(const Choice& c, const std::vector<int>& picks) override;
    void forced(const Choice& c) override;
    // The board as the match ends, or where it stopped (a replay that diverged).
    void show_last(const std::string& title);
    int shown() const { return shown_; }

private:
    std::string seat_name(int seat) const;
    void show_board();
    void pause();

    Match& match_;
    int seat_;
    std::ostream& out_;
    WatchPace pace_;
    int only_;
    bool agent_names_;
    int shown_ = 0;  // decisions shown
};

}  // namespace tabula::cli
