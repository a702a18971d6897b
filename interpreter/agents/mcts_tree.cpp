#include "agents/mcts_tree.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "match/match.h"

namespace tabula {

void SearchTree::clear() {
    nodes_.clear();
    nodes_.emplace_back();
}

std::string SearchTree::key_of(const Choice& c, const std::vector<int>& picks) {
    std::vector<const std::string*> ids;
    for (int p : picks) ids.push_back(&c.options[static_cast<size_t>(p)].id);
    std::sort(ids.begin(), ids.end(), [](const std::string* a, const std::string* b) { return *a < *b; });
    std::string key;
    for (size_t i = 0; i < ids.size(); ++i) {
        if (i) key += '\n';
        key += *ids[i];
    }
    return key;
}

std::vector<int> SearchTree::picks_in(const Choice& c, const std::string& key) {
    std::vector<int> picks;
    size_t start = 0;
    for (;;) {
        const size_t end = key.find('\n', start);
        const std::string_view id(key.data() + start, (end == std::string::npos ? key.size() : end) - start);
        auto at = std::find_if(c.options.begin(), c.options.end(), [&](const ChoiceOption& o) { return o.id == id; });
        if (at == c.options.end()) return {};
        picks.push_back(static_cast<int>(at - c.options.begin()));
        if (end == std::string::npos) return picks;
        start = end + 1;
    }
}

bool SearchTree::offers(const Choice& c, const std::string& key, std::vector<int>& picks) {
    if (key.empty()) {  // the empty set
        picks.clear();
        return c.min == 0;
    }
    picks = picks_in(c, key);  // an answer of another size suits another choice met at this node
    const int n = static_cast<int>(picks.size());
    return n > 0 && n >= c.min && n <= c.max;
}

int SearchTree::add_edge(int node, std::string key) {
    nodes_[static_cast<size_t>(node)].edges.push_back({std::move(key), static_cast<int>(nodes_.size())});
    nodes_.emplace_back();
    return static_cast<int>(nodes_[static_cast<size_t>(node)].edges.size()) - 1;
}

namespace {

// Picks as the random agent makes them: one option, or a random set of min..max.
std::vector<int> random_picks(const Choice& c, Rng& rng) {
    const int n = static_cast<int>(c.options.size());
    if (c.min == 1 && c.max == 1) return {static_cast<int>(rng.below(static_cast<uint64_t>(n)))};
    const int k = static_cast<int>(rng.between(c.min, c.max));
    std::vector<int> idx(static_cast<size_t>(n));
    std::iota(idx.begin(), idx.end(), 0);
    for (int i = 0; i < k; ++i) std::swap(idx[static_cast<size_t>(i)], idx[i + rng.below(static_cast<uint64_t>(n - i))]);
    idx.resize(static_cast<size_t>(k));
    return idx;
}

}  // namespace

std::vector<int> SearchTree::descend(int& node, const Choice& c, Rng& rng, double exploration,
                                     std::vector<Step>& path, bool& expanded) {
    const bool single = c.min == 1 && c.max == 1;
    std::vector<int> offered;  // edges whose answer c offers
    std::vector<char> tried(single ? c.options.size() : 0, 0);
    {
        Node& here = nodes_[static_cast<size_t>(node)];
        for (size_t e = 0; e < here.edges.size(); ++e) {
            std::vector<int> at;
            if (!offers(c, here.edges[e].key, at)) continue;
            ++here.edges[e].available;
            offered.push_back(static_cast<int>(e));
            if (single) tried[static_cast<size_t>(at[0])] = 1;
        }
    }
    std::vector<int> picks;
    int edge = -1;
    expanded = false;
    if (single) {
        std::vector<int> untried;
        for (size_t i = 0; i < tried.size(); ++i)
            if (!tried[i]) untried.push_back(static_cast<int>(i));
        if (!untried.empty()) picks = {untried[rng.below(untried.size())]};
    } else {
        const Node& here = nodes_[static_cast<size_t>(node)];
        if (offered.empty() || static_cast<double>(here.edges.size()) < 1 + std::sqrt(double(here.visits))) {
            std::vector<int> sample = random_picks(c, rng);
            const std::string key = key_of(c, sample);
            auto known = std::find_if(offered.begin(), offered.end(),
                                      [&](int e) { return here.edges[static_cast<size_t>(e)].key == key; });
            if (known == offered.end()) picks = std::move(sample);
            else edge = *known;
        }
    }
    const bool grows = !picks.empty() || (edge < 0 && offered.empty());  // a new edge (an empty set, if min is 0)
    if (grows && nodes_.size() >= max_nodes_) {  // full: out of the tree, unrecorded
        expanded = true;
        return picks.empty() ? random_picks(c, rng) : picks;
    }
    if (grows) {
        edge = add_edge(node, key_of(c, picks));
        nodes_[static_cast<size_t>(node)].edges[static_cast<size_t>(edge)].available = 1;
        expanded = true;
    } else if (edge < 0) {
        const Node& here = nodes_[static_cast<size_t>(node)];
        double best = -1;
        for (int e : offered) {
            const Edge& x = here.edges[static_cast<size_t>(e)];
            const double score = x.visits == 0 ? 1e9
                                               : x.reward / x.visits +
                                                     exploration * std::sqrt(std::log(double(x.available)) / x.visits);
            if (score > best) {
                best = score;
                edge = e;
            }
        }
    }
    const Edge& chosen = nodes_[static_cast<size_t>(node)].edges[static_cast<size_t>(edge)];
    if (picks.empty()) offers(c, chosen.key, picks);
    path.push_back({node, edge, c.seat});
    node = chosen.child;
    return picks;
}

void SearchTree::backpropagate(const std::vector<Step>& path, const std::vector<double>& rewards) {
    for (const Step& s : path) {
        Node& n = nodes_[static_cast<size_t>(s.node)];
        Edge& e = n.edges[static_cast<size_t>(s.edge)];
        ++n.visits;
        ++e.visits;
        e.reward += rewards[static_cast<size_t>(s.seat - 1)];
    }
}

std::optional<std::vector<int>> SearchTree::most_tried(const Choice& c) const {
    const Edge* best = nullptr;
    for (const Edge& e : nodes_[kRoot].edges) {
        std::vector<int> picks;
        if (e.visits == 0 || !offers(c, e.key, picks)) continue;
        if (!best || e.visits > best->visits ||
            (e.visits == best->visits && e.reward / e.visits > best->reward / best->visits))
            best = &e;
    }
    if (!best) return std::nullopt;
    std::vector<int> picks;
    offers(c, best->key, picks);
    return picks;
}

uint32_t SearchTree::visits(int node, const std::string& key) const {
    for (const Edge& e : nodes_[static_cast<size_t>(node)].edges)
        if (e.key == key) return e.visits;
    return 0;
}

double SearchTree::mean(int node, const std::string& key) const {
    for (const Edge& e : nodes_[static_cast<size_t>(node)].edges)
        if (e.key == key) return e.visits ? e.reward / e.visits : 0;
    return 0;
}

std::vector<double> rewards_of(const MatchResult& r, int seats) {
    std::vector<double> out(static_cast<size_t>(seats), 0.0);
    if (r.kind == MatchResult::Kind::Draw) {
        std::fill(out.begin(), out.end(), 0.5);
    } else if (r.scores.size() == out.size() && seats > 1) {
        for (size_t s = 0; s < out.size(); ++s) {
            double beaten = 0;
            for (size_t o = 0; o < out.size(); ++o)
                if (o != s) beaten += r.scores[s] > r.scores[o] ? 1 : r.scores[s] == r.scores[o] ? 0.5 : 0;
            out[s] = beaten / (seats - 1);
        }
    } else {
        for (int w : r.winners)
            if (w >= 1 && w <= seats) out[static_cast<size_t>(w - 1)] = 1;
    }
    return out;
}

}  // namespace tabula
