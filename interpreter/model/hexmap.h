// Hex-map geometry of a board: pointy-top hexes in axial coordinates (q, r):
// r is the row (growing southward), q grows eastward along a row. The six
// directions, as (dq, dr): e (+1,0), w (-1,0), se (0,+1), nw (0,-1),
// ne (+1,-1), sw (-1,+1). Listed in that fixed order: e ne nw w sw se.
//
// Hexes may belong to a region (several hexes, or one); two regions are
// adjacent when a hex of one is next to a hex of the other.
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "model/board.h"

namespace tabula {

class HexMap {
public:
    static constexpr int kDirs = 6;  // e ne nw w sw se
    static const char* dir_name(int d);
    static int find_dir(std::string_view name);
    static int dq(int d);
    static int dr(int d);

    int at(int q, int r) const;  // -1 when there is no hex there
    int q(int i) const { return q_[i]; }
    int r(int i) const { return r_[i]; }
    int step(int i, int d) const { return step_[i * kDirs + d]; }
    int distance(int a, int b) const;
    std::vector<int> adjacent(int i) const;  // the neighbouring hexes, in direction order

    int region_count() const { return static_cast<int>(region_names_.size()); }
    const std::string& region_name(int g) const { return region_names_[g]; }
    int find_region(std::string_view name) const;  // -1 when unknown
    int region_of(int i) const { return region_[i]; }  // -1: no region
    const std::vector<int>& region_hexes(int g) const { return region_hexes_[g]; }   // board order
    const std::vector<int>& region_neighbours(int g) const { return region_adj_[g]; }  // region order
    bool regions_adjacent(int a, int b) const;

    struct Hex {
        std::string id;
        int q = 0, r = 0;
        std::string region;  // "" = none
    };
    // A board of these hexes (in this order), with direction edges between
    // neighbouring hexes. Regions are numbered in order of first appearance.
    // Not finished: the caller may add tags, props and edges, then finish().
    static std::unique_ptr<Board> build(const std::vector<Hex>& hexes);

private:
    std::vector<int> q_, r_, region_, step_;
    std::vector<std::pair<std::pair<int, int>, int>> by_coord_;  // sorted (q, r) -> space
    std::vector<std::string> region_names_;
    std::vector<std::vector<int>> region_hexes_, region_adj_;
};

}  // namespace tabula
