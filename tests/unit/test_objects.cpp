// Objects and zones through their Lua API: creation, fields, stacks, moves,
// zones and decks, counters, properties, attachments, stays, destruction and
// gone handles, filters, events, errors.
#include <catch2/catch.hpp>

#include "core/rng.h"
#include "model/objects.h"
#include "test_objects_support.h"

using namespace tabula;
using namespace tabula::objects_test;
using Catch::Matchers::Contains;

TEST_CASE("Objects: create gives handles with ids and fields", "[objects]") {
    Table t;
    // a and c are seen by everybody: the public count. b (face down) has a random id.
    CHECK(t.run(R"(
        local a = match:create{ kind = "knight", owner = 1, at = "b1", props = { value = 3 } }
        local b = match:create{ kind = "pawn", owner = 2, at = "b1", face = "down", turned = true, name = "P" }
        local c = match:create{ kind = "token" }
        return table.concat({ a.id, tostring(b.id >= 100000000 and b.id <= 999999999), c.id, a.kind, a.owner, a.space, a.position, b.position,
                              a.face, b.face, tostring(a.face_up), tostring(b.turned), b.name,
                              tostring(c.owner), tostring(c.space), tostring(c.location), a.props.value,
                              tostring(a), tostring(a.gone), tostring(a.in_play), tostring(c.in_play) }, " ")
    )") == "1 true 2 knight 1 b1 1 2 up down true true P nil nil nil 3 object #1 (knight) false true false");
    // One handle per object: == and table keys work.
    CHECK(t.run(R"(
        local seen = {}
        seen[match:top("b1")] = true
        return tostring(match:top("b1") == match:object(match:top("b1").id)) .. " " .. tostring(seen[match:object(match:top("b1").id)])
            .. " " .. tostring(tabula.is_object(match:object(1))) .. " " .. tostring(tabula.is_object({}))
    )") == "true true true false");
}

TEST_CASE("Objects: props are copied plain data, get/set check them", "[objects]") {
    Table t;
    CHECK(t.run(R"(
        local src = { force = 2, tags = { "samurai", "crane" } }
        local a = match:create{ kind = "personality", props = src }
        local b = match:create{ kind = "personality", props = src }
        a.props.force = 5                      -- the live table
        a:set("chi", 3)
        b:set("tags", { "ronin" })
        src.force = 99                         -- the originals were copied
        return table.concat({ a.props.force, a:get("chi"), b.props.force, a.props.tags[2], b:get("tags")[1],
                              tostring(a:get("nothing")) }, " ")
    )") == "5 3 2 crane ronin nil");
    CHECK_THROWS_WITH(t.run("match:create{ kind = 'x', props = { f = print } }"),
                      Contains("match:create: props.f is a function; properties hold numbers, strings, booleans"));
    CHECK_THROWS_WITH(t.run("match:object(1):set('cb', function() end)"),
                      Contains("obj:set: props.cb is a function"));
    CHECK_THROWS_WITH(t.run("local c = {}; c.self = c; match:create{ kind = 'x', props = c }"),
                      Contains("nested too deeply"));
    CHECK_THROWS_WITH(t.run("match:object(1).owner = 2"), Contains("fields cannot be assigned"));
    CHECK_THROWS_WITH(t.run("return match:object(1).ownr"), Contains("object #1 (personality) has no field 'ownr'"));
}

TEST_CASE("Objects: stacks keep order bottom to top, moves take positions", "[objects]") {
    Table t;
    CHECK(t.run(R"(
        local function ids(space)
          local out = {}
          for _, o in ipairs(match:at(space)) do out[#out + 1] = o.id end
          return table.concat(out, ",")
        end
        local a = match:create{ kind = "a", at = "c1" }
        local b = match:create{ kind = "b", at = "c1" }
        local c = match:create{ kind = "c", at = "c1", position = "bottom" }
        local r = { ids("c1"), match:top("c1").kind, match:height("c1"), tostring(match:top("z9")), match:height("z9") }
        match:move(a, "d4")
        r[#r + 1] = ids("c1") .. "/" .. ids("d4")
        match:move(b, { at = "d4", position = "bottom" })
        r[#r + 1] = ids("d4") .. " " .. b.position
        match:move(c, { at = "d4", position = 2 })
        r[#r + 1] = ids("d4")
        c:move({ at = "d4", position = 1 })    -- reorder within the same stack
        r[#r + 1] = ids("d4") .. " " .. ids("c1") .. "."
        local occ = match:occupied()
        r[#r + 1] = occ.d4.kind .. tostring(occ.c1)
        return table.concat(r, " ")
    )") == "3,1,2 b 3 nil 0 3,2/1 2,1 1 2,3,1 3,2,1 . anil");
    CHECK_THROWS_WITH(t.run("match:move(match:object(1), { at = 'd4', position = 9 })"),
                      Contains("match:move: object #1 (a): position 9 is out of range (1 to 3)"));
    CHECK_THROWS_WITH(t.run("match:move(match:object(1), { at = 'd4', zone = 'x' })"),
                      Contains("needs at = <space> or zone = <zone> (one of them)"));
    CHECK_THROWS_WITH(t.run("match:move(match:object(1), true)"), Contains("a destination is a space id, a zone"));
    // Integer space ids are read as their text, as boards do (a Ludo track square 14).
    CHECK(t.run("match:move(match:object(1), 14) return match:object(1).space .. ' ' .. match:top('14').id .. ' ' .. match:height(14)") ==
          "14 1 1");
    CHECK_THROWS_WITH(t.run("match:move(match:object(1), { at = 'd4', face = 'sideways' })"),
                      Contains("face must be \"up\" or \"down\", not \"sideways\""));
}

TEST_CASE("Objects: zones take their kind's defaults and the cards' face", "[objects]") {
    Table t;
    CHECK(t.run(R"(
        local deck = match:zone{ id = "deck:1", kind = "deck", owner = 1 }
        local hand = match:zone{ id = "hand:1", kind = "hand", owner = 1 }
        local discard = match:zone{ id = "discard:1", kind = "discard", owner = 1 }
        local play = match:zone{ id = "play:1", kind = "play", owner = 1 }
        local row = match:zone{ id = "row", kind = "row", face = "down", visible_to = "all", down_visible_to = "none" }
        local r = {}
        for _, z in ipairs(match:zones()) do
          r[#r + 1] = table.concat({ z.id, z.kind, tostring(z.owner), z.visible_to, z.down_visible_to, z.face,
                                     tostring(z.in_play), tostring(z.ordered) }, ",")
        end
        r[#r + 1] = tostring(match:zone("hand:1") == hand) .. " " .. tostring(deck)
        return table.concat(r, " ")
    )") == "deck:1,deck,1,none,owner,down,false,true hand:1,hand,1,owner,owner,up,false,false "
           "discard:1,discard,1,all,owner,up,false,true play:1,play,1,all,owner,up,true,false "
           "row,row,nil,all,none,down,false,true true zone 'deck:1'");
    CHECK(t.run(R"(
        local deck, hand = match:zone("deck:1"), match:zone("hand:1")
        for i = 1, 5 do match:create{ kind = "c" .. i, owner = 1, zone = deck } end
        local r = { deck:count(), deck:top().kind, deck:bottom().kind, deck:top().face }
        local drawn = deck:draw(2)              -- into the owner's hand by default
        r[#r + 1] = drawn[1].kind .. drawn[2].kind .. " " .. hand:count() .. " " .. drawn[1].face
        r[#r + 1] = drawn[1].zone.id .. " " .. deck:count()
        local more = deck:draw(10, "discard:1") -- fewer than asked: what there is
        r[#r + 1] = #more .. " " .. deck:count() .. " " .. tostring(deck:top())
        local names = {}
        for _, c in ipairs(match:zone("discard:1"):cards()) do names[#names + 1] = c.kind end
        r[#r + 1] = table.concat(names, ",")
        return table.concat(r, " ")
    )") == "5 c5 c1 down c5c4 2 up hand:1 3 3 0 nil c3,c2,c1");
    CHECK_THROWS_WITH(t.run("match:zone{ id = 'deck:1' }"), Contains("match:zone: there is already a zone 'deck:1'"));
    CHECK_THROWS_WITH(t.run("return match:zone('nope')"), Contains("match:zone: no zone 'nope'"));
    CHECK_THROWS_WITH(t.run("match:zone{ id = 'x', visible_to = 'some' }"),
                      Contains("visible_to must be \"all\", \"owner\" or \"none\""));
    CHECK_THROWS_WITH(t.run("match:zone{ id = 'y', owner = 7 }"), Contains("owner 7 is not a seat of this match (1 to 2)"));
    CHECK_THROWS_WITH(t.run("match:zone('row'):draw(1)"),
                      Contains("zone:draw: give the zone to draw into"));
    CHECK_THROWS_WITH(t.run("match:zone('deck:1'):draw(1, 'deck:1')"), Contains("cannot draw from zone 'deck:1' into itself"));
}

TEST_CASE("Objects: put, peek, search and deal", "[objects]") {
    Table t;
    CHECK(t.run(R"(
        local deck = match:zone{ id = "deck", kind = "deck" }
        for i = 1, 6 do match:create{ kind = (i % 2 == 0) and "even" or "odd", owner = 1, zone = deck, props = { n = i } } end
        local function ns(list) local o = {} for _, c in ipairs(list) do o[#o + 1] = c.props.n end return table.concat(o, ",") end
        local r = { ns(deck:peek(2)), ns(deck:peek()), ns(deck:search{ kind = "even" }),
                    ns(deck:search(function(c) return c.props.n > 4 end)) }
        local c1 = deck:cards()[1]
        deck:put(c1, "top")
        r[#r + 1] = ns(deck:cards())
        deck:put(c1, "bottom")
        deck:put(deck:top(), 3)
        r[#r + 1] = ns(deck:cards())
        local a = match:zone{ id = "a", kind = "hand", owner = 1 }
        local b = match:zone{ id = "b", kind = "hand", owner = 2 }
        r[#r + 1] = deck:deal(2, a, b) .. " " .. ns(a:cards()) .. " " .. ns(b:cards())
        r[#r + 1] = deck:deal(5, { "a", "b" }) .. " " .. a:count() .. b:count() .. deck:count()
        return table.concat(r, " ")
    )") == "6,5 6 2,4,6 5,6 2,3,4,5,6,1 1,2,6,3,4,5 4 5,3 4,6 2 330");
    CHECK_THROWS_WITH(t.run("match:zone('deck'):search{ colour = 'red' }"), Contains("zone:search: unknown filter key colour"));
    CHECK_THROWS_WITH(t.run("match:zone('a'):search(function(c) match:zone('a'):shuffle() end)"),
                      Contains("zone:shuffle is not allowed inside the filter function of zone:search (a pure query)"));
    CHECK_THROWS_WITH(t.run("match:zone('a'):put(match:zone('a'):top(), 'middle')"),
                      Contains("zone:put: position must be \"top\", \"bottom\" or an integer from 1"));
    CHECK_THROWS_WITH(t.run("match:zone('a'):deal(1)"), Contains("zone:deal: give the zones to deal to"));
}

TEST_CASE("Objects: shuffle is Fisher-Yates with the match RNG", "[objects]") {
    auto order = [](uint64_t seed) {
        Table t(2, seed);
        return t.run(R"(
            local deck = match:zone{ id = "deck", kind = "deck" }
            for i = 1, 10 do match:create{ kind = "c", zone = deck, props = { n = i } } end
            deck:shuffle()
            local o = {}
            for _, c in ipairs(deck:cards()) do o[#o + 1] = c.props.n end
            return table.concat(o, ",")
        )");
    };
    // The expected order, computed here from the match RNG with the same algorithm.
    Rng rng(7);
    std::vector<int> cards{1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    for (size_t i = cards.size(); i > 1; --i) std::swap(cards[i - 1], cards[rng.below(i)]);
    std::string expected;
    for (int c : cards) expected += (expected.empty() ? "" : ",") + std::to_string(c);
    CHECK(order(7) == expected);
    CHECK(order(7) == order(7));
    CHECK(order(8) != order(7));
    CHECK(expected != "1,2,3,4,5,6,7,8,9,10");
}

TEST_CASE("Objects: counters, flip and turn", "[objects]") {
    Table t;
    CHECK(t.run(R"(
        local o = match:create{ kind = "spell", at = "x", counters = { charge = 2 } }
        local r = { o:counter("charge"), o:add("charge"), o:add("charge", 3), o:add("gold", -1), o:counter("none") }
        r[#r + 1] = o:set_counter("charge", 0)
        local cs = o:counters()
        r[#r + 1] = tostring(cs.charge) .. "/" .. tostring(cs.gold)
        r[#r + 1] = o:flip() .. o:flip() .. o:flip("up") .. o:flip("down")
        r[#r + 1] = tostring(o:turn()) .. tostring(o:turn()) .. tostring(o.turned) .. tostring(o:unturn()) .. tostring(o.turned)
        return table.concat(r, " ")
    )") == "2 3 6 -1 0 0 nil/-1 downupupdown truefalsetruetruefalse");
}

TEST_CASE("Objects: attachments follow their host and leave play with it", "[objects]") {
    Table t;
    CHECK(t.run(R"(
        local hand = match:zone{ id = "hand", kind = "hand", owner = 1 }
        local discard = match:zone{ id = "discard", kind = "discard", owner = 1 }
        local home = match:zone{ id = "home", kind = "play", owner = 1 }
        local p = match:create{ kind = "personality", owner = 1, zone = home }
        local f = match:create{ kind = "follower", owner = 1, zone = hand }
        local i = match:create{ kind = "item", owner = 1, zone = hand }
        local r = { p.stay, f.stay }
        match:attach(f, p)
        p:attach(i)
        r[#r + 1] = f.stay .. i.stay .. " " .. f.attached_to.kind .. " " .. tostring(f.zone) .. " " .. hand:count()
        r[#r + 1] = tostring(f.in_play) .. " " .. #p:attachments() .. " " .. p:attachments()[2].kind .. " " .. i.position
        match:move(p, "battlefield")            -- in play to in play: they come along
        r[#r + 1] = tostring(f.attached_to == p) .. " " .. f.stay .. " " .. match:height("battlefield")
        match:move(p, discard)                  -- leaves play: they are carried above it
        local k = {}
        for _, c in ipairs(discard:cards()) do k[#k + 1] = c.kind end
        r[#r + 1] = table.concat(k, ",") .. " " .. tostring(f.attached_to) .. " " .. #p:attachments()
        match:move(p, home)
        r[#r + 1] = p.stay .. f.stay
        return table.concat(r, " ")
    )") == "1 0 11 personality nil 0 true 2 item 2 true 1 1 personality,follower,item nil 0 21");
    CHECK(t.run(R"(
        local function one(kind) return match:objects{ kind = kind }[1] end
        local p, f, i = one("personality"), one("follower"), one("item")
        match:attach(f, p)
        i:move("elsewhere")
        match:attach(i, f)                      -- nested
        local r = { i.attached_to.kind }
        match:detach(f)                         -- to its host's place: the top of "home"
        r[#r + 1] = f.zone.id .. " " .. f.position .. " " .. tostring(i.attached_to == f)
        match:attach(f, p)
        match:destroy(p)                        -- its attachments go with it
        r[#r + 1] = tostring(p.gone) .. tostring(f.gone) .. tostring(i.gone) .. " " .. match:zone("home"):count()
        return table.concat(r, " ")
    )") == "follower home 2 true truetruetrue 0");
    CHECK_THROWS_WITH(t.run(R"(
        local a = match:create{ kind = "a", at = "q" }
        local b = match:create{ kind = "b", at = "q" }
        match:attach(a, b)
        match:attach(b, a)
    )"), Contains("an object cannot be attached to itself or to its own attachment"));
    CHECK_THROWS_WITH(t.run("match:detach(match:create{ kind = 'loose', at = 'q' })"), Contains("is not attached to anything"));
}

TEST_CASE("Objects: stay counts entries into play", "[objects]") {
    Table t;
    CHECK(t.run(R"(
        local deck = match:zone{ id = "deck", kind = "deck", owner = 1 }
        local hand = match:zone{ id = "hand", kind = "hand", owner = 1 }
        local discard = match:zone{ id = "discard", kind = "discard", owner = 1 }
        local c = match:create{ kind = "card", owner = 1, zone = deck }
        local r = { c.stay }
        deck:draw(1)
        r[#r + 1] = c.stay
        match:move(c, "a1")
        r[#r + 1] = c.stay
        match:move(c, "a2")
        r[#r + 1] = c.stay
        match:move(c, discard)
        r[#r + 1] = c.stay .. tostring(c.in_play)
        match:move(c, "a1")
        r[#r + 1] = c.stay .. tostring(c.in_play)
        local s = match:create{ kind = "piece", at = "h1" }
        r[#r + 1] = s.stay
        return table.concat(r, " ")
    )") == "0 0 1 1 1false 2true 1");
}

TEST_CASE("Objects: destroyed objects are gone, and so are all handles of an ended match", "[objects]") {
    lua_State* L = env().host.state();
    {
        Table t;
        CHECK(t.run(R"(
            for i = 1, 11 do match:create{ kind = "pawn", at = "p" .. i } end
            local k = match:create{ kind = "knight", owner = 1, at = "g1" }
            match:destroy(k)
            kept_knight = k
            kept_pawn = match:object(1)
            kept_zone = match:zone{ id = "deck", kind = "deck" }
            return table.concat({ k.id, k.kind, tostring(k.gone), tostring(k.stay), tostring(match:object(12)),
                                  #match:objects{}, match:height("g1"), tostring(k) }, " ")
        )") == "12 knight true nil nil 11 0 object #12 (knight) gone");
        CHECK_THROWS_WITH(t.run("return kept_knight.space"), Contains("object #12 (knight) is gone"));
        CHECK_THROWS_WITH(t.run("kept_knight:flip()"), Contains("object #12 (knight) is gone"));
        CHECK_THROWS_WITH(t.run("match:move(kept_knight, 'a1')"), Contains("object #12 (knight) is gone"));
        // A handle of another match is refused.
        Table other;
        CHECK_THROWS_WITH(other.run("match:move(kept_pawn, 'a1')"),
                          Contains("match:move: object #1 (pawn) belongs to another match"));
        CHECK_THROWS_WITH(other.run("match:zone{ id = 'z' }:put(kept_pawn)"),
                          Contains("zone:put: object #1 (pawn) belongs to another match"));
    }
    // The matches are destroyed: their handles are gone, never dangling.
    auto run = [&](const std::string& code) {
        if (luaL_loadstring(L, code.c_str()) != LUA_OK) FAIL(lua_tostring(L, -1));
        env().host.call(0, 1, "test chunk");
        std::string out = luaL_tolstring(L, -1, nullptr);
        lua_pop(L, 2);
        return out;
    };
    CHECK(run("return kept_pawn.id .. ' ' .. kept_pawn.kind .. ' ' .. tostring(kept_pawn.gone)") == "1 pawn true");
    CHECK_THROWS_WITH(run("return kept_pawn.space"), Contains("object #1 (pawn) is gone (its match has ended)"));
    CHECK_THROWS_WITH(run("kept_pawn:turn()"), Contains("object #1 (pawn) is gone (its match has ended)"));
    CHECK_THROWS_WITH(run("return kept_zone:count()"), Contains("zone 'deck' is gone (its match has ended)"));
    run("kept_knight, kept_pawn, kept_zone = nil, nil, nil return 0");
}

TEST_CASE("Objects: match:objects filters in creation order", "[objects]") {
    Table t;
    CHECK(t.run(R"(
        local hand = match:zone{ id = "hand", kind = "hand", owner = 2 }
        match:create{ kind = "rook", owner = 1, at = "a1", name = "1" }
        match:create{ kind = "pawn", owner = 2, at = "a7", face = "down", name = "2" }
        match:create{ kind = "rook", owner = 2, zone = hand, name = "3" }
        match:create{ kind = "pawn", owner = 1, at = "a2", turned = true, name = "4" }
        match:create{ kind = "pawn", at = "a2", name = "5" }
        local function ids(f) local o = {} for _, x in ipairs(match:objects(f)) do o[#o + 1] = x.name end return table.concat(o, ",") end
        return table.concat({ ids(), ids{ kind = "rook" }, ids{ owner = 2 }, ids{ owner = false }, ids{ kind = "pawn", owner = 1 },
                              ids{ zone = "hand" }, ids{ at = "a2" }, ids{ at = "zz" }, ids{ face = "down" },
                              ids{ turned = true }, ids{ in_play = false } }, " ")
    )") == "1,2,3,4,5 1,3 2,3 5 4 3 4,5  2 4 3");
    CHECK_THROWS_WITH(t.run("match:objects{ colour = 'red' }"), Contains("match:objects: unknown filter key colour"));
    // The filter's keys are read in one pass; a bad key is refused before any value,
    // and the values are checked in a fixed order, whatever order the table holds them in.
    CHECK_THROWS_WITH(t.run("match:objects{ owner = 9, colour = 'red' }"), Contains("unknown filter key colour"));
    CHECK_THROWS_WITH(t.run("match:objects{ zone = 'nowhere', owner = 9 }"), Contains("owner 9 is not a seat"));
    CHECK_THROWS_WITH(t.run("match:objects{ at = 'a2', kind = {} }"), Contains("bad argument"));
    CHECK_THROWS_WITH(t.run("match:objects{ [1] = 'rook' }"), Contains("unknown filter key 1"));
    // A filter with a metatable: its values as a field read gives them.
    CHECK(t.run(R"(
        local f = setmetatable({ owner = 1 }, { __index = { kind = "pawn" } })
        local o = {} for _, x in ipairs(match:objects(f)) do o[#o + 1] = x.name end
        return table.concat(o, ",")
    )") == "4");
    CHECK_THROWS_WITH(t.run("match:objects{ owner = 3 }"), Contains("owner 3 is not a seat of this match"));
}

TEST_CASE("Objects: argument errors are clear", "[objects]") {
    Table t;
    CHECK_THROWS_WITH(t.run("match:create{ at = 'a1' }"), Contains("match:create: kind must be a string"));
    CHECK_THROWS_WITH(t.run("match:create{ kind = 'k', owner = 3 }"),
                      Contains("match:create: owner 3 is not a seat of this match (1 to 2)"));
    CHECK_THROWS_WITH(t.run("match:create{ kind = 'k', at = 'a1', zone = 'z' }"), Contains("give at = <space> or zone = <zone>, not both"));
    CHECK_THROWS_WITH(t.run("match:create{ kind = 'k', zone = 'nozone' }"), Contains("match:create: no zone 'nozone'"));
    CHECK_THROWS_WITH(t.run("match:create{ kind = 'k', at = 'a1', position = 3 }"), Contains("position 3 is out of range (1 to 1)"));
    CHECK_THROWS_WITH(t.run("match:create{ kind = 'k', at = '' }"), Contains("a space must be a non-empty string id, not \"\""));
    CHECK_THROWS_WITH(t.run("return match:at(1.5)"), Contains("match:at: a space must be a non-empty string id, not number"));
    CHECK_THROWS_WITH(t.run("match:move({}, 'a1')"), Contains("match:move: argument 2 must be an object, not table"));
    CHECK_THROWS_WITH(t.run("match:view_of(5)"), Contains("match:view_of: seat 5 is not a seat of this match (0 to 2)"));
    CHECK_THROWS_WITH(t.run("match:create{ kind = 'k', at = 'a1' }:reveal_to(9)"), Contains("obj:reveal_to: seat 9 is not a seat"));
    // Actions are refused inside pure queries.
    CHECK_THROWS_WITH(t.run("tabula.guarded('a condition', function() match:create{ kind = 'k', at = 'a1' } end)"),
                      Contains("match:create is not allowed inside a condition (a pure query)"));
    CHECK_THROWS_WITH(t.run("local o = match:object(1) tabula.guarded('q', function() o:flip() end)"),
                      Contains("obj:flip is not allowed inside q (a pure query)"));
    // Queries are fine there.
    CHECK(t.run("return tabula.guarded('q', function() return #match:at('a1') .. match:object(1).kind end)") == "1k");
}

TEST_CASE("Objects: actions emit events to the effects dispatcher", "[objects]") {
    Table t;
    CHECK(t.run(R"(
        local log = {}
        tabula.attach_effects(match, { triggers = {}, modifiers = {} }, function(ev)
          assert(ev.match == match)
          local s = ev.name
          if ev.object then s = s .. "#" .. ev.object.kind end
          if ev.from then s = s .. " from " .. (ev.from.space or (ev.from.zone and ev.from.zone.id) or "host") .. (ev.from.position or "") end
          if ev.to then s = s .. " to " .. (ev.to.space or (ev.to.zone and ev.to.zone.id) or "?") .. (ev.to.position or "") end
          if ev.face then s = s .. " " .. ev.face end
          if ev.turned ~= nil then s = s .. " " .. tostring(ev.turned) end
          if ev.entered_play then s = s .. " +play" end
          if ev.left_play then s = s .. " -play" end
          if ev.host then s = s .. " host#" .. ev.host.kind end
          if ev.zone then s = s .. " " .. ev.zone.id end
          if ev.counter then s = s .. " " .. ev.counter .. ev.delta .. "=" .. ev.value end
          if ev.name == "destroyed" then s = s .. " " .. ev.kind .. " " .. (ev.props.v or "-") end
          log[#log + 1] = s
        end)
        local deck = match:zone{ id = "deck", kind = "deck", owner = 1 }
        local hand = match:zone{ id = "hand", kind = "hand", owner = 1 }
        local a = match:create{ kind = "a", at = "a1", props = { v = "x" } }
        local c = match:create{ kind = "c", zone = deck }
        match:move(a, "b2")
        a:flip()
        a:turn()
        a:turn()
        a:unturn()
        a:add("gold", 2)
        deck:shuffle()
        deck:draw(1)
        match:attach(c, a)
        match:destroy(a)
        return table.concat(log, "; ")
    )") == "created#a to a11 +play; created#c to deck1; moved#a from a11 to b21; flipped#a down; turned#a true; "
           "turned#a false; counter#a gold2=2; shuffled deck; drawn#c from deck1 to hand1; "
           "attached#c from hand1 +play host#a; destroyed#a from b21 a x; destroyed#c from host1 c -");
}

TEST_CASE("Objects: a trigger may ask for a choice in the middle of a move or a draw", "[objects]") {
    {
        Table t(2, 1, "trigger_choice", {{}, {"b", "a"}});
        auto state = t.match->run();
        INFO(t.match->result().error);
        REQUIRE(state == Match::State::Finished);
        size_t cursor = 0;
        auto log = t.match->take_messages(cursor);
        REQUIRE(log.size() == 1);
        CHECK(log[0] == "created | moved:a1>a2:b | after move a2 | moved:a2>a3:a | after obj:move a3");
        CHECK(t.match->decisions() == 2);
    }
    {
        Table t(2, 1, "draw_choice", {{"no", "yes"}, {}});
        auto state = t.match->run();
        INFO(t.match->result().error);
        REQUIRE(state == Match::State::Finished);
        size_t cursor = 0;
        auto log = t.match->take_messages(cursor);
        REQUIRE(log.size() == 1);
        CHECK(log[0] == "card3=no | card2=yes | drew 2 hand 2");
    }
}

TEST_CASE("Objects: the C++ registry keeps places and positions consistent", "[objects]") {
    Table t;
    t.start();
    Objects& objs = t.match->component<Objects>();
    const int a = objs.create("a", 1, "", true, false);
    const int b = objs.create("b", 1, "", true, false);
    const int s = objs.space_index("e4");
    objs.move(a, Place::space(s));
    objs.move(b, Place::space(s), 1);
    CHECK(objs.stack(s) == std::vector<int>{b, a});
    CHECK(objs.position_of(a) == 2);
    CHECK(objs.obj(a).stay == 1);
    CHECK_THROWS_AS(objs.move(a, Place::space(s), 4), std::invalid_argument);
    std::vector<int> gone;
    objs.destroy(b, gone);
    CHECK(gone == std::vector<int>{b});
    CHECK(objs.stack(s) == std::vector<int>{a});
    CHECK_FALSE(objs.alive(b));
    CHECK(objs.find_space("e4") == s);
    CHECK(objs.find_space("h8") == -1);
}
