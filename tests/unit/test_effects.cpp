// Effects: the dispatcher, triggered effects (order, choices, limits, nesting),
// modifiers with durations, the pure-query guard, per-match registries, hashing.
#include <catch2/catch.hpp>

#include "model/effects.h"
#include "test_schedule_support.h"

using namespace tabula;
using namespace tabula::flow_test;

namespace {

Fixture& flow_fixture() {
    static Fixture f("effects");
    return f;
}


std::string failure(const std::string& test_case) {
    Outcome o = play(flow_fixture(), test_case);
    INFO("log: " << o.joined());
    REQUIRE(o.state == Match::State::Failed);
    return o.result.error;
}

}  // namespace

TEST_CASE("Simultaneous triggers: no controller, then the active seat, then turn order", "[effects]") {
    expect_log(play(flow_fixture(), "order"), {
        "C(game)", "D(s2)", "E(s2)", "A(s3)", "F(s3)", "B(s1)",  // seat 2 active
        "--",
        "C(game)", "A(s3)", "F(s3)", "B(s1)", "D(s2)", "E(s2)",  // seat 3 active
    });
}

TEST_CASE("A trigger asks choices during a move, a trigger on a C++-emitted event too", "[effects]") {
    Run r(flow_fixture(), "choice_in_move", {{}, {"yes", "capture", "no", "gold"}});
    Outcome o = r.run();
    expect_log(o, {
        "move start c3", "ambush capture at c3", "move end c3",  // asked "Use Ambush?", then the target
        "move start c4", "move end c4",                          // condition false: not asked
        "move start c3", "move end c3",                          // declined
        "turn bonus s2 gold",                                    // turn_started, emitted by match:next_turn
        "done",
    });
    CHECK(o.decisions == 4);
    CHECK(r.unused_answers() == 0);
}

TEST_CASE("match:roll emits rolled, its trigger asks a choice before roll returns", "[effects]") {
    Run r(flow_fixture(), "rolled", {{"reroll"}});
    r.match->forced_dice() = {3, 5};
    Outcome o = r.run();
    expect_log(o, {"rolled d6: 3+5 by seat 1, reroll", "roll returned 3+5", "done"});
    CHECK(o.decisions == 1);
}

TEST_CASE("Events raised while resolving are queued and dispatched after it (breadth first)", "[effects]") {
    expect_log(play(flow_fixture(), "nested"), {"A1 start", "A1 end", "A2", "B", "C", "D", "after"});
}

TEST_CASE("Modifiers: order, applies, and durations turn, round, until_event, while_", "[effects]") {
    expect_log(play(flow_fixture(), "modifiers", {}, 2), {
        "t1 knight 224 pawn 112",           // ((2 - 1 + 1 + 10 + 100) * 2; pawn not doubled
        "pawn moved knight 224 pawn 112",   // until_event's condition: only the knight's move ends it
        "knight moved knight 204 pawn 102",
        "t2 knight 202 pawn 101",           // "turn" ended with turn 1
        "flag off knight 2 pawn 1",         // while_ is false: ended
        "flag on knight 2 pawn 1",          // ... for good
        "t4 r2 knight 4 pawn 2",            // "round" ended with round 1
        "left: Double, Other query",
    });
}

TEST_CASE("Per-stay limits and durations follow the source's stay number", "[effects]") {
    expect_log(play(flow_fixture(), "stay"), {
        "stay1 a fired 1", "stay1 b fired 1", "stay2 a fired 2", "stay2 b fired 2",
        "stay2 power 6", "stay3 power 1",
    });
}

TEST_CASE("Trigger limits per turn and per match", "[effects]") {
    expect_log(play(flow_fixture(), "limit_turn"), {
        "twice-per-match fires", "twice-per-match fires", "turn 1 fired 1",
        "turn 2 fired 2",
        "turn 3 fired 3",
    });
}

TEST_CASE("match:next_turn emits turn_ended, turn_skipped, round_started and turn_started", "[effects]") {
    expect_log(play(flow_fixture(), "turn_events"), {
        "turn_ended seat=1 turn=1 round=1",
        "turn_skipped seat=2 turn=nil round=nil",
        "turn_started seat=3 turn=2 round=1",
        "turn_ended seat=3 turn=2 round=1",
        "round_started seat=nil turn=nil round=2",
        "turn_started seat=1 turn=3 round=2",
    });
}

TEST_CASE("Effects are removed by handle, by themselves and by source", "[effects]") {
    expect_log(play(flow_fixture(), "removal"), {
        "h active false",
        "self-removing fired", "by source fired",
        "by source fired",
        "removed by source: 2",
        "q 0 left 0",
    });
}

TEST_CASE("An action inside a modifier is an error naming the file and line", "[effects]") {
    CHECK_THAT(failure("guard_modify"),
               Catch::Contains("games/effects/game.lua:194: match:roll is not allowed inside the modify function of "
                               "modifier 'Cheat' (a pure query)"));
}

TEST_CASE("A choice inside a trigger's condition is an error naming the file and line", "[effects]") {
    CHECK_THAT(failure("guard_condition"),
               Catch::Contains("games/effects/game.lua:201: match:choose is not allowed inside the condition of "
                               "trigger 'Peek' (a pure query)"));
}

TEST_CASE("An error in a trigger's operation names the line and the trigger", "[effects]") {
    std::string e = failure("trigger_error");
    CHECK_THAT(e, Catch::Contains("games/effects/game.lua:209: attempt to index a nil value"));
    CHECK_THAT(e, Catch::Contains("in trigger 'Boom' (event 'ping')"));
}

TEST_CASE("A trigger that re-triggers itself forever is stopped", "[effects]") {
    CHECK_THAT(failure("loop"), Catch::Contains("effects: more than 10000 events in one cascade (last: 'ping')"));
}

TEST_CASE("Effect specs are checked", "[effects]") {
    Outcome o = play(flow_fixture(), "bad_specs");
    INFO("log: " << o.joined());
    REQUIRE(o.state == Match::State::Finished);
    REQUIRE(o.log.size() == 8);
    CHECK_THAT(o.log[0], Catch::Contains("effects.trigger: event must be an event name"));
    CHECK_THAT(o.log[1], Catch::Contains("effects.trigger: operation must be a function"));
    CHECK_THAT(o.log[2], Catch::Contains("effects.trigger: seat 9 is not a seat of this match"));
    CHECK_THAT(o.log[3], Catch::Contains("effects.trigger: limit.per must be"));
    CHECK_THAT(o.log[4], Catch::Contains("effects.modifier: modify must be a function"));
    CHECK_THAT(o.log[5], Catch::Contains("effects.modifier: duration must be"));
    CHECK_THAT(o.log[6], Catch::Contains("effects.emit: the event must be a table with a name"));
    CHECK_THAT(o.log[7], Catch::Contains("effects.emit is not allowed inside probe (a pure query)"));
    // The errors point at the fixture's lines, not at the stdlib.
    CHECK_THAT(o.log[0], Catch::StartsWith("games/effects/game.lua:"));
}

TEST_CASE("Effects are per match: a reused Lua state does not leak them", "[effects]") {
    Fixture& f = flow_fixture();
    Run first(f, "isolation_register", {});
    Outcome a = first.run();
    CHECK(a.log == Lines{"mine fired", "effects 1"});
    REQUIRE(first.match->find_component<Effects>() != nullptr);
    Run second(f, "isolation_check", {});  // while the first match still exists
    Outcome b = second.run();
    CHECK(b.log == Lines{"effects 0"});
    CHECK(second.match->find_component<Effects>() == nullptr);
}

TEST_CASE("The host is told the events the effects want: those listened to, all while one is awaited", "[effects]") {
    Run r(flow_fixture(), "wanted", {});
    auto wants = [&](const char* event) { return r.match->find_component<Effects>()->wants(event); };
    REQUIRE(r.run(2).state == Match::State::Paused);
    CHECK(wants("ping"));
    CHECK_FALSE(wants("turn_started"));
    CHECK_FALSE(wants("moved"));
    REQUIRE(r.run(3).state == Match::State::Paused);  // an effect lasts until "pong"
    CHECK(wants("turn_started"));
    CHECK(wants("moved"));
    REQUIRE(r.run(4).state == Match::State::Paused);  // "pong" came, the trigger was removed
    CHECK_FALSE(wants("ping"));
    CHECK_FALSE(wants("turn_started"));
    expect_log(r.run(), {});
}

TEST_CASE("The state hash folds in the effects (names, not functions)", "[effects]") {
    auto hash_at_turn_2 = [](Fixture& f, const std::string& c) {
        Run r(f, c, {});
        REQUIRE(r.run(2).state == Match::State::Paused);
        return r.match->state_hash();
    };
    Fixture& f = flow_fixture();
    Fixture other("effects");  // another Lua state
    uint64_t with = hash_at_turn_2(f, "hash_with");
    CHECK(with == hash_at_turn_2(other, "hash_with"));
    CHECK(with != hash_at_turn_2(f, "hash_without"));
    CHECK(with != hash_at_turn_2(f, "hash_with_other_name"));
}
