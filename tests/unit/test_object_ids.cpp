// Public ids carry no hidden information (model/objects.h, docs/api.md "Ids and hidden
// information"): objects created in plain sight are numbered 1, 2, 3...; any other gets
// a random id; whenever the seats that may see an object change, it gets a new random
// id. Deterministic per seed, and the match RNG is not touched.
#include <catch2/catch.hpp>

#include "test_objects_support.h"

using namespace tabula;
using namespace tabula::objects_test;

namespace {

// Runs `code` in a fresh match and returns its result.
std::string in_match(const std::string& code, uint64_t seed = 1) {
    Table t(2, seed);
    return t.run(code);
}

// Lua: r(x) appends x to the result list; random(id) tells a random (9-digit) id.
const std::string kHelpers = R"(
    local out = {}
    local function r(x) out[#out + 1] = tostring(x) end
    local function random(id) return id >= 100000000 and id <= 999999999 end
)";

}  // namespace

TEST_CASE("Object ids: the public count numbers only objects created in plain sight", "[objects][ids]") {
    CHECK(in_match(kHelpers + R"(
        local deck = match:zone{ id = "deck", kind = "deck" }          -- hidden from all, face down
        local a = match:create{ kind = "a", at = "e1" }                 -- public: 1
        local b = match:create{ kind = "b", zone = deck }               -- hidden: random
        local c = match:create{ kind = "c", owner = 1, at = "e2", face = "down" }  -- its owner only: random
        local d = match:create{ kind = "d" }                            -- nowhere, face up: 2
        local e = match:create{ kind = "e", face = "down" }             -- nowhere, face down: random
        r(a.id) r(random(b.id)) r(random(c.id)) r(d.id) r(random(e.id))
        r(b.id ~= c.id and c.id ~= e.id)
        r(match:object(b.id) == b) r(match:object(1) == a) r(match:object(3))
        return table.concat(out, " ")
    )") == "1 true true 2 true true true true nil");
}

TEST_CASE("Object ids: an id changes exactly when the seats that may see the object change", "[objects][ids]") {
    CHECK(in_match(kHelpers + R"(
        local deck = match:zone{ id = "deck", kind = "deck" }
        local hand1 = match:zone{ id = "hand1", kind = "hand", owner = 1 }
        local hand2 = match:zone{ id = "hand2", kind = "hand", owner = 2 }
        local pile = match:zone{ id = "pile", kind = "discard", visible_to = "all", face = "up" }
        local p = match:create{ kind = "piece", owner = 1, at = "a1" }
        local function moved(obj, f) local before = obj.id f() return obj.id ~= before end
        -- Public to public: the same id.
        r(moved(p, function() match:move(p, "a2") end))
        r(moved(p, function() match:move(p, pile) end))
        -- Into a hand (its owner only), within it, to the other hand, back in sight.
        r(moved(p, function() match:move(p, hand1) end))
        r(moved(p, function() hand1:put(p, "bottom") end))
        r(moved(p, function() match:move(p, hand2) end))
        r(moved(p, function() match:move(p, "a3") end))
        -- Flips: face down on a space (owner only), and up again.
        r(moved(p, function() p:flip("down") end))
        r(moved(p, function() p:turn() p:add("gold") p:set("k", 1) end))
        r(moved(p, function() p:flip("up") end))
        -- Reveals, hides, owners of a face-down piece.
        p:flip("down")
        r(moved(p, function() p:reveal_to(2) end))
        r(moved(p, function() p:reveal_to(2) end))
        r(moved(p, function() p:hide() end))
        r(moved(p, function() p:set_owner(2) end))
        -- A hidden deck: shuffles and moves inside it keep ids nobody sees; a peek shows a new one.
        local c = match:create{ kind = "card", zone = deck }
        match:create{ kind = "card", zone = deck }
        r(moved(c, function() deck:shuffle() end))
        local top = deck:top()
        r(moved(top, function() deck:peek(1, 1) end))
        r(moved(top, function() deck:shuffle() end))   -- the peek ends: new again
        return table.concat(out, " ")
    )") == "false false true false true true true false true true false true true false true true");
}

TEST_CASE("Object ids: attachments carried into a hidden place get new ids too", "[objects][ids]") {
    CHECK(in_match(kHelpers + R"(
        local deck = match:zone{ id = "deck", kind = "deck" }
        local host = match:create{ kind = "host", owner = 1, at = "a1" }
        local item = match:create{ kind = "item", owner = 1, at = "a2" }
        match:attach(item, host)
        local h, i = host.id, item.id
        r(h) r(i)                                  -- both public, attaching changes no sight
        match:move(host, "b1")
        r(host.id == h and item.id == i)
        match:move(host, deck)                     -- leaves play: item carried into the deck
        r(random(host.id) and random(item.id) and host.id ~= h and item.id ~= i)
        r(match:object(h)) r(match:object(i))      -- old ids name nothing
        return table.concat(out, " ")
    )") == "1 2 true true nil nil");
}

TEST_CASE("Object ids: the same seed gives the same ids, the match RNG is untouched", "[objects][ids]") {
    const std::string code = kHelpers + R"(
        local deck = match:zone{ id = "deck", kind = "deck" }
        for i = 1, 5 do match:create{ kind = "card" .. i, zone = deck } end
        deck:shuffle()
        for _, c in ipairs(deck:cards()) do r(c.id) end
        local c = deck:top()
        c:flip("up") c:reveal_to(1)
        match:move(c, "a1")
        r(c.id)
        return table.concat(out, " ")
    )";
    const std::string once = in_match(code, 7);
    CHECK(once == in_match(code, 7));
    CHECK(once != in_match(code, 8));
    // The match RNG draws the same numbers whether ids were drawn or not.
    const std::string rolls = "local t = {} for i = 1, 5 do t[i] = math.random(1000000) end return table.concat(t, ',')";
    CHECK(in_match("match:zone{ id = 'deck', kind = 'deck' } "
                   "for i = 1, 50 do match:create{ kind = 'c', zone = 'deck' } end " + rolls, 3) ==
          in_match(rolls, 3));
}

TEST_CASE("Object ids: views show the public id of what a seat may see, nothing of the rest", "[objects][ids]") {
    Table t;
    t.run(R"(
        match:create{ kind = "king", owner = 1, at = "d1" }
        match:create{ kind = "rook", owner = 1, at = "a1", face = "down" }
        match:create{ kind = "rook", owner = 2, at = "a7", face = "down" }
        return 0
    )");
    const nlohmann::json w = t.json("return match:view_of(1)"), b = t.json("return match:view_of(2)");
    CHECK(w["spaces"]["d1"][0]["id"] == 1);
    CHECK(w["spaces"]["a1"][0]["id"] == std::stoll(t.run("return match:top('a1').id")));
    CHECK_FALSE(w["spaces"]["a7"][0].contains("id"));
    CHECK_FALSE(b["spaces"]["a1"][0].contains("id"));
    // Revealed to everybody: a new id, the same in every seat's view.
    const std::string before = t.run("return match:top('a1').id");
    t.run("match:top('a1'):flip('up') return 0");
    const std::string after = t.run("return match:top('a1').id");
    CHECK(after != before);
    CHECK(t.json("return match:view_of(2)")["spaces"]["a1"][0]["id"] == std::stoll(after));
    CHECK(t.json("return match:view_of(0)")["spaces"]["a1"][0]["id"] == std::stoll(after));
}

TEST_CASE("Object ids: use counters follow the object, not its id", "[objects][ids]") {
    CHECK(in_match(kHelpers + R"(
        local p = match:create{ kind = "piece", owner = 1, at = "a1", face = "down" }
        local opts = { limit = 1, per = "stay", object = p }
        r(match:use("tap", opts))
        p:flip("up")                               -- a new id, the same stay in play
        r(match:use("tap", opts))
        r(match:uses("tap", opts))
        return table.concat(out, " ")
    )") == "true false 1");
}
