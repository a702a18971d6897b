#include "cli/summary.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/rng.h"

namespace tabula::cli {

std::pair<double, double> wilson(double wins, double n) {
    if (n == 0) return {0, 0};
    const double z = 1.959963984540054, p = wins / n, z2 = z * z;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
    // At 0 or n wins the bound is exactly 0 or 1 (rounding leaves 1e-19 or so).
    return {wins == 0 ? 0.0 : std::max(0.0, centre - half), wins == n ? 1.0 : std::min(1.0, centre + half)};
}

void Timing::add(const Timing& o) {
    runs += o.runs;
    jobs = std::max(jobs, o.jobs);
    seconds += o.seconds;
    matches += o.matches;
    moves += o.moves;
    decisions += o.decisions;
}

namespace {

// How many reasons the text shows; the JSON has them all.
constexpr size_t kEndingRows = 20;

// Highest win rate first, then by name.
std::vector<std::pair<std::string, TraitTally>> traits_by_rate(const Tally& t) {
    std::vector<std::pair<std::string, TraitTally>> rows(t.traits.begin(), t.traits.end());
    std::stable_sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) {
        return double(a.second.wins) * double(b.second.picks) > double(b.second.wins) * double(a.second.picks);
    });
    return rows;
}

long long finished(const Tally& t) { return t.spreads.turns.count(); }

// A value in a spreads table: a whole number as such, any other with two decimals.
std::string spread_value(double v) {
    char buf[64];
    if (v == std::trunc(v) && std::fabs(v) < 1e15)
        std::snprintf(buf, sizeof buf, "%.0f", v);
    else
        std::snprintf(buf, sizeof buf, "%.2f", v);
    return buf;
}

void print_spread_row(const std::string& name, const Distribution& d) {
    std::printf("    %-12s %8.1f %8s %8s %8s %8s %8s\n", name.c_str(), d.mean(), spread_value(d.min()).c_str(),
                spread_value(d.percentile(10)).c_str(), spread_value(d.percentile(50)).c_str(),
                spread_value(d.percentile(90)).c_str(), spread_value(d.max()).c_str());
}

void print_spreads(const Spreads& sp) {
    const char* columns = "                     mean      min      p10      p50      p90      max\n";
    if (sp.turns.count()) {
        std::printf("  length of the %lld finished matches:\n%s", sp.turns.count(), columns);
        print_spread_row("turns", sp.turns);
        print_spread_row("moves", sp.moves);
        print_spread_row("decisions", sp.decisions);
    }
    if (!sp.any_scores()) return;
    std::printf("  scores of the finished matches that gave them:\n%s", columns);
    for (size_t s = 1; s < sp.scores.size(); ++s)
        if (sp.scores[s].count()) print_spread_row("seat " + std::to_string(s), sp.scores[s]);
}

// The spreads in the JSON summary: "lengths" and, when any match gave scores, "scores".
void add_spreads(const Spreads& sp, nlohmann::json& summary) {
    summary["lengths"] = {{"turns", sp.turns.to_json()}, {"moves", sp.moves.to_json()},
                          {"decisions", sp.decisions.to_json()}};
    if (!sp.any_scores()) return;
    nlohmann::json& rows = summary["scores"] = nlohmann::json::array();
    for (size_t s = 1; s < sp.scores.size(); ++s) {
        nlohmann::json row = sp.scores[s].to_json();
        row["seat"] = s;
        rows.push_back(std::move(row));
    }
}

// "endings": a row per reason, most matches first; "endings_others" when reasons past
// Endings::kMost were left out.
void add_endings(const Tally& t, nlohmann::json& summary) {
    nlohmann::json& rows = summary["endings"] = nlohmann::json::array();
    for (const auto& [reason, n] : t.endings.by_count())
        rows.push_back({{"reason", reason.empty() ? nlohmann::json(nullptr) : nlohmann::json(reason)},
                        {"matches", n}, {"share", double(n) / double(finished(t))}});
    if (t.endings.others()) summary["endings_others"] = t.endings.others();
}

void print_endings(const Tally& t) {
    if (!finished(t)) return;
    std::printf("  how the %lld finished matches end:\n", finished(t));
    const auto rows = t.endings.by_count();
    long long rest = t.endings.others();
    for (size_t r = 0; r < rows.size(); ++r) {
        const auto& [reason, n] = rows[r];
        if (r >= kEndingRows) {
            rest += n;
            continue;
        }
        std::printf("  %8lld %6.1f%%  %s\n", n, 100.0 * double(n) / double(finished(t)),
                    reason.empty() ? "(no reason given)" : reason.c_str());
    }
    if (rest) std::printf("  %8lld %6.1f%%  (other reasons)\n", rest, 100.0 * double(rest) / double(finished(t)));
}

void print_traits(const Tally& t, int count) {
    const auto rows = traits_by_rate(t);
    if (rows.empty()) return;
    std::printf("  %-28s %6s %9s %6s %8s   95%% interval\n", "trait (game.traits)", "picks", "per match", "wins",
                "win rate");
    for (const auto& [name, tt] : rows) {
        auto [lo, hi] = wilson(double(tt.wins), double(tt.picks));
        std::printf("  %-28s %6lld %8.1f%% %6lld %7.1f%%   [%5.1f%%, %5.1f%%]\n", name.c_str(), tt.picks,
                    100.0 * double(tt.picks) / count, tt.wins, 100.0 * double(tt.wins) / double(tt.picks), 100 * lo,
                    100 * hi);
    }
}

}  // namespace

nlohmann::json summary_json(const Tally& t, const RunInfo& run) {
    const int count = run.matches;
    const double decisions = double(t.decisions), moves = double(t.moves), turns = double(t.turns);
    nlohmann::json summary = {{"game", run.game}, {"name", run.name}, {"version", run.version},
                              {"matches", count}, {"seats", run.seats}, {"seed", run.seed},
                              {"jobs", run.time.jobs}, {"draws", t.draws}, {"errors", t.errors},
                              {"unfinished", t.unfinished}, {"mean_decisions", decisions / count},
                              {"mean_moves", moves / count}, {"mean_turns", turns / count},
                              {"seconds", run.time.seconds}};
    const double per = run.time.seconds > 0 ? 1 / run.time.seconds : 0;
    summary["matches_per_second"] = double(run.time.matches) * per;
    summary["moves_per_second"] = double(run.time.moves) * per;
    summary["decisions_per_second"] = double(run.time.decisions) * per;
    if (run.shard) {
        summary["shard"] = run.shard->index;
        summary["shards"] = run.shard->count;
    }
    if (t.reloads) summary["reloads"] = t.reloads;
    for (int s = 1; s <= run.seats; ++s) {
        auto [lo, hi] = wilson(double(t.wins[s]), count);
        summary["seat_wins"].push_back({{"seat", s}, {"wins", t.wins[s]}, {"rate", double(t.wins[s]) / count},
                                        {"ci95", {lo, hi}}});
    }
    for (const auto& [name, tt] : traits_by_rate(t)) {
        auto [lo, hi] = wilson(double(tt.wins), double(tt.picks));
        summary["traits"].push_back({{"trait", name}, {"picks", tt.picks}, {"pick_rate", double(tt.picks) / count},
                                     {"wins", tt.wins}, {"win_rate", double(tt.wins) / double(tt.picks)},
                                     {"ci95", {lo, hi}}});
    }
    for (const auto& [i, error] : t.failures)
        summary["error_samples"].push_back(
            {{"match", i + 1}, {"seed", derive_seed(run.seed, static_cast<uint64_t>(i))}, {"error", error}});
    add_spreads(t.spreads, summary);
    add_endings(t, summary);
    return summary;
}

void print_summary(const Tally& t, const RunInfo& run) {
    const int count = run.matches;
    std::printf("%s %s: %d matches", run.game.c_str(), run.version.c_str(), count);
    if (run.shard)
        std::printf(" (shard %s: matches %d to %d of %d)", run.shard->text().c_str(),
                    run.shard->first(run.total) + 1, run.shard->end(run.total), run.total);
    std::printf(", %d seats, base seed %llu, %s\n", run.seats, static_cast<unsigned long long>(run.seed),
                run.how.c_str());
    std::printf("  seat   wins    rate   95%% interval\n");
    for (int s = 1; s <= run.seats; ++s) {
        auto [lo, hi] = wilson(double(t.wins[s]), count);
        std::printf("  %4d %6lld  %5.1f%%   [%5.1f%%, %5.1f%%]\n", s, t.wins[s], 100.0 * double(t.wins[s]) / count,
                    100 * lo, 100 * hi);
    }
    std::printf("  draws %lld, errors %lld, unfinished %lld\n", t.draws, t.errors, t.unfinished);
    if (t.reloads)
        std::printf("  %lld match(es) changed the state shared between matches: the game was loaded anew after each\n",
                    t.reloads);
    print_endings(t);
    print_traits(t, count);
    std::printf("  mean length: %.1f turns, %.1f moves, %.1f decisions\n", double(t.turns) / count,
                double(t.moves) / count, double(t.decisions) / count);
    print_spreads(t.spreads);
    const Timing& time = run.time;
    if (!time.runs || !time.matches || time.seconds <= 0) {
        std::printf("  %s\n", run.timing.c_str());
        return;
    }
    std::printf("  %s: %.0f matches/s, %.0f moves/s, %.0f decisions/s\n", run.timing.c_str(),
                double(time.matches) / time.seconds, double(time.moves) / time.seconds,
                double(time.decisions) / time.seconds);
}

void print_failures(const Tally& t, const RunInfo& run) {
    for (const auto& [i, error] : t.failures)
        std::printf("\nmatch %d failed (replay it: %s --seed %llu):\n%s\n", i + 1, run.again.c_str(),
                    static_cast<unsigned long long>(derive_seed(run.seed, static_cast<uint64_t>(i))), error.c_str());
}

}  // namespace tabula::cli
