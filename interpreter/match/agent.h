// Agent: whoever answers a seat's choices. Agents see the seat's view only.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "match/choice.h"
#include "match/seat_view.h"

namespace tabula {

class Agent {
public:
    virtual ~Agent() = default;
    virtual std::string name() const = 0;

    // The chosen option ids, or nullopt to pause the match here (a scenario
    // whose scripted answers ran out). May throw AgentError.
    virtual std::optional<std::vector<std::string>> choose(SeatView& seat, const Choice& choice) = 0;

    // An interactive agent is told why an answer was refused and asked again;
    // any other agent's invalid answer ends the match with an error.
    virtual bool interactive() const { return false; }
    virtual void rejected(const Choice&, const std::string& /*why*/) {}

    // An agent that answers at once from C++ alone (no Lua, no I/O, never pauses)
    // may be asked inside match:choose itself, without the flow yielding to the host,
    // and then by pick(): option indices (0-based) from the choice's size alone, so
    // that the host need not copy the options' ids (match/choice.h: pick_ids).
    virtual bool answers_inline() const { return false; }
    // Whether the agent reads the options' labels (the game's label function is then
    // called for each option before it is asked).
    virtual bool reads_labels() const { return true; }
    virtual void pick(int /*options*/, int /*min*/, int /*max*/, std::vector<int>& picks) { picks.clear(); }

    // One of the seat's decisions was answered for the agent from a record (play
    // --reload, replaying a match under new code), after match_started: an agent that
    // answers from a sequence of its own that match_started begins anew (a random
    // stream) moves past the answer it would have given, as if it had given it.
    virtual void skip(int /*options*/, int /*min*/, int /*max*/) {}

    // An agent for a person may be shown the choices the host takes for its seat (a
    // single option that must be taken: no decision, never recorded), with the option
    // labelled, so nothing happens to the seat unseen. Saying so makes those choices
    // yield to the host for this seat, which simulate's agents never do.
    virtual bool shows_forced() const { return false; }
    virtual void forced(SeatView&, const Choice&) {}

    virtual void match_started(SeatView&) {}
    virtual void match_ended(SeatView&) {}

    // An agent whose answers in a match depend on that match alone (what it is shown
    // and its seed), so that the match played again is answered again the same way:
    // simulate may then check the shared state after several matches, and play them
    // again where one changed it (docs/security.md, "Isolation between matches").
    virtual bool replays() const { return false; }
};

class AgentError : public std::runtime_error {
    using std::runtime_error::runtime_error;
};

}  // namespace tabula
