// tabula.abilities: a use checked, announced (targets slot by slot, costs in order,
// flow.CANCEL with nothing paid) and resolved (targets re-checked, negations).
#include "test_schedule_support.h"

using namespace tabula;
using namespace tabula::flow_test;

namespace {

Fixture& abilities_fixture() {
    static Fixture f("abilities");
    return f;
}

}  // namespace

TEST_CASE("tabula.abilities: usable, announce, limit, re-checked targets and negation", "[abilities]") {
    Outcome o = play(abilities_fixture(), "use", {{"2"}, {}});
    expect_log(o, {
        "usable true",
        "paid 1 coin", "announce nil",
        "targets ogre troll, bowed true, coins 1",
        "again limit",                // once per turn
        "no limit, bowed: cost",      // the bow cost cannot be paid
        "no limit, straightened: true",
        "hit troll", "gain", "resolved true",   // the ogre left: lost; the troll is still hit
        "gain", "resolved true",      // all negated but "gain"
        "resolved false",             // all negated
    });
}

TEST_CASE("tabula.abilities: a slot with no pick left withdraws the use before any cost", "[abilities]") {
    Outcome o = play(abilities_fixture(), "cancel", {{"2"}, {}});
    expect_log(o, {"usable true", "announce cancel, bowed false, coins 2"});
}

TEST_CASE("tabula.abilities: bad costs and abilities are errors naming them", "[abilities]") {
    Outcome o = play(abilities_fixture(), "errors");
    expect_log(o, {
        "false abilities.cost: the kind must be a string",
        "false abilities.cost: kind 'x' needs can(use, cost) and pay(use, cost) functions",
        "false abilities.use: an ability is a table with a resolve function",
        "false ability 'odd' lists an unknown cost kind 'nope' (registered: abilities.cost)",
    });
}
