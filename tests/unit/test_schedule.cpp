// The turn schedule: seat order and direction, turns and rounds, extra and
// skipped turns, use counters, phases and steps, priority rounds.
#include <catch2/catch.hpp>

#include "model/schedule.h"
#include "test_schedule_support.h"

using namespace tabula;
using namespace tabula::flow_test;
namespace {

Fixture& flow_fixture() {
    static Fixture f("schedule");
    return f;
}

}  // namespace

TEST_CASE("Schedule: order, direction and rounds in C++", "[schedule]") {
    Schedule s(4);
    CHECK(s.seat() == 1);
    CHECK(s.next_seat(4) == 1);
    s.set_order({2, 4, 1});
    CHECK(s.first() == 2);
    CHECK(s.next_seat(4) == 1);
    CHECK(s.next_seat(1) == 2);
    CHECK(s.next_seat(3) == 4);  // 3 is out: the next seat in play after it
    s.reverse();
    CHECK(s.next_seat(2) == 1);
    CHECK(s.next_seat(2, 2) == 4);
    CHECK_THROWS_WITH(s.set_order({}), "the order needs at least one seat");
    CHECK_THROWS_WITH(s.set_order({1, 5}), "seat 5 is not a seat of this match (1 to 4)");
    CHECK_THROWS_WITH(s.set_order({1, 1}), "seat 1 appears twice");

    Schedule t(3);
    t.skip_turns(3, 1);
    auto a = t.advance();  // 1 -> 2
    CHECK(a.ended_seat == 1);
    CHECK(t.seat() == 2);
    a = t.advance();  // 2 -> (3 skipped) -> 1, a new round
    CHECK(t.seat() == 1);
    CHECK(t.turn() == 3);
    CHECK(t.round() == 2);
    CHECK(a.skipped == std::vector<int>{3});
    CHECK(a.steps == std::vector<std::pair<char, int>>{{'s', 3}, {'r', 2}});
}

TEST_CASE("Schedule: use counters are keyed by period and object", "[schedule]") {
    Schedule s(2);
    Schedule::UseKey turn{"a", Schedule::Per::Turn, "", 0};
    CHECK(s.use(turn, 1));
    CHECK_FALSE(s.use(turn, 1));
    CHECK(s.uses(turn) == 1);
    Schedule::UseKey stay{"skill", Schedule::Per::Stay, "#7", 1};
    CHECK(s.use(stay, 1));
    CHECK_FALSE(s.use(stay, 1));
    stay.stay = 2;  // re-entered play
    CHECK(s.uses(stay) == 0);
    CHECK(s.use(stay, 1));
    Fnv64 h1;
    s.hash_into(h1);
    s.advance();
    CHECK(s.uses(turn) == 0);
    CHECK(s.use(turn, 1));
    Fnv64 h2;
    s.hash_into(h2);
    CHECK(h1.value() != h2.value());
}

TEST_CASE("match:set_order, match:reverse and the round counter", "[schedule]") {
    expect_log(play(flow_fixture(), "order"), {
        "order 3,1,2 dir 1 next(3) 1 next(2) 3 next(3,2) 2",
        "t1 s3 r1", "t2 s1 r1", "t3 s2 r1", "t4 s3 r2", "t5 s1 r2",
        "reverse -> -1",
        "t6 s2 r2", "t7 s1 r2", "t8 s3 r3",
    });
}

TEST_CASE("match:skip_turn: skipped turns count for rounds, not for turn numbers", "[schedule]") {
    expect_log(play(flow_fixture(), "skip"), {
        "skips(2) 2",
        "t1 s1 r1", "t2 s3 r1", "t3 s1 r2", "t4 s3 r2", "t5 s1 r3", "t6 s2 r3",
        "skips(2) 0",
    });
}

TEST_CASE("match:extra_turn(n): the same seat plays n more turns", "[schedule]") {
    expect_log(play(flow_fixture(), "extra"), {
        "t1 s1 r1 extra 2", "t2 s1 r1 extra 1", "t3 s1 r1 extra 0", "t4 s2 r1 extra 0", "t5 s3 r1 extra 0",
    });
}

TEST_CASE("A seat dropped from the order during its turn passes to the next seat", "[schedule]") {
    expect_log(play(flow_fixture(), "eliminate", {}, 4), {
        "t2 s2 r1 next(2) 3", "t3 s3 r1", "t4 s4 r1", "t5 s1 r2", "t6 s3 r2",
    });
}

TEST_CASE("match:use counts per turn, round, match and stay in play", "[schedule]") {
    expect_log(play(flow_fixture(), "uses"), {
        "turn1 a true", "turn1 b false", "can_use false",
        "round a true", "round b true", "round c false",
        "match c1 true", "match c2 true", "match c1 again false",
        "turn2 a true", "round d false", "match c1 t2 false",
        "t4 s1 r2 round e true", "uses twice 1",
        "stay1 a true", "stay1 b true", "stay1 c false",
        "stay2 can true", "stay2 a true", "stay2 uses 1",
        "key a true", "key b false", "key c true",
        "bow c1 after reset true", "bow c2 after reset false",
    });
}

TEST_CASE("Schedule methods reject bad arguments, match:use is an action", "[schedule]") {
    Outcome o = play(flow_fixture(), "use_errors");
    INFO("log: " << o.joined());
    REQUIRE(o.state == Match::State::Finished);
    REQUIRE(o.log.size() == 12);
    CHECK_THAT(o.log[0], Catch::Contains("match:use: per must be \"turn\", \"round\", \"match\" or \"stay\", not week"));
    CHECK_THAT(o.log[1], Catch::Contains("match:use: per=\"stay\" needs object="));
    CHECK_THAT(o.log[2], Catch::Contains("match:use: the object has no id"));
    CHECK_THAT(o.log[3], Catch::Contains("match:use: limit must be a whole number"));
    CHECK_THAT(o.log[4], Catch::Contains("match:skip_turn: no seat 9 (1 to 3)"));
    CHECK_THAT(o.log[5], Catch::Contains("match:set_order: seat 1 appears twice"));
    CHECK_THAT(o.log[6], Catch::Contains("match:set_order: seat 5 is not a seat of this match"));
    // The action inside a pure query names the script and line that called it.
    CHECK_THAT(o.log[7], Catch::Contains("game.lua:118: match:use is not allowed inside probe (a pure query)"));
    CHECK(o.log[8] == "ok");  // can_use is a query
    CHECK(o.log[9] == "in_query false");
    CHECK(o.log[10] == "inside true probe");
    CHECK(o.log[11] == "ok");
}

TEST_CASE("flow.phases: enter/run/leave hooks, steps, choices and END_TURN", "[schedule]") {
    Outcome o = play(flow_fixture(), "phases", {{"yes"}, {"no"}});
    expect_log(o, {
        // turn 1: every phase
        "event phase_started straighten",
        "enter straighten [straighten/nil]", "run straighten [straighten/nil]", "leave straighten [straighten/nil]",
        "event phase_started attack",
        "enter attack [attack/nil]",
        "declare: yes", "leave declare [attack/declare]", "event step_ended attack/declare",
        "enter battle [attack/battle]", "run battle [attack/battle]", "event step_ended attack/battle",
        "leave attack [attack/nil]",
        "event phase_started end",
        "run end [end/nil]",
        "turn over: nil, phase nil",
        // turn 2: the declare step ends the turn; leave hooks still run
        "event phase_started straighten",
        "enter straighten [straighten/nil]", "run straighten [straighten/nil]", "leave straighten [straighten/nil]",
        "event phase_started attack",
        "enter attack [attack/nil]",
        "declare: no", "leave declare [attack/declare]", "event step_ended attack/declare",
        "leave attack [attack/nil]",
        "turn over: end_turn, phase nil",
    });
    CHECK(o.decisions == 2);
}

TEST_CASE("flow.priority: the round closes only when every seat has passed in a row", "[schedule]") {
    Outcome o = play(flow_fixture(), "priority", {{"spend"}, {"spend"}, {"pass", "spend", "pass"}});
    expect_log(o, {
        "opp s2", "spend s2",            // seat 2 acts first
        "opp s3", "opp s1", "spend s1",  // 3 passes, 1 acts: the passes start over
        "opp s2", "opp s3", "spend s3",  // 2 has nothing (passes without a decision), 3 acts
        "opp s1", "opp s2", "opp s3",    // three passes in a row: closed
        "taken 3",
    });
    CHECK(o.decisions == 5);
}

TEST_CASE("flow.priority: nested reaction windows (l5r.md Ex-1)", "[schedule]") {
    Outcome o = play(flow_fixture(), "ex1", {{"investigation"}, {"bfw"}}, 2);
    expect_log(o, {
        "opp s1",                                        // 1. C passes
        "opp s2", "announce bfw s2",                     // 2. S announces Betrayed from Within
        "react s1 to bfw depth 0 chain 1",               // 3. W(BfW) opens with C
        "announce investigation s1",
        "react s2 to investigation depth 1 chain 2",     // 4. W(Investigation): S passes, C passes
        "react s1 to investigation depth 1 chain 2",
        "resolve investigation: s2 loses 5",
        "react s2 to bfw depth 0 chain 1",               // 5. W(BfW) continues with S
        "react s1 to bfw depth 0 chain 1",
        "bfw negated: all false destroy true own loss false other loss true",
        "resolve bfw: destruction negated",
        "opp s1", "opp s2",                              // 6. back in the loop, C first
        "end taken 1 C=14 S=-8 izumiko in play",
    });
    CHECK(o.decisions == 2);
}

TEST_CASE("flow.priority: a declare returning flow.CANCEL withdraws the action, and flow.negate stacks",
          "[schedule]") {
    Outcome o = play(flow_fixture(), "cancel", {{"buy", "buy"}, {"counter", "counter"}}, 2);
    expect_log(o, {
        "opp s1", "withdrawn",                  // withdrawn: no window, no resolution
        "opp s1", "declared buy",               // the same seat chooses again
        "react s2 to buy", "counter withdrawn",  // a reaction withdrawn: the same seat again
        "react s2 to buy", "declared counter",
        "react s1 to counter", "react s2 to counter",
        "react s1 to buy", "react s2 to buy",
        "resolve buy: gold true loss true all false",
        "opp s2", "opp s1",                     // seat 1 has no more tries: two passes
        "taken 1",
        "false flow.negate: give the declared action and a kind (a string)",
        "false flow.negate: except[1] must be a kind (a string)",
        "all-but false false true",
    });
}

TEST_CASE("flow.window: three seats, a seat that passed may react after another reaction", "[schedule]") {
    Outcome o = play(flow_fixture(), "window3", {{}, {"pass", "counter"}, {"counter"}});
    expect_log(o, {
        "r s2 to spell", "r s3 to spell",  // 2 passes, 3 counters
        "declare counter s3",
        "r s1 to counter", "r s2 to counter", "r s3 to counter", "resolve counter s3",
        "r s1 to spell", "r s2 to spell",  // W(spell) goes on after 3: 2 may react now
        "declare counter s2",
        "r s3 to counter", "r s1 to counter", "r s2 to counter", "resolve counter s2",
        "r s3 to spell", "r s1 to spell", "r s2 to spell",  // three passes in a row
        "window closed",
        "flow.priority: action option 1 uses the pass id 'pass'",
    });
    CHECK(o.decisions == 3);
}
