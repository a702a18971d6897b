// Forced cards (model/forced_cards.h): the orders a scenario forces with t:stack and
// t:draws, as the objects' shuffles and draws use them. The test DSL itself (t:stack,
// t:draws, T.match{stack}, unused orders, the replay) is tests/cli/scenario_cards.sh.
#include <catch2/catch.hpp>

#include "core/rng.h"
#include "model/forced_cards.h"
#include "model/objects.h"
#include "test_objects_support.h"

using namespace tabula;
using namespace tabula::objects_test;
using Catch::Matchers::Contains;

namespace {

// A deck of ten cards named "1".."10" bottom to top (kind "card"), and two hands.
const char* const kDeck = R"(
    local deck = match:zone{ id = "deck", kind = "deck" }
    match:zone{ id = "hand:1", kind = "hand", owner = 1 }
    match:zone{ id = "hand:2", kind = "hand", owner = 2 }
    for n = 1, 10 do match:create{ kind = "card", name = tostring(n), zone = deck } end
    return 0
)";

// The names of a zone's cards (a card without a name: its kind), bottom to top.
std::string names_of(Table& t, const std::string& zone) {
    return t.run("local names = {}\nfor _, c in ipairs(match:zone('" + zone +
                 "'):cards()) do names[#names + 1] = c.name or c.kind end\nreturn table.concat(names, ',')");
}

std::vector<std::string> split(const std::string& list) {
    std::vector<std::string> out;
    for (size_t at = 0, comma; at <= list.size(); at = comma + 1) {
        comma = list.find(',', at);
        if (comma == std::string::npos) comma = list.size();
        out.push_back(list.substr(at, comma - at));
    }
    return out;
}

CardPick named(const std::string& name) { return CardPick{name, 0, "'" + name + "'"}; }

ForcedOrder order(const std::string& zone, std::vector<CardPick> cards, const std::string& source = "t:stack at s.lua:3") {
    return ForcedOrder{zone, std::move(cards), source};
}

// The registry's number of the card now at `position` (1 = bottom) of a zone.
int card_at(Table& t, const std::string& zone, int position) {
    const std::string id = t.run("return match:zone('" + zone + "'):cards()[" + std::to_string(position) + "].id");
    return t.match->component<Objects>().find_public(std::stoll(id));
}

}  // namespace

TEST_CASE("Forced cards: a stacked shuffle puts the cards on top and draws what any shuffle draws", "[forced_cards]") {
    Table plain(2, 7), stacked(2, 7);
    plain.run(kDeck);
    stacked.run(kDeck);
    stacked.match->forced_cards().stack(order("deck", {named("3"), named("7")}));
    plain.run("match:zone('deck'):shuffle() return 0");
    stacked.run("match:zone('deck'):shuffle() return 0");
    CHECK(plain.match->rng().state() == stacked.match->rng().state());
    // The rest keeps the unforced shuffle's order, below the forced cards (3 on top).
    std::string rest;
    for (const std::string& name : split(names_of(plain, "deck")))
        if (name != "3" && name != "7") rest += name + ",";
    CHECK(names_of(stacked, "deck") == rest + "7,3");
    CHECK(names_of(plain, "deck") != "1,2,3,4,5,6,7,8,9,10");
    CHECK(stacked.match->forced_cards().empty());
}

TEST_CASE("Forced cards: names take distinct cards by name or kind, objects by handle", "[forced_cards]") {
    Table t;
    t.run(kDeck);
    t.run("match:create{ kind = 'joker', zone = 'deck' } return 0");
    const int fifth = card_at(t, "deck", 5);  // "5"
    auto& forced = t.match->forced_cards();
    forced.stack(order("deck", {named("joker"), CardPick{"", fifth, "object #x (card)"}, named("card"), named("card")}));
    t.run("match:zone('deck'):shuffle() return 0");
    // Top first: the joker (by kind), the 5 (by handle), then the two topmost cards of kind
    // "card" as the deck lay before the shuffle, 10 and 9.
    const std::string names = names_of(t, "deck");
    CHECK(names.ends_with(",9,10,5,joker"));
    CHECK(forced.empty());
}

TEST_CASE("Forced cards: several stacks of a zone force its next shuffles in turn, other zones are free", "[forced_cards]") {
    Table t;
    t.run(kDeck);
    auto& forced = t.match->forced_cards();
    forced.stack(order("deck", {named("1")}));
    forced.stack(order("hand:1", {named("2")}));
    forced.stack(order("deck", {named("9")}));
    auto top = [&] { return t.run("match:zone('deck'):shuffle() return match:zone('deck'):top().name"); };
    CHECK(top() == "1");
    CHECK(top() == "9");
    REQUIRE(forced.stacks().size() == 1);
    CHECK(forced.stacks()[0].zone == "hand:1");
}

TEST_CASE("Forced cards: a stacked card the zone lacks fails the shuffle, naming it, and changes nothing", "[forced_cards]") {
    Table t;
    t.run(kDeck);
    t.run("match:zone('deck'):draw(1, 'hand:1') match:create{ kind = 'card', name = 'x', at = 'c3' } return 0");
    auto& forced = t.match->forced_cards();
    auto shuffle_error = [&](std::vector<CardPick> cards) {
        forced.stack(order("deck", std::move(cards)));
        try {
            t.run("match:zone('deck'):shuffle() return 0");
        } catch (const std::exception& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    CHECK_THAT(shuffle_error({named("11")}),
               Contains("zone:shuffle: t:stack at s.lua:3 names '11', but no card of the match has that name or kind"));
    CHECK_THAT(shuffle_error({named("10")}),
               Contains("zone:shuffle: t:stack at s.lua:3 names '10', which is not in zone 'deck' (one is in zone 'hand:1')"));
    CHECK_THAT(shuffle_error({named("x")}), Contains("names 'x', which is not in zone 'deck' (one is on space 'c3')"));
    CHECK_THAT(shuffle_error({named("2"), named("2")}),
               Contains("names '2' more times than zone 'deck' holds it (1 card)"));
    const int held = t.match->component<Objects>().find_public(std::stoll(t.run("return match:zone('hand:1'):top().id")));
    CHECK_THAT(shuffle_error({CardPick{"", held, "object #5 (card)"}}),
               Contains("names object #5 (card), which is not in zone 'deck' (it is in zone 'hand:1')"));
    const int bottom = card_at(t, "deck", 1);
    CHECK_THAT(shuffle_error({CardPick{"", bottom, "object #6 (card)"}, CardPick{"", bottom, "object #6 (card)"}}),
               Contains("names object #6 (card) twice"));
    t.run("match:zone('deck'):cards()[1]:destroy() return 0");
    CHECK_THAT(shuffle_error({CardPick{"", bottom, "object #6 (card)"}}), Contains("names object #6 (card), which is gone"));
    // The failed shuffles shuffled nothing: the deck lies as it was, less the destroyed 1.
    CHECK(names_of(t, "deck") == "2,3,4,5,6,7,8,9");
    CHECK(forced.empty());
}

TEST_CASE("Forced cards: forced draws take the cards wherever they lie, then the top again", "[forced_cards]") {
    Table t;
    t.run(kDeck);
    auto& forced = t.match->forced_cards();
    forced.draws(order("deck", {named("2"), named("5")}, "t:draws at s.lua:4"));
    forced.draws(order("deck", {named("1")}, "t:draws at s.lua:5"));
    // draw takes the 2; deal takes the 5 (hand:1), the 1 (hand:2), then the top, 10 (hand:1).
    CHECK(t.run("return match:zone('deck'):draw(1, 'hand:2')[1].name") == "2");
    CHECK(t.run("return match:zone('deck'):deal(1, 'hand:1', 'hand:2', 'hand:1')") == "3");
    CHECK(names_of(t, "hand:1") == "5,10");
    CHECK(names_of(t, "hand:2") == "2,1");
    CHECK(names_of(t, "deck") == "3,4,6,7,8,9");
    CHECK(forced.empty());
    forced.draws(order("deck", {named("5")}, "t:draws at s.lua:9"));
    CHECK_THROWS_WITH(t.run("match:zone('deck'):draw(1, 'hand:2') return 0"),
                      Contains("zone:draw: t:draws at s.lua:9 names '5', which is not in zone 'deck' (one is in zone 'hand:1')"));
    forced.draws(order("deck", {named("12")}, "t:draws at s.lua:10"));
    CHECK_THROWS_WITH(t.run("match:zone('deck'):deal(1, 'hand:2') return 0"),
                      Contains("zone:deal: t:draws at s.lua:10 names '12', but no card of the match has that name or kind"));
}

TEST_CASE("Forced cards: a draw from an empty zone leaves its forced draws for later", "[forced_cards]") {
    Table t;
    t.run("match:zone{ id = 'deck', kind = 'deck' } match:zone{ id = 'hand', kind = 'hand' } return 0");
    t.match->forced_cards().draws(order("deck", {named("a")}, "t:draws at s.lua:2"));
    CHECK(t.run("return #match:zone('deck'):draw(1, 'hand')") == "0");
    REQUIRE(t.match->forced_cards().draws().size() == 1);
    CHECK(forced_card_list(t.match->forced_cards().draws()[0]) == "'a'");
}

TEST_CASE("Forced cards: the queue gives a zone's orders in turn, and draws one card at a time", "[forced_cards]") {
    ForcedCards f;
    f.stack(order("a", {named("1")}));
    f.stack(order("b", {named("2")}));
    f.stack(order("a", {named("3")}));
    CHECK(f.take_stack("a")->cards[0].name == "1");
    CHECK(f.take_stack("a")->cards[0].name == "3");
    CHECK_FALSE(f.take_stack("a"));
    f.draws(order("a", {named("x"), named("y")}, "t:draws at s.lua:1"));
    auto one = f.take_draw("a");
    REQUIRE(one);
    CHECK(one->cards.size() == 1);
    CHECK(one->cards[0].name == "x");
    CHECK(one->source == "t:draws at s.lua:1");
    CHECK(f.take_draw("a")->cards[0].name == "y");
    CHECK_FALSE(f.take_draw("a"));
    CHECK_FALSE(f.empty());  // b's stack is left
    f.clear();
    CHECK(f.empty());
}
