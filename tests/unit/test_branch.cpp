// MatchBranch: a match copied at a decision and played on from the copy many times
// leaves the match as it was; each branch plays what a replay of the match to that
// point, played on the same way, plays; memory stays where it was.
#include <catch2/catch.hpp>

#include <malloc.h>

#include <string>
#include <vector>

#include "agents/agents.h"
#include "fixtures.h"
#include "match/branch.h"

using tabula::Match;
using tabula::MatchBranch;
using tabula::MatchResult;
using tabula::RandomAgent;

namespace {

using fixture::RealGame;

// Random answers for `count` decisions, then a pause (the match waits at a decision).
class PauseAfter : public tabula::Agent {
public:
    PauseAfter(int& left, uint64_t seed) : left_(left) { random_.reseed(seed); }
    std::string name() const override { return "pause-after"; }
    std::optional<std::vector<std::string>> choose(tabula::SeatView& seat, const tabula::Choice& c) override {
        if (left_ == 0) return std::nullopt;
        --left_;
        return random_.choose(seat, c);
    }

private:
    int& left_;
    RandomAgent random_;
};

// A match of `game` played to its `decisions`-th decision by random answers, waiting there.
struct Midgame {
    Midgame(RealGame& g, int seats, int decisions) : left(decisions) {
        for (int s = 0; s < seats; ++s) pausing.emplace_back(left, 100 + s);
        std::vector<tabula::Agent*> agents;
        for (auto& a : pausing) agents.push_back(&a);
        match = std::make_unique<Match>(g.script, fixture::setup(7, nlohmann::json::object(), seats), agents);
        match->set_logging(false);
        REQUIRE(match->run() == Match::State::Paused);
        REQUIRE(match->pending());
    }
    int left;
    std::vector<PauseAfter> pausing;
    std::unique_ptr<Match> match;
};

// What a match played to its end came to.
struct Outcome {
    MatchResult::Kind kind;
    std::vector<int> winners;
    std::string reason;
    int decisions;
    uint64_t hash;
    bool operator==(const Outcome&) const = default;
};

// Plays the match on to its end with random agents seeded `seed` (one per seat).
Outcome play_on(Match& m, uint64_t seed, std::vector<RandomAgent>& agents) {
    for (size_t s = 0; s < agents.size(); ++s) {
        agents[s].reseed(seed * 31 + s);
        m.set_agent(static_cast<int>(s) + 1, &agents[s]);
    }
    m.run();
    const MatchResult& r = m.result();
    return {r.kind, r.winners, r.reason, m.choices().decisions(), m.state_hash()};
}

void branches_equal_replays(const std::string& game, int seats, int decisions, int branches) {
    RealGame g(game);
    Midgame mid(g, seats, decisions);
    Match& m = *mid.match;
    const uint64_t before = m.state_hash();
    std::vector<RandomAgent> agents(static_cast<size_t>(seats));
    std::vector<Outcome> branched;
    {
        MatchBranch branch(m);
        for (int k = 0; k < branches; ++k) {
            if (k > 0) branch.restore();
            branched.push_back(play_on(m, static_cast<uint64_t>(k), agents));
            REQUIRE(m.state() == Match::State::Finished);
        }
    }
    CHECK(m.state_hash() == before);
    CHECK(m.state() == Match::State::Paused);
    for (int k = 0; k < branches; ++k) {
        Midgame replay(g, seats, decisions);  // the same match, played again to the same point
        CHECK(replay.match->state_hash() == before);
        CHECK(play_on(*replay.match, static_cast<uint64_t>(k), agents) == branched[static_cast<size_t>(k)]);
    }
    // The match itself goes on as if it had never branched.
    const Outcome own = play_on(m, 99, agents);
    Midgame twin(g, seats, decisions);
    CHECK(play_on(*twin.match, 99, agents) == own);
}

}  // namespace

TEST_CASE("branch: branches of a chess match play what replays play, the match untouched", "[branch]") {
    if (!tabula::ScriptMemory::branchable()) return;  // no arena in the sanitizers' build
    branches_equal_replays("chess", 2, 30, 12);
}

TEST_CASE("branch: branches of an L5R match (objects, zones, effects) play what replays play", "[branch]") {
    if (!tabula::ScriptMemory::branchable()) return;
    branches_equal_replays("l5r", 2, 40, 4);
}

TEST_CASE("branch: branches of a Chernobog match play what replays play", "[branch]") {
    if (!tabula::ScriptMemory::branchable()) return;
    branches_equal_replays("chernobog", 2, 25, 6);
}

TEST_CASE("branch: memory stays where it was over many branches", "[branch]") {
    if (!tabula::ScriptMemory::branchable()) return;
    RealGame g("tictactoe");
    Midgame mid(g, 2, 2);
    Match& m = *mid.match;
    std::vector<RandomAgent> agents(2);
    const std::size_t lua_before = g.host.memory_used();
    MatchBranch branch(m);
    auto play = [&](int from, int to) {
        for (int k = from; k < to; ++k) {
            branch.restore();
            play_on(m, static_cast<uint64_t>(k), agents);
        }
    };
    play(0, 1000);  // the heap settles (the branch's own vectors)
    const std::size_t heap = mallinfo2().uordblks;
    play(1000, 20000);
    CHECK(mallinfo2().uordblks <= heap + 4096);
    branch.restore();
    CHECK(g.host.memory_used() == lua_before);
}

TEST_CASE("branch: only a match waiting at a decision branches, and not twice at once", "[branch]") {
    if (!tabula::ScriptMemory::branchable()) {
        RealGame g("tictactoe");
        Midgame mid(g, 2, 1);
        CHECK_THROWS_WITH(MatchBranch(*mid.match), Catch::Contains("sanitizers"));
        return;
    }
    RealGame g("tictactoe");
    Midgame mid(g, 2, 1);
    {
        MatchBranch outer(*mid.match);
        CHECK_THROWS_WITH(MatchBranch(*mid.match), "cannot branch: the match is inside a branch already");
    }
    std::vector<RandomAgent> agents(2);
    play_on(*mid.match, 1, agents);
    CHECK_THROWS_WITH(MatchBranch(*mid.match), "cannot branch: the match waits for no decision");
}
