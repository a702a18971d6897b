// The board model driven from C++ (no Lua): reach with its callables, grid rays,
// adjacency and direction sets, what grids and hex maps share, hex regions, and
// a track's ring arithmetic. The Lua API over it: test_board.cpp.
#include <map>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "model/board.h"
#include "model/board_geometry.h"
#include "model/grid.h"
#include "model/hexmap.h"
#include "model/track.h"

using namespace tabula;

namespace {

// a -> b -> c -> d ("next"), a -> e -> d ("road").
std::unique_ptr<Board> roads() {
    auto b = std::make_unique<Board>();
    for (const char* id : {"a", "b", "c", "d", "e"}) b->add_space(id);
    b->add_edge(0, 1, "next");
    b->add_edge(1, 2, "next");
    b->add_edge(2, 3, "next");
    b->add_edge(0, 4, "road");
    b->add_edge(4, 3, "road");
    b->finish();
    return b;
}

// "id=cost,..." in board order.
std::string text(const Board& b, const std::vector<Board::Reached>& r) {
    std::string out;
    for (const auto& x : r) out += (out.empty() ? "" : ",") + b.id(x.space) + "=" + std::to_string(x.cost).substr(0, 3);
    return out;
}

std::string ids(const Board& b, const std::vector<int>& v) {
    std::string out;
    for (int i : v) out += (out.empty() ? "" : ",") + b.id(i);
    return out;
}

std::unique_ptr<Board> grid(int w, int h, std::vector<std::string> blocked = {}, std::vector<std::string> holes = {}) {
    Grid::Spec s;
    s.width = w;
    s.height = h;
    for (int r = 1; r <= h; ++r)
        for (int c = 1; c <= w; ++c) s.names.push_back(Grid::chess_name(c, r));
    auto flags = [&](const std::vector<std::string>& names) {
        std::vector<char> f;
        if (names.empty()) return f;
        f.assign(s.names.size(), 0);
        for (const auto& n : names)
            for (std::size_t k = 0; k < s.names.size(); ++k)
                if (s.names[k] == n) f[k] = 1;
        return f;
    };
    s.blocked = flags(blocked);
    s.holes = flags(holes);
    auto b = Grid::build(s);
    b->finish();
    return b;
}

}  // namespace

TEST_CASE("model reach: least costs in board order, blocked spaces asked once, step costs", "[board]") {
    auto b = roads();
    CHECK(text(*b, b->reach(0, 2, -1, nullptr, nullptr)) == "b=1.0,c=2.0,d=2.0,e=1.0");
    CHECK(text(*b, b->reach(0, 1, -1, nullptr, nullptr)) == "b=1.0,e=1.0");
    CHECK(text(*b, b->reach(0, 9, b->find_label("next"), nullptr, nullptr)) == "b=1.0,c=2.0,d=3.0");

    std::map<int, int> asked;
    auto blocked = [&](int s) {
        ++asked[s];
        return b->id(s) == "c";
    };
    CHECK(text(*b, b->reach(0, 9, -1, blocked, nullptr)) == "b=1.0,d=2.0,e=1.0");
    for (auto [space, times] : asked) CHECK(times == 1);
    CHECK(asked.count(0) == 0);  // the start is never asked

    const int road = b->find_label("road");
    auto cost = [&](int, int, int label) -> std::optional<double> { return label == road ? 2.5 : 1.0; };
    CHECK(text(*b, b->reach(0, 9, -1, nullptr, cost)) == "b=1.0,c=2.0,d=3.0,e=2.5");
    auto no_e = [&](int, int to, int) -> std::optional<double> {
        if (b->id(to) == "e") return std::nullopt;
        return 1.0;
    };
    CHECK(text(*b, b->reach(0, 9, -1, nullptr, no_e)) == "b=1.0,c=2.0,d=3.0");
    CHECK(b->reach(3, 9, -1, nullptr, nullptr).empty());  // nothing leaves d
}

TEST_CASE("model cheapest path: step costs, the same ties as reach, blocked and unreachable goals", "[board]") {
    auto b = roads();
    const int road = b->find_label("road");
    auto dear_roads = [&](int, int, int label) -> std::optional<double> { return label == road ? 5.0 : 1.0; };
    // Fewest edges: a-e-d; cheapest: a-b-c-d.
    CHECK(ids(*b, b->path(0, 3, -1, [](int) { return false; })) == "e,d");
    Board::Route r = b->cheapest_path(0, 3, -1, nullptr, dear_roads);
    CHECK(ids(*b, r.spaces) == "b,c,d");
    CHECK(r.cost == 3.0);
    CHECK(b->cheapest_path(3, 0, -1, nullptr, dear_roads).spaces.empty());  // nothing leaves d
    CHECK(b->cheapest_path(0, 0, -1, nullptr, dear_roads).spaces.empty());
    auto c_blocked = [&](int s) { return b->id(s) == "c"; };
    r = b->cheapest_path(0, 3, -1, c_blocked, dear_roads);
    CHECK(ids(*b, r.spaces) == "e,d");
    CHECK(r.cost == 10.0);
    auto d_blocked = [&](int s) { return b->id(s) == "d"; };
    CHECK(b->cheapest_path(0, 3, -1, d_blocked, dear_roads).spaces.empty());  // the goal itself
    // reach's via rebuilds the same paths.
    const auto reached = b->reach(0, 99, -1, nullptr, dear_roads);
    std::map<int, int> via;
    for (const Board::Reached& x : reached) via[x.space] = x.via;
    for (const Board::Reached& x : reached) {
        std::vector<int> back;
        for (int s = x.space; s != 0; s = via[s]) back.insert(back.begin(), s);
        CHECK(back == b->cheapest_path(0, x.space, -1, nullptr, dear_roads).spaces);
    }
}

TEST_CASE("model cheapest path: ties go to the space cheapest to reach, then first in board order", "[board]") {
    // s -> x and s -> y, both on to t; y comes first in board order, x's edge first in s's edges.
    Board diamond;
    for (const char* id : {"s", "y", "x", "t"}) diamond.add_space(id);
    diamond.add_edge(0, 2, "next");
    diamond.add_edge(0, 1, "next");
    diamond.add_edge(2, 3, "next");
    diamond.add_edge(1, 3, "next");
    diamond.finish();
    auto one = [](int, int, int) -> std::optional<double> { return 1.0; };
    CHECK(ids(diamond, diamond.cheapest_path(0, 3, -1, nullptr, one).spaces) == "y,t");
    CHECK(diamond.reach(0, 9, -1, nullptr, one).back().via == 1);
    CHECK(diamond.reach(0, 9, -1, nullptr, nullptr).back().via == 1);
    // Without step costs, path stays breadth first: s's edges in the order added.
    CHECK(ids(diamond, diamond.path(0, 3, -1, [](int) { return false; })) == "x,t");
    // s -> x costs 1, s -> y 2; both reach t at 3: x, cheaper to reach, wins over y.
    auto x_cheap = [](int from, int to, int) -> std::optional<double> {
        if (from == 0) return to == 2 ? 1.0 : 2.0;
        return from == 2 ? 2.0 : 1.0;
    };
    Board::Route r = diamond.cheapest_path(0, 3, -1, nullptr, x_cheap);
    CHECK(ids(diamond, r.spaces) == "x,t");
    CHECK(r.cost == 3.0);
}

TEST_CASE("model grid: rays, adjacency, direction sets, names, holes", "[board]") {
    auto b = grid(8, 8, {"d4"});
    const Grid& g = *b->grid();
    const int a1 = b->find("a1");
    std::vector<int> seen;
    auto all = [&](int j) {
        seen.push_back(j);
        return false;
    };
    g.walk(a1, {Grid::find_dir("ne")}, all);
    CHECK(ids(*b, seen) == "b2,c3");  // d4 is blocked
    seen.clear();
    g.walk(a1, {Grid::find_dir("n")}, all, 3);
    CHECK(ids(*b, seen) == "a2,a3,a4");
    seen.clear();
    g.walk(a1, {-1, 1, 2}, all);  // a vector: knight-like steps
    CHECK(ids(*b, seen) == "b3,c5,d7");
    seen.clear();
    g.walk(a1, {Grid::find_dir("e")}, [&](int j) {
        seen.push_back(j);
        return b->id(j) == "c1";  // the visitor ends the ray
    });
    CHECK(ids(*b, seen) == "b1,c1");

    const int c3 = b->find("c3");
    CHECK(ids(*b, g.adjacent(c3)) == "c4,d3,d2,c2,b2,b3,b4");  // not the blocked d4
    CHECK(ids(*b, g.adjacent(c3, DirSet::Orthogonal)) == "c4,d3,c2,b3");
    CHECK(ids(*b, g.adjacent(c3, DirSet::Diagonal)) == "d2,b2,b4");
    CHECK(Grid::directions(DirSet::Diagonal) == std::vector<int>{1, 3, 5, 7});
    CHECK(find_dir_set("4") == DirSet::Orthogonal);
    CHECK(find_dir_set("orthogonal") == DirSet::Orthogonal);
    CHECK(find_dir_set("8") == DirSet::All);
    CHECK(!find_dir_set("6"));
    CHECK(find_metric("chebyshev") == Metric::Chebyshev);
    CHECK(!find_metric("euclid"));
    CHECK(Grid::chess_name(8, 1) == "h1");
    CHECK(Grid::colrow_name(3, 1) == "3,1");

    auto holed = grid(3, 3, {}, {"b2"});
    CHECK(holed->size() == 8);
    CHECK(holed->find("b2") < 0);
    CHECK_THROWS_WITH(grid(3, 3, {"b2"}, {"b2"}), "blocked cell 'b2' is not a cell of the grid (a hole)");
}

TEST_CASE("model geometry: grids and hex maps share coordinates, steps, distances and ranges", "[board]") {
    auto b = grid(4, 4);
    const int a1 = b->find("a1"), c2 = b->find("c2");
    CHECK(coords(*b, c2) == std::pair{3, 2});
    CHECK(cell_at(*b, 3, 2) == c2);
    CHECK(cell_at(*b, 5, 1) == -1);
    CHECK(steps_from(*b, a1, Grid::find_dir("e"), 2) == b->find("c1"));
    CHECK(steps_from(*b, a1, Grid::find_dir("e"), 4) == -1);
    CHECK(steps_from(*b, a1, Grid::find_dir("e"), 0) == a1);
    CHECK(distance(*b, a1, c2) == 3);
    CHECK(distance(*b, a1, c2, Metric::Chebyshev) == 2);
    CHECK(ids(*b, within(*b, a1, 1, 1)) == "b1,a2");
    CHECK(ids(*b, within(*b, a1, 0, 1, Metric::Chebyshev)) == "a1,b1,a2,b2");

    std::vector<HexMap::Hex> hexes = {
        {"x", 0, 0, "north"}, {"y", 1, 0, "north"}, {"z", 0, 1, "south"}, {"w", 2, 1, "east"}, {"v", 3, 1, ""}};
    auto h = HexMap::build(hexes);
    h->finish();
    const HexMap& m = *h->hexmap();
    CHECK(ids(*h, adjacent(*h, h->find("y"))) == "x,z");  // e ne nw w sw se: w, then sw
    CHECK(ids(*h, m.adjacent(h->find("w"))) == "v");
    CHECK(coords(*h, h->find("z")) == std::pair{0, 1});
    CHECK(distance(*h, h->find("x"), h->find("w")) == 3);
    CHECK(ids(*h, within(*h, h->find("x"), 1, 3)) == "y,z,w");
    const int north = m.find_region("north"), south = m.find_region("south"), east = m.find_region("east");
    CHECK(m.regions_adjacent(north, south));
    CHECK(m.regions_adjacent(south, north));
    CHECK(!m.regions_adjacent(south, east));

    auto plain = roads();
    CHECK_THROWS_WITH(need_geometry(*plain), "this board is a board, not a grid or a hex map");
    CHECK_THROWS_AS(distance(*plain, 0, 1), BoardError);
}

TEST_CASE("model track: ring arithmetic, a space's own colour, a finish's owner", "[board]") {
    Track::Spec s;
    s.ring = {"a", "b", "c", "d", "e", "f"};
    s.colours = {{"x", 0, 5, {"x1", "x2"}, "home"}, {"y", 3, 2, {}, "home"}, {"z", 1, 0, {}, "z_end"}};
    auto b = Track::build(s);
    b->finish();
    const Track& t = *b->track();
    CHECK(b->id(t.ahead(b->find("e"), 3)) == "b");
    CHECK(b->id(t.ahead(b->find("a"), -1)) == "f");
    CHECK(t.ring_distance(b->find("e"), b->find("b")) == 3);
    CHECK(t.ring_distance(b->find("b"), b->find("b")) == 0);
    CHECK(t.own_colour(b->find("x2")) == 0);
    CHECK(t.own_colour(b->find("home")) == 0);  // shared: the first colour finishing there
    CHECK(t.own_colour(b->find("z_end")) == 2);
    CHECK(t.own_colour(b->find("c")) == -1);
    CHECK(t.finish_owner(b->find("home")) == -1);  // shared by x and y
    CHECK(t.finish_owner(b->find("z_end")) == 2);
    CHECK(t.finish_owner(b->find("a")) == -1);
}
