// What square grids and hex maps share, for a board that has either: coordinates,
// cells by coordinates, steps in a direction, neighbours, distances and ranges.
// Directions are a grid's (0..7) or a hex map's (0..5) by the board's kind; a
// metric or a direction set applies to grids only. On any other board these
// functions throw BoardError ("this board is a track, not a grid or a hex map").
#pragma once
#include <utility>
#include <vector>

#include "model/board.h"
#include "model/grid.h"

namespace tabula {

// The board's geometry check: BoardError unless it is a grid or a hex map.
void need_geometry(const Board& b);

std::pair<int, int> coords(const Board& b, int i);  // (col, row) or (q, r)
int cell_at(const Board& b, int x, int y);          // -1 when there is no such cell
// The space n steps from i in direction d, or -1 when a step finds no space to enter.
int steps_from(const Board& b, int i, int d, long long n);
std::vector<int> adjacent(const Board& b, int i, DirSet set = DirSet::All);
int distance(const Board& b, int from, int to, Metric m = Metric::Manhattan);
// The spaces at distance min..max from `from`, in board order.
std::vector<int> within(const Board& b, int from, long long min, long long max, Metric m = Metric::Manhattan);

}  // namespace tabula
