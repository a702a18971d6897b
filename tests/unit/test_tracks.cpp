// stdlib/tabula/tracks.lua: a row of spaces with markers, as plain data (tracks.new,
// value, position, ahead, advance, set, at_end), driven through Lua as Crusaders uses
// it: shared strength tracks, building rows and troop tracks per seat, a score.
#include "test_board_support.h"

using boardtest::contains;
using boardtest::Host;

namespace {
void load(Host& h) {
    h.run(R"(
        T = require "tabula.tracks"
        PRUSSIAN = { 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10 }
        return "")");
}
}  // namespace

TEST_CASE("tracks: a shared strength track advances after each defeat and stays on its last space", "[tracks]") {
    Host h;
    load(h);
    h.run("P = T.new{ values = PRUSSIAN, markers = { 'prussian' } } return ''");
    CHECK(h.run("return T.position(P, 'prussian') .. T.value(P, 'prussian') .. tostring(T.at_end(P, 'prussian'))") ==
          "15false");
    CHECK(h.run("local pos, moved = T.advance(P, 'prussian') return pos .. tostring(moved) .. T.value(P, 'prussian')") ==
          "2true5");
    CHECK(h.run("return T.advance(P, 'prussian') .. T.value(P, 'prussian')") == "36");
    CHECK(h.run("local pos = T.advance(P, 'prussian', 20) return pos .. T.value(P, 'prussian') .. tostring(T.at_end(P, 'prussian'))") ==
          "1110true");
    CHECK(h.run("local pos, moved = T.advance(P, 'prussian') return pos .. tostring(moved) .. T.value(P, 'prussian')") ==
          "11false10");
    // the track keeps its own copy of the values
    CHECK(h.run("PRUSSIAN[11] = 99 return T.value(P, 'prussian')") == "10");
}

TEST_CASE("tracks: a building row per seat taken from the left, a troop track and a score", "[tracks]") {
    Host h;
    load(h);
    // start = 0: nothing taken yet; the position counts what was taken
    h.run(R"(CASTLES = T.new{ values = { { level = 1, cost = 4 }, { level = 2, cost = 5 }, { level = 3, cost = 6 },
                                         { level = 4, cost = 7 } }, markers = 3, start = 0 }
             return "")");
    CHECK(h.run("return tostring(T.value(CASTLES, 1)) .. T.ahead(CASTLES, 1).cost .. T.ahead(CASTLES, 2, 2).cost") == "nil45");
    CHECK(h.run("T.advance(CASTLES, 2) T.advance(CASTLES, 2) return T.position(CASTLES, 2) .. T.value(CASTLES, 2).level .. "
                "T.ahead(CASTLES, 2).cost .. T.position(CASTLES, 1)") == "2260");
    CHECK(h.run("T.set(CASTLES, 3, 4) return tostring(T.at_end(CASTLES, 3)) .. tostring(T.ahead(CASTLES, 3))") == "truenil");
    CHECK(h.run("return T.advance(CASTLES, 2, -5) .. tostring(T.value(CASTLES, 2))") == "0nil");
    // a troop track: muster the leftmost unmustered
    h.run("TROOPS = T.new{ values = { 3, 4, 5, 6, 7 }, markers = 2, start = 0 } return ''");
    CHECK(h.run("local cost = T.ahead(TROOPS, 1) T.advance(TROOPS, 1) return cost .. T.position(TROOPS, 1) .. T.ahead(TROOPS, 1)") ==
          "314");
    // a score without values: a space's value is its position
    h.run("SCORE = T.new{ size = 150, markers = 2, start = 0 } return ''");
    CHECK(h.run("T.advance(SCORE, 2, 7) return T.value(SCORE, 2) .. ',' .. T.value(SCORE, 1) .. ',' .. T.advance(SCORE, 2, 500)") ==
          "7,0,150");
}

TEST_CASE("tracks: a track is plain data, readable and writable as a table", "[tracks]") {
    Host h;
    load(h);
    h.run("P = T.new{ values = tabula.freeze(PRUSSIAN), markers = { 'prussian', 'slav' }, start = 2 } return ''");
    CHECK(h.run(R"(local function plain(v)
                     if type(v) ~= 'table' then return type(v) ~= 'function' and type(v) ~= 'userdata' end
                     if getmetatable(v) ~= nil then return false end
                     for k, x in pairs(v) do if not plain(k) or not plain(x) then return false end end
                     return true
                   end
                   return tostring(plain(P)) .. P.size .. #P.values .. P.at.prussian .. P.at.slav)") == "true111122");
    CHECK(h.run("local seats = T.new{ size = 4, markers = 3 } return seats.at[1] .. seats.at[3] .. tostring(seats.values)") ==
          "11nil");
}

TEST_CASE("tracks: bad arguments are named", "[tracks]") {
    Host h;
    load(h);
    h.run("P = T.new{ values = PRUSSIAN, markers = { 'prussian', 'slav' } } return ''");
    CHECK(contains(h.error("T.new()"), "tracks.new: the spec must be a table {values =, markers =}"));
    CHECK(contains(h.error("T.new{ markers = 2 }"), "tracks.new: a track needs values (a list) or size (a whole number, 1 or more)"));
    CHECK(contains(h.error("T.new{ values = {}, markers = 2 }"), "tracks.new: values must be a non-empty list"));
    CHECK(contains(h.error("T.new{ values = { 1 }, size = 1, markers = 2 }"), "tracks.new: give values or size, not both"));
    CHECK(contains(h.error("T.new{ size = 3 }"), "tracks.new: markers must be a number of seats or a list of marker names"));
    CHECK(contains(h.error("T.new{ size = 3, markers = { 'a', 'a' } }"), "tracks.new: marker 'a' appears twice"));
    CHECK(contains(h.error("T.new{ size = 3, markers = { 'a', {} } }"), "tracks.new: markers[2] must be a string or an integer (got table)"));
    CHECK(contains(h.error("T.new{ size = 3, markers = 1, start = 4 }"), "tracks.new: start must be a position 0 to 3 (got 4)"));
    CHECK(contains(h.error("T.value(P, 'saracen')"), "tracks.value: no marker 'saracen' on the track (markers: prussian, slav)"));
    CHECK(contains(h.error("T.advance(T.new{ size = 2, markers = 2 }, 3)"), "tracks.advance: no marker 3 on the track (markers: 1, 2)"));
    CHECK(contains(h.error("T.position({}, 1)"), "tracks.position: the first argument must be a track (tracks.new), not table"));
    CHECK(contains(h.error("T.at_end(nil, 1)"), "tracks.at_end: the first argument must be a track (tracks.new), not nil"));
    CHECK(contains(h.error("T.set(P, 'slav', 12)"), "tracks.set: position 12 is off the track (0 to 11)"));
    CHECK(contains(h.error("T.set(P, 'slav', 1.5)"), "tracks.set: position 1.5 is off the track (0 to 11)"));
    CHECK(contains(h.error("T.advance(P, 'slav', 0.5)"), "tracks.advance: n must be a whole number"));
    CHECK(contains(h.error("T.ahead(P, 'slav', 'x')"), "tracks.ahead: n must be a whole number"));
    // the error points at the caller's line
    CHECK(contains(h.error("\nT.value(P, 'x')"), "test:2: tracks.value"));
    CHECK(contains(h.error("\n\nT.new{ size = 0, markers = 1 }"), "test:3: tracks.new"));
}

TEST_CASE("tracks and majority in match.state: plain data the state hash covers (fixture crusade)", "[tracks]") {
    using tabula::MatchResult;
    auto play = [](const std::vector<std::vector<std::string>>& answers, nlohmann::json& state, uint64_t& hash) {
        fixture::Game g("crusade");
        fixture::ScriptedSeats seats(3, answers);
        tabula::Match m(g.script, fixture::setup(1), seats.pointers());
        const MatchResult r = m.play();
        state = fixture::state_of(m);
        hash = m.state_hash();
        return r;
    };
    nlohmann::json state, other;
    uint64_t hash = 0, other_hash = 0;
    // seat 1 defeats two Prussians (strengths 5 and 6), seat 2 one; seats 2 and 3 build
    MatchResult r = play({{"crusade", "crusade"}, {"crusade", "build"}, {"build", "build"}}, state, hash);
    REQUIRE(r.kind == MatchResult::Kind::Win);
    CHECK(r.reason == "scores 5 3 2");
    CHECK(state["strength"]["at"]["prussian"] == 4);
    CHECK(state["strength"]["values"].size() == 11);
    CHECK(state["castles"]["at"] == nlohmann::json::array({0, 1, 2}));
    CHECK(state["tokens"][2] == nlohmann::json({{"owner", 1}, {"strength", 6}}));
    // seat 3 rests instead of building its second castle: only a track differs, and so does the hash
    play({{"crusade", "crusade"}, {"crusade", "build"}, {"build", "rest"}}, other, other_hash);
    CHECK(other["tokens"] == state["tokens"]);
    CHECK(other["castles"]["at"] == nlohmann::json::array({0, 1, 1}));
    CHECK(other_hash != hash);
}
