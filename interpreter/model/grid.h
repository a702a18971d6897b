// Square-grid geometry of a board: cells at (col, row), 1-based, col growing
// eastward; row growing northward ("up", chess: rank 1 at White's side) or
// southward ("down": row 1 at the top, as a screen or Battlecrest's map).
//
// A grid may have holes (cells that are not spaces at all) and blocked cells
// (spaces that movement never enters, but that count for distances and range,
// such as Battlecrest's landmarks). Steps, rays and leaps never enter a hole or
// a blocked cell; offsets and distances are pure geometry.
#pragma once
#include <climits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/board.h"

namespace tabula {

enum class Metric { Manhattan, Chebyshev };
std::optional<Metric> find_metric(std::string_view name);  // "manhattan", "chebyshev"

// A set of grid directions: all eight, the four orthogonal or the four diagonal.
enum class DirSet { All, Orthogonal, Diagonal };
std::optional<DirSet> find_dir_set(std::string_view name);  // "8"; "4" or "orthogonal"; "diagonal"

class Grid {
public:
    static constexpr int kDirs = 8;  // n ne e se s sw w nw, in that order
    static const char* dir_name(int d);
    static int find_dir(std::string_view name);  // -1 when unknown
    static bool orthogonal(int d) { return d % 2 == 0; }
    static bool in(int d, DirSet set) { return set == DirSet::All || orthogonal(d) == (set == DirSet::Orthogonal); }
    static std::vector<int> directions(DirSet set);  // in direction order

    int width() const { return width_; }
    int height() const { return height_; }
    bool rows_down() const { return rows_down_; }
    // The (dcol, drow) of direction d on this grid.
    int dx(int d) const;
    int dy(int d) const;

    int at(int col, int row) const;  // the space there, -1 outside or in a hole
    int col(int i) const { return col_[i]; }
    int row(int i) const { return row_[i]; }
    bool blocked(int i) const { return blocked_[i] != 0; }

    // The cell one step in direction d, or -1 (edge, hole or blocked cell).
    int step(int i, int d) const { return step_[i * kDirs + d]; }
    // The cell (dcol, drow) away, blocked or not; -1 outside or in a hole.
    int offset(int i, int dcol, int drow) const { return at(col_[i] + dcol, row_[i] + drow); }
    // Knight moves from i (existing, non-blocked cells), in a fixed order:
    // (1,2) (2,1) (2,-1) (1,-2) (-1,-2) (-2,-1) (-2,1) (-1,2) as (dcol, drow).
    const std::vector<int>& knight(int i) const { return knight_[i]; }
    // Cells (dcol, drow) away for each offset, skipping holes and blocked cells.
    std::vector<int> leaps(int i, const std::vector<std::pair<int, int>>& offsets) const;
    // One step in each direction of the set, where there is a cell to enter, in direction order.
    std::vector<int> adjacent(int i, DirSet set = DirSet::All) const;

    // A ray's direction: one of the eight (dir >= 0), or a vector (dir -1, dcol, drow).
    struct Ray {
        int dir = -1;
        int dcol = 0, drow = 0;
    };
    // Walks from i (excluded) along the ray, at most `max` cells, until the edge, a
    // hole or a blocked cell; calls visit(cell) for each and stops when it returns true.
    template <class Visit>
    void walk(int i, Ray ray, Visit visit, int max = INT_MAX) const;

    int distance(int a, int b, Metric m) const;
    // The direction from a to b when b lies on a straight line (orthogonal or
    // diagonal) from a, with the number of steps; {-1, 0} otherwise or when a == b.
    std::pair<int, int> line(int a, int b) const;

    struct Spec {
        int width = 0, height = 0;
        bool rows_down = false;
        // width*height entries, index (row-1)*width + (col-1); "" marks a hole.
        std::vector<std::string> names;
        // Same indexing, each may be empty: only these cells exist (empty: all),
        // these cells are holes, these cells are blocked (a hole cannot be).
        std::vector<char> cells, holes, blocked;
    };
    // Cell names: "chess" (file letter and rank: "a1"), "colrow" ("3,1").
    static std::string chess_name(int col, int row);
    static std::string colrow_name(int col, int row);
    // A board holding the grid's cells (row 1 first, then by column) and their
    // direction edges (labels "n".."nw", into existing non-blocked cells). Not
    // finished: the caller may add tags, props and edges, then calls finish().
    static std::unique_ptr<Board> build(const Spec& spec);

private:
    int width_ = 0, height_ = 0;
    bool rows_down_ = false;
    std::vector<int> cell_;  // width*height -> space or -1
    std::vector<int> col_, row_;
    std::vector<char> blocked_;
    std::vector<int> step_;
    std::vector<std::vector<int>> knight_;
};

template <class Visit>
void Grid::walk(int i, Ray ray, Visit visit, int max) const {
    int j = i;
    for (int k = 0; k < max; ++k) {
        if (ray.dir >= 0) {
            j = step(j, ray.dir);
        } else {
            j = offset(j, ray.dcol, ray.drow);
            if (j >= 0 && blocked(j)) j = -1;
        }
        if (j < 0 || j == i || visit(j)) return;
    }
}

}  // namespace tabula
