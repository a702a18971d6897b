// Track geometry of a board: a ring of N squares walked in one direction, and
// per colour a start square, a lane entrance (the last ring square before the
// colour turns off the ring), a private home lane and a finish.
//
// Positions of a colour's piece are measured in *progress*: the start square
// has progress `origin` (0 or 1, the game's choice), each step forward adds 1;
// the entrance has progress origin + E (E = ring squares from start to
// entrance), the lane squares origin+E+1 .. origin+E+L, the finish
// origin+E+L+1. Progress below origin walks the ring backwards from the start.
// Ring squares are numbered `first` .. `first`+N-1 (Ludo 1..52, Chernobog 0..51).
//
// The graph view: ring squares are joined by "next" edges, the entrance to the
// colour's first lane square by "lane:<colour>", lane squares and the finish by
// "next". Games add their own labelled edges (jumps, shortcuts) beside them.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/board.h"

namespace tabula {

class Track {
public:
    struct Colour {
        std::string id;
        int start = 0;      // ring position (0-based)
        int entrance = -1;  // ring position, -1: the colour never leaves the ring
        int entrance_offset = 0;  // ring steps from start to entrance
        std::vector<int> lane;    // spaces
        int finish = -1;          // space, -1: none
    };

    int ring_size() const { return static_cast<int>(ring_.size()); }
    int first() const { return first_; }
    int origin() const { return origin_; }
    // The ring square at ring position pos (any integer, taken mod N).
    int ring_space(long long pos) const;
    int ring_pos(int space) const { return ring_pos_[space]; }  // -1 off the ring
    int ring_number(int space) const { return ring_pos_[space] < 0 ? -1 : ring_pos_[space] + first_; }
    // The ring square k squares ahead of a ring square (k < 0: behind).
    int ahead(int space, long long k) const { return ring_space(ring_pos_[space] + k); }
    // Squares from ring square a forward to ring square b, 0..N-1.
    int ring_distance(int a, int b) const;

    int colour_count() const { return static_cast<int>(colours_.size()); }
    const Colour& colour(int c) const { return colours_[c]; }
    int find_colour(std::string_view id) const;  // -1 when unknown
    int lane_colour(int space) const { return lane_colour_[space]; }  // -1: not a lane square
    int lane_step(int space) const { return lane_step_[space]; }      // 1-based, 0: not a lane square
    bool is_finish(int space) const { return is_finish_[space] != 0; }
    // The colour whose finish the space is; -1 when none, or when several share it.
    int finish_owner(int space) const;
    // The colour a space implies: its lane's, else the first colour finishing there; -1: none.
    int own_colour(int space) const;

    // Progress of the entrance, and the greatest progress (the finish, or the
    // last lane square, or unbounded when the colour has no entrance).
    long long entrance_progress(int c) const;
    std::optional<long long> end_progress(int c) const;
    // The space at progress p for colour c; -1 beyond the end.
    int space_at(int c, long long p) const;
    // The canonical progress of a space for colour c: a ring square s gives
    // origin + q, q = (s - start) mod N, minus N when q > E (so a square past
    // the entrance counts as behind the start); lane squares and the finish
    // give their own progress. None for another colour's lane or finish.
    std::optional<long long> progress(int c, int space) const;
    // Wraps a ring-only progress into origin-(N-1) .. origin+E (Chernobog CH-6.8).
    long long wrap_ring(int c, long long p) const;

    struct ColourSpec {
        std::string id;
        int start = 0;                  // ring position
        int entrance = -1;              // ring position or -1
        std::vector<std::string> lane;  // lane square ids
        std::string finish;             // "" none; several colours may share one
    };
    struct Spec {
        std::vector<std::string> ring;  // ring square ids in walking order
        int first = 1;
        int origin = 0;
        std::vector<ColourSpec> colours;
    };
    // An unfinished board: ring squares, then each colour's lane and finish.
    static std::unique_ptr<Board> build(const Spec& spec);

private:
    std::vector<int> ring_;  // position -> space
    int first_ = 1, origin_ = 0;
    std::vector<Colour> colours_;
    std::vector<int> ring_pos_, lane_colour_, lane_step_;
    std::vector<char> is_finish_;
};

}  // namespace tabula
