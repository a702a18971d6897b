// The decisions of one match, each one unit (as ygopro-core's processor makes every
// selection one): a choice is checked once, answered at once or asked of its seat's
// agent, labelled, its answer validated, counted and recorded, here alone.
// lua_api/l_match.cpp (match:choose) only converts the script's spec and the picks.
#pragma once
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "match/choice.h"

namespace tabula {

class Match;

// A choice's numbers as the script gave them, checked before anything is copied.
struct ChoiceShape {
    std::string_view prompt;  // for the error of a choice without options
    int options = 0;
    long long min = 1, max = 1;
};

// What is wrong with a choice of this shape whose option ids are `ids` ("" if
// nothing): no options, an id given twice, min and max out of 0..#options. `ids` is
// reordered. With `interned`, equal ids are the same text at the same address (Lua's
// short strings), and are found by address.
std::string check_choice(const ChoiceShape& shape, std::span<std::string_view> ids, bool interned = false);

// A choice with one option that must be taken, answered by the host without asking
// anyone: kept only when a log is given (a scenario's t:forced()).
struct ForcedChoice {
    int seat = 0, turn = 0;
    std::string prompt, kind, id;
};

// Someone following a match's choices as the host answers them, who is not an agent
// (play --watch, replay --show): told of each decision once its answer is valid, before
// the flow goes on with it, and of each choice the host takes because it has a single
// option. Options are labelled first. Having one makes every choice yield to the host.
class ChoiceWatcher {
public:
    virtual ~ChoiceWatcher() = default;
    virtual void decided(const Choice& c, const std::vector<int>& picks) = 0;
    virtual void forced(const Choice& c) = 0;
};

class Decisions {
public:
    explicit Decisions(Match& m) : match_(m) {}
    ~Decisions();
    Decisions(const Decisions&) = delete;
    Decisions& operator=(const Decisions&) = delete;

    // Whether a checked choice is answered inside match:choose, without the flow
    // yielding to the host: a single option that must be taken (unless someone is shown
    // it: Match::shows_forced), or a seat whose agent picks from C++ alone while nothing
    // is recorded or watched. Otherwise it is asked.
    bool answers_at_once(int seat, int options, int min, int max) const;
    // The picks (option indices) of a choice answered at once. Counts it.
    const std::vector<int>& answer_at_once(int seat, int options, int min, int max);

    // A choice to ask: the flow yields, and the host answers it (answer_pending).
    void ask(Choice c) { drop_pending(); pending_ = std::move(c); }
    const std::optional<Choice>& pending() const { return pending_; }
    // Asks the pending choice of its seat's agent until the answer is valid; true once
    // answered, false if the agent paused the match. Throws AgentError (the agent's
    // failure or invalid answer, naming the seat) or ScriptError (the label function).
    bool answer_pending();
    // The picks for the flow, once answered.
    std::vector<int> take_answer() { return std::move(answer_); }
    void drop_pending();

    // From now on, appends every forced choice to `log` (nullptr: keeps none).
    void log_forced(std::vector<ForcedChoice>* log) { forced_log_ = log; }
    std::vector<ForcedChoice>* forced_log() const { return forced_log_; }

    // For a branch of the match (match/branch.h): the pending choice, the answer and the counts.
    struct Saved {
        std::optional<Choice> pending;
        std::vector<int> answer;
        int decisions = 0, moves = 0;
        std::vector<int> seat_decisions;
    };
    void save(Saved& into) const { into = {pending_, answer_, decisions_, moves_, seat_decisions_}; }
    // The pending choice is set back in place: a reference to it stays good.
    void load(const Saved& from) {
        pending_ = from.pending;
        answer_ = from.answer;
        decisions_ = from.decisions;
        moves_ = from.moves;
        seat_decisions_ = from.seat_decisions;
    }

    int decisions() const { return decisions_; }  // choices an agent answered
    int moves() const { return moves_; }          // every choice, single-option ones too

private:
    void label_options(Choice& c);
    void tell_forced(Choice& c);  // the seat's agent and the watcher, if they are shown it
    void forget_labeler(Choice& c);

    Match& match_;
    std::optional<Choice> pending_;
    std::vector<int> answer_;
    int decisions_ = 0, moves_ = 0;
    // Each seat's decisions put to its agent, by seat - 1 (grown as seats are asked):
    // Choice::seat_number. A seat's count says nothing of what the others were asked.
    std::vector<int> seat_decisions_;
    std::vector<ForcedChoice>* forced_log_ = nullptr;
};

}  // namespace tabula
