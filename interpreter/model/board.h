// Board topology: spaces with string ids, tags and properties, joined by
// labelled, directed edges. A board is immutable once built (Board::finish) and
// holds no match state (occupancy is always the caller's), so one board may be
// shared by every match of a worker's Lua state.
//
// A board may carry one geometry beside its graph: a square grid (model/grid.h),
// a track (model/track.h) or a hex map (model/hexmap.h). Their steps are real
// edges of the graph too (grid directions "n".."nw", hex directions, the track's
// "next"/"lane:<colour>"), so every graph query works on every kind of board.
//
// Spaces are numbered 0..size()-1 in board order (the order they were added);
// the Lua API shows them 1-based.
#pragma once
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <variant>
#include <vector>

namespace tabula {

// A bad board description; the message names the bad entry.
class BoardError : public std::runtime_error {
    using std::runtime_error::runtime_error;
};

struct PropTable;
// A space's property: a scalar, or plain data (a table of scalars and such tables),
// built once and shared read-only.
using PropValue = std::variant<bool, long long, double, std::string, std::shared_ptr<const PropTable>>;
using PropKey = std::variant<long long, std::string>;

// Plain data in a property: its entries sorted by key, integers (ascending) before
// strings (byte order); `values` counts every value inside it, its own entries' and
// theirs.
struct PropTable {
    std::vector<std::pair<PropKey, PropValue>> entries;
    std::size_t values = 0;
};

struct BoardEdge {
    int to;
    int label;  // index into Board::label_name
};

class Grid;
class Track;
class HexMap;

enum class BoardKind { Plain, Grid, Track, HexMap };
const char* board_kind_name(BoardKind k);

class Board {
public:
    explicit Board(BoardKind kind = BoardKind::Plain);
    ~Board();
    Board(const Board&) = delete;
    Board& operator=(const Board&) = delete;

    // ---- building (before finish) ----
    int add_space(const std::string& id);  // BoardError on an empty or duplicate id
    void add_tag(int space, const std::string& tag);  // ignores a repeated tag
    // BoardError when the board's properties would hold more than kMaxPropValues
    // values of plain data.
    void set_prop(int space, const std::string& key, PropValue v);
    static constexpr std::size_t kMaxPropValues = std::size_t(1) << 20;
    void add_edge(int from, int to, const std::string& label);
    int intern_label(const std::string& label);
    // Freezes the board: builds the tag index. No building after this.
    void finish();
    bool finished() const { return finished_; }

    // ---- queries ----
    BoardKind kind() const { return kind_; }
    int size() const { return static_cast<int>(ids_.size()); }
    bool valid(int i) const { return i >= 0 && i < size(); }
    int find(std::string_view id) const;  // -1 when there is no such space
    const std::string& id(int i) const { return ids_[i]; }

    const std::vector<int>& tags(int i) const { return tags_[i]; }  // tag numbers, in the order given
    int tag_count() const { return static_cast<int>(tag_names_.size()); }
    const std::string& tag_name(int t) const { return tag_names_[t]; }
    int find_tag(std::string_view tag) const;  // -1 when no space has it
    bool has_tag(int i, int tag) const;
    const std::vector<int>& spaces_with(int tag) const { return tag_spaces_[tag]; }  // board order

    // Properties in the order they were set (the Lua builder sets them sorted by key).
    const std::vector<std::pair<std::string, PropValue>>& props(int i) const { return props_[i]; }
    const PropValue* prop(int i, std::string_view key) const;

    int label_count() const { return static_cast<int>(label_names_.size()); }
    const std::string& label_name(int l) const { return label_names_[l]; }
    int find_label(std::string_view label) const;  // -1 when no edge has it

    const std::vector<BoardEdge>& out(int i) const { return out_[i]; }  // in the order added
    const std::vector<BoardEdge>& in(int i) const { return in_[i]; }
    // The first edge from i with that label, or -1.
    int next(int i, int label) const;
    int prev(int i, int label) const;
    // Distinct targets of i's edges (label -1: any label), in edge order.
    std::vector<int> neighbours(int i, int label = -1) const;
    // A shortest path from a to b (without a, with b) along edges with the label
    // (-1: any) that never enters a space for which `blocked(space)` is true
    // (b itself included). Empty when b is unreachable or a == b.
    template <class Blocked>
    std::vector<int> path(int a, int b, int label, Blocked blocked) const;

    // The cost of a step from one space to the next along an edge with that label:
    // >= 0, or none when the step is not allowed.
    using StepCost = std::function<std::optional<double>(int from, int to, int label)>;
    struct Reached {
        int space;
        double cost;
        int via;  // the space before it on the cheapest path found
    };
    // Every space reachable from `from` (excluded) within total cost `max`, in board
    // order with its least cost (Dijkstra), along edges with the label (-1: any),
    // never entering a space for which `blocked` is true (asked once per space).
    // Null `blocked`: nothing blocks; null `cost`: every step costs 1.
    // Ties: the search settles the cheapest space found so far, the first in board
    // order among equals, and tries its edges in the order added; a space's `via` is
    // the first settled space that reached it at its least cost.
    std::vector<Reached> reach(int from, double max, int label, const std::function<bool(int)>& blocked,
                               const StepCost& cost) const;
    struct Route {
        std::vector<int> spaces;  // without the start, with the goal
        double cost = 0;
    };
    // A cheapest path from a to b by the search of reach (the same ties): no spaces
    // when b is unreachable or a == b.
    Route cheapest_path(int a, int b, int label, const std::function<bool(int)>& blocked, const StepCost& cost) const;

    const Grid* grid() const { return grid_.get(); }
    const Track* track() const { return track_.get(); }
    const HexMap* hexmap() const { return hex_.get(); }
    Grid* grid() { return grid_.get(); }
    Track* track() { return track_.get(); }
    HexMap* hexmap() { return hex_.get(); }
    void set_grid(std::unique_ptr<Grid> g);
    void set_track(std::unique_ptr<Track> t);
    void set_hexmap(std::unique_ptr<HexMap> h);

private:
    struct Hash {
        using is_transparent = void;
        std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
    };
    using Index = std::unordered_map<std::string, int, Hash, std::equal_to<>>;
    void check_building() const;
    struct Search {
        std::vector<double> cost;  // -1: not reached
        std::vector<int> via;      // -1: the start, or not reached
    };
    // reach's search; it stops once `goal` (-1: none) is settled.
    Search cheapest(int from, double max, int label, const std::function<bool(int)>& blocked, const StepCost& cost,
                    int goal) const;

    BoardKind kind_;
    bool finished_ = false;
    std::vector<std::string> ids_;
    Index index_;
    std::vector<std::vector<int>> tags_;
    std::vector<std::string> tag_names_;
    Index tag_index_;
    std::vector<std::vector<int>> tag_spaces_;
    std::vector<std::vector<std::pair<std::string, PropValue>>> props_;
    std::size_t prop_values_ = 0;  // in plain data, for kMaxPropValues
    std::vector<std::string> label_names_;
    Index label_index_;
    std::vector<std::vector<BoardEdge>> out_, in_;
    std::unique_ptr<Grid> grid_;
    std::unique_ptr<Track> track_;
    std::unique_ptr<HexMap> hex_;
};

template <class Blocked>
std::vector<int> Board::path(int a, int b, int label, Blocked blocked) const {
    std::vector<int> result;
    if (a == b) return result;
    std::vector<int> from(ids_.size(), -2);
    std::vector<int> queue{a};
    from[a] = -1;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        int s = queue[head];
        for (const BoardEdge& e : out_[s]) {
            if (label >= 0 && e.label != label) continue;
            if (from[e.to] != -2 || blocked(e.to)) continue;
            from[e.to] = s;
            if (e.to == b) {
                for (int x = b; x != a; x = from[x]) result.push_back(x);
                return {result.rbegin(), result.rend()};
            }
            queue.push_back(e.to);
        }
    }
    return result;
}

}  // namespace tabula
