// A move along a track (model/track_advance.h) driven from C++: lanes, overshoot,
// stop verdicts, pieces met, backwards and ring-only moves, the order in which the
// hooks are asked, and the errors. Chernobog's and Ludo's layouts; the same moves
// through Lua: test_board_track.cpp.
#include <functional>
#include <map>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "model/board.h"
#include "model/track.h"
#include "model/track_advance.h"

using namespace tabula;

namespace {

// Chernobog CH-2 (first = origin = 0, entry E = 13k, lane entrance E-4, lanes of 5),
// or Ludo (first = origin = 1, starts 13k+1, entrance two squares behind, Home).
std::unique_ptr<Board> layout(bool ludo) {
    Track::Spec s;
    s.first = s.origin = ludo ? 1 : 0;
    for (int n = 0; n < 52; ++n) s.ring.push_back(std::to_string(n + s.first));
    const char* ids[] = {"red", "green", "yellow", "blue"};
    const char* ch_ids[] = {"red", "blue", "yellow", "green"};
    for (int k = 0; k < 4; ++k) {
        Track::ColourSpec c;
        c.id = ludo ? ids[k] : ch_ids[k];
        c.start = 13 * k;
        c.entrance = (c.start + 52 - (ludo ? 2 : 4)) % 52;
        for (int l = 1; l <= 5; ++l) c.lane.push_back(c.id + "_L" + std::to_string(l));
        c.finish = c.id + (ludo ? "_home" : "_finish");
        s.colours.push_back(c);
    }
    auto b = Track::build(s);
    b->finish();
    return b;
}

using StopRule = std::function<StopAt(const std::string& space, long long step, bool met, bool last)>;

// A move as text, as the Lua tests print it: "path final= p= steps= stopped= met=".
struct Mover {
    const Board& b;
    std::map<std::string, std::string> pieces;  // what stands where
    StopRule stop;
    std::string events;  // every hook call, in order

    AdvanceSpec spec(const std::string& colour, long long n) const {
        AdvanceSpec s;
        s.colour = colour.empty() ? -1 : b.track()->find_colour(colour);
        s.n = n;
        return s;
    }

    std::string run(AdvanceSpec s) {
        AdvanceStart start = advance_start(b, s);
        if (start.overshoot) return "overshoot";
        std::string path, met;
        AdvanceHooks hooks;
        hooks.occupied = [&](int space) {
            events += "occupied " + b.id(space) + ";";
            return pieces.count(b.id(space)) > 0;
        };
        hooks.met = [&](int space, long long step) {
            events += "met " + b.id(space) + ";";
            met += (met.empty() ? "" : ",") + b.id(space) + "@" + std::to_string(step) + "=" + pieces[b.id(space)];
        };
        if (stop)
            hooks.stop = [&](int space, long long step, bool was_met, bool last) {
                events += "stop " + b.id(space) + (was_met ? " met" : "") + (last ? " last" : "") + ";";
                return stop(b.id(space), step, was_met, last);
            };
        hooks.entered = [&](int space) {
            events += "entered " + b.id(space) + ";";
            path += (path.empty() ? "" : ",") + b.id(space);
        };
        AdvanceEnd end = advance_walk(b, s, start, hooks);
        std::string out = path + " final=" + b.id(end.final) +
                          " p=" + (start.colour >= 0 ? std::to_string(end.progress) : "nil") +
                          " steps=" + std::to_string(end.steps);
        if (end.stopped != StopAt::Go)
            out += std::string(" stopped=") + (end.stopped == StopAt::At ? "at" : "before") + ":" + b.id(end.stop_space);
        if (!met.empty()) out += " met=" + met;
        return out;
    }
    std::string from_progress(const std::string& colour, long long p, long long n) {
        AdvanceSpec s = spec(colour, n);
        s.progress = p;
        return run(s);
    }
    std::string from_space(const std::string& space, long long n, const std::string& colour = "") {
        AdvanceSpec s = spec(colour, n);
        s.from = b.find(space);
        return run(s);
    }
};

}  // namespace

TEST_CASE("model advance: lanes, overshoot rules and going round (Chernobog CH-6)", "[board]") {
    auto b = layout(false);
    Mover m{*b};
    CHECK(m.from_progress("red", 46, 4) == "47,48,red_L1,red_L2 final=red_L2 p=50 steps=4");
    CHECK(m.from_space("46", 4, "blue") == "47,48,49,50 final=50 p=37 steps=4");
    CHECK(m.from_progress("red", 52, 2) == "red_L5,red_finish final=red_finish p=54 steps=2");
    CHECK(m.from_progress("red", 52, 3) == "overshoot");
    AdvanceSpec s = m.spec("red", 3);
    s.progress = 52;
    s.overshoot = Overshoot::Stop;
    CHECK(m.run(s) == "red_L5,red_finish final=red_finish p=54 steps=2");
    s.n = 4;
    s.overshoot = Overshoot::Bounce;
    CHECK(m.run(s) == "red_L5,red_finish,red_L5,red_L4 final=red_L4 p=52 steps=4");
    CHECK(find_overshoot("bounce") == Overshoot::Bounce);
    CHECK(!find_overshoot("wrap"));
    // far behind the entry, a token goes round and does not turn into its lane early
    CHECK(m.from_progress("red", -10, 3) == "43,44,45 final=45 p=-7 steps=3");
    // backwards: out of the lane, past the entry
    CHECK(m.from_progress("red", 2, -5) == "1,0,51,50,49 final=49 p=-3 steps=5");
    CHECK(m.from_progress("red", 50, -3) == "red_L1,48,47 final=47 p=47 steps=3");
    CHECK(m.from_progress("red", -50, -3) == "1,0,51 final=51 p=-1 steps=3");
    // CH-6.8 displacement: the ring only, the progress wrapped
    s = m.spec("red", 5);
    s.progress = 46;
    s.ring_only = true;
    CHECK(m.run(s) == "47,48,49,50,51 final=51 p=-1 steps=5");
    // no colour: ring positions; a lane square implies its colour
    CHECK(m.from_space("50", 3) == "51,0,1 final=1 p=nil steps=3");
    CHECK(m.from_space("1", -2) == "0,51 final=51 p=nil steps=2");
    CHECK(m.from_space("green_L2", 2) == "green_L3,green_L4 final=green_L4 p=52 steps=2");
    CHECK(m.from_space("red_finish", -1) == "red_L5 final=red_L5 p=53 steps=1");
}

TEST_CASE("model advance: stop verdicts and pieces met, hooks asked in order", "[board]") {
    auto b = layout(false);
    Mover m{*b};
    m.pieces = {{"43", "cuora"}};
    // CH-6.3: the first passed square holding a stopper stops the token
    m.stop = [](const std::string&, long long, bool met, bool last) { return met && !last ? StopAt::At : StopAt::Go; };
    CHECK(m.from_progress("red", 40, 6) == "41,42,43 final=43 p=43 steps=3 stopped=at:43 met=43@3=cuora");
    CHECK(m.from_progress("red", 40, 3) == "41,42,43 final=43 p=43 steps=3 met=43@3=cuora");
    m.events.clear();
    m.pieces = {{"1", "Y"}};
    m.stop = [](const std::string&, long long, bool, bool) { return StopAt::Go; };
    CHECK(m.from_progress("red", 0, 2) == "1,2 final=2 p=2 steps=2 met=1@1=Y");
    CHECK(m.events ==
          "occupied 1;met 1;stop 1 met;entered 1;"
          "occupied 2;stop 2 last;entered 2;");
    // "before": the mover halts on the square before; the stop square is not entered
    m.pieces.clear();
    m.stop = [](const std::string& space, long long, bool, bool) { return space == "42" ? StopAt::Before : StopAt::Go; };
    CHECK(m.from_progress("red", 40, 6) == "41 final=41 p=41 steps=1 stopped=before:42");
    m.stop = [](const std::string& space, long long, bool, bool) { return space == "41" ? StopAt::Before : StopAt::Go; };
    CHECK(m.from_progress("red", 40, 6) == " final=40 p=40 steps=0 stopped=before:41");
    // without hooks nothing is asked
    Mover bare{*b};
    AdvanceSpec s = bare.spec("red", 2);
    s.progress = 0;
    AdvanceEnd end = advance_walk(*b, s, advance_start(*b, s), AdvanceHooks{});
    CHECK(b->id(end.final) == "2");
    CHECK(end.steps == 2);
}

TEST_CASE("model advance: Ludo's lanes and Home, and the errors", "[board]") {
    auto b = layout(true);
    Mover m{*b};
    CHECK(m.from_progress("red", 50, 3) == "51,red_L1,red_L2 final=red_L2 p=53 steps=3");
    CHECK(m.from_space("50", 3, "green") == "51,52,1 final=1 p=40 steps=3");
    CHECK(m.from_progress("red", 54, 3) == "red_L4,red_L5,red_home final=red_home p=57 steps=3");
    CHECK(m.from_progress("red", 55, 3) == "overshoot");

    CHECK_THROWS_WITH(m.from_space("red_L1", 1, "green"), "'red_L1' is not on colour green's way");
    CHECK_THROWS_WITH(m.from_progress("red", 60, 1), "progress 60 is beyond colour red's end");
    CHECK_THROWS_WITH(m.from_progress("", 3, 1), "a progress needs a colour");
    AdvanceSpec s = m.spec("", 1);
    s.from = b->find("red_L1");
    s.ring_only = true;
    CHECK_THROWS_WITH(m.run(s), "ring_only: 'red_L1' is not a ring square");
    Board plain;
    plain.add_space("a");
    plain.finish();
    CHECK_THROWS_WITH(advance_start(plain, s), "this board is a board, not a track");
}
