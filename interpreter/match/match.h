// Match: one play of a game. The game's flow runs in a Lua coroutine that the
// match resumes; a choice yields to here, the seat's agent answers, we resume.
#pragma once
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <typeinfo>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/rng.h"
#include "cpp_api/game_script.h"
#include "match/agent.h"
#include "match/choice.h"
#include "match/decisions.h"
#include "match/seat_view.h"
#include "model/component.h"
#include "model/schedule.h"

namespace tabula {

class Recorder;

// The registry name of the `match` table's metatable, which the API installs
// (lua_api/l_match.cpp) and every match table gets.
inline constexpr const char* kMatchMetatable = "tabula.Match";

struct MatchResult {
    enum class Kind { Unfinished, Win, Draw, Error };
    Kind kind = Kind::Unfinished;
    std::vector<int> winners;     // seats, 1-based
    std::vector<double> scores;   // optional, per seat
    std::string reason;           // game's words: "all pieces home"
    std::string error;            // a script or agent error, formatted
    nlohmann::json to_json() const;
};

struct MatchSetup {
    uint64_t seed = 1;
    int seats = 0;  // 0: the game's default
    nlohmann::json options = nlohmann::json::object();
};

class Match {
public:
    enum class State { Created, Running, Paused, Finished, Failed };
    enum class Stop { None, Turn, Finish };  // why the flow yielded, when not for a choice

    Match(const GameScript& game, MatchSetup setup, std::vector<Agent*> agents);
    ~Match();
    Match(const Match&) = delete;
    Match& operator=(const Match&) = delete;

    // Builds the match table and runs game.setup. Throws ScriptError, or UsageError when
    // the game refuses an option's value (tabula.option_error).
    void start();
    // start() with its script and agent errors as the match's (it ends Failed); throws
    // the UsageError of a refused option. Nothing when the match has started already.
    State prepare();
    // Resumes the flow until the match ends, an agent pauses it, or the turn
    // counter reaches `stop_at_turn` (0: no such stop). Never throws for a
    // script error: the match ends Failed with the error in result(). Throws the
    // UsageError of start() (a refused option: nothing was played).
    State run(int stop_at_turn = 0);
    // start() + run(), errors in setup included.
    const MatchResult& play();

    State state() const { return state_; }
    const MatchResult& result() const { return result_; }
    const GameScript& game() const { return game_; }
    ScriptHost& host() const { return host_; }
    int seats() const { return seats_; }
    uint64_t seed() const { return seed_; }
    const nlohmann::json& options() const { return options_; }
    // The match's choices: asked, answered, counted (match/decisions.h).
    Decisions& choices() { return choices_; }
    const std::optional<Choice>& pending() const { return choices_.pending(); }
    int decisions() const { return choices_.decisions(); }
    int moves() const { return choices_.moves(); }  // every choice point, single-option ones included
    int turn() const { return schedule_.turn(); }
    int current_seat() const { return schedule_.seat(); }
    // Seat order, turns, rounds, phases and use counters (model/schedule.h).
    Schedule& schedule() { return schedule_; }
    const Schedule& schedule() const { return schedule_; }

    void set_recorder(Recorder* r) {
        recorder_ = r;
        choose_routes();
    }
    Recorder* recorder() const { return recorder_; }
    // Someone shown every choice as it is answered (play --watch); nullptr: nobody.
    void set_watcher(ChoiceWatcher* w) {
        watcher_ = w;
        choose_routes();
    }
    ChoiceWatcher* watcher() const { return watcher_; }
    void set_agent(int seat, Agent* a) {
        agents_.at(seat - 1) = a;
        choose_routes();
    }
    // Gives a match under way new agents, one per seat, and tells each the match
    // started (play --reload: a match that replay agents caught up goes on with the
    // seats' own). An agent that cannot start fails the match, as in start().
    void hand_over_to(const std::vector<Agent*>& agents);
    Agent& agent(int seat) const { return *agents_[seat - 1]; }
    // Whether the seat's agent may answer inside match:choose (nothing is recorded or
    // watched).
    bool agent_answers_inline(int seat) const { return inline_answers_ && agents_[seat - 1]->answers_inline(); }
    // Whether a choice with a single option, which the host takes, is shown to someone
    // (the seat's agent, for a person, or a watcher): then it yields to the host too.
    bool shows_forced(int seat) const {
        return forced_shown_ && (watcher_ || agents_[seat - 1]->shows_forced());
    }
    std::string agent_name(int seat) const;  // "seat 2 (exec:bot.py)"
    Rng& rng() { return rng_; }
    std::deque<nlohmann::json>& forced_dice() { return forced_dice_; }
    // Card orders a scenario forces (t:stack, t:draws): used by the objects' shuffles and draws.
    ForcedCards& forced_cards() { return forced_cards_; }

    // The seat's view for agents: game.render (text) and game.view (data).
    std::string render(int seat);
    nlohmann::json view(int seat);
    // game.scene for the seat (call only if the game has the hook); match/scene.h builds
    // the whole scene from it and the objects. Throws ScriptError.
    nlohmann::json scene_hook(int seat) { return game_.scene(table_ref_, seat); }
    // game.traits(match, seat): what the seat played with, for balance tables
    // (operators, faction, deck); empty without the hook. Throws ScriptError.
    std::vector<std::string> traits(int seat);
    // game.perft from this match (tabula perft). Throws ScriptError.
    long long perft(const std::string& position, int depth, bool divide, std::vector<GameScript::PerftMove>& moves);
    // Game messages (match:log) not yet taken by a display.
    std::vector<std::string> take_messages(size_t& cursor) const;

    uint64_t state_hash();
    bool state_is_plain_data();  // certainly hashable (core/state_hash.h: plain_data_tree)

    // The match's C++-side state of kind T (constructed as T(MatchContext) on first use).
    template <class T>
    T& component() {
        for (auto& c : components_)
            if (Component& each = *c; typeid(each) == typeid(T)) return static_cast<T&>(each);
        components_.push_back(std::make_unique<T>(context()));
        return static_cast<T&>(*components_.back());
    }
    template <class T>
    T* find_component() const {
        for (auto& c : components_)
            if (Component& each = *c; typeid(each) == typeid(T)) return static_cast<T*>(&each);
        return nullptr;
    }

    // ---- used by the match's Lua methods (lua_api/l_match.cpp) ----
    // Pushes the Lua `match` table onto L (any thread of the host's state; default: the main one).
    void push_table(lua_State* L = nullptr) const;
    static Match* from_table(lua_State* L, int idx);  // nullptr once gone
    // The Lua table's address (identity only): check_match's fast path for the running match.
    const void* table_address() const { return table_address_; }
    void finish(MatchResult r);
    // Ends the turn (see Schedule::advance); `out`, if given, gets what happened.
    // True if the flow should yield (the turn to stop at is reached).
    bool next_turn(Schedule::Advance* out = nullptr);
    void set_current_seat(int s) { schedule_.set_seat(s); }
    void grant_extra_turn(int n = 1) { schedule_.grant_extra_turns(n); }
    // Whether match:log lines are kept (off in simulations, where nobody reads them).
    bool logging() const { return logging_; }
    void set_logging(bool on) { logging_ = on; }
    void log(std::string text) {
        if (on_log) on_log(text);
        messages_.push_back(std::move(text));
    }
    std::function<void(const std::string&)> on_log;  // a live display of match:log lines
    void set_stop(Stop s) { stop_ = s; }

    // ---- branches (match/branch.h) ----
    struct Saved;
    void save(Saved& into) const;
    void load(const Saved& from);  // the components born since are dropped
    // While a branch plays: nothing recorded, watched, logged (match:log, forced choices) or shown.
    void quiet_for_branch();
    // A branch's own chance from here on: dice and shuffles the match would not draw.
    void reseed_for_branch(uint64_t seed) { rng_.reseed(seed); }
    // game.evaluate for the seat (GameScript::evaluate). Throws ScriptError.
    double evaluate(int seat) { return game_.evaluate(table_ref_, seat); }
    // game.determinize for the seat (GameScript::determinize), in a branch: what the seat
    // cannot see is dealt again; match:redeal works only inside it. Throws ScriptError.
    void determinize(int seat);
    bool determinizing() const { return determinizing_; }
    // Whether a host object is hidden from the seat now (face down, in a hidden zone).
    bool objects_hidden_from(int seat) const;

private:
    MatchContext context();
    void start_agents();  // match_started for each seat; throws AgentError naming the seat
    State fail(const std::string& error);
    State finished();          // the result is set: record it, tell the agents
    void tell_agents_ended();
    State returned(int nres);  // game.play returned (a result, or nothing: an error)
    State resume();
    bool answer_choice();  // false: paused or failed
    void make_table();
    // Which choices yield to the host, from the recorder, the watcher and the agents:
    // kept in two flags so that match:choose reads one each (the hot path of simulate).
    void choose_routes();

    const GameScript& game_;
    ScriptHost& host_;  // outlives game_ (a test match may be collected after it)
    uint64_t seed_;
    int seats_;
    nlohmann::json options_;
    std::vector<Agent*> agents_;
    Recorder* recorder_ = nullptr;
    ChoiceWatcher* watcher_ = nullptr;
    bool inline_answers_ = true;  // no recorder, no watcher
    bool forced_shown_ = false;   // a watcher, or an agent that shows_forced

    Rng rng_;
    std::deque<nlohmann::json> forced_dice_;
    ForcedCards forced_cards_;
    State state_ = State::Created;
    Stop stop_ = Stop::None;
    Decisions choices_{*this};
    MatchResult result_;
    int stop_at_turn_ = 0;
    Schedule schedule_;
    std::vector<std::string> messages_;

    bool logging_ = true;
    bool determinizing_ = false;  // inside game.determinize
    std::vector<std::unique_ptr<Component>> components_;
    const void* table_address_ = nullptr;
    int table_ref_ = LUA_NOREF, thread_ref_ = LUA_NOREF;
    lua_State* flow_ = nullptr;
    void* handle_ = nullptr;  // the MatchRef userdata's block
};

}  // namespace tabula
