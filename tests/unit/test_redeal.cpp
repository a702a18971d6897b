// Objects::redeal, a search's determinization (model/redeal.cpp): what a seat cannot see
// is dealt again among its places, the same for every arrangement of the same cards.
#include <catch2/catch.hpp>

#include "core/rng.h"
#include "model/objects.h"
#include "test_objects_support.h"

using namespace tabula;
using namespace tabula::objects_test;

namespace {

// Seat 2's hand and deck hold the cards of `hand` and `deck` (kinds), seat 1's hand
// "mine1", "mine2", and a face-down piece of seat 2's stands on c3.
void deal(Table& t, const std::string& hand, const std::string& deck) {
    t.run(R"(
        match:zone{ id = "hand:1", kind = "hand", owner = 1 }
        match:zone{ id = "hand:2", kind = "hand", owner = 2 }
        match:zone{ id = "deck:2", kind = "deck", owner = 2 }
        for _, k in ipairs{ "mine1", "mine2" } do match:create{ kind = k, owner = 1, zone = "hand:1" } end
        match:create{ kind = "rook", owner = 2, at = "c3", face = "down", props = { moved = 0 } }
    )");
    t.run("for k in ('" + hand + "'):gmatch('%S+') do match:create{ kind = k, owner = 2, zone = 'hand:2', "
          "props = { cost = #k } } end");
    t.run("for k in ('" + deck + "'):gmatch('%S+') do match:create{ kind = k, owner = 2, zone = 'deck:2', "
          "props = { cost = #k } } end");
}

// Every zone's and c3's cards: "kind:cost@id" (the ids are the places' public ids).
const char* kTable = R"(
    local out = {}
    for _, z in ipairs{ "hand:1", "hand:2", "deck:2" } do
      for _, c in ipairs(match:zone(z):cards()) do out[#out + 1] = c.kind .. ":" .. tostring(c.props.cost) end
      out[#out + 1] = "|"
    end
    out[#out + 1] = match:top("c3").kind
    return table.concat(out, " ")
)";

std::vector<std::vector<int>> seat2_pools(Table& t) {
    Objects& objs = t.match->component<Objects>();
    std::vector<int> ids;
    for (const char* z : {"hand:2", "deck:2"}) {
        const auto& cards = objs.zone(objs.find_zone(z)).cards;
        ids.insert(ids.end(), cards.begin(), cards.end());
    }
    return {ids};
}

}  // namespace

TEST_CASE("redeal: the seat's own cards stay, the hidden ones are dealt among their places", "[redeal]") {
    Table t;
    deal(t, "ax bee", "cat dove emu");
    Objects& objs = t.match->component<Objects>();
    const nlohmann::json before = objs.view(1);
    Rng rng(7);
    const int changed = objs.redeal(1, seat2_pools(t), rng);
    CHECK(changed > 0);
    CHECK(objs.view(1) == before);  // nothing the seat sees changed: ids, counts, faces
    const std::string after = t.run(kTable);
    CHECK(after.rfind("mine1:nil mine2:nil |", 0) == 0);
    // The same five cards, each with its own props (cost = its kind's length).
    for (const char* card : {"ax:2", "bee:3", "cat:3", "dove:4", "emu:3"}) CHECK(after.find(card) != std::string::npos);
    CHECK(after.substr(after.size() - 4) == "rook");  // not in the pool: as it was
}

TEST_CASE("redeal: the deal depends on which cards there are, not on where each was", "[redeal]") {
    Table a, b;
    deal(a, "ax bee", "cat dove emu");
    deal(b, "emu cat", "bee ax dove");
    REQUIRE(a.run(kTable) != b.run(kTable));
    Rng ra(11), rb(11);
    a.match->component<Objects>().redeal(1, seat2_pools(a), ra);
    b.match->component<Objects>().redeal(1, seat2_pools(b), rb);
    CHECK(a.run(kTable) == b.run(kTable));
    CHECK(a.match->component<Objects>().view(1) == b.match->component<Objects>().view(1));
}

TEST_CASE("redeal: a card's Lua handle goes with it, and every card reaches every place", "[redeal]") {
    Table t;
    deal(t, "ax bee", "cat dove emu");
    t.run("kept = {} for _, c in ipairs(match:zone('deck:2'):cards()) do kept[c] = c.kind end");
    Objects& objs = t.match->component<Objects>();
    std::set<std::string> seen;
    for (uint64_t seed = 1; seed <= 200; ++seed) {
        Rng rng(seed);
        objs.begin_redeals();  // each a determinization of its own
        objs.redeal(1, seat2_pools(t), rng);
        CHECK(t.run("for c, k in pairs(kept) do if c.kind ~= k then return c.kind .. ' was ' .. k end end "
                    "return 'ok'") == "ok");
        seen.insert(t.run("return match:zone('hand:2'):cards()[1].kind"));
    }
    CHECK(seen == std::set<std::string>{"ax", "bee", "cat", "dove", "emu"});
}

TEST_CASE("redeal: owners keep their own cards, and first_undealt names what no redeal took", "[redeal]") {
    Table t(3);
    deal(t, "ax bee", "cat dove emu");
    t.run("match:create{ kind = 'stranger', owner = 3, zone = 'deck:2' }");
    Objects& objs = t.match->component<Objects>();
    objs.begin_redeals();
    Rng rng(3);
    objs.redeal(1, seat2_pools(t), rng);
    CHECK(t.run("return match:zone('deck:2'):cards()[4].kind") == "stranger");  // the only card of seat 3
    const int left = objs.first_undealt(1);
    REQUIRE(left != 0);
    CHECK(objs.obj(left).kind == "rook");  // on c3, in no pool
    CHECK(objs.where_is(left) == "on space 'c3'");
    objs.redeal(1, objs.hidden_pools(1), rng);
    CHECK(objs.first_undealt(1) == 0);
    objs.redeal(1, objs.hidden_pools(1), rng);  // a second redeal in one determinization takes nothing again
    CHECK(t.run("return match:zone('deck:2'):cards()[4].kind") == "stranger");
    CHECK(objs.first_undealt(2) != 0);  // seat 1's hand is hidden from seat 2, and was not dealt
}
