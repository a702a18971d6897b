#include "model/track_advance.h"

#include <string>

#include "model/track.h"

namespace tabula {

std::optional<Overshoot> find_overshoot(std::string_view name) {
    if (name == "fail") return Overshoot::Fail;
    if (name == "stop") return Overshoot::Stop;
    if (name == "bounce") return Overshoot::Bounce;
    return std::nullopt;
}

namespace {

const Track& track_of(const Board& b) {
    if (!b.track()) throw BoardError(std::string("this board is a ") + board_kind_name(b.kind()) + ", not a track");
    return *b.track();
}

// The start's space, colour and progress (a ring position without a colour).
void place(const Board& b, const Track& t, const AdvanceSpec& spec, AdvanceStart& s) {
    s.colour = spec.colour;
    if (spec.progress) {
        if (s.colour < 0) throw BoardError("a progress needs a colour");
        s.p0 = *spec.progress;
        s.from = t.space_at(s.colour, s.p0);
        if (s.from < 0)
            throw BoardError("progress " + std::to_string(s.p0) + " is beyond colour " + t.colour(s.colour).id + "'s end");
        return;
    }
    s.from = spec.from;
    if (s.colour < 0) s.colour = t.own_colour(s.from);
    if (s.colour >= 0) {
        auto p = t.progress(s.colour, s.from);
        if (!p) throw BoardError("'" + b.id(s.from) + "' is not on colour " + t.colour(s.colour).id + "'s way");
        s.p0 = *p;
    } else {
        if (t.ring_pos(s.from) < 0) throw BoardError("'" + b.id(s.from) + "' is not on the ring and has no colour");
        s.p0 = t.ring_pos(s.from);
    }
}

// The greatest progress of a coloured move that leaves the ring.
std::optional<long long> end_of(const Track& t, const AdvanceSpec& spec, const AdvanceStart& s) {
    if (s.colour < 0 || spec.ring_only) return std::nullopt;
    return t.end_progress(s.colour);
}

}  // namespace

AdvanceStart advance_start(const Board& b, const AdvanceSpec& spec) {
    const Track& t = track_of(b);
    AdvanceStart s;
    place(b, t, spec, s);
    if (spec.ring_only && t.ring_pos(s.from) < 0)
        throw BoardError("ring_only: '" + b.id(s.from) + "' is not a ring square");
    s.steps = spec.n >= 0 ? spec.n : -spec.n;
    std::optional<long long> end = end_of(t, spec, s);
    if (end && spec.n > 0 && s.p0 + spec.n > *end) {
        if (spec.overshoot == Overshoot::Fail) s.overshoot = true;
        if (spec.overshoot == Overshoot::Stop) s.steps = *end - s.p0;
    }
    return s;
}

AdvanceEnd advance_walk(const Board& b, const AdvanceSpec& spec, const AdvanceStart& s, const AdvanceHooks& hooks) {
    const Track& t = track_of(b);
    const bool coloured = s.colour >= 0;
    const std::optional<long long> end = end_of(t, spec, s);
    // Position k steps on: a progress for a colour (bounced back from the end), a ring position otherwise.
    auto position = [&](long long k) {
        long long p = s.p0 + (spec.n >= 0 ? k : -k);
        if (coloured && spec.ring_only) p = t.wrap_ring(s.colour, p);
        return end && p > *end ? 2 * *end - p : p;
    };
    auto space_of = [&](long long p) {
        if (!coloured) return t.ring_space(p);
        if (spec.ring_only) return t.ring_space(t.colour(s.colour).start + (p - t.origin()));
        return t.space_at(s.colour, p);
    };
    AdvanceEnd r;
    r.final = s.from;
    r.progress = s.p0;
    for (long long k = 1; k <= s.steps; ++k) {
        const long long p = position(k);
        const int space = space_of(p);
        if (space < 0) break;  // cannot happen within the end; defensive
        const bool met = hooks.occupied && hooks.occupied(space);
        if (met && hooks.met) hooks.met(space, k);
        const StopAt verdict = hooks.stop ? hooks.stop(space, k, met, k == s.steps) : StopAt::Go;
        if (verdict != StopAt::Go) {
            r.stopped = verdict;
            r.stop_space = space;
        }
        if (verdict == StopAt::Before) break;
        if (hooks.entered) hooks.entered(space);
        ++r.steps;
        r.final = space;
        r.progress = p;
        if (verdict == StopAt::At) break;
    }
    // Far behind the start, a ring progress wraps by a lap (Chernobog CH-2.6).
    if (coloured && !spec.ring_only && r.progress < t.origin() - (t.ring_size() - 1))
        r.progress = t.wrap_ring(s.colour, r.progress);
    return r;
}

}  // namespace tabula
