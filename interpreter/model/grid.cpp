#include "model/grid.h"

#include <algorithm>
#include <cstdlib>

namespace tabula {

namespace {
const char* const kDirNames[Grid::kDirs] = {"n", "ne", "e", "se", "s", "sw", "w", "nw"};
// (dcol, dnorth) of each direction.
const int kDx[Grid::kDirs] = {0, 1, 1, 1, 0, -1, -1, -1};
const int kDn[Grid::kDirs] = {1, 1, 0, -1, -1, -1, 0, 1};
const std::pair<int, int> kKnight[8] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
}  // namespace

std::optional<Metric> find_metric(std::string_view name) {
    if (name == "manhattan") return Metric::Manhattan;
    if (name == "chebyshev") return Metric::Chebyshev;
    return std::nullopt;
}

std::optional<DirSet> find_dir_set(std::string_view name) {
    if (name == "8") return DirSet::All;
    if (name == "4" || name == "orthogonal") return DirSet::Orthogonal;
    if (name == "diagonal") return DirSet::Diagonal;
    return std::nullopt;
}

std::vector<int> Grid::directions(DirSet set) {
    std::vector<int> dirs;
    for (int d = 0; d < kDirs; ++d)
        if (in(d, set)) dirs.push_back(d);
    return dirs;
}

std::string Grid::chess_name(int col, int row) {
    return std::string(1, static_cast<char>('a' + col - 1)) + std::to_string(row);
}

std::string Grid::colrow_name(int col, int row) { return std::to_string(col) + "," + std::to_string(row); }

const char* Grid::dir_name(int d) { return kDirNames[d]; }

int Grid::find_dir(std::string_view name) {
    for (int d = 0; d < kDirs; ++d)
        if (name == kDirNames[d]) return d;
    return -1;
}

int Grid::dx(int d) const { return kDx[d]; }
int Grid::dy(int d) const { return rows_down_ ? -kDn[d] : kDn[d]; }

int Grid::at(int col, int row) const {
    if (col < 1 || col > width_ || row < 1 || row > height_) return -1;
    return cell_[(row - 1) * width_ + (col - 1)];
}

std::vector<int> Grid::leaps(int i, const std::vector<std::pair<int, int>>& offsets) const {
    std::vector<int> out;
    for (auto [dc, dr] : offsets) {
        int j = offset(i, dc, dr);
        if (j >= 0 && !blocked_[j]) out.push_back(j);
    }
    return out;
}

std::vector<int> Grid::adjacent(int i, DirSet set) const {
    std::vector<int> out;
    for (int d = 0; d < kDirs; ++d)
        if (int j = step(i, d); j >= 0 && in(d, set)) out.push_back(j);
    return out;
}

int Grid::distance(int a, int b, Metric m) const {
    int dc = std::abs(col_[a] - col_[b]), dr = std::abs(row_[a] - row_[b]);
    return m == Metric::Manhattan ? dc + dr : std::max(dc, dr);
}

std::pair<int, int> Grid::line(int a, int b) const {
    int dc = col_[b] - col_[a], dr = row_[b] - row_[a];
    if (dc == 0 && dr == 0) return {-1, 0};
    if (dc != 0 && dr != 0 && std::abs(dc) != std::abs(dr)) return {-1, 0};
    int sc = (dc > 0) - (dc < 0), sr = (dr > 0) - (dr < 0);
    for (int d = 0; d < kDirs; ++d)
        if (dx(d) == sc && dy(d) == sr) return {d, std::max(std::abs(dc), std::abs(dr))};
    return {-1, 0};
}

std::unique_ptr<Board> Grid::build(const Spec& spec) {
    if (spec.width < 1 || spec.height < 1)
        throw BoardError("width and height must be at least 1 (got " + std::to_string(spec.width) + "x" +
                         std::to_string(spec.height) + ")");
    if (spec.width > 1000 || spec.height > 1000 || spec.width * spec.height > 1'000'000)
        throw BoardError("a grid may have at most 1000000 cells");
    const int n = spec.width * spec.height;
    if (static_cast<int>(spec.names.size()) != n) throw BoardError("grid spec: need one name per cell");
    auto board = std::make_unique<Board>(BoardKind::Grid);
    auto g = std::make_unique<Grid>();
    g->width_ = spec.width;
    g->height_ = spec.height;
    g->rows_down_ = spec.rows_down;
    g->cell_.assign(n, -1);
    auto exists = [&](int k) {
        return !spec.names[k].empty() && (spec.cells.empty() || spec.cells[k]) && (spec.holes.empty() || !spec.holes[k]);
    };
    for (int k = 0; k < n; ++k)
        if (!exists(k) && !spec.blocked.empty() && spec.blocked[k])
            throw BoardError("blocked cell '" + spec.names[k] + "' is not a cell of the grid (a hole)");
    for (int k = 0; k < n; ++k) {
        if (!exists(k)) continue;
        int i;
        try {
            i = board->add_space(spec.names[k]);
        } catch (const BoardError& e) {
            throw BoardError("cell (" + std::to_string(k % spec.width + 1) + "," + std::to_string(k / spec.width + 1) +
                             "): " + e.what());
        }
        g->cell_[k] = i;
        g->col_.push_back(k % spec.width + 1);
        g->row_.push_back(k / spec.width + 1);
        g->blocked_.push_back(spec.blocked.empty() ? 0 : spec.blocked[k]);
    }
    const int size = board->size();
    if (size == 0) throw BoardError("the grid has no cells");
    g->step_.assign(static_cast<std::size_t>(size) * kDirs, -1);
    g->knight_.resize(size);
    for (int i = 0; i < size; ++i) {
        for (int d = 0; d < kDirs; ++d) {
            int j = g->offset(i, g->dx(d), g->dy(d));
            if (j >= 0 && !g->blocked_[j]) g->step_[i * kDirs + d] = j;
        }
        for (auto [dc, dr] : kKnight) {
            int j = g->offset(i, dc, dr);
            if (j >= 0 && !g->blocked_[j]) g->knight_[i].push_back(j);
        }
    }
    for (int i = 0; i < size; ++i)
        for (int d = 0; d < kDirs; ++d)
            if (int j = g->step_[i * kDirs + d]; j >= 0) board->add_edge(i, j, kDirNames[d]);
    board->set_grid(std::move(g));
    return board;
}

}  // namespace tabula
