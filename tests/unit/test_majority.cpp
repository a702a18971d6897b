// stdlib/tabula/majority.lua: placements by count with ties (majority.places), points
// by place (majority.award, Crusaders' CR-13.2) and tallies (majority.count), driven
// through Lua as games use them.
#include "test_board_support.h"

using boardtest::contains;
using boardtest::Host;

namespace {
// Loads tabula.majority as M, P(places) as "3:1 1:2,3", A(points) as "1=5 2=0 ..."
// (keys sorted) and CR, Crusaders' prizes.
void load(Host& h) {
    h.run(R"(
        M = require "tabula.majority"
        local sorted = require "tabula.sorted"
        function P(places)
          local out = {}
          for i, p in ipairs(places) do out[i] = p.count .. ":" .. table.concat(p.seats, ",") end
          return table.concat(out, " ")
        end
        function A(points)
          local out = {}
          for k, v in sorted.pairs(points) do out[#out + 1] = k .. "=" .. v end
          return table.concat(out, " ")
        end
        CR = { { alone = 5, shared = 3 }, { alone = 2, shared = 0 } }
        return "")");
}
}  // namespace

TEST_CASE("majority.places: highest count first, ties together with their seats ascending", "[majority]") {
    Host h;
    load(h);
    CHECK(h.run("return P(M.places{ 1, 3, 1, 0 })") == "3:2 1:1,3");
    CHECK(h.run("return P(M.places({ 1, 3, 1, 0 }, { zero = true }))") == "3:2 1:1,3 0:4");
    CHECK(h.run("return P(M.places{ 2, 2, 2, 1 })") == "2:1,2,3 1:4");
    CHECK(h.run("return P(M.places{ [4] = 2, [2] = 5 })") == "5:2 2:4");
    CHECK(h.run("return P(M.places{ 0, 0 }) .. #M.places{}") == "0");
    CHECK(h.run("return P(M.places{ red = 2, blue = 2, [3] = 1 })") == "2:blue,red 1:3");
    CHECK(h.run("return P(M.places{ 1.5, 0.5 })") == "1.5:1 0.5:2");
}

TEST_CASE("majority.award: first and second place with ties (Crusaders CR-13.2)", "[majority]") {
    Host h;
    load(h);
    // the rule's example: the three 2s get 3 each, the 1 gets 2
    CHECK(h.run("return A(M.award({ 2, 2, 2, 1 }, CR))") == "1=3 2=3 3=3 4=2");
    // the two 1s tie for second: nobody scores it; 0 takes no part
    CHECK(h.run("return A(M.award({ 3, 1, 1, 0 }, CR))") == "1=5 2=0 3=0 4=0");
    CHECK(h.run("return A(M.award({ 3, 3, 1 }, CR))") == "1=3 2=3 3=2");
    CHECK(h.run("return A(M.award({ 0, 4, 0 }, CR))") == "1=0 2=5 3=0");
    CHECK(h.run("return A(M.award({ 0, 0 }, CR))") == "1=0 2=0");
    // a third place gets nothing when there are two prizes; opts.zero lets 0 place
    CHECK(h.run("return A(M.award({ 3, 2, 1 }, CR))") == "1=5 2=2 3=0");
    CHECK(h.run("return A(M.award({ 3, 0 }, CR, { zero = true }))") == "1=5 2=2");
    // frozen prizes read the same
    CHECK(h.run("return A(M.award({ 1, 2 }, tabula.freeze{ { alone = 4, shared = 1 } }))") == "1=0 2=4");
}

TEST_CASE("majority.count: tallies by a field or a function, leaving out nil and false", "[majority]") {
    Host h;
    load(h);
    h.run(R"(TOKENS = { { kind = "slav", owner = 2 }, { kind = "prussian", owner = 1 },
                        { kind = "slav", owner = 2 }, { kind = "slav", owner = 3 }, { kind = "slav" } }
             return "")");
    CHECK(h.run("return A(M.count(TOKENS, 'owner'))") == "1=1 2=2 3=1");
    CHECK(h.run("return A(M.count(TOKENS, 'kind'))") == "prussian=1 slav=4");
    CHECK(h.run("return A(M.count(TOKENS, function(t) return t.kind == 'slav' and t.owner end))") == "2=2 3=1");
    CHECK(h.run("return A(M.award(M.count(TOKENS, function(t) return t.kind == 'slav' and t.owner end), CR))") ==
          "2=5 3=2");
    CHECK(h.run("return A(M.count({ { 7 }, { 8 }, { 7 } }, 1))") == "7=2 8=1");
}

TEST_CASE("majority: bad arguments are named", "[majority]") {
    Host h;
    load(h);
    CHECK(contains(h.error("M.places(3)"), "majority.places: counts must be a table {[seat] = count}, not number"));
    CHECK(contains(h.error("M.places{ 1, -1 }"), "majority.places: counts[2] must be a number 0 or more (got -1)"));
    CHECK(contains(h.error("M.places{ a = 'x' }"), "majority.places: counts[\"a\"] must be a number 0 or more (got string)"));
    CHECK(contains(h.error("M.places{ 1, 0/0 }"), "majority.places: counts[2] must be a number 0 or more (got "));
    CHECK(contains(h.error("M.places{ [true] = 1, [{}] = 2 }"),
                   "majority.places: counts must be keyed by seats (integers) or strings, not by a boolean"));
    CHECK(contains(h.error("M.places({ 1 }, 'zero')"), "majority.places: opts must be a table or nil, not string"));
    CHECK(contains(h.error("M.award({ 1 }, {})"), "majority.award: prizes must be a list of {alone = points, shared = points}"));
    CHECK(contains(h.error("M.award({ 1 }, { 5 })"), "majority.award: prizes[1] must be a table {alone =, shared =}"));
    CHECK(contains(h.error("M.award({ 1 }, { { alone = 5, shared = 3 }, { shared = 0 } })"),
                   "majority.award: prizes[2].alone must be a number (got nil)"));
    CHECK(contains(h.error("M.award({ 1 }, { { alone = 5, shared = '3' } })"),
                   "majority.award: prizes[1].shared must be a number (got string)"));
    CHECK(contains(h.error("M.award({ 1, 'x' }, CR)"), "majority.award: counts[2] must be a number 0 or more (got string)"));
    CHECK(contains(h.error("M.count(nil, 'owner')"), "majority.count: list must be a table, not nil"));
    CHECK(contains(h.error("M.count({}, true)"), "majority.count: key must be a field name or a function(item), not boolean"));
    CHECK(contains(h.error("M.count({ {}, 3 }, 'owner')"), "majority.count: item 2 is a number, not a table with the field owner"));
    // the error points at the caller's line
    CHECK(contains(h.error("\nM.places{ -1 }"), "test:2: majority.places"));
    CHECK(contains(h.error("\n\nM.award({ 1 }, { 1 })"), "test:3: majority.award"));
}
