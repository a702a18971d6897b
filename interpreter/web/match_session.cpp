#include "web/match_session.h"

#include <iostream>
#include <set>

#include <spdlog/spdlog.h>

#include "agents/agents.h"
#include "host/script_error.h"
#include "match/match.h"
#include "match/seat_view.h"
#include "runtime/loaded_game.h"
#include "web/seat_tokens.h"
#include "web/web_agents.h"

namespace tabula::web {

namespace {

// Marks the scene's cards and pieces whose public id an option of the seat's choice
// names ("option": the id to answer), and drops a game shape's option, and the ids of its
// options, that are not among them: a click answers only what the seat is asked now.
void mark_options(nlohmann::json& scene, const std::set<std::string>& ids) {
    std::function<void(nlohmann::json&)> mark = [&](nlohmann::json& entry) {
        entry.erase("option");
        if (entry.contains("id") && entry["id"].is_number_integer()) {
            const std::string id = std::to_string(entry["id"].get<long long>());
            if (ids.count(id)) entry["option"] = id;
        }
        if (entry.contains("attachments"))
            for (auto& a : entry["attachments"]) mark(a);
    };
    for (auto& z : scene["zones"])
        for (auto& c : z["cards"]) mark(c);
    for (auto& s : scene["spaces"])
        for (auto& o : s["objects"]) mark(o);
    for (auto& shape : scene["shapes"]) {
        if (shape.contains("option") && !(shape["option"].is_string() && ids.count(shape["option"].get<std::string>())))
            shape.erase("option");
        if (!shape.contains("options")) continue;
        nlohmann::json asked = nlohmann::json::array();
        for (const auto& id : shape["options"])
            if (id.is_string() && ids.count(id.get<std::string>())) asked.push_back(id);
        if (asked.empty()) {
            shape.erase("options");
        } else {
            shape["options"] = std::move(asked);
        }
    }
}

// A hook's error, said in full to the server's log; a page is told only which hook failed
// (a script's error text may name what the seat must not see).
std::string hook_failed(const char* hook, int seat, const std::string& error) {
    spdlog::error("web: game.{} for seat {}: {}", hook, seat, error);
    return std::string("the game's ") + hook + " failed (the server's log says why)";
}

}  // namespace

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

bool MatchSession::advance() {
    std::lock_guard<std::mutex> lock(work_);
    {
        std::lock_guard<std::mutex> d(data_);
        if (ended_ || closed_) return false;
    }
    try {
        if (!match_) {
            loaded_ = std::make_unique<LoadedGame>(paths_, spec_.dir, limits_);
            std::vector<Agent*> agents;
            for (auto& a : agents_) agents.push_back(a.get());
            match_ = std::make_unique<Match>(loaded_->game, MatchSetup{spec_.seed, seats(), spec_.options}, agents);
            match_->prepare();
        }
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
    j["errors"] = nlohmann::json::array();
    if (!setup_error_.empty() || !match_) {
        // Said in full to the server's log; a page is told only that (a script's error
        // may name what a seat must not see).
        j["state"] = "failed";
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
    SeatView view(m, seat);
    try {
        j["render"] = view.render();
    } catch (const ScriptError& e) {
        j["render"] = nullptr;
        j["errors"].push_back(hook_failed("render", seat, e.what()));
    }
    try {
        j["view"] = view.view();
    } catch (const ScriptError& e) {
        j["view"] = nullptr;
        j["errors"].push_back(hook_failed("view", seat, e.what()));
    }
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
    try {
        nlohmann::json scene = view.scene();
        mark_options(scene, ids);
        j["scene"] = std::move(scene);
    } catch (const ScriptError& e) {
        j["scene"] = nullptr;
        j["errors"].push_back(hook_failed("scene", seat, e.what()));
    }
    size_t cursor = 0;
    j["log"] = view.take_messages(cursor);
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
    std::lock_guard<std::mutex> d(data_);
    shown_ = std::move(shown);
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
