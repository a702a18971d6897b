#include "model/board_geometry.h"

#include <string>

#include "model/hexmap.h"

namespace tabula {

void need_geometry(const Board& b) {
    if (!b.grid() && !b.hexmap())
        throw BoardError(std::string("this board is a ") + board_kind_name(b.kind()) + ", not a grid or a hex map");
}

namespace {
const HexMap& hexmap_of(const Board& b) {
    need_geometry(b);
    return *b.hexmap();
}
}  // namespace

std::pair<int, int> coords(const Board& b, int i) {
    if (const Grid* g = b.grid()) return {g->col(i), g->row(i)};
    const HexMap& h = hexmap_of(b);
    return {h.q(i), h.r(i)};
}

int cell_at(const Board& b, int x, int y) {
    if (const Grid* g = b.grid()) return g->at(x, y);
    return hexmap_of(b).at(x, y);
}

int steps_from(const Board& b, int i, int d, long long n) {
    const Grid* g = b.grid();
    const HexMap* h = g ? nullptr : &hexmap_of(b);
    for (long long k = 0; k < n && i >= 0; ++k) i = g ? g->step(i, d) : h->step(i, d);
    return i;
}

std::vector<int> adjacent(const Board& b, int i, DirSet set) {
    if (const Grid* g = b.grid()) return g->adjacent(i, set);
    return hexmap_of(b).adjacent(i);
}

int distance(const Board& b, int from, int to, Metric m) {
    if (const Grid* g = b.grid()) return g->distance(from, to, m);
    return hexmap_of(b).distance(from, to);
}

std::vector<int> within(const Board& b, int from, long long min, long long max, Metric m) {
    need_geometry(b);
    std::vector<int> out;
    for (int i = 0; i < b.size(); ++i) {
        int d = distance(b, from, i, m);
        if (d >= min && d <= max) out.push_back(i);
    }
    return out;
}

}  // namespace tabula
