// mcts: the tree (expansion before selection, UCT with availability counts, rewards
// per seat along the path, choices of several options), rewards from results, and
// the agent on real games: it takes a win and blocks one, it is the same twice with
// one seed, it refuses what hides anything from its seat unless the game deals it
// again (game.determinize), and then it searches.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "agents/agents.h"
#include "agents/mcts.h"
#include "agents/mcts_tree.h"
#include "fixtures.h"

using tabula::Choice;
using tabula::Match;
using tabula::MatchResult;
using tabula::MctsAgent;
using tabula::MctsOptions;
using tabula::Rng;
using tabula::SearchTree;

namespace {

using fixture::RealGame;

Choice choice_of(int seat, std::vector<std::string> ids, int min = 1, int max = 1) {
    Choice c;
    c.seat = seat;
    c.min = min;
    c.max = max;
    for (auto& id : ids) c.options.push_back({id, id, true});
    return c;
}

// One step down from the root: the option's id.
std::string step(SearchTree& tree, const Choice& c, Rng& rng, std::vector<SearchTree::Step>& path, bool& expanded) {
    int node = SearchTree::kRoot;
    const auto picks = tree.descend(node, c, rng, 0.7, path, expanded);
    REQUIRE(picks.size() == 1);
    return c.options[static_cast<size_t>(picks[0])].id;
}

// `n` playouts of one step from the root, each rewarded 1/2; checks every answer has
// `size` options, all distinct.
void one_step_playouts(SearchTree& tree, const Choice& c, Rng& rng, int n, size_t size) {
    for (int i = 0; i < n; ++i) {
        int node = SearchTree::kRoot;
        std::vector<SearchTree::Step> path;
        bool expanded = false;
        auto picks = tree.descend(node, c, rng, 0.7, path, expanded);
        REQUIRE(picks.size() == size);
        std::sort(picks.begin(), picks.end());
        CHECK(std::adjacent_find(picks.begin(), picks.end()) == picks.end());
        tree.backpropagate(path, {0.5});
    }
}

// A tic-tac-toe match where the seats' first moves are `opening` (X, O, X, ...), then
// mcts for `seat` (the other seat random); returns the cell mcts takes next.
std::string mcts_answer(const std::vector<std::string>& opening, int seat, uint64_t seed = 3) {
    RealGame g("tictactoe");
    tabula::ScriptedAgent x(true), o(true);
    for (size_t i = 0; i < opening.size(); ++i) (i % 2 == 0 ? x : o).add({opening[i]});
    Match m(g.script, fixture::setup(seed), {&x, &o});
    m.set_logging(false);
    REQUIRE(m.run() == Match::State::Paused);  // the scripted answers ran out
    MctsAgent mcts(MctsOptions::parse("iterations=400"));
    tabula::SeatView view(m, seat);
    mcts.match_started(view);
    REQUIRE(m.pending());
    REQUIRE(m.pending()->seat == seat);
    const auto answer = mcts.choose(view, *m.pending());
    REQUIRE(answer);
    REQUIRE(answer->size() == 1);
    return answer->at(0);
}

}  // namespace

TEST_CASE("mcts tree: every option is tried once before any is tried twice", "[mcts]") {
    SearchTree tree;
    Rng rng(1);
    const Choice c = choice_of(1, {"a", "b", "c"});
    std::set<std::string> first;
    for (int i = 0; i < 3; ++i) {
        std::vector<SearchTree::Step> path;
        bool expanded = false;
        first.insert(step(tree, c, rng, path, expanded));
        CHECK(expanded);
        tree.backpropagate(path, {0.5, 0.5});
    }
    CHECK(first == std::set<std::string>{"a", "b", "c"});
    std::vector<SearchTree::Step> path;
    bool expanded = true;
    step(tree, c, rng, path, expanded);
    CHECK_FALSE(expanded);
}

TEST_CASE("mcts tree: each edge earns the reward of the seat that chose it", "[mcts]") {
    SearchTree tree;
    Rng rng(2);
    const Choice one = choice_of(1, {"x"}), two = choice_of(2, {"y"});
    int node = SearchTree::kRoot;
    std::vector<SearchTree::Step> path;
    bool expanded = false;
    tree.descend(node, one, rng, 0.7, path, expanded);
    const int child = node;
    tree.descend(node, two, rng, 0.7, path, expanded);
    tree.backpropagate(path, {1.0, 0.0});  // seat 1 won
    CHECK(tree.visits(SearchTree::kRoot, "x") == 1);
    CHECK(tree.mean(SearchTree::kRoot, "x") == 1.0);
    CHECK(tree.mean(child, "y") == 0.0);  // seat 2 chose y, and lost
}

TEST_CASE("mcts tree: selection prefers the better mean and skips answers not offered", "[mcts]") {
    SearchTree tree;
    Rng rng(3);
    const Choice c = choice_of(1, {"good", "bad"});
    for (int i = 0; i < 40; ++i) {
        std::vector<SearchTree::Step> path;
        bool expanded = false;
        const std::string id = step(tree, c, rng, path, expanded);
        tree.backpropagate(path, {id == "good" ? 1.0 : 0.0});
    }
    CHECK(tree.visits(SearchTree::kRoot, "good") > tree.visits(SearchTree::kRoot, "bad") * 3);
    CHECK(c.options[static_cast<size_t>(tree.most_tried(c)->at(0))].id == "good");
    // When only "bad" and a new "other" are offered, "good" is neither chosen nor counted.
    const Choice without = choice_of(1, {"bad", "other"});
    std::set<std::string> seen;
    for (int i = 0; i < 10; ++i) {
        std::vector<SearchTree::Step> path;
        bool expanded = false;
        seen.insert(step(tree, without, rng, path, expanded));
        tree.backpropagate(path, {0.0});
    }
    CHECK(seen == std::set<std::string>{"bad", "other"});
    CHECK(c.options[static_cast<size_t>(tree.most_tried(c)->at(0))].id == "good");
}

TEST_CASE("mcts tree: a choice of several options is answered by sets, widened slowly", "[mcts]") {
    SearchTree tree;
    Rng rng(4);
    const Choice c = choice_of(1, {"a", "b", "c", "d", "e"}, 2, 2);
    one_step_playouts(tree, c, rng, 50, 2);
    // At most 1 + sqrt(visits) sets were tried: 8 of the 10 possible after 50 playouts.
    CHECK(tree.nodes() - 1 <= 1 + static_cast<int>(std::sqrt(50.0)));
    CHECK(SearchTree::key_of(c, {3, 0}) == "a\nd");
    // Met at the same node (open loop), a choice of one option is never answered by a set.
    const Choice one = choice_of(1, {"a", "b", "c", "d", "e"}, 1, 1);
    one_step_playouts(tree, one, rng, 20, 1);
}

TEST_CASE("mcts tree: a full tree stops growing, and playouts still get answers", "[mcts]") {
    SearchTree tree(4);
    Rng rng(5);
    const Choice c = choice_of(1, {"a", "b", "c", "d", "e", "f"});
    one_step_playouts(tree, c, rng, 30, 1);
    CHECK(tree.nodes() == 4);  // the root and three answers
}

TEST_CASE("mcts: rewards from a win, a draw and a ranking", "[mcts]") {
    MatchResult win;
    win.kind = MatchResult::Kind::Win;
    win.winners = {2};
    CHECK(tabula::rewards_of(win, 3) == std::vector<double>{0, 1, 0});
    MatchResult draw;
    draw.kind = MatchResult::Kind::Draw;
    CHECK(tabula::rewards_of(draw, 2) == std::vector<double>{0.5, 0.5});
    MatchResult ranked;
    ranked.kind = MatchResult::Kind::Win;
    ranked.winners = {1};
    ranked.scores = {10, 4, 4, 1};
    CHECK(tabula::rewards_of(ranked, 4) == std::vector<double>{1.0, 0.5, 0.5, 0.0});
}

TEST_CASE("mcts: its options are read and named back, bad ones refused by name", "[mcts]") {
    CHECK(MctsOptions::parse("").text() == "mcts:iterations=1000");
    CHECK(MctsOptions::parse("iterations=50,cutoff=10").text() == "mcts:iterations=50,cutoff=10");
    CHECK(MctsOptions::parse("ms=200").iterations == 0);
    CHECK_THROWS_WITH(MctsOptions::parse("iterations=0"), Catch::Contains("'iterations=0' needs a number from 1"));
    CHECK_THROWS_WITH(MctsOptions::parse("depth=3"), Catch::Contains("unknown option 'depth=3'"));
    CHECK_THROWS_WITH(MctsOptions::parse("ms=fast"), Catch::Contains("'ms=fast'"));
}

TEST_CASE("mcts: takes a win and blocks one in tic-tac-toe", "[mcts]") {
    if (!tabula::ScriptMemory::branchable()) return;
    CHECK(mcts_answer({"1", "4", "2", "5"}, 1) == "3");  // X completes the top row
    CHECK(mcts_answer({"1", "5", "2"}, 2) == "3");       // O stops it
}

TEST_CASE("mcts: one seed, one answer, the match it searched untouched", "[mcts]") {
    if (!tabula::ScriptMemory::branchable()) return;
    CHECK(mcts_answer({"5"}, 2, 11) == mcts_answer({"5"}, 2, 11));
}

TEST_CASE("mcts: refuses a seat from which the match hides cards, without a determinize hook", "[mcts]") {
    fixture::Game g("hands");
    tabula::RandomAgent r;
    MctsAgent mcts(MctsOptions{});
    Match m(g.script, fixture::setup(1), {&mcts, &r});
    m.set_logging(false);
    m.run();
    CHECK(m.state() == Match::State::Failed);
    CHECK_THAT(m.result().error, Catch::Contains("hands hides objects from seat 1") &&
                                     Catch::Contains("has no determinize hook") &&
                                     Catch::Contains("never searches with what the seat may not see"));
}

TEST_CASE("mcts: searches a game with hidden cards through its determinize hook", "[mcts]") {
    if (!tabula::ScriptMemory::branchable()) return;  // no arena in the sanitizers' build
    RealGame g("hidden_chess");
    tabula::RandomAgent r;
    MctsAgent mcts(MctsOptions::parse("iterations=8"));
    Match m(g.script, fixture::setup(2), {&mcts, &r});
    m.set_logging(false);
    m.run();
    CHECK(m.state() == Match::State::Finished);
}
