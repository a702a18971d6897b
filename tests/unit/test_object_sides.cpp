// Object sides (docs/api.md, Objects and zones): a card's printed sides, one of
// them shown; created with sides = {...} and side =, read as obj.side and obj.sides,
// changed by obj:flip_side, shown in views with the kind, folded into the state hash.
#include <catch2/catch.hpp>

#include "test_objects_support.h"

using namespace tabula;
using namespace tabula::objects_test;
using Catch::Matchers::Contains;

TEST_CASE("Object sides: created with or without sides, the first one by default", "[objects][sides]") {
    Table t;
    CHECK(t.run(R"(
        local a = match:create{ kind = "Sunlance", at = "a1", sides = { "start", "flipped" } }
        local b = match:create{ kind = "Sunlance", at = "a2", sides = { "start", "flipped" }, side = "flipped" }
        local c = match:create{ kind = "pawn", at = "a3" }
        local copy = b.sides
        copy[1] = "changed"
        return table.concat({ a.side, table.concat(a.sides, ","), b.side, table.concat(b.sides, ","),
                              tostring(c.side), tostring(c.sides), tostring(a.sides == a.sides) }, " ")
    )") == "start start,flipped flipped start,flipped nil nil false");
}

TEST_CASE("Object sides: bad sides and side are named in the error", "[objects][sides]") {
    Table t;
    const std::string not_sides = "sides must be a list of 2 or more distinct names";
    const std::pair<std::string, std::string> cases[] = {
        {"sides = 'start'", not_sides},
        {"sides = {}", not_sides},
        {"sides = { 'start' }", not_sides},
        {"sides = { 'start', 'start' }", not_sides},
        {"sides = { 'start', '' }", not_sides},
        {"sides = { 'start', 2 }", not_sides},
        {"sides = { 'start', 'flipped' }, side = 'x'", "side 'x' is not one of start, flipped"},
        {"sides = { 'start', 'flipped' }, side = 1", "side must be a string"},
        {"side = 'start'", "side 'start' is given without sides"},
    };
    for (const auto& [fields, error] : cases) {
        INFO(fields);
        CHECK_THROWS_WITH(t.run("match:create{ kind = 'k', " + fields + " }"), Contains("match:create: " + error));
    }
    CHECK(t.run("return #match:objects()") == "0");
}

TEST_CASE("Object sides: flip_side turns to the next side in order, or to the named one", "[objects][sides]") {
    Table t;
    CHECK(t.run(R"(
        local o = match:create{ kind = "Sunlance", at = "a1", sides = { "dawn", "noon", "dusk" } }
        local r = { o:flip_side(), o:flip_side(), o:flip_side(), o:flip_side("dusk"), o:flip_side("dusk"), o.side }
        return table.concat(r, " ")
    )") == "noon dusk dawn dusk dusk dusk");
    CHECK_THROWS_WITH(t.run("match:create{ kind = 'pawn', at = 'a2' }:flip_side()"),
                      Contains("obj:flip_side: object #2 (pawn) has no sides"));
    CHECK_THROWS_WITH(t.run("match:object(1):flip_side('x')"),
                      Contains("obj:flip_side: 'x' is not a side of object #1 (Sunlance) (dawn, noon, dusk)"));
    CHECK_THROWS_WITH(t.run("local o = match:object(1) tabula.guarded('q', function() o:flip_side() end)"),
                      Contains("obj:flip_side is not allowed inside q (a pure query)"));
    CHECK(t.run("return match:object(1).side") == "dusk");
    // match:objects and zone:search filter by side; objects without sides never match.
    CHECK(t.run(R"(
        match:create{ kind = "Mirage", at = "b1", sides = { "dawn", "dusk" } }
        local names = {}
        for _, o in ipairs(match:objects{ side = "dusk" }) do names[#names + 1] = o.kind end
        return table.concat(names, ",") .. " " .. #match:objects{ side = "noon" }
    )") == "Sunlance 0");
}

TEST_CASE("Object sides: a flip keeps the id, public or hidden", "[objects][sides]") {
    Table t;
    CHECK(t.run(R"(
        local open = match:create{ kind = "Sunlance", owner = 1, at = "a1", sides = { "start", "flipped" } }
        local secret = match:create{ kind = "Sunlance", owner = 1, at = "a2", face = "down", sides = { "start", "flipped" } }
        local before = { open.id, secret.id }
        open:flip_side()
        secret:flip_side("flipped")
        return tostring(open.id == before[1]) .. " " .. tostring(secret.id == before[2])
    )") == "true true");
}

TEST_CASE("Object sides: side_changed is emitted only when the side changes", "[objects][sides]") {
    Table t;
    CHECK(t.run(R"(
        local log = {}
        tabula.attach_effects(match, { triggers = {}, modifiers = {} }, function(ev)
          if ev.name == "side_changed" then
            log[#log + 1] = ev.object.kind .. " " .. ev.previous .. ">" .. ev.side
          end
        end)
        local o = match:create{ kind = "Rig", at = "a1", sides = { "start", "flipped" } }
        o:flip_side("start")
        o:flip_side()
        o:flip_side("flipped")
        o:flip_side()
        return table.concat(log, "; ")
    )") == "Rig start>flipped; Rig flipped>start");
}

TEST_CASE("Object sides: views show the side only to seats that may see the object", "[objects][sides]") {
    Table t;
    t.run(R"(
        match:create{ kind = "Sunlance", owner = 1, at = "a1", sides = { "start", "flipped" }, side = "flipped" }
        match:create{ kind = "Keelhaul", owner = 1, at = "a2", face = "down", sides = { "start", "flipped" } }
        match:create{ kind = "pawn", owner = 2, at = "a3" }
        return 0
    )");
    for (int seat : {0, 1, 2}) {
        INFO("seat " << seat);
        nlohmann::json v = t.json("return match:view_of(" + std::to_string(seat) + ")");
        const auto& open = v["spaces"]["a1"][0];
        CHECK(open["side"] == "flipped");
        CHECK(open["sides"] == nlohmann::json{"start", "flipped"});
        CHECK_FALSE(v["spaces"]["a3"][0].contains("side"));
        CHECK_FALSE(v["spaces"]["a3"][0].contains("sides"));
        const auto& down = v["spaces"]["a2"][0];
        if (seat == 1) {
            CHECK(down["side"] == "start");
        } else {
            CHECK(down == nlohmann::json{{"hidden", true}, {"owner", 1}, {"face", "down"}, {"turned", false}});
        }
    }
}

TEST_CASE("Object sides: the state hash covers the side, not how it got there", "[objects][sides]") {
    auto hash_after = [](const std::string& code) {
        Table t;
        t.run(code + " return 0");
        return t.match->state_hash();
    };
    const std::string create = "local o = match:create{ kind = 'Sunlance', at = 'a1', sides = { 'start', 'flipped' }";
    const uint64_t start = hash_after(create + " }");
    CHECK(hash_after(create + ", side = 'flipped' }") != start);
    CHECK(hash_after(create + " } o:flip_side()") == hash_after(create + ", side = 'flipped' }"));
    CHECK(hash_after(create + " } o:flip_side() o:flip_side()") == start);
    CHECK(hash_after("local o = match:create{ kind = 'Sunlance', at = 'a1', sides = { 'start', 'ablaze' } }") != start);
    CHECK(hash_after("local o = match:create{ kind = 'Sunlance', at = 'a1' }") != start);
}
