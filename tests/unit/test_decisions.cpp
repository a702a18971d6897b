// The choice unit (match/decisions.h): the one check of a choice's shape and ids,
// and the rule of which choices are answered at once.
#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "agents/agents.h"
#include "fixtures.h"
#include "match/decisions.h"
#include "match/record.h"

using fixture::Game;
using fixture::setup;
using tabula::check_choice;
using tabula::ChoiceShape;
using tabula::Match;

namespace {

std::string check(std::vector<std::string_view> ids, long long min = 1, long long max = 1, bool interned = false) {
    ChoiceShape shape;
    shape.prompt = "Pick";
    shape.options = static_cast<int>(ids.size());
    shape.min = min;
    shape.max = max;
    return check_choice(shape, ids, interned);
}

}  // namespace

TEST_CASE("decisions: check_choice names what is wrong with a choice", "[choice]") {
    CHECK(check({"a", "b"}) == "");
    CHECK(check({}) == "\"Pick\" has no options to choose from");
    CHECK(check({"a", "b", "a"}) == "option id 'a' appears twice");
    CHECK(check({"a", "b"}, 2, 1) == "need 0 <= min <= max <= #options (min 2, max 1, 2 options)");
    CHECK(check({"a", "b"}, -1, 1) == "need 0 <= min <= max <= #options (min -1, max 1, 2 options)");
    CHECK(check({"a", "b"}, 1, 3) == "need 0 <= min <= max <= #options (min 1, max 3, 2 options)");
    CHECK(check({"a", "b"}, 0, 2) == "");
}

TEST_CASE("decisions: with interned ids a repeat is found by address", "[choice]") {
    const std::string text = "same";
    std::string_view one(text), two(text);  // one text at one address, as Lua's short strings
    CHECK(check({one, "x", two}, 1, 1, true) == "option id 'same' appears twice");
    const std::string copy = "same";  // equal text elsewhere: not interned, found by value
    CHECK(check({one, "x", std::string_view(copy)}) == "option id 'same' appears twice");
}

TEST_CASE("decisions: a single option that must be taken is answered at once, whoever the agent", "[choice]") {
    Game g("choices");
    tabula::FirstAgent first;
    tabula::ScriptedAgent scripted(false);
    Match m(g.script, setup(1), {&first, &scripted});
    tabula::Decisions& d = m.choices();
    CHECK(d.answers_at_once(1, 3, 1, 1));   // FirstAgent picks inline
    CHECK_FALSE(d.answers_at_once(2, 3, 1, 1));  // a scripted agent is asked
    CHECK(d.answers_at_once(2, 1, 1, 1));   // but one option, min 1: nothing to ask
    CHECK_FALSE(d.answers_at_once(2, 1, 0, 1));  // taking nothing is a decision
    CHECK(d.answer_at_once(2, 1, 1, 1) == std::vector<int>{0});
    CHECK(d.moves() == 1);
    CHECK(d.decisions() == 0);
    tabula::Recorder rec;
    m.set_recorder(&rec);
    CHECK_FALSE(d.answers_at_once(1, 3, 1, 1));  // a recorded match asks every agent
}

TEST_CASE("decisions: a single option is asked of the host only where a person or a watcher is shown it", "[choice]") {
    Game g("choices");
    tabula::RandomAgent random;
    std::istringstream in;
    std::ostringstream out;
    tabula::HumanAgent human(in, out);
    Match m(g.script, setup(1), {&random, &random});
    tabula::Decisions& d = m.choices();
    CHECK(d.answers_at_once(1, 1, 1, 1));  // simulate's agents: no yield, as before
    CHECK(d.answers_at_once(1, 3, 1, 1));
    m.set_agent(2, &human);
    CHECK(d.answers_at_once(1, 1, 1, 1));  // seat 1's agent shows nobody anything
    CHECK_FALSE(d.answers_at_once(2, 1, 1, 1));  // seat 2's person is shown it
    m.set_agent(2, &random);
    CHECK(d.answers_at_once(2, 1, 1, 1));
    struct Nobody : tabula::ChoiceWatcher {
        void decided(const tabula::Choice&, const std::vector<int>&) override {}
        void forced(const tabula::Choice&) override {}
    } watcher;
    m.set_watcher(&watcher);
    CHECK_FALSE(d.answers_at_once(1, 1, 1, 1));  // a watcher is shown every choice
    CHECK_FALSE(d.answers_at_once(1, 3, 1, 1));
    m.set_watcher(nullptr);
    CHECK(d.answers_at_once(1, 3, 1, 1));
}

namespace {

// Notes the numbers of every choice it is put, and answers with the first option.
struct NumberNoter : tabula::Agent {
    std::vector<std::pair<int, int>> seen;  // {match's number, the seat's number}
    std::string name() const override { return "noter"; }
    std::optional<std::vector<std::string>> choose(tabula::SeatView&, const tabula::Choice& c) override {
        seen.emplace_back(c.number, c.seat_number);
        return std::vector<std::string>{c.options[0].id};
    }
};

}  // namespace

TEST_CASE("Decisions: a seat's choices count its own decisions, apart from the match's", "[decisions]") {
    fixture::RealGame g("tictactoe");
    NumberNoter x, o;
    Match m(g.script, setup(1), {&x, &o});
    m.set_logging(false);
    m.run();
    REQUIRE(m.state() == Match::State::Finished);
    CHECK(x.seen == std::vector<std::pair<int, int>>{{1, 1}, {3, 2}, {5, 3}, {7, 4}});
    CHECK(o.seen == std::vector<std::pair<int, int>>{{2, 1}, {4, 2}, {6, 3}});
}
