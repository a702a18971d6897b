// The agents that come with the host, and the factory that reads their specs
// ("random", "first", "human", "script:a,b,c", "exec:COMMAND").
#pragma once
#include <deque>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/rng.h"
#include "match/agent.h"
#include "match/record.h"

namespace tabula {

// Uniform over the options (and over how many, when a choice takes several).
// Its own RNG, seeded from the match seed and the seat, never the match's.
class RandomAgent : public Agent {
public:
    std::string name() const override { return "random"; }
    bool answers_inline() const override { return true; }
    bool replays() const override { return true; }
    void pick(int options, int min, int max, std::vector<int>& picks) override;
    void skip(int options, int min, int max) override;
    void match_started(SeatView& seat) override;
    std::optional<std::vector<std::string>> choose(SeatView&, const Choice& c) override;
    // A stream of its own from here on (a branch's playout: match/branch.h).
    void reseed(uint64_t seed) { rng_.reseed(seed); }

private:
    Rng rng_;
};

class FirstAgent : public Agent {
public:
    std::string name() const override { return "first"; }
    bool answers_inline() const override { return true; }
    bool replays() const override { return true; }
    void pick(int options, int min, int max, std::vector<int>& picks) override;
    std::optional<std::vector<std::string>> choose(SeatView&, const Choice& c) override;
};

// Answers from a list, in order. When the list runs out it pauses the match
// (scenarios) or fails (command line).
class ScriptedAgent : public Agent {
public:
    explicit ScriptedAgent(bool pause_when_empty) : pause_(pause_when_empty) {}
    std::string name() const override { return "scripted"; }
    void add(std::vector<std::string> answer) { answers_.push_back(std::move(answer)); }
    size_t remaining() const { return answers_.size(); }
    const std::deque<std::vector<std::string>>& queued() const { return answers_; }  // not yet used, in order
    void clear() { answers_.clear(); }
    std::optional<std::vector<std::string>> choose(SeatView&, const Choice& c) override;

private:
    bool pause_;
    std::deque<std::vector<std::string>> answers_;
};

// Feeds a record's answers back, checking seat and state hash at each one.
class ReplayAgent : public Agent {
public:
    // `shadow`, if given, is asked too and must agree (a scenario's own
    // scripted answers, replayed beside its record).
    explicit ReplayAgent(const Record& rec, Agent* shadow = nullptr) : rec_(rec), shadow_(shadow) {}
    std::string name() const override { return "replay"; }
    std::optional<std::vector<std::string>> choose(SeatView& seat, const Choice& c) override;
    const std::string& divergence() const { return divergence_; }
    size_t used() const { return next_; }

private:
    const Record& rec_;
    Agent* shadow_;
    size_t next_ = 0;
    std::string divergence_;
};

// Answers a match's first decisions with those of an earlier run of it (play --reload:
// the decisions made so far, replayed under the reloaded code), for every seat, and
// pauses the match where they run out or stop fitting: a decision asked of another
// seat, or an answer the match refuses (divergence() says which). No state hash is
// compared: the new code may keep another state. It keeps the size of each choice it
// answered, for the seat's own agent to skip (skip_replayed) when it takes over.
class CatchUpAgent : public Agent {
public:
    explicit CatchUpAgent(std::vector<RecordedDecision> decisions) : decisions_(std::move(decisions)) {}
    std::string name() const override { return "replay"; }
    std::optional<std::vector<std::string>> choose(SeatView& seat, const Choice& c) override;
    size_t used() const { return answered_.size(); }
    size_t recorded() const { return decisions_.size(); }
    const std::string& divergence() const { return divergence_; }
    // Agent::skip for each of `seat`'s decisions answered here, in order.
    void skip_replayed(int seat, Agent& own) const;

private:
    struct Answered {
        int seat, options, min, max;
    };
    std::vector<RecordedDecision> decisions_;
    std::vector<Answered> answered_;
    std::string divergence_;
};

// play --reload as a human agent sees it: whether the game's files changed since the
// match's code was loaded, and the request to reload, which a human agent makes by
// pausing the match (docs/cli.md).
struct ReloadRequest {
    std::function<bool()> files_changed;
    bool asked = false;
};

// A person at a terminal: the seat's board as text, numbered options. With a reload
// request, a line typed once the game's files changed, or ":reload", pauses the match
// instead of answering, and sets the request's `asked`. A choice the host takes for the
// seat (a single option) is shown too, with the board when it changed since last shown.
class HumanAgent : public Agent {
public:
    HumanAgent(std::istream& in, std::ostream& out, ReloadRequest* reload = nullptr)
        : in_(in), out_(out), reload_(reload) {}
    std::string name() const override { return "human"; }
    bool interactive() const override { return true; }
    void rejected(const Choice&, const std::string& why) override;
    std::optional<std::vector<std::string>> choose(SeatView& seat, const Choice& c) override;
    bool shows_forced() const override { return true; }
    void forced(SeatView& seat, const Choice& c) override;
    void match_started(SeatView&) override {
        seen_messages_ = 0;
        shown_board_.clear();
    }
    void match_ended(SeatView& seat) override;
    // The ids a typed line names; `why` says what is wrong with it, if anything.
    static std::vector<std::string> read_answer(const std::string& line, const Choice& c, std::string& why);

private:
    // Whether the typed line asks for a reload (the request is then marked asked).
    bool asks_reload(const std::string& line);
    void show_messages(SeatView& seat);
    // The seat's board; with `if_changed`, only when it differs from the last one shown.
    void show_board(SeatView& seat, bool if_changed);
    std::istream& in_;
    std::ostream& out_;
    ReloadRequest* reload_;
    size_t seen_messages_ = 0;
    std::string shown_board_;  // the last board shown
};

// A program speaking JSON Lines on stdin/stdout (docs/agents.md). One process per
// match, or, when the caller plays several matches with the agent (`keep`: simulate)
// and the program says it plays several ("several_matches": true in an answer), one
// process kept from a match that ended well to the next, once it says it is ready.
class ExternalAgent : public Agent {
public:
    ExternalAgent(std::string command, int timeout_ms, bool keep = false);
    ~ExternalAgent() override;
    std::string name() const override { return "exec:" + command_; }
    bool interactive() const override { return true; }
    void match_started(SeatView& seat) override;
    void match_ended(SeatView& seat) override;
    void rejected(const Choice&, const std::string& why) override;
    std::optional<std::vector<std::string>> choose(SeatView& seat, const Choice& c) override;

private:
    // One line to the bot, within the timeout; `when` ends an error's sentence.
    void send(const nlohmann::json& message, const std::string& when);
    // One non-blank line from the bot, at most kMaxJsonLine bytes, within the timeout.
    std::string receive(const std::string& when);
    void start_process();
    // Whether the process stays for the next match: it said it plays several, the
    // caller plays several, and the match ended in a win or a draw.
    bool keeps_process(const SeatView& seat) const;
    // The bot's line after "end" is {"ready": true}; throws AgentError otherwise.
    void await_ready();
    // The bot failed to stay for the next match: said once, and never asked again.
    void stop_keeping(const SeatView& seat, const std::string& why);
    void stop();
    bool reap(int wait_ms);  // whether the bot has exited (waiting up to wait_ms)
    AgentError gone(const std::string& what, const std::string& when);
    std::string command_;
    int timeout_ms_;
    int pid_ = -1, to_child_ = -1, from_child_ = -1;
    std::optional<int> status_;  // the wait status, once reaped
    std::string buffer_;
    int rejections_ = 0;
    bool last_rejected_ = false;
    bool keep_;               // the caller plays several matches with this agent
    bool several_ = false;    // the running process said it plays several matches
    bool kept_ = false;       // the running process is ready for the next match
    bool refused_ = false;    // a process failed to stay: one process per match from then on
};

// An external agent's answer line: the ids ({"answer": "id"} or a list of ids;
// integers are taken as their text), and whether it says the bot plays several
// matches in one process ("several_matches": true).
struct BotAnswer {
    std::vector<std::string> ids;
    bool several_matches = false;
};
// Throws AgentError saying what is wrong with the line.
BotAnswer read_bot_answer(const std::string& line);
// Whether a bot's line is {"ready": true} (other fields ignored); throws AgentError
// for a line that is not a JSON object.
bool read_bot_ready(const std::string& line);

struct AgentIo {
    std::istream* in;
    std::ostream* out;
    int bot_timeout_ms = 30000;
    bool keep_bots = false;  // several matches are played with each agent (simulate)
    ReloadRequest* reload = nullptr;  // play --reload: human agents may ask for it
};

// Throws UsageError for an unknown spec.
std::unique_ptr<Agent> make_agent(const std::string& spec, const AgentIo& io);
std::string agent_help();

}  // namespace tabula
