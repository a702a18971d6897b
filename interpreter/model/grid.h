// Square-grid geometry of a board: cells at (col, row), 1-based, col growing
// eastward; row growing northward ("up", chess: rank 1 at White's side) or
// southward ("down": row 1 at the top, as a screen or Battlecrest's map).
//
// A grid may have holes (cells that are not spaces at all) and blocked cells
// (spaces that movement never enters, but that count for distances and range,
// such as Battlecrest's landmarks). Steps, rays and leaps never enter a hole or
// a blocked cell; offsets and distances are pure geometry.
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "model/board.h"

namespace tabula {

enum class Metric { Manhattan, Chebyshev };

class Grid {
public:
    static constexpr int kDirs = 8;  // n ne e se s sw w nw, in that order
    static const char* dir_name(int d);
    static int find_dir(std::string_view name);  // -1 when unknown
    static bool orthogonal(int d) { return d % 2 == 0; }

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

    int distance(int a, int b, Metric m) const;
    // The direction from a to b when b lies on a straight line (orthogonal or
    // diagonal) from a, with the number of steps; {-1, 0} otherwise or when a == b.
    std::pair<int, int> line(int a, int b) const;

    struct Spec {
        int width = 0, height = 0;
        bool rows_down = false;
        // width*height entries, index (row-1)*width + (col-1); "" marks a hole.
        std::vector<std::string> names;
        std::vector<char> blocked;  // same indexing; empty: none
    };
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

}  // namespace tabula
