#include "web/match_session.h"

#include <iostream>
#include <set>

#include <spdlog/spdlog.h>

#include "agents/agents.h"
#include "host/script_error.h"
#include "match/match.h"
#include "match/record.h"
#include "match/seat_view.h"
#include "runtime/loaded_game.h"
#include "web/seat_board.h"
#include "web/seat_tokens.h"
#include "web/web_agents.h"

namespace tabula::web {

MatchSession::MatchSession(std::string id, GamePaths paths, Limits limits, SessionSpec spec, int bot_timeout_ms)
    : id_(std::move(id)), paths_(std::move(paths)), limits_(limits), spec_(std::move(spec)) {
    const int n = seats();
    AgentIo io{&std::cin, &std::cerr, bot_timeout_ms, false, nullptr};
    pages_.assign(n, nullptr);
    queued_.resize(n);
    for (int s = 1; s <= n; ++s) {
        const std::string& a = spec_.agents[s - 1];
        if (a == "human") {
            auto page = std::make_unique<PageAgent>([this, s] { return take_answer(s); });
            pages_[s - 1] = page.get();
            agents_.push_back(std::move(page));
            tokens_.push_back(new_token());
        } else {
            agents_.push_back(std::make_unique<SteppedAgent>(make_agent(a, io), &allowance_));
            tokens_.emplace_back();
        }
    }
}

MatchSession::~MatchSession() {
    match_.reset();  // before the agents and the game it uses
}

int MatchSession::seat_for(const std::string& token) const {
    if (token.empty()) return 0;
    for (size_t i = 0; i < tokens_.size(); ++i)
        if (same_token(token, tokens_[i])) return static_cast<int>(i) + 1;
    return -1;
}

void MatchSession::start() {
    loaded_ = std::make_unique<LoadedGame>(paths_, spec_.dir, limits_);
    std::vector<Agent*> agents;
    for (auto& a : agents_) agents.push_back(a.get());
    if (!spec_.prefix.empty()) {
        catch_up_ = std::make_unique<CatchUpAgent>(spec_.prefix);
        agents.assign(agents.size(), catch_up_.get());
    }
    match_ = std::make_unique<Match>(loaded_->game, MatchSetup{spec_.seed, seats(), spec_.options}, agents);
    recorder_ = std::make_unique<Recorder>();
    match_->set_recorder(recorder_.get());
    match_->prepare();
    if (catch_up_) hand_over_prefix();
}

void MatchSession::hand_over_prefix() {
    match_->run();
    if (!catch_up_->divergence().empty() || (catch_up_->used() < spec_.prefix.size() &&
                                              match_->state() != Match::State::Failed))
        throw UsageError("play on: the replay of the first decisions stops at " +
                         (catch_up_->divergence().empty() ? std::string("the end of the match") : catch_up_->divergence()));
    if (match_->state() != Match::State::Paused) return;
    std::vector<Agent*> agents;
    for (auto& a : agents_) agents.push_back(a.get());
    match_->hand_over_to(agents);
    for (int s = 1; s <= seats(); ++s) catch_up_->skip_replayed(s, *agents_[static_cast<size_t>(s) - 1]);
}

bool MatchSession::advance() {
    std::lock_guard<std::mutex> lock(work_);
    {
        std::lock_guard<std::mutex> d(data_);
        if (ended_ || closed_) return false;
    }
    try {
        if (!match_) start();
        allowance_ = 1;
        match_->run();
    } catch (const UsageError& e) {
        setup_error_ = e.what();
    } catch (const ScriptError& e) {
        setup_error_ = e.what();
    } catch (const std::exception& e) {
        setup_error_ = std::string("internal error: ") + e.what();
    }
    if (!setup_error_.empty()) spdlog::error("web match {}: {}", id_, setup_error_);
    if (match_ && match_->state() == Match::State::Failed)
        spdlog::error("web match {}: {}", id_, match_->result().error);
    publish();
    std::lock_guard<std::mutex> d(data_);
    return !ended_ && match_ && match_->state() == Match::State::Paused && asked_seat_ == 0;
}

nlohmann::json MatchSession::seat_snapshot(int seat) {
    nlohmann::json j;
    j["match"] = id_;
    j["game"] = spec_.game;
    j["seat"] = seat;
    j["seats"] = seats();
    j["agents"] = spec_.agents;
    if (!setup_error_.empty() || !match_) {
        // Said in full to the server's log; a page is told only that (a script's error
        // may name what a seat must not see).
        j["state"] = "failed";
        j["errors"] = nlohmann::json::array();
        j["error"] = "the match could not start (the server's log says why)";
        return j;
    }
    Match& m = *match_;
    const Match::State st = m.state();
    const bool asked = st == Match::State::Paused && m.pending() && m.pending()->seat == seat && seat > 0 &&
                       pages_[seat - 1] != nullptr;
    j["state"] = st == Match::State::Finished ? "finished"
                 : st == Match::State::Failed ? "failed"
                 : asked                      ? "your_turn"
                                              : "playing";
    j["turn"] = m.turn();
    if (st == Match::State::Finished) {
        nlohmann::json r = m.result().to_json();
        r.erase("error");
        j["result"] = r;
    }
    if (st == Match::State::Failed) j["error"] = "the match failed (the server's log says why)";
    std::set<std::string> ids;
    if (asked) {
        const Choice& c = *m.pending();
        nlohmann::json options = nlohmann::json::array();
        for (const auto& o : c.options) {
            options.push_back({{"id", o.id}, {"label", o.label}});
            ids.insert(o.id);
        }
        j["choice"] = {{"decision", c.seat_number}, {"kind", c.kind}, {"prompt", c.prompt},
                       {"min", c.min},        {"max", c.max},   {"options", std::move(options)}};
    } else {
        j["choice"] = nullptr;
    }
    j.update(seat_board(m, seat, ids));
    return j;
}

void MatchSession::publish() {
    std::vector<nlohmann::json> shown;
    for (int s = 0; s <= seats(); ++s) shown.push_back(seat_snapshot(s));
    int asked_seat = 0;
    std::optional<Choice> asked;
    bool ended = !setup_error_.empty() || !match_;
    if (match_) {
        const Match::State st = match_->state();
        ended = ended || st == Match::State::Finished || st == Match::State::Failed;
        if (st == Match::State::Paused && match_->pending()) {
            const int s = match_->pending()->seat;
            if (pages_[s - 1]) {
                asked_seat = s;
                asked = *match_->pending();
            }
        }
    }
    std::vector<RecordedDecision> history = recorder_ ? recorded_decisions(*recorder_) : std::vector<RecordedDecision>{};
    std::lock_guard<std::mutex> d(data_);
    shown_ = std::move(shown);
    history_ = std::move(history);
    asked_seat_ = asked_seat;
    asked_ = std::move(asked);
    ended_ = ended;
    last_change_ = std::chrono::steady_clock::now();
    ++version_;
    changed_.notify_all();
}

nlohmann::json MatchSession::snapshot(int seat) const {
    std::lock_guard<std::mutex> d(data_);
    nlohmann::json j;
    if (shown_.empty()) {
        j = {{"match", id_}, {"game", spec_.game}, {"seat", seat}, {"seats", static_cast<int>(tokens_.size())},
             {"agents", spec_.agents}, {"state", "starting"}, {"choice", nullptr}, {"log", nlohmann::json::array()}};
    } else {
        j = shown_[static_cast<size_t>(seat)];
    }
    j["version"] = version_;
    // The steps of its history the seat may see (GET .../history) but the last.
    size_t seen = 0;
    for (const auto& d : history_) seen += spec_.public_decisions || d.seat == seat;
    j["decisions"] = seen;
    return j;
}

Reply MatchSession::answer(int seat, const nlohmann::json& body) {
    if (!body.is_object() || !body.contains("answer"))
        return Reply::error(400, "the body must be a JSON object with an \"answer\": an option id or a list of them");
    std::vector<std::string> ids;
    auto take = [&ids](const nlohmann::json& v) {
        if (v.is_string()) {
            ids.push_back(v.get<std::string>());
        } else if (v.is_number_integer()) {
            ids.push_back(v.dump());
        } else {
            return false;
        }
        return true;
    };
    const auto& a = body["answer"];
    if (a.is_array()) {
        for (const auto& v : a)
            if (!take(v)) return Reply::error(400, "\"answer\" must hold option ids (text or whole numbers)");
    } else if (!take(a)) {
        return Reply::error(400, "\"answer\" must be an option id (text or a whole number) or a list of them");
    }
    std::lock_guard<std::mutex> d(data_);
    if (ended_) return Reply::error(409, "the match has ended");
    if (asked_seat_ != seat || !asked_) return Reply::error(409, "seat " + std::to_string(seat) + " is not asked anything now");
    if (body.contains("decision")) {
        if (!body["decision"].is_number_integer())
            return Reply::error(400, "\"decision\" must be a whole number (the seat's decision the answer is for)");
        if (body["decision"].get<long long>() != asked_->seat_number)
            return Reply::error(409, "the answer is for decision " + body["decision"].dump() + ", but the seat is at decision " +
                                         std::to_string(asked_->seat_number));
    }
    std::vector<int> picks;
    if (const std::string why = asked_->validate(ids, picks); !why.empty()) return Reply::error(400, why);
    queued_[static_cast<size_t>(seat) - 1] = std::move(ids);
    asked_seat_ = 0;
    asked_.reset();
    // Until the worker publishes again, the seat is shown that it is not asked.
    nlohmann::json& shown = shown_[static_cast<size_t>(seat)];
    shown["state"] = "playing";
    shown["choice"] = nullptr;
    if (shown.contains("scene") && shown["scene"].is_object()) mark_options(shown["scene"], {});
    last_change_ = std::chrono::steady_clock::now();
    ++version_;
    changed_.notify_all();
    return {200, {{"accepted", true}, {"version", version_}}};
}

std::optional<std::vector<std::string>> MatchSession::take_answer(int seat) {
    std::lock_guard<std::mutex> d(data_);
    auto a = std::move(queued_[static_cast<size_t>(seat) - 1]);
    queued_[static_cast<size_t>(seat) - 1].reset();
    return a;
}

uint64_t MatchSession::version() const {
    std::lock_guard<std::mutex> d(data_);
    return version_;
}

uint64_t MatchSession::wait_past(uint64_t seen, std::chrono::milliseconds at_most) const {
    std::unique_lock<std::mutex> d(data_);
    changed_.wait_for(d, at_most, [&] { return version_ > seen || closed_; });
    return version_;
}

bool MatchSession::ended() const {
    std::lock_guard<std::mutex> d(data_);
    return ended_;
}

Record MatchSession::history() const {
    Record rec;
    rec.game = spec_.game;
    rec.seed = spec_.seed;
    rec.seats = seats();
    rec.options = spec_.options;
    std::lock_guard<std::mutex> d(data_);
    rec.decisions = history_;
    return rec;
}

std::chrono::steady_clock::duration MatchSession::idle_for() const {
    std::lock_guard<std::mutex> d(data_);
    return std::chrono::steady_clock::now() - last_change_;
}

void MatchSession::close() {
    std::lock_guard<std::mutex> d(data_);
    closed_ = true;
    changed_.notify_all();
}

}  // namespace tabula::web
