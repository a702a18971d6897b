// Hidden information and the state hash of objects and zones: a seat's view
// never contains what it may not see (checked on the serialized JSON), and
// the hash folds every piece of object state.
#include <catch2/catch.hpp>

#include "core/rng.h"
#include "model/objects.h"
#include "test_objects_support.h"

using namespace tabula;
using namespace tabula::objects_test;
using Catch::Matchers::Contains;

namespace {

std::string view_text(Table& t, int seat) { return t.json("return match:view_of(" + std::to_string(seat) + ")").dump(); }

// Hidden Chess after secret placement (HC-3.5, HC-11): each side's face-down
// pieces, some stacked, plus the face-up Kings and one revealed Rook.
const char* kHiddenChess = R"(
    match:create{ kind = "king", owner = 1, at = "d1" }
    match:create{ kind = "king", owner = 2, at = "d7" }
    match:create{ kind = "whitebishop", owner = 1, at = "c1", face = "down", props = { secret = "WB-SECRET" } }
    match:create{ kind = "whiteknight", owner = 1, at = "c1", face = "down", props = { secret = "WN-SECRET" } }
    match:create{ kind = "whiterook", owner = 1, at = "a1", face = "down" }
    match:create{ kind = "blackqueen", owner = 2, at = "c7", face = "down", props = { secret = "BQ-SECRET" } }
    match:create{ kind = "blackrook", owner = 2, at = "a7", face = "down" }
    match:top("a1"):flip("up")   -- White reveals a1: a fresh face-up rook
    return 0
)";

}  // namespace

TEST_CASE("Objects view: Hidden Chess shows positions and heights, never the opponent's face-down kinds",
          "[objects]") {
    Table t;
    t.run(kHiddenChess);
    const std::string white = view_text(t, 1), black = view_text(t, 2), onlooker = view_text(t, 0);
    INFO("white: " << white);
    INFO("black: " << black);
    // Owners see their own face-down pieces and their properties (HC-11.1).
    CHECK(has(white, "whitebishop"));
    CHECK(has(white, "WN-SECRET"));
    CHECK(has(black, "blackqueen"));
    CHECK(has(black, "BQ-SECRET"));
    // Never the opponent's face-down kinds or properties.
    for (const char* s : {"whitebishop", "whiteknight", "WB-SECRET", "WN-SECRET"}) {
        CHECK_FALSE(has(black, s));
        CHECK_FALSE(has(onlooker, s));
    }
    for (const char* s : {"blackqueen", "blackrook", "BQ-SECRET"}) {
        CHECK_FALSE(has(white, s));
        CHECK_FALSE(has(onlooker, s));
    }
    // Face-up pieces are public.
    for (const std::string* v : {&white, &black, &onlooker}) {
        CHECK(has(*v, "king"));
        CHECK(has(*v, "whiterook"));
    }
    // Stack heights, face and owner are visible; ids of hidden pieces are not.
    nlohmann::json b = t.json("return match:view_of(2)");
    const auto& c1 = b["spaces"]["c1"];
    REQUIRE(c1.size() == 2);
    CHECK(c1[0] == nlohmann::json{{"hidden", true}, {"owner", 1}, {"face", "down"}, {"turned", false}});
    CHECK(c1[1]["hidden"] == true);
    CHECK(b["spaces"]["a1"][0]["kind"] == "whiterook");
    CHECK(b["spaces"]["a1"][0]["id"] == std::stoll(t.run("return match:top('a1').id")));
    CHECK(b["spaces"]["c7"][0]["kind"] == "blackqueen");
    CHECK(b["spaces"]["c7"][0]["props"]["secret"] == "BQ-SECRET");
    CHECK(b["seat"] == 2);
    nlohmann::json w = t.json("return match:view_of(1)");
    CHECK(w["spaces"]["c1"][1]["kind"] == "whiteknight");
    CHECK(w["spaces"]["c1"][1]["id"] == std::stoll(t.run("return match:at('c1')[2].id")));
    CHECK_FALSE(w["spaces"]["c7"][0].contains("id"));
    // obj:visible_to agrees with the views.
    CHECK(t.run("local q = match:top('c7') return tostring(q:visible_to(1)) .. tostring(q:visible_to(2)) .. tostring(q:visible_to(0))") ==
          "falsetruefalse");
}

TEST_CASE("Objects view: decks, hands, provinces, discard piles and reveals", "[objects]") {
    Table t;
    t.run(R"(
        local deck1 = match:zone{ id = "fate:1", kind = "deck", owner = 1 }
        local hand1 = match:zone{ id = "hand:1", kind = "hand", owner = 1 }
        local hand2 = match:zone{ id = "hand:2", kind = "hand", owner = 2 }
        local prov = match:zone{ id = "province:1:1", kind = "province", owner = 1, face = "down", down_visible_to = "none" }
        local discard = match:zone{ id = "discard:1", kind = "discard", owner = 1 }
        local focus = match:zone{ id = "focus", kind = "focus", face = "down" }
        for i = 1, 4 do match:create{ kind = "deckcard" .. i, owner = 1, zone = deck1 } end
        match:create{ kind = "handcard-one", owner = 1, zone = hand1, name = "Secret Name" }
        match:create{ kind = "handcard-two", owner = 2, zone = hand2 }
        match:create{ kind = "provincecard", owner = 1, zone = prov }
        match:create{ kind = "discarded", owner = 1, zone = discard }
        match:create{ kind = "focuscard", owner = 2, zone = focus }
        return 0
    )");
    std::string v1 = view_text(t, 1), v2 = view_text(t, 2), v0 = view_text(t, 0);
    INFO("seat 1: " << v1);
    INFO("seat 2: " << v2);
    // Decks: nobody sees the cards, everybody sees the count.
    for (const std::string* v : {&v1, &v2, &v0}) CHECK_FALSE(has(*v, "deckcard"));
    CHECK(t.json("return match:view_of(2)")["zones"]["fate:1"]["count"] == 4);
    CHECK(t.json("return match:view_of(2)")["zones"]["fate:1"]["cards"].size() == 4);
    // Hands: the owner only.
    CHECK(has(v1, "handcard-one"));
    CHECK(has(v1, "Secret Name"));
    CHECK_FALSE(has(v2, "handcard-one"));
    CHECK_FALSE(has(v2, "Secret Name"));
    CHECK_FALSE(has(v0, "handcard-one"));
    CHECK(has(v2, "handcard-two"));
    CHECK_FALSE(has(v1, "handcard-two"));
    // A face-down Province card: hidden from both players, its owner included (L5-1.5).
    for (const std::string* v : {&v1, &v2, &v0}) CHECK_FALSE(has(*v, "provincecard"));
    // A face-down focus card in a public zone: its owner knows it.
    CHECK(has(v2, "focuscard"));
    CHECK_FALSE(has(v1, "focuscard"));
    // The discard pile is public.
    for (const std::string* v : {&v1, &v2, &v0}) CHECK(has(*v, "discarded"));

    // The owner peeks at the top two cards of the deck: only seat 1 sees them.
    CHECK(t.run(R"(
        local seen = match:zone("fate:1"):peek(2, 1)
        return seen[1].kind .. "," .. seen[2].kind
    )") == "deckcard4,deckcard3");
    v1 = view_text(t, 1);
    v2 = view_text(t, 2);
    CHECK(has(v1, "deckcard4"));
    CHECK(has(v1, "deckcard3"));
    CHECK_FALSE(has(v1, "deckcard2"));
    CHECK_FALSE(has(v2, "deckcard4"));
    // A shuffle ends what the peek showed.
    t.run("match:zone('fate:1'):shuffle() return 0");
    CHECK_FALSE(has(view_text(t, 1), "deckcard"));
    // A card shown to all is public until it moves.
    t.run("local c = match:zone('hand:1'):top() c:reveal_to('all') return 0");
    CHECK(has(view_text(t, 2), "handcard-one"));
    CHECK(has(view_text(t, 0), "handcard-one"));
    t.run("local c = match:zone('hand:1'):top() match:zone('hand:1'):put(c, 'bottom') return 0");  // same zone: stays shown
    CHECK(has(view_text(t, 2), "handcard-one"));
    t.run("match:move(match:zone('hand:1'):top(), match:zone('fate:1')) return 0");
    CHECK_FALSE(has(view_text(t, 2), "handcard-one"));
    // reveal_to one seat, then hide.
    t.run("local c = match:zone('province:1:1'):top() c:reveal_to(2) return 0");
    CHECK(has(view_text(t, 2), "provincecard"));
    CHECK_FALSE(has(view_text(t, 1), "provincecard"));
    t.run("match:zone('province:1:1'):top():hide(2) return 0");
    CHECK_FALSE(has(view_text(t, 2), "provincecard"));
    // Turned face up in the Events phase: public.
    t.run("match:zone('province:1:1'):top():flip('up') return 0");
    CHECK(has(view_text(t, 0), "provincecard"));
}

TEST_CASE("Objects view: attachments are shown with their host, each by its own visibility", "[objects]") {
    Table t;
    t.run(R"(
        local p = match:create{ kind = "personality", owner = 1, at = "home:1", props = { force = 2 }, counters = { honor = 1 } }
        match:attach(match:create{ kind = "follower", owner = 1, at = "x" }, p)
        match:attach(match:create{ kind = "facedownthing", owner = 1, at = "x", face = "down" }, p)
        return 0
    )");
    nlohmann::json v = t.json("return match:view_of(2)");
    const auto& host = v["spaces"]["home:1"][0];
    CHECK(host["kind"] == "personality");
    CHECK(host["props"]["force"] == 2);
    CHECK(host["counters"]["honor"] == 1);
    REQUIRE(host["attachments"].size() == 2);
    CHECK(host["attachments"][0]["kind"] == "follower");
    CHECK(host["attachments"][1]["hidden"] == true);
    CHECK_FALSE(has(v.dump(), "facedownthing"));
    CHECK(has(view_text(t, 1), "facedownthing"));
    CHECK_FALSE(v["spaces"].contains("x"));
}

TEST_CASE("Objects hash: every piece of object state counts, not the history", "[objects]") {
    auto hash_after = [](const std::string& code) {
        Table t;
        t.run(code);
        return t.match->state_hash();
    };
    const std::string base = R"(
        local z = match:zone{ id = "deck", kind = "deck" }
        match:create{ kind = "a", owner = 1, at = "e2", props = { n = 1, t = { x = 1 } } }
        match:create{ kind = "b", owner = 2, at = "e7" }
        match:create{ kind = "c", zone = z }
        match:create{ kind = "d", zone = z }
    )";
    const uint64_t h0 = hash_after(base + "return 0");
    CHECK(h0 == hash_after(base + "return 0"));
    // The same state reached another way (spaces first used in another order) hashes the same.
    CHECK(hash_after(base + "match:move(match:object(1), 'e4') return 0") ==
          hash_after(base + "match:move(match:object(1), 'zz') match:move(match:object(1), 'e4') return 0"));
    // There and back on spaces: the same state.
    CHECK(hash_after(base + "match:move(match:object(1), 'x') match:move(match:object(1), 'e2') return 0") == h0);
    const char* changes[] = {
        "match:move(match:object(1), 'e4')",
        "match:move(match:object(2), 'e2')",                      // stack order
        "match:move(match:object(1), { at = 'e7', position = 1 })",
        "match:object(1):flip()",
        "match:object(1):turn()",
        "match:object(1):add('gold')",
        "match:object(1).props.n = 2",
        "match:object(1).props.t.x = 2",
        "match:object(1):set_owner(2)",
        "match:object(1):reveal_to(2)",
        "match:zone('deck'):put(match:zone('deck'):cards()[1], 'top')",  // zone order
        "match:attach(match:object(2), match:object(1))",
        "match:destroy(match:zone('deck'):cards()[2])",
        "match:create{ kind = 'e' }",
        "match:zone{ id = 'hand', kind = 'hand' }",
    };
    for (const char* change : changes) {
        INFO(change);
        CHECK(hash_after(base + change + " return 0") != h0);
    }
}

TEST_CASE("Objects hash: the stay counter is folded in", "[objects]") {
    Table t;
    t.run("match:zone{ id = 'reserve', kind = 'reserve' } match:create{ kind = 'a', at = 'e2' } return 0");
    const uint64_t before = t.match->state_hash();
    t.run("match:move(match:object(1), match:zone('reserve')) match:move(match:object(1), 'e2') return 0");
    CHECK(t.run("return match:object(1).stay") == "2");
    CHECK(t.match->state_hash() != before);
}

TEST_CASE("Objects: random operations keep the registry consistent and views honest", "[objects]") {
    Table t(3, 5);
    t.start();
    Objects& objs = t.match->component<Objects>();
    Rng rng(99);
    const char* kinds[] = {"deck", "hand", "discard", "play", "row"};
    for (int seat = 0; seat <= 3; ++seat)
        for (const char* k : kinds) {
            Zone z;
            z.id = std::string(k) + ":" + std::to_string(seat);
            z.kind = k;
            z.owner = seat;
            z.visible_to = k == std::string("deck") ? Sight::None : k == std::string("hand") ? Sight::Owner : Sight::All;
            z.down_visible_to = rng.below(2) ? Sight::Owner : Sight::None;
            z.face_up = k != std::string("deck");
            z.in_play = k == std::string("play");
            objs.add_zone(z);
        }
    const char* spaces[] = {"a1", "a2", "b1", "b2", "c3"};
    for (int round = 0; round < 2000; ++round) {
        const int op = static_cast<int>(rng.below(8));
        const int last = objs.last_id();
        const int id = last ? 1 + static_cast<int>(rng.below(static_cast<uint64_t>(last))) : 0;
        const bool live = id && objs.alive(id);
        if (op == 0 || last < 5) {
            // Kinds unique per object, so a kind in a view's text means that object was shown.
            int n = objs.create("kind" + std::to_string(last + 1) + "x", static_cast<int>(rng.below(4)), "", rng.below(2), false);
            objs.move(n, Place::space(objs.space_index(spaces[rng.below(5)])));
        } else if (!live) {
            continue;
        } else if (op == 1) {
            objs.move(id, Place::space(objs.space_index(spaces[rng.below(5)])), 0, rng.below(2) ? std::optional<bool>(false) : std::nullopt);
        } else if (op == 2) {
            objs.move(id, Place::zone(static_cast<int>(rng.below(static_cast<uint64_t>(objs.zone_count())))));
        } else if (op == 3) {
            objs.obj(id).face_up = !objs.obj(id).face_up;
        } else if (op == 4) {
            objs.shuffle(static_cast<int>(rng.below(static_cast<uint64_t>(objs.zone_count()))));
        } else if (op == 5) {
            const int host = 1 + static_cast<int>(rng.below(static_cast<uint64_t>(last)));
            if (objs.alive(host)) {
                try {
                    objs.attach(id, host);
                } catch (const std::invalid_argument&) {
                }
            }
        } else if (op == 6 && rng.below(4) == 0) {
            std::vector<int> gone;
            objs.destroy(id, gone);
        } else if (op == 7) {
            objs.obj(id).revealed |= uint64_t(1) << rng.below(4);
        }
    }
    // Every live object is in exactly one list, at the place and position it says.
    std::vector<int> seen(static_cast<size_t>(objs.last_id()) + 1, 0);
    auto check_list = [&](const std::vector<int>& list, Place p) {
        for (size_t i = 0; i < list.size(); ++i) {
            const int id = list[i];
            REQUIRE(objs.alive(id));
            ++seen[static_cast<size_t>(id)];
            CHECK(objs.obj(id).place == p);
            CHECK(objs.position_of(id) == static_cast<int>(i) + 1);
        }
    };
    for (int s = 0; s < objs.space_count(); ++s) check_list(objs.stack(s), Place::space(s));
    for (int z = 0; z < objs.zone_count(); ++z) check_list(objs.zone(z).cards, Place::zone(z));
    int live = 0;
    for (int id = 1; id <= objs.last_id(); ++id) {
        if (!objs.alive(id)) continue;
        ++live;
        check_list(objs.obj(id).attachments, Place::attached(id));
    }
    for (int id = 1; id <= objs.last_id(); ++id) CHECK(seen[static_cast<size_t>(id)] == (objs.alive(id) ? 1 : 0));
    CHECK(live > 20);
    // Each seat's view shows exactly the objects visible() allows.
    int hidden = 0, shown = 0;
    for (int seat = 0; seat <= 3; ++seat) {
        const std::string text = objs.view(seat).dump();
        for (int id = 1; id <= objs.last_id(); ++id) {
            if (!objs.alive(id)) continue;
            const bool in_text = has(text, "\"kind" + std::to_string(id) + "x\"");
            INFO("seat " << seat << " object " << id);
            CHECK(in_text == objs.visible(id, seat));
            (in_text ? shown : hidden) += 1;
        }
    }
    CHECK(hidden > 20);
    CHECK(shown > 20);
}

TEST_CASE("Objects view: a game without a view hook gives agents the seat's objects view", "[objects]") {
    Table t;
    t.start();
    t.run(kHiddenChess);
    const std::string black = t.match->view(2).dump(), white = t.match->view(1).dump();
    INFO("black: " << black);
    CHECK(black == view_text(t, 2));  // what an agent of seat 2 is sent
    CHECK_THAT(white, Contains("WB-SECRET"));
    for (const char* hidden : {"WB-SECRET", "WN-SECRET", "whitebishop", "whiteknight"})
        CHECK_THAT(black, !Contains(hidden));
}
