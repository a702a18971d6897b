#include "match/decisions.h"

#include <algorithm>

#include "host/script_error.h"
#include "host/script_host.h"
#include "match/agent.h"
#include "match/match.h"
#include "match/record.h"

namespace tabula {

namespace {

// An id that two of ids share, or nullptr; sorts the views (not n^2 comparisons).
const std::string_view* repeated_id(std::span<std::string_view> ids, bool interned) {
    if (interned) {
        std::sort(ids.begin(), ids.end(), [](std::string_view a, std::string_view b) { return a.data() < b.data(); });
        for (size_t i = 1; i < ids.size(); ++i)
            if (ids[i].data() == ids[i - 1].data()) return &ids[i];
        return nullptr;
    }
    std::sort(ids.begin(), ids.end());
    auto twice = std::adjacent_find(ids.begin(), ids.end());
    return twice == ids.end() ? nullptr : &*twice;
}

}  // namespace

std::string check_choice(const ChoiceShape& shape, std::span<std::string_view> ids, bool interned) {
    if (shape.options == 0)
        return "\"" + std::string(shape.prompt) + "\" has no options to choose from";
    if (const std::string_view* twice = repeated_id(ids, interned))
        return "option id '" + std::string(*twice) + "' appears twice";
    if (shape.min < 0 || shape.max < shape.min || shape.max > shape.options)
        return "need 0 <= min <= max <= #options (min " + std::to_string(static_cast<int>(shape.min)) + ", max " +
               std::to_string(static_cast<int>(shape.max)) + ", " + std::to_string(shape.options) + " options)";
    return {};
}

Decisions::~Decisions() { drop_pending(); }

bool Decisions::answers_at_once(int seat, int options, int min, int max) const {
    if (Choice::forced(static_cast<size_t>(options), min, max)) return !match_.shows_forced(seat);
    return match_.agent_answers_inline(seat);
}

const std::vector<int>& Decisions::answer_at_once(int seat, int options, int min, int max) {
    ++moves_;
    if (Choice::forced(static_cast<size_t>(options), min, max)) {  // nothing to decide
        answer_.assign(1, 0);
    } else {
        ++decisions_;
        match_.agent(seat).pick(options, min, max, answer_);
    }
    match_.host().reset_budget();  // the budget runs from decision to decision, as after a resume
    return answer_;
}

void Decisions::drop_pending() {
    if (pending_) forget_labeler(*pending_);
    pending_.reset();
}

// The game script may be gone (a test match collected after it), the host never is.
void Decisions::forget_labeler(Choice& c) {
    luaL_unref(match_.host().state(), LUA_REGISTRYINDEX, c.labeler_ref);
    c.labeler_ref = kNoFunction;
}

void Decisions::label_options(Choice& c) {
    if (c.labeler_ref == kNoFunction) return;
    for (auto& o : c.options) {
        if (o.labelled) continue;
        if (auto label = match_.game().label(c.labeler_ref, o.id, c.prompt)) o.label = std::move(*label);
        o.labelled = true;
    }
    forget_labeler(c);
}

bool Decisions::answer_pending() {
    Choice& c = *pending_;
    ++moves_;
    if (c.forced()) {  // nothing to decide
        if (forced_log_) forced_log_->push_back({c.seat, match_.turn(), c.prompt, c.kind, c.options[0].id});
        tell_forced(c);
        answer_ = {0};
        drop_pending();
        return true;
    }
    c.number = decisions_ + 1;
    if (seat_decisions_.size() < static_cast<size_t>(c.seat)) seat_decisions_.resize(static_cast<size_t>(c.seat), 0);
    c.seat_number = seat_decisions_[static_cast<size_t>(c.seat) - 1] + 1;
    Agent& agent = match_.agent(c.seat);
    ChoiceWatcher* watcher = match_.watcher();
    if ((!agent.answers_inline() && agent.reads_labels()) || watcher) label_options(c);
    Recorder* recorder = match_.recorder();
    const uint64_t hash = recorder ? match_.state_hash() : 0;
    std::vector<int> picks;
    SeatView view(match_, c.seat);
    for (;;) {
        std::optional<std::vector<std::string>> answer;
        try {
            answer = agent.choose(view, c);
        } catch (const AgentError& e) {
            throw AgentError(match_.agent_name(c.seat) + ": " + e.what());
        }
        if (!answer) return false;
        std::string why = c.validate(*answer, picks);
        if (why.empty()) {
            if (recorder) recorder->decision(c, *answer, hash);
            break;
        }
        if (!agent.interactive())
            throw AgentError(match_.agent_name(c.seat) + " gave an invalid answer to decision " +
                             std::to_string(c.number) + " \"" + c.prompt + "\": " + why);
        agent.rejected(c, why);
    }
    decisions_ = c.number;
    seat_decisions_[static_cast<size_t>(c.seat) - 1] = c.seat_number;
    if (watcher) watcher->decided(c, picks);
    answer_ = std::move(picks);
    drop_pending();
    return true;
}

void Decisions::tell_forced(Choice& c) {
    if (!match_.shows_forced(c.seat)) return;
    label_options(c);
    Agent& agent = match_.agent(c.seat);
    if (agent.shows_forced()) {
        SeatView view(match_, c.seat);
        try {
            agent.forced(view, c);
        } catch (const AgentError& e) {
            throw AgentError(match_.agent_name(c.seat) + ": " + e.what());
        }
    }
    if (ChoiceWatcher* watcher = match_.watcher()) watcher->forced(c);
}

}  // namespace tabula
