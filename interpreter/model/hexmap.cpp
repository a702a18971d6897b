#include "model/hexmap.h"

#include <algorithm>
#include <cstdlib>

namespace tabula {

namespace {
const char* const kNames[HexMap::kDirs] = {"e", "ne", "nw", "w", "sw", "se"};
const int kDq[HexMap::kDirs] = {1, 1, 0, -1, -1, 0};
const int kDr[HexMap::kDirs] = {0, -1, -1, 0, 1, 1};
}  // namespace

const char* HexMap::dir_name(int d) { return kNames[d]; }
int HexMap::dq(int d) { return kDq[d]; }
int HexMap::dr(int d) { return kDr[d]; }

int HexMap::find_dir(std::string_view name) {
    for (int d = 0; d < kDirs; ++d)
        if (name == kNames[d]) return d;
    return -1;
}

int HexMap::at(int q, int r) const {
    auto key = std::make_pair(std::make_pair(q, r), -1);
    auto it = std::lower_bound(by_coord_.begin(), by_coord_.end(), key);
    if (it == by_coord_.end() || it->first != key.first) return -1;
    return it->second;
}

int HexMap::distance(int a, int b) const {
    int dq = q_[a] - q_[b], dr = r_[a] - r_[b];
    return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

std::vector<int> HexMap::adjacent(int i) const {
    std::vector<int> out;
    for (int d = 0; d < kDirs; ++d)
        if (int j = step(i, d); j >= 0) out.push_back(j);
    return out;
}

bool HexMap::regions_adjacent(int a, int b) const {
    const auto& adj = region_adj_[a];
    return std::find(adj.begin(), adj.end(), b) != adj.end();
}

int HexMap::find_region(std::string_view name) const {
    for (int g = 0; g < region_count(); ++g)
        if (region_names_[g] == name) return g;
    return -1;
}

std::unique_ptr<Board> HexMap::build(const std::vector<Hex>& hexes) {
    if (hexes.empty()) throw BoardError("the hex map has no hexes");
    auto board = std::make_unique<Board>(BoardKind::HexMap);
    auto h = std::make_unique<HexMap>();
    for (std::size_t k = 0; k < hexes.size(); ++k) {
        const Hex& x = hexes[k];
        int i;
        try {
            i = board->add_space(x.id);
        } catch (const BoardError& e) {
            throw BoardError("hex " + std::to_string(k + 1) + ": " + e.what());
        }
        h->q_.push_back(x.q);
        h->r_.push_back(x.r);
        h->by_coord_.push_back({{x.q, x.r}, i});
        int g = -1;
        if (!x.region.empty()) {
            g = h->find_region(x.region);
            if (g < 0) {
                g = h->region_count();
                h->region_names_.push_back(x.region);
                h->region_hexes_.emplace_back();
            }
            h->region_hexes_[g].push_back(i);
        }
        h->region_.push_back(g);
    }
    std::sort(h->by_coord_.begin(), h->by_coord_.end());
    for (std::size_t k = 1; k < h->by_coord_.size(); ++k)
        if (h->by_coord_[k].first == h->by_coord_[k - 1].first) {
            auto [q, r] = h->by_coord_[k].first;
            throw BoardError("hexes '" + board->id(h->by_coord_[k - 1].second) + "' and '" +
                             board->id(h->by_coord_[k].second) + "' both stand at (" + std::to_string(q) + "," +
                             std::to_string(r) + ")");
        }
    const int n = board->size();
    h->step_.assign(static_cast<std::size_t>(n) * kDirs, -1);
    h->region_adj_.assign(h->region_count(), {});
    std::vector<std::vector<char>> adj(h->region_count(), std::vector<char>(h->region_count(), 0));
    for (int i = 0; i < n; ++i)
        for (int d = 0; d < kDirs; ++d) {
            int j = h->at(h->q_[i] + kDq[d], h->r_[i] + kDr[d]);
            h->step_[i * kDirs + d] = j;
            if (j < 0) continue;
            board->add_edge(i, j, kNames[d]);
            int a = h->region_[i], b = h->region_[j];
            if (a >= 0 && b >= 0 && a != b) adj[a][b] = adj[b][a] = 1;
        }
    for (int a = 0; a < h->region_count(); ++a)
        for (int b = 0; b < h->region_count(); ++b)
            if (adj[a][b]) h->region_adj_[a].push_back(b);
    board->set_hexmap(std::move(h));
    return board;
}

}  // namespace tabula
