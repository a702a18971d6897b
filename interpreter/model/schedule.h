// The turn schedule of a match: seat order and direction, the current seat,
// turn and round counters, extra and skipped turns, the current phase and
// step, and use counters ("once per turn", "twice per stay in play").
//
// Match owns one (Match::schedule()); match:next_turn() and the schedule's Lua
// methods (lua_api/l_schedule.cpp) drive it. Everything here is folded into the
// state hash, in a fixed order.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "model/component.h"

namespace tabula {

class Schedule : public Component {
public:
    Schedule() = default;
    explicit Schedule(int seats) { reset(seats); }
    void reset(int seats);

    int seats() const { return seats_; }
    int seat() const { return seat_; }
    int turn() const { return turn_; }
    int round() const { return round_; }
    int direction() const { return direction_; }
    // Seats in play, in their base order (direction +1 walks it forwards).
    const std::vector<int>& order() const { return order_; }
    // The seat whose turns start the rounds (order()[0] when the order was set).
    int first() const { return first_; }
    bool in_order(int seat) const;

    // Throws std::invalid_argument with a readable message for a bad list.
    void set_order(const std::vector<int>& seats);
    void set_seat(int seat);  // must be 1..seats
    void reverse() { direction_ = -direction_; }
    // The seat `steps` places after `seat` in play order and direction. A seat
    // not in the order (eliminated) counts from where it used to be.
    int next_seat(int seat, int steps = 1) const;

    void grant_extra_turns(int n) { extra_turns_ += n; }
    int extra_turns() const { return extra_turns_; }
    void skip_turns(int seat, int n);
    int skips(int seat) const;

    // What a call to advance() did.
    struct Advance {
        int ended_seat = 0, ended_turn = 0;
        bool extra = false;           // the same seat plays again
        std::vector<int> skipped;     // seats whose turns were skipped, in order
        std::vector<int> new_rounds;  // round numbers started while advancing
        // Both of the above in the order they happened: {'r', round} a round
        // started, {'s', seat} a seat's turn was skipped.
        std::vector<std::pair<char, int>> steps;
    };
    // Ends the current turn: an extra turn of the same seat if one is owed,
    // else the next seat in order whose turn is not skipped. Skipped turns
    // count for rounds but get no turn number.
    Advance advance() {
        Advance a;
        advance(&a);
        return a;
    }
    void advance(Advance* out);  // out: nullptr when nobody asks what happened

    void set_phase(std::string phase, std::string step) {
        phase_ = std::move(phase);
        step_ = std::move(step);
    }
    const std::string& phase() const { return phase_; }
    const std::string& step() const { return step_; }

    // ---- use counters ----
    enum class Per { Turn, Round, Match, Stay };
    static bool parse_per(const std::string& s, Per& out);
    static const char* per_name(Per p);
    // A counter's identity: its key, the period and, optionally, an object.
    // `stay` is the object's current stay number (Per::Stay only).
    struct UseKey {
        std::string key;
        Per per = Per::Turn;
        std::string object;  // "" or the object's id as text
        int64_t stay = 0;
    };
    // Uses counted in the current period (0 if the period has changed).
    int uses(const UseKey& k) const;
    // Counts a use if fewer than `limit` were made in the period; true if counted.
    bool use(const UseKey& k, int limit);
    // Forgets a counter (or every counter of `key` when object is "").
    void reset_uses(const std::string& key, const std::string& object);

    void hash_into(Fnv64& h) const override;
    std::unique_ptr<ComponentState> save() const override;
    void load(const ComponentState& saved) override;

private:
    int64_t stamp_of(const UseKey& k) const;
    static std::string map_key(const UseKey& k);
    void prune(Per p);

    int seats_ = 0, seat_ = 1, turn_ = 1, round_ = 1, direction_ = 1, first_ = 1, extra_turns_ = 0;
    std::vector<int> order_;
    std::vector<int> former_order_;  // the order before the last set_order (for eliminated seats)
    std::vector<int> skips_;         // per seat, 1-based (index 0 unused)
    std::string phase_, step_;

    struct Counter {
        int64_t stamp = 0;
        int count = 0;
    };
    std::map<std::string, Counter> counters_;  // ordered: the hash walks it
};

}  // namespace tabula
