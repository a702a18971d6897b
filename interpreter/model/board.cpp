#include "model/board.h"

#include <algorithm>
#include <limits>
#include <queue>

#include "model/grid.h"
#include "model/hexmap.h"
#include "model/track.h"

namespace tabula {

const char* board_kind_name(BoardKind k) {
    switch (k) {
        case BoardKind::Plain: return "board";
        case BoardKind::Grid: return "grid";
        case BoardKind::Track: return "track";
        case BoardKind::HexMap: return "hexmap";
    }
    return "board";
}

Board::Board(BoardKind kind) : kind_(kind) {}
Board::~Board() = default;

void Board::check_building() const {
    if (finished_) throw BoardError("the board is finished and can no longer change");
}

int Board::add_space(const std::string& id) {
    check_building();
    if (id.empty()) throw BoardError("a space id must not be empty");
    auto [it, fresh] = index_.emplace(id, size());
    if (!fresh) throw BoardError("space id '" + id + "' appears twice");
    ids_.push_back(id);
    tags_.emplace_back();
    props_.emplace_back();
    out_.emplace_back();
    in_.emplace_back();
    return it->second;
}

void Board::add_tag(int space, const std::string& tag) {
    check_building();
    if (tag.empty()) throw BoardError("space '" + ids_[space] + "': a tag must not be empty");
    auto [it, fresh] = tag_index_.emplace(tag, tag_count());
    if (fresh) tag_names_.push_back(tag);
    auto& list = tags_[space];
    if (std::find(list.begin(), list.end(), it->second) == list.end()) list.push_back(it->second);
}

namespace {

std::size_t data_values(const PropValue& v) {
    const auto* table = std::get_if<std::shared_ptr<const PropTable>>(&v);
    return table ? (*table)->values : 0;
}

}  // namespace

void Board::set_prop(int space, const std::string& key, PropValue v) {
    check_building();
    auto& props = props_[space];
    auto old = std::find_if(props.begin(), props.end(), [&](const auto& p) { return p.first == key; });
    const std::size_t values = prop_values_ - (old == props.end() ? 0 : data_values(old->second)) + data_values(v);
    if (values > kMaxPropValues)
        throw BoardError("space '" + ids_[space] + "': property '" + key + "': the board's properties would hold more than " +
                         std::to_string(kMaxPropValues) + " values");
    prop_values_ = values;
    if (old == props.end()) props.emplace_back(key, std::move(v));
    else old->second = std::move(v);
}

int Board::intern_label(const std::string& label) {
    auto [it, fresh] = label_index_.emplace(label, label_count());
    if (fresh) label_names_.push_back(label);
    return it->second;
}

void Board::add_edge(int from, int to, const std::string& label) {
    check_building();
    if (label.empty()) throw BoardError("an edge label must not be empty");
    int l = intern_label(label);
    for (const BoardEdge& e : out_[from])
        if (e.to == to && e.label == l) return;  // the same edge twice is one edge
    out_[from].push_back({to, l});
    in_[to].push_back({from, l});
}

void Board::finish() {
    if (finished_) return;
    tag_spaces_.assign(tag_names_.size(), {});
    for (int i = 0; i < size(); ++i)
        for (int t : tags_[i]) tag_spaces_[t].push_back(i);
    finished_ = true;
}

int Board::find(std::string_view id) const {
    auto it = index_.find(id);
    return it == index_.end() ? -1 : it->second;
}

int Board::find_tag(std::string_view tag) const {
    auto it = tag_index_.find(tag);
    return it == tag_index_.end() ? -1 : it->second;
}

bool Board::has_tag(int i, int tag) const {
    const auto& list = tags_[i];
    return std::find(list.begin(), list.end(), tag) != list.end();
}

const PropValue* Board::prop(int i, std::string_view key) const {
    for (const auto& [k, v] : props_[i])
        if (k == key) return &v;
    return nullptr;
}

int Board::find_label(std::string_view label) const {
    auto it = label_index_.find(label);
    return it == label_index_.end() ? -1 : it->second;
}

int Board::next(int i, int label) const {
    for (const BoardEdge& e : out_[i])
        if (e.label == label) return e.to;
    return -1;
}

int Board::prev(int i, int label) const {
    for (const BoardEdge& e : in_[i])
        if (e.label == label) return e.to;
    return -1;
}

std::vector<int> Board::neighbours(int i, int label) const {
    std::vector<int> result;
    for (const BoardEdge& e : out_[i]) {
        if (label >= 0 && e.label != label) continue;
        if (std::find(result.begin(), result.end(), e.to) == result.end()) result.push_back(e.to);
    }
    return result;
}

Board::Search Board::cheapest(int from, double max, int label, const std::function<bool(int)>& blocked,
                              const StepCost& cost, int goal) const {
    Search found{std::vector<double>(ids_.size(), -1), std::vector<int>(ids_.size(), -1)};
    using Item = std::pair<double, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> queue;
    found.cost[from] = 0;
    queue.push({0, from});
    std::vector<char> done(ids_.size(), 0), tested(ids_.size(), 0), closed(ids_.size(), 0);
    auto enterable = [&](int s) {
        if (!tested[s]) {
            tested[s] = 1;
            closed[s] = blocked && blocked(s);
        }
        return !closed[s];
    };
    while (!queue.empty()) {
        auto [d, s] = queue.top();
        queue.pop();
        if (done[s]) continue;
        done[s] = 1;
        if (s == goal) break;
        for (const BoardEdge& e : out_[s]) {
            if (label >= 0 && e.label != label) continue;
            if (e.to == from || done[e.to] || !enterable(e.to)) continue;
            std::optional<double> step = cost ? cost(s, e.to, e.label) : 1.0;
            if (!step) continue;
            double nd = d + *step;
            if (nd > max) continue;
            if (found.cost[e.to] < 0 || nd < found.cost[e.to]) {
                found.cost[e.to] = nd;
                found.via[e.to] = s;
                queue.push({nd, e.to});
            }
        }
    }
    return found;
}

std::vector<Board::Reached> Board::reach(int from, double max, int label, const std::function<bool(int)>& blocked,
                                         const StepCost& cost) const {
    Search found = cheapest(from, max, label, blocked, cost, -1);
    std::vector<Reached> result;
    for (int i = 0; i < size(); ++i)
        if (i != from && found.cost[i] >= 0) result.push_back({i, found.cost[i], found.via[i]});
    return result;
}

Board::Route Board::cheapest_path(int a, int b, int label, const std::function<bool(int)>& blocked,
                                  const StepCost& cost) const {
    Route route;
    if (a == b) return route;
    Search found = cheapest(a, std::numeric_limits<double>::infinity(), label, blocked, cost, b);
    if (found.cost[b] < 0) return route;
    route.cost = found.cost[b];
    for (int x = b; x != a; x = found.via[x]) route.spaces.push_back(x);
    std::reverse(route.spaces.begin(), route.spaces.end());
    return route;
}

void Board::set_grid(std::unique_ptr<Grid> g) {
    check_building();
    grid_ = std::move(g);
}
void Board::set_track(std::unique_ptr<Track> t) {
    check_building();
    track_ = std::move(t);
}
void Board::set_hexmap(std::unique_ptr<HexMap> h) {
    check_building();
    hex_ = std::move(h);
}

}  // namespace tabula
