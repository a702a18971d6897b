// One match played through the web server (docs/web.md): its game loaded in a Lua state
// of its own, its agents (a page for each human seat, bots stepped one decision per
// run), the seats' tokens, and what each seat and an onlooker were last shown.
//
// Threads: only a worker (web/runner.h) touches the match and its Lua state, one at a
// time (advance()). It publishes a snapshot per seat after each run; the HTTP threads
// read the snapshots and queue answers, never the match, so a request never waits for a
// bot or a script.
#pragma once
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cpp_api/game_catalog.h"
#include "host/limits.h"
#include "match/choice.h"
#include "match/record.h"

namespace tabula {
class Agent;
class CatchUpAgent;
class Match;
struct LoadedGame;
}  // namespace tabula

namespace tabula::web {

class PageAgent;

struct SessionSpec {
    std::string game;                 // a game id of the catalog
    std::filesystem::path dir;        // its folder
    nlohmann::json options;           // resolved: every option with its value
    uint64_t seed = 1;
    std::vector<std::string> agents;  // one per seat: human | random | first | mcts[:...] | exec:...
    // Play on from here: decisions answered first, as recorded (docs/web.md, "Debug panel").
    std::vector<RecordedDecision> prefix;
    // Whether every seat may know who is asked when (the game's perfect_information);
    // else a seat's history shows only its own decisions, and an onlooker's none.
    bool public_decisions = false;
};

// What the server says back to a request: an HTTP status and a JSON body.
struct Reply {
    int status = 200;
    nlohmann::json body;
    static Reply error(int status, const std::string& message) { return {status, {{"error", message}}}; }
};

class MatchSession {
public:
    // Makes the agents (a UsageError for a bad spec) and the tokens; loads nothing yet:
    // the first advance() does, on a worker.
    MatchSession(std::string id, GamePaths paths, Limits limits, SessionSpec spec, int bot_timeout_ms);
    ~MatchSession();

    const std::string& id() const { return id_; }
    int seats() const { return static_cast<int>(spec_.agents.size()); }
    // The seat a token opens: 1..seats, 0 for no token (an onlooker), -1 for a wrong one.
    int seat_for(const std::string& token) const;
    const std::string& token(int seat) const { return tokens_.at(seat - 1); }
    bool human(int seat) const { return spec_.agents.at(seat - 1) == "human"; }

    // ---- the worker's side ----
    // Loads the game (the first time), runs the match until a person is asked, a bot has
    // made a decision, or it ends, and publishes the snapshots. True: run it again (a
    // bot is to move).
    bool advance();

    // ---- the HTTP side ----
    // The seat's snapshot (0: an onlooker).
    nlohmann::json snapshot(int seat) const;
    // An answer for the seat, from a request body ({"answer": id or [ids], "decision": n});
    // on 200 the match is to be advanced.
    Reply answer(int seat, const nlohmann::json& body);
    uint64_t version() const;
    // Waits until the version is past `seen` or the time is up; the version then.
    uint64_t wait_past(uint64_t seen, std::chrono::milliseconds at_most) const;
    bool ended() const;
    // The match so far as a record (its decisions, as published): its history.
    Record history() const;
    const SessionSpec& spec() const { return spec_; }
    // How long since the match last moved or was answered.
    std::chrono::steady_clock::duration idle_for() const;
    // Ends every wait (the server stops).
    void close();

private:
    void publish();  // under the worker: builds each seat's snapshot
    nlohmann::json seat_snapshot(int seat);
    void start();            // loads the game and makes the match (the first advance)
    void hand_over_prefix();  // play on: the seats' agents take over from the replayed prefix
    std::optional<std::vector<std::string>> take_answer(int seat);

    const std::string id_;
    const GamePaths paths_;
    const Limits limits_;
    const SessionSpec spec_;
    std::vector<std::string> tokens_;  // one per seat ("" for a bot's)

    // The worker's, under work_:
    std::mutex work_;
    std::unique_ptr<LoadedGame> loaded_;
    std::vector<std::unique_ptr<Agent>> agents_;
    std::vector<PageAgent*> pages_;  // per seat, null for a bot
    std::unique_ptr<Match> match_;
    std::unique_ptr<Recorder> recorder_;
    std::unique_ptr<CatchUpAgent> catch_up_;  // play on: answers the prefix
    int allowance_ = 0;
    std::string setup_error_;

    // Shared, under data_:
    mutable std::mutex data_;
    mutable std::condition_variable changed_;
    std::vector<nlohmann::json> shown_;  // per seat, [0] the onlooker
    std::vector<RecordedDecision> history_;  // the decisions made so far
    uint64_t version_ = 0;
    bool ended_ = false, closed_ = false;
    std::chrono::steady_clock::time_point last_change_ = std::chrono::steady_clock::now();
    int asked_seat_ = 0;                 // a human seat asked now (0: none)
    std::optional<Choice> asked_;        // its choice (ids and labels)
    std::vector<std::optional<std::vector<std::string>>> queued_;  // per seat
};

}  // namespace tabula::web
