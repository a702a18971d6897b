#include "model/track.h"

namespace tabula {

namespace {
long long mod(long long a, long long n) {
    long long m = a % n;
    return m < 0 ? m + n : m;
}
}  // namespace

int Track::ring_space(long long pos) const { return ring_[mod(pos, ring_size())]; }

int Track::ring_distance(int a, int b) const {
    return static_cast<int>(mod(ring_pos_[b] - ring_pos_[a], ring_size()));
}

int Track::finish_owner(int space) const {
    int owner = -1, owners = 0;
    for (int c = 0; c < colour_count(); ++c)
        if (colours_[c].finish == space) owner = c, ++owners;
    return owners == 1 ? owner : -1;
}

int Track::own_colour(int space) const {
    if (lane_colour_[space] >= 0) return lane_colour_[space];
    if (!is_finish_[space]) return -1;
    for (int c = 0; c < colour_count(); ++c)
        if (colours_[c].finish == space) return c;
    return -1;
}

int Track::find_colour(std::string_view id) const {
    for (int c = 0; c < colour_count(); ++c)
        if (colours_[c].id == id) return c;
    return -1;
}

long long Track::entrance_progress(int c) const { return origin_ + colours_[c].entrance_offset; }

std::optional<long long> Track::end_progress(int c) const {
    const Colour& k = colours_[c];
    if (k.entrance < 0) return std::nullopt;
    return entrance_progress(c) + static_cast<long long>(k.lane.size()) + (k.finish >= 0 ? 1 : 0);
}

int Track::space_at(int c, long long p) const {
    const Colour& k = colours_[c];
    long long rel = p - origin_;
    if (k.entrance < 0 || rel <= k.entrance_offset) return ring_space(k.start + rel);
    long long step = rel - k.entrance_offset;  // 1-based lane step
    if (step <= static_cast<long long>(k.lane.size())) return k.lane[step - 1];
    if (step == static_cast<long long>(k.lane.size()) + 1 && k.finish >= 0) return k.finish;
    return -1;
}

std::optional<long long> Track::progress(int c, int space) const {
    const Colour& k = colours_[c];
    const int n = ring_size();
    if (int pos = ring_pos_[space]; pos >= 0) {
        long long q = mod(pos - k.start, n);
        if (k.entrance >= 0 && q > k.entrance_offset) q -= n;
        return origin_ + q;
    }
    for (std::size_t s = 0; s < k.lane.size(); ++s)
        if (k.lane[s] == space) return entrance_progress(c) + static_cast<long long>(s) + 1;
    if (k.finish >= 0 && k.finish == space) return entrance_progress(c) + static_cast<long long>(k.lane.size()) + 1;
    return std::nullopt;
}

long long Track::wrap_ring(int c, long long p) const {
    const long long n = ring_size();
    const long long hi = colours_[c].entrance >= 0 ? entrance_progress(c) : origin_ + n - 1;
    const long long lo = origin_ - (n - 1);
    if (p > hi) p -= n * ((p - hi + n - 1) / n);
    if (p < lo) p += n * ((lo - p + n - 1) / n);
    return p;
}

std::unique_ptr<Board> Track::build(const Spec& spec) {
    const int n = static_cast<int>(spec.ring.size());
    if (n < 2) throw BoardError("the ring needs at least 2 squares");
    auto board = std::make_unique<Board>(BoardKind::Track);
    auto t = std::make_unique<Track>();
    t->first_ = spec.first;
    t->origin_ = spec.origin;
    for (int pos = 0; pos < n; ++pos) {
        try {
            t->ring_.push_back(board->add_space(spec.ring[pos]));
        } catch (const BoardError& e) {
            throw BoardError("ring square " + std::to_string(pos + spec.first) + ": " + e.what());
        }
    }
    auto grow = [&] {
        t->ring_pos_.resize(board->size(), -1);
        t->lane_colour_.resize(board->size(), -1);
        t->lane_step_.resize(board->size(), 0);
        t->is_finish_.resize(board->size(), 0);
    };
    grow();
    for (int pos = 0; pos < n; ++pos) t->ring_pos_[t->ring_[pos]] = pos;
    for (int pos = 0; pos < n; ++pos) board->add_edge(t->ring_[pos], t->ring_[(pos + 1) % n], "next");

    for (std::size_t c = 0; c < spec.colours.size(); ++c) {
        const ColourSpec& cs = spec.colours[c];
        const std::string where = "colour '" + cs.id + "'";
        if (cs.id.empty()) throw BoardError("colour " + std::to_string(c + 1) + " needs an id");
        if (t->find_colour(cs.id) >= 0) throw BoardError("colour id '" + cs.id + "' appears twice");
        if (cs.start < 0 || cs.start >= n) throw BoardError(where + ": start is not a ring square");
        if (cs.entrance >= n) throw BoardError(where + ": entrance is not a ring square");
        if (cs.entrance < 0 && (!cs.lane.empty() || !cs.finish.empty()))
            throw BoardError(where + ": a lane or finish needs an entrance (the ring square it turns off)");
        Colour k;
        k.id = cs.id;
        k.start = cs.start;
        k.entrance = cs.entrance;
        k.entrance_offset = cs.entrance < 0 ? 0 : static_cast<int>(mod(cs.entrance - cs.start, n));
        const int colour = static_cast<int>(c);
        for (std::size_t s = 0; s < cs.lane.size(); ++s) {
            int i;
            try {
                i = board->add_space(cs.lane[s]);
            } catch (const BoardError& e) {
                throw BoardError(where + ": lane square " + std::to_string(s + 1) + ": " + e.what());
            }
            grow();
            t->lane_colour_[i] = colour;
            t->lane_step_[i] = static_cast<int>(s) + 1;
            k.lane.push_back(i);
        }
        if (!cs.finish.empty()) {
            int i = board->find(cs.finish);
            if (i >= 0 && !t->is_finish_[i])
                throw BoardError(where + ": finish '" + cs.finish + "' is already a ring or lane square");
            if (i < 0) {
                i = board->add_space(cs.finish);
                grow();
                t->is_finish_[i] = 1;
            }
            k.finish = i;
        }
        if (k.entrance >= 0) {
            std::vector<int> chain = k.lane;
            if (k.finish >= 0) chain.push_back(k.finish);
            if (!chain.empty()) board->add_edge(t->ring_[k.entrance], chain[0], "lane:" + k.id);
            for (std::size_t s = 1; s < chain.size(); ++s) board->add_edge(chain[s - 1], chain[s], "next");
        }
        t->colours_.push_back(std::move(k));
    }
    board->set_track(std::move(t));
    return board;
}

}  // namespace tabula
