#include "cli/tally.h"

#include <algorithm>


namespace tabula::cli {

void Spreads::add(const MatchEnd& e) {
    turns.add(double(e.turns));
    moves.add(double(e.moves));
    decisions.add(double(e.decisions));
    const auto& given = e.result.scores;
    for (size_t s = 0; s < given.size() && s + 1 < scores.size(); ++s) scores[s + 1].add(given[s]);
}

void Spreads::merge(const Spreads& o) {
    turns.merge(o.turns);
    moves.merge(o.moves);
    decisions.merge(o.decisions);
    for (size_t s = 0; s < scores.size() && s < o.scores.size(); ++s) scores[s].merge(o.scores[s]);
}

bool Spreads::any_scores() const {
    return std::any_of(scores.begin(), scores.end(), [](const Distribution& d) { return d.count() > 0; });
}

namespace {

// `reason` (UTF-8: a result's reason is made so) as counted: at most Endings::kLongest
// bytes, cut before a character's first byte.
std::string counted_reason(const std::string& reason) {
    std::string text = reason;
    size_t cut = Endings::kLongest;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
    text.resize(cut);
    return text;
}

}  // namespace

void Endings::add(const std::string& reason) {
    // The reason as it is, when it needs no cut: no copy for a match of a known end.
    const bool as_is = reason.size() <= kLongest;
    if (auto it = as_is ? counts_.find(reason) : counts_.end(); it != counts_.end()) {
        ++it->second;
        return;
    }
    ++counts_[as_is ? reason : counted_reason(reason)];
    keep_within();
}

void Endings::merge(const Endings& o) {
    for (const auto& [reason, n] : o.counts_) counts_[reason] += n;
    others_ += o.others_;
    keep_within();
}

// The last reasons in byte order go: any reason kept is among the kMost first of all
// those ever seen, so its count is whole, whatever the order of adds and merges.
void Endings::keep_within() {
    while (counts_.size() > kMost) {
        auto last = std::prev(counts_.end());
        others_ += last->second;
        counts_.erase(last);
    }
}

std::vector<std::pair<std::string, long long>> Endings::by_count() const {
    std::vector<std::pair<std::string, long long>> rows(counts_.begin(), counts_.end());
    std::stable_sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    return rows;
}

void Tally::add(const MatchEnd& e) {
    ++matches;
    decisions += e.decisions;
    moves += e.moves;
    turns += e.turns;
    reloads += e.reloaded;
    const MatchResult& r = e.result;
    switch (r.kind) {
        case MatchResult::Kind::Win:
            for (int w : r.winners) ++wins[w];
            break;
        case MatchResult::Kind::Draw: ++draws; break;
        case MatchResult::Kind::Error: fail(e.index, r.error); return;
        default: ++unfinished; return;
    }
    add_traits(e);
    spreads.add(e);
    endings.add(r.reason);
}

// A seat counts as a winner when it is among the winners of a won match.
void Tally::add_traits(const MatchEnd& e) {
    const auto& winners = e.result.winners;
    for (size_t s = 0; s < e.traits.size(); ++s) {
        const bool won = std::find(winners.begin(), winners.end(), int(s) + 1) != winners.end();
        for (const auto& t : e.traits[s]) {
            TraitTally& tt = traits[t];
            ++tt.picks;
            tt.wins += won;
        }
    }
}

void Tally::fail(int i, const std::string& error) {
    ++errors;
    // The first few by match index, kept in order. A worker meets its matches in
    // increasing order; a file's lines may come in any.
    if (failures.size() == keep_failures && (failures.empty() || i > failures.back().first)) return;
    const auto at = std::lower_bound(failures.begin(), failures.end(), i,
                                     [](const auto& f, int index) { return f.first < index; });
    failures.insert(at, {i, error});
    if (failures.size() > keep_failures) failures.pop_back();
}

void Tally::merge(const Tally& t) {
    for (size_t s = 0; s < wins.size() && s < t.wins.size(); ++s) wins[s] += t.wins[s];
    matches += t.matches;
    draws += t.draws;
    errors += t.errors;
    unfinished += t.unfinished;
    decisions += t.decisions;
    moves += t.moves;
    turns += t.turns;
    reloads += t.reloads;
    for (const auto& [name, tt] : t.traits) {
        traits[name].picks += tt.picks;
        traits[name].wins += tt.wins;
    }
    spreads.merge(t.spreads);
    endings.merge(t.endings);
    failures.insert(failures.end(), t.failures.begin(), t.failures.end());
    std::sort(failures.begin(), failures.end());
    if (failures.size() > keep_failures) failures.resize(keep_failures);
}

}  // namespace tabula::cli
