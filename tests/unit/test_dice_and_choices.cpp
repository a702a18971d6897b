// Dice through match:roll (fixture game tests/data/games/dice) and choice
// validation (Choice::validate, and answers given through a match).
#include <catch2/catch.hpp>

#include "agents/agents.h"
#include "core/rng.h"
#include "fixtures.h"
#include "match/choice.h"

using fixture::contains;
using fixture::Game;
using fixture::setup;
using fixture::state_of;
using tabula::Match;
using tabula::MatchResult;

namespace {

std::vector<int64_t> ints(const nlohmann::json& a) { return a.get<std::vector<int64_t>>(); }

}  // namespace

TEST_CASE("dice: any number of faces, several dice, custom faces, from the match RNG", "[dice]") {
    Game g("dice");
    tabula::FirstAgent agent;
    Match m(g.script, setup(4242), {&agent});
    const auto& r = m.play();
    REQUIRE(m.state() == Match::State::Finished);
    REQUIRE(r.kind == MatchResult::Kind::Win);
    CHECK(r.reason == "rolled");

    auto s = state_of(m);
    // The same draws as the match RNG's own stream, seeded with the match seed.
    tabula::Rng ref(4242);
    auto die = [&](uint64_t faces) { return (int64_t)ref.below(faces) + 1; };
    std::vector<int64_t> d6{die(6), die(6), die(6)};
    std::vector<int64_t> d20{die(20)};
    std::vector<int64_t> d1{die(1), die(1), die(1), die(1)};
    std::vector<int64_t> d100{die(100), die(100)};
    const char* faces[] = {"skull", "shield", "sword"};
    std::vector<std::string> custom;
    for (int i = 0; i < 5; ++i) custom.push_back(faces[die(3) - 1]);
    std::vector<int64_t> d7{die(7)};

    CHECK(ints(s["d6"]) == d6);
    CHECK(ints(s["d20"]) == d20);
    CHECK(ints(s["d1"]) == std::vector<int64_t>{1, 1, 1, 1});
    CHECK(ints(s["d1"]) == d1);
    CHECK(ints(s["d100"]) == d100);
    CHECK(s["custom"].get<std::vector<std::string>>() == custom);
    CHECK(ints(s["d7"]) == d7);
    for (auto v : ints(s["d6"])) CHECK((v >= 1 && v <= 6));
    CHECK(s["done"] == true);
}

TEST_CASE("dice: same seed, same rolls, another seed, other rolls", "[dice]") {
    Game g("dice");
    tabula::FirstAgent agent;
    Match a(g.script, setup(1), {&agent});
    Match b(g.script, setup(1), {&agent});
    Match c(g.script, setup(2), {&agent});
    a.play();
    b.play();
    c.play();
    CHECK(state_of(a) == state_of(b));
    CHECK(state_of(a) != state_of(c));
}

TEST_CASE("dice: every face of a d6 comes up about equally", "[dice]") {
    Game g("dice");
    tabula::FirstAgent agent;
    Match m(g.script, setup(9, {{"mode", "many"}}), {&agent});
    REQUIRE(m.play().kind == MatchResult::Kind::Win);
    auto counts = ints(state_of(m)["counts"]);
    REQUIRE(counts.size() == 6);
    int64_t total = 0;
    for (auto c : counts) {
        CHECK(c > 850);
        CHECK(c < 1150);
        total += c;
    }
    CHECK(total == 6000);
}

TEST_CASE("dice: forced results are used first, then the RNG", "[dice]") {
    Game g("dice");
    tabula::FirstAgent agent;
    Match m(g.script, setup(4242), {&agent});
    m.start();
    // d6 x3, d20, d1 x4, then two d100: force the first 5 and one d100.
    for (int v : {6, 6, 1, 20, 1, 1, 1, 1, 99}) m.forced_dice().push_back(v);
    REQUIRE(m.run() == Match::State::Finished);
    CHECK(m.forced_dice().empty());
    auto s = state_of(m);
    CHECK(ints(s["d6"]) == std::vector<int64_t>{6, 6, 1});
    CHECK(ints(s["d20"]) == std::vector<int64_t>{20});
    CHECK(ints(s["d100"])[0] == 99);
    // The RNG was not drawn for the forced dice: the second d100 is its first draw.
    tabula::Rng ref(4242);
    CHECK(ints(s["d100"])[1] == (int64_t)ref.below(100) + 1);
}

TEST_CASE("dice: forced results of custom faces", "[dice]") {
    Game g("dice");
    tabula::FirstAgent agent;
    Match m(g.script, setup(3, {{"mode", "custom"}}), {&agent});
    m.start();
    m.forced_dice().push_back("sword");
    m.forced_dice().push_back("skull");
    m.forced_dice().push_back("sword");
    REQUIRE(m.run() == Match::State::Finished);
    CHECK(state_of(m)["custom"] == nlohmann::json({"sword", "skull", "sword"}));
}

TEST_CASE("dice: a forced result that is not a face is an error", "[dice]") {
    Game g("dice");
    tabula::FirstAgent agent;
    SECTION("a number out of range") {
        Match m(g.script, setup(3), {&agent});
        m.start();
        m.forced_dice().push_back(7);
        REQUIRE(m.run() == Match::State::Failed);
        CHECK(contains(m.result().error, "games/dice/game.lua:17: match:roll: forced result 7 is not a face of a d6"));
    }
    SECTION("a missing custom face") {
        Match m(g.script, setup(3, {{"mode", "custom"}}), {&agent});
        m.start();
        m.forced_dice().push_back("axe");
        REQUIRE(m.run() == Match::State::Failed);
        CHECK(contains(m.result().error, "match:roll: forced result \"axe\" is not a face of this die"));
    }
}

TEST_CASE("dice: bad dice are errors", "[dice]") {
    Game g("dice");
    tabula::FirstAgent agent;
    Match zero(g.script, setup(3, {{"mode", "zero_faces"}}), {&agent});
    CHECK(zero.run() == Match::State::Failed);
    CHECK(contains(zero.result().error, "match:roll: a die needs at least one face"));
    Match many(g.script, setup(3, {{"mode", "too_many"}}), {&agent});
    CHECK(many.run() == Match::State::Failed);
    CHECK(contains(many.result().error, "match:roll: cannot roll 1001 dice"));
}

// ---- choices ----

namespace {

tabula::Choice abcd(int min, int max) {
    tabula::Choice c;
    c.seat = 1;
    c.prompt = "pick";
    c.options = {{"a", "A"}, {"b", "B"}, {"c", "C"}, {"d", "D"}};
    c.min = min;
    c.max = max;
    return c;
}

}  // namespace

TEST_CASE("Choice::validate accepts good answers and gives the indices", "[choice]") {
    std::vector<int> picks;
    auto one = abcd(1, 1);
    CHECK(one.validate({"c"}, picks).empty());
    CHECK(picks == std::vector<int>{2});
    auto some = abcd(2, 3);
    CHECK(some.validate({"d", "a"}, picks).empty());
    CHECK(picks == std::vector<int>{3, 0});
    CHECK(some.validate({"b", "c", "a"}, picks).empty());
    CHECK(picks == std::vector<int>{1, 2, 0});
    auto none = abcd(0, 1);
    CHECK(none.validate({}, picks).empty());
    CHECK(picks.empty());
}

TEST_CASE("Choice::validate rejects unknown ids", "[choice]") {
    std::vector<int> picks;
    auto c = abcd(1, 1);
    CHECK(c.validate({"e"}, picks) == "'e' is not an option (options: a, b, c, d)");
    CHECK(c.validate({"A"}, picks) == "'A' is not an option (options: a, b, c, d)");  // labels are not ids
    CHECK(c.validate({""}, picks) == "'' is not an option (options: a, b, c, d)");
}

TEST_CASE("Choice::validate rejects duplicate ids", "[choice]") {
    std::vector<int> picks;
    auto c = abcd(2, 3);
    CHECK(c.validate({"a", "a"}, picks) == "'a' is chosen twice");
    CHECK(c.validate({"b", "c", "b"}, picks) == "'b' is chosen twice");
}

TEST_CASE("Choice::validate checks min and max", "[choice]") {
    std::vector<int> picks;
    auto exactly_one = abcd(1, 1);
    CHECK(exactly_one.validate({}, picks) == "expected 1 option(s), got 0");
    CHECK(exactly_one.validate({"a", "b"}, picks) == "expected 1 option(s), got 2");
    auto range = abcd(2, 3);
    CHECK(range.validate({"a"}, picks) == "expected 2 to 3 option(s), got 1");
    CHECK(range.validate({"a", "b", "c", "d"}, picks) == "expected 2 to 3 option(s), got 4");
    auto two = abcd(2, 2);
    CHECK(two.validate({"a", "b", "c"}, picks) == "expected 2 option(s), got 3");
}

TEST_CASE("Choice::option_list shortens long lists", "[choice]") {
    tabula::Choice c;
    for (int i = 1; i <= 20; ++i) c.options.push_back({"o" + std::to_string(i), ""});
    std::string list = c.option_list();
    CHECK(list.rfind("o1, o2, ", 0) == 0);
    CHECK(contains(list, "o12, ... (20 in all)"));
    CHECK_FALSE(contains(list, "o13"));
}

TEST_CASE("choices through a match: ids, labels, several options, none, a single option", "[choice]") {
    Game g("choices");
    tabula::ScriptedAgent agent(false);
    agent.add({"blue"});
    agent.add({"d", "b"});
    agent.add({});
    Match m(g.script, setup(1), {&agent, &agent});
    REQUIRE(m.play().kind == MatchResult::Kind::Win);
    CHECK(agent.remaining() == 0);
    CHECK(m.decisions() == 3);  // the single-option choice is not a decision
    CHECK(m.moves() == 4);
    auto s = state_of(m);
    CHECK(s["id"] == "blue");
    CHECK(s["label"] == "Blue!");
    CHECK(s["multi"] == nlohmann::json({"d", "b"}));
    CHECK(s["maybe_nil"] == true);
    CHECK(s["only"] == "only");
}

TEST_CASE("choices through a match: an integer option id", "[choice]") {
    Game g("choices");
    tabula::ScriptedAgent agent(false);
    agent.add({"7"});
    agent.add({"a", "b", "c"});
    agent.add({"y"});
    Match m(g.script, setup(1), {&agent, &agent});
    REQUIRE(m.play().kind == MatchResult::Kind::Win);
    auto s = state_of(m);
    CHECK(s["id"] == 7);
    CHECK(s["label"] == "7");
    CHECK(s["multi"] == nlohmann::json({"a", "b", "c"}));
    CHECK(s["maybe_nil"] == false);
}

TEST_CASE("choices through a match: a scripted agent's invalid answer fails the match loudly", "[choice]") {
    Game g("choices");
    tabula::ScriptedAgent agent(false);
    SECTION("unknown id") {
        agent.add({"purple"});
        Match m(g.script, setup(1), {&agent, &agent});
        REQUIRE(m.run() == Match::State::Failed);
        CHECK(m.result().error ==
              "seat 2 (scripted) gave an invalid answer to decision 1 \"Pick a color\": 'purple' is not an option "
              "(options: red, green, blue, 7)");
    }
    SECTION("too few") {
        agent.add({"red"});
        agent.add({"a"});
        Match m(g.script, setup(1), {&agent, &agent});
        REQUIRE(m.run() == Match::State::Failed);
        CHECK(contains(m.result().error, "decision 2 \"Pick two or three\": expected 2 to 3 option(s), got 1"));
    }
    SECTION("too many") {
        agent.add({"red"});
        agent.add({"a", "b", "c", "d"});
        Match m(g.script, setup(1), {&agent, &agent});
        REQUIRE(m.run() == Match::State::Failed);
        CHECK(contains(m.result().error, "expected 2 to 3 option(s), got 4"));
    }
    SECTION("duplicate") {
        agent.add({"red"});
        agent.add({"a", "a"});
        Match m(g.script, setup(1), {&agent, &agent});
        REQUIRE(m.run() == Match::State::Failed);
        CHECK(contains(m.result().error, "'a' is chosen twice"));
    }
    SECTION("answers run out") {
        agent.add({"red"});
        Match m(g.script, setup(1), {&agent, &agent});
        REQUIRE(m.run() == Match::State::Failed);
        CHECK(contains(m.result().error, "seat 1 (scripted): the scripted answers ran out at decision 2"));
    }
}

namespace {

// An interactive agent: its first answer is wrong, then it corrects itself.
struct Fumbler : tabula::Agent {
    std::vector<std::string> why;
    int asked = 0;
    std::string name() const override { return "fumbler"; }
    bool interactive() const override { return true; }
    void rejected(const tabula::Choice&, const std::string& w) override { why.push_back(w); }
    std::optional<std::vector<std::string>> choose(tabula::SeatView&, const tabula::Choice& c) override {
        ++asked;
        if (why.size() < 1) return std::vector<std::string>{"nope"};
        if (c.max > 1) return std::vector<std::string>{c.options[0].id, c.options[1].id};
        return std::vector<std::string>{c.options[0].id};
    }
};

}  // namespace

TEST_CASE("choices through a match: an interactive agent is told why and asked again", "[choice]") {
    Game g("choices");
    Fumbler agent;
    Match m(g.script, setup(1), {&agent, &agent});
    REQUIRE(m.play().kind == MatchResult::Kind::Win);
    REQUIRE(agent.why.size() == 1);
    CHECK(agent.why[0] == "'nope' is not an option (options: red, green, blue, 7)");
    CHECK(agent.asked == 4);
    CHECK(state_of(m)["id"] == "red");
}

TEST_CASE("choices through a match: a paused match resumes at the same choice", "[choice]") {
    Game g("choices");
    tabula::ScriptedAgent agent(true);  // pauses when out of answers
    Match m(g.script, setup(1), {&agent, &agent});
    REQUIRE(m.run() == Match::State::Paused);
    REQUIRE(m.pending().has_value());
    CHECK(m.pending()->prompt == "Pick a color");
    CHECK(m.pending()->seat == 2);
    CHECK(m.pending()->kind == "color");
    CHECK(m.pending()->options.size() == 4);
    CHECK(m.pending()->options[2].label == "Blue!");
    agent.add({"green"});
    agent.add({"a", "c"});
    agent.add({"x"});
    REQUIRE(m.run() == Match::State::Finished);
    CHECK(state_of(m)["id"] == "green");
}

TEST_CASE("choices through a match: bad choice specs are script errors", "[choice]") {
    Game g("choices");
    tabula::FirstAgent agent;
    auto run = [&](const char* mode) {
        Match m(g.script, setup(1, {{"mode", mode}}), {&agent, &agent});
        CHECK(m.run() == Match::State::Failed);
        return m.result().error;
    };
    CHECK(contains(run("dup"), "games/choices/game.lua:30: match:choose: option id 'a' appears twice"));
    CHECK(contains(run("empty"), "match:choose: \"Nothing\" has no options to choose from"));
    CHECK(contains(run("badmax"),
                   "match:choose: need 0 <= min <= max <= #options (min 2, max 3, 2 options)"));
    CHECK(contains(run("badseat"), "match:choose: seat 3 is not a seat of this match (1 to 2)"));
}

TEST_CASE("choices: answered inside the flow or asked through the host, a spec is checked alike", "[choice]") {
    // FirstAgent answers inline (match:choose's fast path, no copies of the options);
    // the scripted agent is asked through the host (the choice is read into a Choice).
    Game g("choices");
    auto run = [&](const char* mode, bool inline_agent) {
        tabula::FirstAgent first;
        tabula::ScriptedAgent scripted(false);
        scripted.add({"a"});
        tabula::Agent* agent = inline_agent ? static_cast<tabula::Agent*>(&first) : &scripted;
        Match m(g.script, setup(1, {{"mode", mode}}), {agent, agent});
        CHECK(m.run() == Match::State::Failed);
        return m.result().error;
    };
    for (bool inline_agent : {true, false}) {
        CAPTURE(inline_agent);
        CHECK(contains(run("dup", inline_agent), "game.lua:30: match:choose: option id 'a' appears twice"));
        CHECK(contains(run("dup_mixed", inline_agent), "match:choose: option id '7' appears twice"));
        CHECK(contains(run("dup_table", inline_agent), "match:choose: option id 't' appears twice"));
        CHECK(contains(run("badid", inline_agent), "match:choose: option 2 has no usable id (a string or an integer)"));
        CHECK(contains(run("badlabel", inline_agent), "match:choose: label must be a function(id) -> text (got string)"));
        CHECK(contains(run("badprompt", inline_agent), "bad argument"));
        CHECK(contains(run("empty", inline_agent), "match:choose: \"Nothing\" has no options to choose from"));
        CHECK(contains(run("badmax", inline_agent),
                       "match:choose: need 0 <= min <= max <= #options (min 2, max 3, 2 options)"));
        CHECK(contains(run("badseat", inline_agent), "match:choose: seat 3 is not a seat of this match (1 to 2)"));
    }
}

TEST_CASE("choices: an inline agent's answers are the options themselves, as when asked", "[choice]") {
    Game g("choices");
    tabula::FirstAgent first;
    Match inline_m(g.script, setup(1), {&first, &first});
    REQUIRE(inline_m.play().kind == MatchResult::Kind::Win);
    tabula::ScriptedAgent scripted(false);
    for (auto a : std::vector<std::vector<std::string>>{{"red"}, {"a", "b"}, {"x"}}) scripted.add(a);
    Match asked_m(g.script, setup(1), {&scripted, &scripted});
    REQUIRE(asked_m.play().kind == MatchResult::Kind::Win);
    CHECK(state_of(inline_m) == state_of(asked_m));
    CHECK(state_of(inline_m)["multi"] == nlohmann::json({"a", "b"}));
    CHECK(inline_m.decisions() == 3);
    CHECK(inline_m.moves() == 4);  // the single option is taken, not decided

    // More options than the fast path keeps on the C++ stack; integer and table ids.
    Match many(g.script, setup(1, {{"mode", "many"}}), {&first, &first});
    REQUIRE(many.play().kind == MatchResult::Kind::Win);
    auto ids = state_of(many)["ids"];
    REQUIRE(ids.size() == 40);
    CHECK(ids[0] == "o1");
    CHECK(ids[1] == 2);
    CHECK(ids[39] == 40);

    // Arguments after the spec change nothing.
    Match extra(g.script, setup(1, {{"mode", "extra_arg"}}), {&first, &first});
    REQUIRE(extra.play().kind == MatchResult::Kind::Win);
    CHECK(state_of(extra)["pick"] == "p");
}

TEST_CASE("choices: the random agent picks the same options inline and when asked", "[choice]") {
    // pick() is the one source of its draws; choose() maps the picks to ids.
    for (auto [min, max] : std::vector<std::pair<int, int>>{{1, 1}, {0, 1}, {2, 3}, {0, 5}}) {
        tabula::Choice c;
        c.min = min;
        c.max = max;
        for (int i = 0; i < 5; ++i) c.options.push_back({"o" + std::to_string(i), ""});
        Game g("choices");
        tabula::RandomAgent by_index, by_id;
        Match m(g.script, setup(7), {&by_index, &by_id});
        tabula::SeatView seat(m, 1);
        by_index.match_started(seat);
        by_id.match_started(seat);  // the same seed
        for (int round = 0; round < 50; ++round) {
            std::vector<int> picks;
            by_index.pick(5, min, max, picks);
            auto ids = by_id.choose(seat, c);
            REQUIRE(ids);
            CHECK(*ids == c.pick_ids(picks));
            CHECK(static_cast<int>(picks.size()) >= min);
            CHECK(static_cast<int>(picks.size()) <= max);
        }
    }
}

namespace {
// Reads the labels it is shown (so it is not an inline agent), answers the first option.
struct LabelReader : tabula::Agent {
    std::vector<std::string> labels;
    std::string name() const override { return "label reader"; }
    std::optional<std::vector<std::string>> choose(tabula::SeatView&, const tabula::Choice& c) override {
        for (const auto& o : c.options) labels.push_back(o.label);
        return std::vector<std::string>{c.options[0].id};
    }
};
}  // namespace

TEST_CASE("choices: a label function names options only for agents that read labels", "[choice]") {
    Game g("choices");
    SECTION("an agent that reads labels gets them, explicit labels untouched") {
        LabelReader reader;
        Match m(g.script, setup(1, {{"mode", "labeler"}}), {&reader, &reader});
        REQUIRE(m.play().kind == MatchResult::Kind::Win);
        CHECK(reader.labels == std::vector<std::string>{"named n1", "named n2", "fixed"});
        CHECK(state_of(m)["calls"] == 2);
    }
    SECTION("random play never calls it") {
        tabula::FirstAgent first;
        Match m(g.script, setup(1, {{"mode", "labeler"}}), {&first, &first});
        REQUIRE(m.play().kind == MatchResult::Kind::Win);
        CHECK(state_of(m)["pick"] == "n1");
        CHECK(state_of(m)["calls"] == 0);
    }
    SECTION("it is a pure query: an action inside is an error") {
        LabelReader reader;
        Match m(g.script, setup(1, {{"mode", "labeler_acts"}}), {&reader, &reader});
        CHECK(m.play().kind == MatchResult::Kind::Error);
        CHECK(contains(m.result().error, "match:roll is not allowed inside the label function of match:choose (a pure query)"));
    }
}
