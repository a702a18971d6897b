#include "agents/mcts.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <stdexcept>

#include "agents/mcts_tree.h"
#include "core/rng.h"
#include "host/script_error.h"
#include "match/branch.h"
#include "match/match.h"

namespace tabula {

namespace {

// A playout this long is taken for one that never ends: the search fails the match
// rather than hang (a game's playouts are bounded by cutoff with an evaluate hook).
constexpr int kLongestPlayout = 100000;

// Every seat's agent in a playout: down the tree by SearchTree::descend while in it
// (asked with the choice's ids, so the flow yields), then random answers given inside
// match:choose, and past the cutoff no answer at all (the match pauses there, to be
// evaluated).
class Playout : public Agent {
public:
    Playout(SearchTree& tree, double exploration, int cutoff) : tree_(tree), exploration_(exploration), cutoff_(cutoff) {}
    std::string name() const override { return "mcts playout"; }
    bool answers_inline() const override { return !in_tree_ && !cut_; }
    bool reads_labels() const override { return false; }

    void begin(uint64_t seed) {
        rng_.reseed(seed);
        node_ = SearchTree::kRoot;
        in_tree_ = true;
        cut_ = false;
        endless_ = false;
        random_ = 0;
        path_.clear();
    }
    const std::vector<SearchTree::Step>& path() const { return path_; }
    bool endless() const { return endless_; }  // stopped at kLongestPlayout

    std::optional<std::vector<std::string>> choose(SeatView&, const Choice& c) override {
        if (cut_) return std::nullopt;
        if (!in_tree_) {  // a choice that yields for another reason: answered as inline
            std::vector<int> picks;
            pick(static_cast<int>(c.options.size()), c.min, c.max, picks);
            return c.pick_ids(picks);
        }
        bool expanded = false;
        const std::vector<int> picks = tree_.descend(node_, c, rng_, exploration_, path_, expanded);
        if (expanded) in_tree_ = false;
        return c.pick_ids(picks);
    }

    void pick(int n, int min, int max, std::vector<int>& picks) override {
        picks.clear();
        if (min == 1 && max == 1) {
            picks.push_back(static_cast<int>(rng_.below(static_cast<uint64_t>(n))));
        } else {
            const int k = static_cast<int>(rng_.between(min, max));
            std::vector<int> idx(static_cast<size_t>(n));
            for (int i = 0; i < n; ++i) idx[static_cast<size_t>(i)] = i;
            for (int i = 0; i < k; ++i) {
                const size_t j = static_cast<size_t>(i) + rng_.below(static_cast<uint64_t>(n - i));
                std::swap(idx[static_cast<size_t>(i)], idx[j]);
                picks.push_back(idx[static_cast<size_t>(i)]);
            }
        }
        ++random_;
        if (cutoff_ > 0 && random_ >= cutoff_) cut_ = true;
        if (random_ >= kLongestPlayout) cut_ = endless_ = true;
    }

private:
    SearchTree& tree_;
    double exploration_;
    int cutoff_;
    Rng rng_;
    int node_ = SearchTree::kRoot;
    bool in_tree_ = true, cut_ = false, endless_ = false;
    int random_ = 0;
    std::vector<SearchTree::Step> path_;
};

// What a playout ended in, for each seat.
std::vector<double> playout_rewards(Match& m, const Playout& playout) {
    if (m.state() == Match::State::Finished) return rewards_of(m.result(), m.seats());
    if (m.state() == Match::State::Failed) throw AgentError("a playout of the search failed: " + m.result().error);
    if (playout.endless())
        throw AgentError("a playout of the search went on for " + std::to_string(kLongestPlayout) +
                         " decisions without the match ending (an endless game? mcts:cutoff=N with the game's "
                         "evaluate hook bounds its playouts)");
    std::vector<double> out;
    for (int s = 1; s <= m.seats(); ++s) {
        try {
            out.push_back(m.evaluate(s));
        } catch (const ScriptError& e) {
            throw AgentError(std::string("a playout of the search failed: ") + e.what());
        }
    }
    return out;
}

// Deals again, in the branch, what the seat cannot see (game.determinize).
void determinize(Match& m, int seat) {
    try {
        m.determinize(seat);
    } catch (const ScriptError& e) {
        throw AgentError(std::string("the search could not deal the hidden cards again: ") + e.what());
    }
}

double number_in(const std::string& part, const std::string& value, double min, double max) {
    size_t used = 0;
    double v = 0;
    try {
        v = std::stod(value, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used != value.size() || !(v >= min && v <= max))
        throw UsageError("mcts: '" + part + "' needs a number from " + std::to_string(static_cast<long long>(min)) +
                         " to " + std::to_string(static_cast<long long>(max)));
    return v;
}

}  // namespace

MctsOptions MctsOptions::parse(const std::string& text) {
    MctsOptions o;
    bool iterations_given = false;
    size_t start = 0;
    while (start < text.size()) {
        size_t comma = text.find(',', start);
        if (comma == std::string::npos) comma = text.size();
        const std::string part = text.substr(start, comma - start);
        start = comma + 1;
        const size_t eq = part.find('=');
        const std::string name = part.substr(0, eq), value = eq == std::string::npos ? "" : part.substr(eq + 1);
        if (name == "iterations") {
            o.iterations = static_cast<long>(number_in(part, value, 1, 1e8));
            iterations_given = true;
        } else if (name == "ms") {
            o.ms = static_cast<int>(number_in(part, value, 1, 3.6e6));
        } else if (name == "c") {
            o.exploration = number_in(part, value, 0, 100);
        } else if (name == "cutoff") {
            o.cutoff = static_cast<int>(number_in(part, value, 0, 1e6));
        } else {
            throw UsageError("mcts: unknown option '" + part +
                             "' (options: iterations=N, ms=N, c=X, cutoff=N, joined by commas)");
        }
    }
    if (o.ms > 0 && !iterations_given) o.iterations = 0;  // as many as the time allows
    return o;
}

std::string MctsOptions::text() const {
    std::string t = "mcts:";
    if (iterations > 0) t += "iterations=" + std::to_string(iterations) + ",";
    if (ms > 0) t += "ms=" + std::to_string(ms) + ",";
    if (cutoff > 0) t += "cutoff=" + std::to_string(cutoff) + ",";
    t.pop_back();
    return t;
}

void MctsAgent::match_started(SeatView& seat) {
    seed_ = seat.agent_seed();
    asked_ = 0;
}

std::string MctsAgent::refusal(SeatView& seat) const {
    Match& m = seat.match_for_search();
    const GameInfo& info = m.game().info();
    const std::string seat_name = "seat " + std::to_string(seat.seat());
    const bool redeals = m.game().has_hook("determinize");
    if (!redeals && m.objects_hidden_from(seat.seat()))
        return info.id + " hides objects from " + seat_name +
               " (cards face down, hidden zones) and has no determinize hook to deal them again in each "
               "playout: mcts never searches with what the seat may not see (docs/api.md, game.determinize)";
    if (!redeals && m.game().has_hook("view") && !info.perfect_information)
        return info.id + " has a view hook and neither says perfect_information = true nor has a determinize "
                         "hook: its own state may hide what " + seat_name +
                         " may not see, which mcts never searches with (docs/api.md)";
    if (options_.cutoff > 0 && !m.game().has_hook("evaluate"))
        return "mcts: cutoff=" + std::to_string(options_.cutoff) + " needs the game's evaluate hook, which " + info.id +
               " has not";
    return MatchBranch::why_not(m);
}

std::optional<std::vector<std::string>> MctsAgent::choose(SeatView& seat, const Choice& c) {
    if (const std::string why = refusal(seat); !why.empty()) throw AgentError(why);
    Match& m = seat.match_for_search();
    const bool redeals = m.game().has_hook("determinize");
    const uint64_t decision_seed = derive_seed(seed_, ++asked_);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(options_.ms);
    SearchTree tree(std::max<std::size_t>(m.host().limits().memory_bytes / SearchTree::kBytesPerNode, 64));
    Playout playout(tree, options_.exploration, options_.cutoff);
    {
        MatchBranch branch(m);
        for (long i = 0; options_.iterations == 0 || i < options_.iterations; ++i) {
            if (options_.ms > 0 && i > 0 && std::chrono::steady_clock::now() >= deadline) break;
            if (i > 0) branch.restore();
            const uint64_t seed = derive_seed(decision_seed, static_cast<uint64_t>(i));
            m.reseed_for_branch(derive_seed(seed, 1));
            playout.begin(derive_seed(seed, 2));
            if (redeals) determinize(m, seat.seat());
            for (int s = 1; s <= m.seats(); ++s) m.set_agent(s, &playout);
            m.run();
            tree.backpropagate(playout.path(), playout_rewards(m, playout));
        }
    }
    const auto picks = tree.most_tried(c);
    if (!picks) throw AgentError("mcts: the search tried no answer (an empty budget?)");
    return c.pick_ids(*picks);
}

}  // namespace tabula
