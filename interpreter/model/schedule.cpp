#include "model/schedule.h"

#include <algorithm>
#include <stdexcept>

namespace tabula {

void Schedule::reset(int seats) {
    seats_ = seats;
    seat_ = 1;
    turn_ = round_ = direction_ = first_ = 1;
    extra_turns_ = 0;
    order_.clear();
    for (int s = 1; s <= seats; ++s) order_.push_back(s);
    former_order_ = order_;
    skips_.assign(static_cast<size_t>(seats) + 1, 0);
    phase_.clear();
    step_.clear();
    counters_.clear();
}

bool Schedule::in_order(int seat) const { return std::find(order_.begin(), order_.end(), seat) != order_.end(); }

void Schedule::set_order(const std::vector<int>& seats) {
    if (seats.empty()) throw std::invalid_argument("the order needs at least one seat");
    std::vector<bool> seen(static_cast<size_t>(seats_) + 1, false);
    for (int s : seats) {
        if (s < 1 || s > seats_)
            throw std::invalid_argument("seat " + std::to_string(s) + " is not a seat of this match (1 to " +
                                        std::to_string(seats_) + ")");
        if (seen[s]) throw std::invalid_argument("seat " + std::to_string(s) + " appears twice");
        seen[s] = true;
    }
    former_order_ = order_;
    order_ = seats;
    first_ = seats.front();
}

void Schedule::set_seat(int seat) {
    if (seat < 1 || seat > seats_)
        throw std::invalid_argument("no seat " + std::to_string(seat) + " (1 to " + std::to_string(seats_) + ")");
    seat_ = seat;
}

int Schedule::next_seat(int seat, int steps) const {
    const int n = static_cast<int>(order_.size());
    auto pos = std::find(order_.begin(), order_.end(), seat);
    int idx;
    if (pos != order_.end()) {
        idx = static_cast<int>(pos - order_.begin());
    } else {
        // Not in play: walk the cycle it was part of until a seat in play.
        std::vector<int> cycle = former_order_;
        if (std::find(cycle.begin(), cycle.end(), seat) == cycle.end()) {
            cycle.clear();
            for (int s = 1; s <= seats_; ++s) cycle.push_back(s);
        }
        const int m = static_cast<int>(cycle.size());
        int c = static_cast<int>(std::find(cycle.begin(), cycle.end(), seat) - cycle.begin());
        int found = -1;
        for (int i = 1; i <= m && found < 0; ++i) {
            int s = cycle[((c + direction_ * i) % m + m) % m];
            auto p = std::find(order_.begin(), order_.end(), s);
            if (p != order_.end()) found = static_cast<int>(p - order_.begin());
        }
        if (found < 0) found = 0;
        idx = found;
        steps -= 1;
    }
    long long j = (static_cast<long long>(idx) + static_cast<long long>(direction_) * steps) % n;
    if (j < 0) j += n;
    return order_[static_cast<size_t>(j)];
}

void Schedule::skip_turns(int seat, int n) {
    if (seat < 1 || seat > seats_)
        throw std::invalid_argument("no seat " + std::to_string(seat) + " (1 to " + std::to_string(seats_) + ")");
    if (n < 0 && -n > skips_[seat]) n = -skips_[seat];
    skips_[seat] += n;
}

int Schedule::skips(int seat) const { return seat >= 1 && seat <= seats_ ? skips_[seat] : 0; }

void Schedule::advance(Advance* a) {
    if (a) {
        a->ended_seat = seat_;
        a->ended_turn = turn_;
    }
    ++turn_;
    const int round_before = round_;
    if (extra_turns_ > 0) {
        --extra_turns_;
        if (a) a->extra = true;
    } else {
        // Each pass of the loop consumes a skip, so it ends.
        for (;;) {
            int s = next_seat(seat_);
            if (s == first_) {
                ++round_;
                if (a) {
                    a->new_rounds.push_back(round_);
                    a->steps.emplace_back('r', round_);
                }
            }
            seat_ = s;
            if (skips_[s] > 0) {
                --skips_[s];
                if (a) {
                    a->skipped.push_back(s);
                    a->steps.emplace_back('s', s);
                }
                continue;
            }
            break;
        }
    }
    prune(Per::Turn);
    if (round_ != round_before) prune(Per::Round);
}

bool Schedule::parse_per(const std::string& s, Per& out) {
    if (s == "turn") out = Per::Turn;
    else if (s == "round") out = Per::Round;
    else if (s == "match") out = Per::Match;
    else if (s == "stay") out = Per::Stay;
    else return false;
    return true;
}

const char* Schedule::per_name(Per p) {
    switch (p) {
        case Per::Turn: return "turn";
        case Per::Round: return "round";
        case Per::Match: return "match";
        case Per::Stay: return "stay";
    }
    return "?";
}

int64_t Schedule::stamp_of(const UseKey& k) const {
    switch (k.per) {
        case Per::Turn: return turn_;
        case Per::Round: return round_;
        case Per::Match: return 0;
        case Per::Stay: return k.stay;
    }
    return 0;
}

std::string Schedule::map_key(const UseKey& k) {
    std::string s = per_name(k.per);
    s += '\x1f';
    s += k.key;
    s += '\x1f';
    s += k.object;
    return s;
}

int Schedule::uses(const UseKey& k) const {
    auto it = counters_.find(map_key(k));
    if (it == counters_.end() || it->second.stamp != stamp_of(k)) return 0;
    return it->second.count;
}

bool Schedule::use(const UseKey& k, int limit) {
    Counter& c = counters_[map_key(k)];
    const int64_t stamp = stamp_of(k);
    if (c.stamp != stamp) c = Counter{stamp, 0};
    if (c.count >= limit) return false;
    ++c.count;
    return true;
}

void Schedule::reset_uses(const std::string& key, const std::string& object) {
    for (auto it = counters_.begin(); it != counters_.end();) {
        const std::string& mk = it->first;
        size_t a = mk.find('\x1f'), b = mk.rfind('\x1f');
        bool match = mk.compare(a + 1, b - a - 1, key) == 0 && (object.empty() || mk.compare(b + 1, std::string::npos, object) == 0 ||
                                mk.compare(b + 1, object.size() + 1, object + "@") == 0);
        it = match ? counters_.erase(it) : std::next(it);
    }
}

void Schedule::prune(Per p) {
    if (counters_.empty()) return;  // most games count no uses: no key to build
    const std::string prefix = std::string(per_name(p)) + '\x1f';
    for (auto it = counters_.lower_bound(prefix); it != counters_.end() && it->first.compare(0, prefix.size(), prefix) == 0;)
        it = it->second.stamp != stamp_of(UseKey{"", p, "", 0}) ? counters_.erase(it) : std::next(it);
}

void Schedule::hash_into(Fnv64& h) const {
    h.u64(static_cast<uint64_t>(turn_));
    h.u64(static_cast<uint64_t>(seat_));
    h.u64(static_cast<uint64_t>(round_));
    h.u64(static_cast<uint64_t>(direction_ + 1));
    h.u64(static_cast<uint64_t>(first_));
    h.u64(static_cast<uint64_t>(extra_turns_));
    h.u64(order_.size());
    for (int s : order_) h.u64(static_cast<uint64_t>(s));
    for (int s : skips_) h.u64(static_cast<uint64_t>(s));
    h.text(phase_);
    h.text(step_);
    h.u64(counters_.size());
    for (const auto& [k, c] : counters_) {
        h.text(k);
        h.u64(static_cast<uint64_t>(c.stamp));
        h.u64(static_cast<uint64_t>(c.count));
    }
}

namespace {

struct ScheduleState : ComponentState {
    Schedule copy;
};

}  // namespace

std::unique_ptr<ComponentState> Schedule::save() const {
    auto s = std::make_unique<ScheduleState>();
    s->copy = *this;
    return s;
}

void Schedule::load(const ComponentState& saved) { *this = static_cast<const ScheduleState&>(saved).copy; }

}  // namespace tabula
