// The tree of mcts (agents/mcts.h): nodes are sequences of decisions from the
// searching decision on ("open loop": the dice and the cards drawn between them are
// drawn anew in every playout, so a node stands for every state its decisions lead
// to). An edge is one answer, named by its option ids, so it means the same answer
// whenever its options are offered again. Selection is UCT with availability counts
// (information-set MCTS's rule): an edge's exploration term counts only the playouts
// in which its answer could be given.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/rng.h"
#include "match/choice.h"

namespace tabula {

struct MatchResult;

class SearchTree {
public:
    struct Step {
        int node, edge, seat;
    };

    // At most `max_nodes` nodes: past them a playout leaves the tree where it would have
    // grown it (the tree lives outside the Lua state, so its size is bounded here).
    explicit SearchTree(std::size_t max_nodes = 1 << 20) : max_nodes_(max_nodes) { clear(); }
    void clear();  // the root alone
    static constexpr int kRoot = 0;
    // What a node costs, about (the node, its edge, the answer's key): the agent sizes
    // the tree to the match's memory cap by it.
    static constexpr std::size_t kBytesPerNode = 256;

    // At `node`, the answer to `c` a playout gives: an option no edge has tried yet
    // (one at random, and the playout leaves the tree: `expanded`), else the edge with
    // the best UCT score among those `c` offers. Appends the step to `path`, returns
    // the picks (option indices) and sets `node` to the edge's child. A choice of
    // several options (min/max) tries a random set of them as a new edge while the
    // node has fewer than 1 + sqrt(its playouts) edges (progressive widening).
    std::vector<int> descend(int& node, const Choice& c, Rng& rng, double exploration, std::vector<Step>& path,
                             bool& expanded);
    // Adds a playout's rewards (per seat, 1-based: rewards[seat - 1]) along its path:
    // each edge earns the reward of the seat that chose it.
    void backpropagate(const std::vector<Step>& path, const std::vector<double>& rewards);
    // The root's most tried answer to `c` (ties: the better mean, then the first
    // offered); none if the root has none that `c` offers.
    std::optional<std::vector<int>> most_tried(const Choice& c) const;

    int nodes() const { return static_cast<int>(nodes_.size()); }
    uint32_t visits(int node, const std::string& key) const;   // tests
    double mean(int node, const std::string& key) const;       // tests
    static std::string key_of(const Choice& c, const std::vector<int>& picks);  // ids, sorted, "\n"-joined

private:
    struct Edge {
        std::string key;
        int child = -1;
        uint32_t visits = 0, available = 0;
        double reward = 0;
    };
    struct Node {
        std::vector<Edge> edges;
        uint32_t visits = 0;
    };
    // The picks of `key` in `c`, or empty if `c` does not offer them all.
    static std::vector<int> picks_in(const Choice& c, const std::string& key);
    // Whether `c` offers the answer `key` (the empty set: when min is 0), and its picks.
    static bool offers(const Choice& c, const std::string& key, std::vector<int>& picks);
    int add_edge(int node, std::string key);
    std::vector<Node> nodes_;
    std::size_t max_nodes_;
};

// A finished match's reward for each seat, from 0 to 1: with scores (a ranking), the
// share of the other seats it beat (a tie half); else 1 for a winner and 0 for the
// others; 1/2 each for a draw.
std::vector<double> rewards_of(const MatchResult& r, int seats);

}  // namespace tabula
