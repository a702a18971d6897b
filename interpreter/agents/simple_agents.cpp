#include <algorithm>
#include <numeric>

#include "agents/agents.h"
#include "agents/mcts.h"
#include "host/script_error.h"

namespace tabula {

void RandomAgent::match_started(SeatView& seat) { rng_.reseed(seat.agent_seed()); }

void RandomAgent::pick(int n, int min, int max, std::vector<int>& picks) {
    picks.clear();
    if (max == 1 && min == 1) {
        picks.push_back(static_cast<int>(rng_.below(static_cast<uint64_t>(n))));
        return;
    }
    const int k = static_cast<int>(rng_.between(min, max));
    std::vector<int> idx(static_cast<size_t>(n));
    std::iota(idx.begin(), idx.end(), 0);
    for (int i = 0; i < k; ++i) {
        const int j = i + static_cast<int>(rng_.below(static_cast<uint64_t>(n - i)));
        std::swap(idx[i], idx[j]);
        picks.push_back(idx[i]);
    }
}

void RandomAgent::skip(int options, int min, int max) {
    std::vector<int> picks;
    pick(options, min, max, picks);
}

std::optional<std::vector<std::string>> RandomAgent::choose(SeatView&, const Choice& c) {
    std::vector<int> picks;
    pick(static_cast<int>(c.options.size()), c.min, c.max, picks);
    return c.pick_ids(picks);
}

void FirstAgent::pick(int n, int min, int, std::vector<int>& picks) {
    picks.clear();
    for (int i = 0; i < std::min(std::max(min, 1), n); ++i) picks.push_back(i);
}

std::optional<std::vector<std::string>> FirstAgent::choose(SeatView&, const Choice& c) {
    std::vector<int> picks;
    pick(static_cast<int>(c.options.size()), c.min, c.max, picks);
    return c.pick_ids(picks);
}

std::optional<std::vector<std::string>> ScriptedAgent::choose(SeatView&, const Choice& c) {
    if (answers_.empty()) {
        if (pause_) return std::nullopt;
        throw AgentError("the scripted answers ran out at decision " + std::to_string(c.number) + " \"" + c.prompt +
                         "\" (options: " + c.option_list() + ")");
    }
    auto a = std::move(answers_.front());
    answers_.pop_front();
    return a;
}

std::optional<std::vector<std::string>> ReplayAgent::choose(SeatView& seat, const Choice& c) {
    // Past the record's end, the scenario's own answers go on (an answer the match
    // refused was never recorded, and must be refused again).
    if (next_ >= rec_.decisions.size()) return shadow_ ? shadow_->choose(seat, c) : std::nullopt;
    const RecordedDecision& d = rec_.decisions[next_];
    const uint64_t h = seat.record_hash();
    std::string where = "decision " + std::to_string(d.number) + " (record line " + std::to_string(d.line) + ")";
    if (d.seat != c.seat)
        divergence_ = where + ": the record has seat " + std::to_string(d.seat) + " deciding, the match asks seat " +
                      std::to_string(c.seat) + " \"" + c.prompt + "\"";
    else if (d.hash != h)
        divergence_ = where + ": state hash " + hash_hex(h) + " differs from the recorded " + hash_hex(d.hash) +
                      " (prompt \"" + c.prompt + "\")";
    std::vector<int> picks;
    if (divergence_.empty())
        if (std::string why = c.validate(d.answer, picks); !why.empty())
            divergence_ = where + ": the match refuses the recorded answer to \"" + c.prompt + "\": " + why;
    if (divergence_.empty() && shadow_) {
        // The scenario's own script decides when the match pauses, as it did when recorded.
        auto own = shadow_->choose(seat, c);
        if (!own) return std::nullopt;
        auto shown = [](const std::vector<std::string>& a) { return a.empty() ? std::string("nothing") : a.front(); };
        if (*own != d.answer)
            divergence_ = where + ": the scenario now answers " + shown(*own) + ", the record has " + shown(d.answer);
    }
    if (!divergence_.empty()) throw AgentError("replay diverged at " + divergence_);
    ++next_;
    return d.answer;
}

std::optional<std::vector<std::string>> CatchUpAgent::choose(SeatView&, const Choice& c) {
    if (!divergence_.empty() || answered_.size() == decisions_.size()) return std::nullopt;
    const RecordedDecision& d = decisions_[answered_.size()];
    const std::string where = "decision " + std::to_string(c.number);
    std::vector<int> picks;
    if (d.seat != c.seat) {
        divergence_ = where + ": the match asks seat " + std::to_string(c.seat) + " \"" + c.prompt +
                      "\", the record has seat " + std::to_string(d.seat) + " deciding";
    } else if (std::string why = c.validate(d.answer, picks); !why.empty()) {
        divergence_ = where + ": the match refuses the recorded answer to \"" + c.prompt + "\": " + why;
    }
    if (!divergence_.empty()) return std::nullopt;
    answered_.push_back({c.seat, static_cast<int>(c.options.size()), c.min, c.max});
    return d.answer;
}

void CatchUpAgent::skip_replayed(int seat, Agent& own) const {
    for (const auto& a : answered_)
        if (a.seat == seat) own.skip(a.options, a.min, a.max);
}

std::string agent_help() {
    return "agents: random | first | human | mcts[:iterations=N,ms=N,c=X,cutoff=N] (tree search, docs/agents.md) | "
           "script:ID,ID,... (answers in order; several ids for one answer joined by +) | exec:COMMAND (a program "
           "speaking JSON Lines, see docs/agents.md)";
}

std::unique_ptr<Agent> make_agent(const std::string& spec, const AgentIo& io) {
    if (spec == "random") return std::make_unique<RandomAgent>();
    if (spec == "first") return std::make_unique<FirstAgent>();
    if (spec == "human") return std::make_unique<HumanAgent>(*io.in, *io.out, io.reload);
    if (spec == "mcts") return std::make_unique<MctsAgent>(MctsOptions{});
    if (spec.rfind("mcts:", 0) == 0) return std::make_unique<MctsAgent>(MctsOptions::parse(spec.substr(5)));
    if (spec.rfind("script:", 0) == 0) {
        auto agent = std::make_unique<ScriptedAgent>(false);
        std::string list = spec.substr(7);
        size_t start = 0;
        while (start <= list.size()) {
            size_t comma = list.find(',', start);
            std::string item = list.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
            std::vector<std::string> ids;
            size_t s = 0;
            while (true) {
                size_t plus = item.find('+', s);
                ids.push_back(item.substr(s, plus == std::string::npos ? std::string::npos : plus - s));
                if (plus == std::string::npos) break;
                s = plus + 1;
            }
            if (!item.empty()) agent->add(ids);
            if (comma == std::string::npos) break;
            start = comma + 1;
        }
        return agent;
    }
    if (spec.rfind("exec:", 0) == 0 && spec.size() > 5)
        return std::make_unique<ExternalAgent>(spec.substr(5), io.bot_timeout_ms, io.keep_bots);
    throw UsageError("unknown agent '" + spec + "' (" + agent_help() + ")");
}

}  // namespace tabula
