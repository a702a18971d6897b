// tabula simulate GAME -n N --jobs J: many matches in parallel, one Lua state
// per worker, and a summary of wins per seat with confidence intervals.
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <algorithm>
#include <fstream>
#include <iostream>
#include <functional>
#include <map>
#include <optional>
#include <mutex>
#include <thread>

#include <spdlog/spdlog.h>

#include "agents/agents.h"
#include "cli/cli.h"
#include "cli/distribution.h"
#include "cli/output_file.h"
#include "common/json_output.h"
#include "core/rng.h"
#include "host/script_error.h"
#include "host/script_profile.h"
#include "match/match.h"
#include "runtime/loaded_game.h"

namespace tabula::cli {

namespace {

// Per trait (game.traits): how many seats had it and how many of those won.
struct TraitTally {
    int picks = 0, wins = 0;
};

// The lengths of the finished matches (won or drawn), and each seat's scores in those
// whose result gives them: what a designer reads beside the win rates.
struct Spreads {
    Distribution turns, moves, decisions;
    std::vector<Distribution> scores;  // per seat, 1-based

    explicit Spreads(int seats) : scores(seats + 1) {}

    void add(const Match& m) {
        turns.add(m.turn());
        moves.add(m.moves());
        decisions.add(m.decisions());
        const auto& given = m.result().scores;
        for (size_t s = 0; s < given.size() && s + 1 < scores.size(); ++s) scores[s + 1].add(given[s]);
    }

    void merge(const Spreads& o) {
        turns.merge(o.turns);
        moves.merge(o.moves);
        decisions.merge(o.decisions);
        for (size_t s = 0; s < scores.size(); ++s) scores[s].merge(o.scores[s]);
    }

    bool any_scores() const {
        return std::any_of(scores.begin(), scores.end(), [](const Distribution& d) { return d.count() > 0; });
    }
};

// What a worker's matches add up to; merged at the end, whatever the order the matches
// ran in. Nothing is kept per match but the first failures, and the spreads grow with
// the distinct values alone, so a run of any length takes about the same memory.
struct Tally {
    std::vector<long long> wins;  // per seat, 1-based
    long long draws = 0, errors = 0, unfinished = 0, decisions = 0, moves = 0, turns = 0;
    std::map<std::string, TraitTally> traits;
    Spreads spreads;
    std::vector<std::pair<int, std::string>> failures;  // (match, error): the first few by match number
    size_t keep_failures = 0;

    Tally(int seats, size_t keep) : wins(seats + 1, 0), spreads(seats), keep_failures(keep) {}

    void add(int i, Match& m, int n_seats) {
        decisions += m.decisions();
        moves += m.moves();
        turns += m.turn();
        const MatchResult& r = m.result();
        switch (r.kind) {
            case MatchResult::Kind::Win:
                for (int w : r.winners) ++wins[w];
                break;
            case MatchResult::Kind::Draw: ++draws; break;
            case MatchResult::Kind::Error: fail(i, r.error); return;
            default: ++unfinished; return;
        }
        if (add_traits(i, m, n_seats)) spreads.add(m);
    }

    // game.traits of every seat of a finished match; a failing hook fails the match
    // (false).
    bool add_traits(int i, Match& m, int n_seats) {
        std::vector<std::vector<std::string>> per_seat;
        try {
            for (int s = 1; s <= n_seats; ++s) per_seat.push_back(m.traits(s));
        } catch (const ScriptError& e) {
            if (m.result().kind == MatchResult::Kind::Draw) --draws;
            else for (int w : m.result().winners) --wins[w];
            fail(i, e.what());
            return false;
        }
        const auto& winners = m.result().winners;
        for (size_t s = 0; s < per_seat.size(); ++s) {
            const bool won = std::find(winners.begin(), winners.end(), int(s) + 1) != winners.end();
            for (const auto& t : per_seat[s]) {
                ++traits[t].picks;
                traits[t].wins += won;
            }
        }
        return true;
    }

    void fail(int i, const std::string& error) {
        ++errors;
        // A worker meets its matches in increasing order: its first few are all that
        // the merged first few can need.
        if (failures.size() < keep_failures) failures.emplace_back(i, error);
    }

    void merge(const Tally& t) {
        for (size_t s = 0; s < wins.size(); ++s) wins[s] += t.wins[s];
        draws += t.draws;
        errors += t.errors;
        unfinished += t.unfinished;
        decisions += t.decisions;
        moves += t.moves;
        turns += t.turns;
        for (const auto& [name, tt] : t.traits) {
            traits[name].picks += tt.picks;
            traits[name].wins += tt.wins;
        }
        spreads.merge(t.spreads);
        failures.insert(failures.end(), t.failures.begin(), t.failures.end());
        std::sort(failures.begin(), failures.end());
        if (failures.size() > keep_failures) failures.resize(keep_failures);
    }
};

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

// Wilson score interval, 95%.
std::pair<double, double> wilson(double wins, double n) {
    if (n == 0) return {0, 0};
    const double z = 1.959963984540054, p = wins / n, z2 = z * z;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
    // At 0 or n wins the bound is exactly 0 or 1 (rounding leaves 1e-19 or so).
    return {wins == 0 ? 0.0 : std::max(0.0, centre - half), wins == n ? 1.0 : std::min(1.0, centre + half)};
}

// A worker's game, its shared state sealed (host/shared_state.h).
std::unique_ptr<LoadedGame> load_sealed(const GamePaths& paths, const std::filesystem::path& dir, const Limits& limits) {
    auto loaded = std::make_unique<LoadedGame>(paths, dir, limits);
    loaded->host.seal();
    return loaded;
}

constexpr size_t kProfileRows = 15;

// How many matches a worker plays between two checks of the state they share: the
// check costs about as much as walking that state (7 M instructions for chess, which
// plays a match in 45 M), and a change found costs this many matches played again.
constexpr size_t kCheckEvery = 16;

nlohmann::json profile_json(const ScriptProfile& p) {
    nlohmann::json j = {{"every", ScriptProfile::kEvery}, {"samples", p.samples()}};
    auto rows = [&](const std::vector<ScriptProfile::Entry>& entries) {
        nlohmann::json out = nlohmann::json::array();
        for (const auto& e : entries)
            out.push_back({{"where", e.where}, {"name", e.name}, {"samples", e.samples},
                           {"share", p.samples() ? double(e.samples) / p.samples() : 0.0}});
        return out;
    };
    j["functions"] = rows(p.top_functions(kProfileRows));
    j["lines"] = rows(p.top_lines(kProfileRows));
    return j;
}

void print_profile(const ScriptProfile& p) {
    std::printf("\n  profile: the Lua running at every %dth VM instruction, %llu samples\n"
                "  (time inside host functions such as match:choose is not sampled)\n",
                ScriptProfile::kEvery, static_cast<unsigned long long>(p.samples()));
    if (!p.samples()) return;
    auto table = [&](const char* title, const std::vector<ScriptProfile::Entry>& entries) {
        std::printf("  %-6s  %s\n", "share", title);
        for (const auto& e : entries)
            std::printf("  %5.1f%%  %s%s%s\n", 100.0 * e.samples / p.samples(), e.where.c_str(),
                        e.name.empty() ? "" : "  ", e.name.c_str());
    };
    table("function (where it is defined)", p.top_functions(kProfileRows));
    table("line", p.top_lines(kProfileRows));
}

// Progress on standard error. On a terminal, a bar redrawn in place ('\r') and ended
// with a newline; otherwise (a log, a pipe) a plain line every kPlainEvery seconds, so
// a long run shows it is alive and a short one writes nothing. Off with --no-progress
// and with --json (docs/cli.md).
class Progress {
public:
    static constexpr double kPlainEvery = 10;

    Progress(int total, bool enabled) : total_(total), enabled_(enabled), tty_(isatty(2)) {}
    void show(int done, double seconds, bool final = false) {
        if (!enabled_) return;
        const int pct = total_ ? static_cast<int>(done * 100LL / total_) : 100;
        const double rate = seconds > 0 ? done / seconds : 0;
        if (!tty_) {
            if (final || seconds < next_plain_) return;
            next_plain_ = seconds + kPlainEvery;
            std::fprintf(stderr, "simulate: %d/%d matches (%d%%), %.0f matches/s\n", done, total_, pct, rate);
            std::fflush(stderr);
            return;
        }
        const int width = 30, fill = total_ ? static_cast<int>(done * static_cast<long long>(width) / total_) : width;
        const double eta = rate > 0 ? (total_ - done) / rate : 0;
        drawn_ = !final;
        std::fprintf(stderr, "\r[%s%s] %d/%d %3d%%  %.0f matches/s  ETA %.0fs%s", std::string(fill, '#').c_str(),
                     std::string(width - fill, '.').c_str(), done, total_, pct, rate, eta, final ? "\n" : "");
        std::fflush(stderr);
    }

    // Whether a bar is drawn and not yet ended: a message must start on a new line.
    bool drawn() const { return drawn_; }

private:
    int total_;
    bool enabled_, tty_, drawn_ = false;
    double next_plain_ = kPlainEvery;
};

}  // namespace

int simulate(const std::vector<std::string>& args) {
    CommandLine cl("simulate", "GAME -n N [--jobs J] [--seed S] [options]");
    std::string game_name, results_file;
    std::vector<std::string> agent_specs, option_flags;
    uint64_t seed = 1;
    std::optional<int> seats;
    int count = 100, jobs = 1, show_errors = 3, bot_timeout = 30000;
    bool json = false, no_progress = false, profile = false;
    cl.options.add_options()("game", po::value(&game_name)->required(), "the game: an id from `tabula list` or a folder");
    add_whole(cl.options, "matches,n", &count, kMatches, "number of matches");
    add_whole(cl.options, "jobs,j", &jobs, kJobs, "worker threads, each with its own Lua state");
    add_whole(cl.options, "seed", &seed, kSeed, "base seed; match i plays with a seed derived from it and i");
    add_whole(cl.options, "seats", &seats, kSeats, "number of seats (default: the game's)");
    cl.options.add_options()
        ("agent,a", po::value(&agent_specs)->composing(), "agent of the next seat (random | first | mcts[:OPTIONS] | exec:COMMAND); default random")
        ("option,o", po::value(&option_flags)->composing(), "a game option NAME=VALUE (repeatable)")
        ("json", po::bool_switch(&json), "print the summary as JSON on stdout")
        ("results", po::value(&results_file), "write each match's seed and result to FILE (JSON Lines, in the order the matches end)")
        ("no-progress", po::bool_switch(&no_progress), "no progress on stderr (there is none with --json; off a terminal, a line every 10 s)")
        ("profile", po::bool_switch(&profile), "also report which Lua functions and lines run most (sampled; slower)");
    add_whole(cl.options, "show-errors", &show_errors, kShowErrors, "how many match errors to print in full");
    add_whole(cl.options, "bot-timeout", &bot_timeout, kBotTimeoutMs, "ms an exec: agent may take to answer");
    cl.positional.add("game", 1);
    if (!cl.parse(args)) return kOk;
    const Common& common = cl.common;
    jobs = std::min(jobs, count);
    std::optional<OutputFile> results;
    if (!results_file.empty()) results.emplace("--results", results_file);
    for (const auto& a : agent_specs)
        if (a == "human" || a.rfind("script:", 0) == 0)
            throw UsageError("simulate: agent '" + a + "' cannot play many matches (use random, first, mcts or exec:)");

    const GamePaths paths = common.paths();
    const auto dir = paths.resolve(game_name);
    Limits limits = common.limits();
    limits.profile = profile;
    const nlohmann::json options = parse_option_flags(option_flags);

    // Load once up front, so a broken game or bad option fails before the run; the
    // first worker plays in this load.
    int n_seats;
    std::string game_title, info_id, info_name, info_version;
    std::unique_ptr<LoadedGame> first_load = load_sealed(paths, dir, limits);
    {
        const GameInfo& info = first_load->game.info();
        info.resolve_options(options);
        n_seats = match_seats(info, seats);
        info_id = info.id;
        info_name = info.name;
        info_version = info.version;
        game_title = info.id + " " + info.version;
    }

    const size_t keep_failures = static_cast<size_t>(show_errors);
    Tally total(n_seats, keep_failures);
    ScriptProfile total_profile;
    std::atomic<int> next{0}, done{0};
    std::mutex mutex;  // guards fatal, total and the results file
    std::string fatal;
    bool fatal_usage = false;  // the fatal error is the user's: the game refused an option (exit 2)
    std::atomic<int> reloads{0};
    // A worker checks the state its matches share (host/shared_state.h) after every
    // kCheckEvery matches, and counts those matches only once the check finds the state
    // as loaded. If it changed, they are played again one at a time in the game loaded
    // anew, each checked after, and from then on the worker checks after every match:
    // every match counted started from the game as loaded, as with a check after each.
    // Agents that would not answer a match played again the same way (exec: bots) get
    // a check after every match.
    auto worker = [&](std::unique_ptr<LoadedGame> loaded) {
        try {
            if (!loaded) loaded = load_sealed(paths, dir, limits);
            // A bot that says it plays several matches serves this worker's matches of its
            // seat in one process (docs/agents.md).
            AgentIo io{nullptr, nullptr, bot_timeout, true};
            std::vector<std::unique_ptr<Agent>> owned;
            std::vector<Agent*> agents;
            bool replays = true;
            for (int s = 0; s < n_seats; ++s) {
                owned.push_back(make_agent(s < static_cast<int>(agent_specs.size()) ? agent_specs[s] : "random", io));
                agents.push_back(owned.back().get());
                replays = replays && owned.back()->replays();
            }
            size_t every = replays ? kCheckEvery : 1;
            Tally mine(n_seats, keep_failures), batch(n_seats, keep_failures);
            std::vector<int> played;         // the matches since the last check
            std::vector<std::string> lines;  // and their --results lines
            auto play = [&](int i) {
                MatchSetup setup{derive_seed(seed, static_cast<uint64_t>(i)), n_seats, options};
                Match m(loaded->game, setup, agents);
                m.set_logging(false);
                m.play();
                batch.add(i, m, n_seats);
                played.push_back(i);
                if (results)
                    lines.push_back(json_text(
                        nlohmann::json{{"match", i + 1}, {"seed", setup.seed}, {"result", m.result().to_json()}}));
            };
            auto count_batch = [&] {
                mine.merge(batch);
                batch = Tally(n_seats, keep_failures);
                if (results && !lines.empty()) {
                    std::lock_guard<std::mutex> lock(mutex);
                    for (const auto& line : lines) results->stream() << line << '\n';
                    results->check();
                }
                done.fetch_add(static_cast<int>(played.size()));
                played.clear();
                lines.clear();
            };
            // The game loaded anew; `culprit` is the match known to have changed the
            // state, if one is.
            auto reload = [&](std::optional<int> culprit) {
                auto fresh = load_sealed(paths, dir, limits);
                if (culprit && reloads.fetch_add(1) == 0) {
                    std::string what;
                    for (const auto& d : loaded->host.shared_state_differences(fresh->host, 5)) what += "\n  " + d;
                    spdlog::warn("{}: match {} changed the state its matches share (globals, modules' tables "
                                 "and locals); the game is loaded anew after each such match, which is slow "
                                 "(docs/security.md). What changed:{}",
                                 loaded->game.info().id, *culprit + 1, what);
                }
                std::lock_guard<std::mutex> lock(mutex);
                if (loaded->host.profile()) total_profile.merge(*loaded->host.profile());
                loaded = std::move(fresh);
            };
            std::function<void()> check = [&] {
                if (!loaded->host.shared_state_changed()) return count_batch();
                if (played.size() == 1) {  // it started from the game as loaded: it counts
                    const int i = played.front();
                    count_batch();
                    return reload(i);
                }
                const std::vector<int> again = std::move(played);
                played.clear();
                lines.clear();
                batch = Tally(n_seats, keep_failures);
                reload(std::nullopt);
                every = 1;
                for (int i : again) {
                    play(i);
                    check();
                }
            };
            for (int i; (i = next.fetch_add(1)) < count;) {
                play(i);
                if (played.size() >= every) check();
            }
            if (!played.empty()) check();
            std::lock_guard<std::mutex> lock(mutex);
            total.merge(mine);
            if (loaded->host.profile()) total_profile.merge(*loaded->host.profile());
        } catch (const std::exception& e) {
            std::lock_guard<std::mutex> lock(mutex);
            if (fatal.empty()) {
                fatal = e.what();
                fatal_usage = dynamic_cast<const UsageError*>(&e) != nullptr;
            }
            next.store(count);
        }
    };

    auto t0 = std::chrono::steady_clock::now();
    auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(); };
    std::vector<std::thread> threads;
    for (int j = 0; j < jobs; ++j) threads.emplace_back(worker, j == 0 ? std::move(first_load) : nullptr);
    Progress progress(count, !no_progress && !json);
    while (done.load() < count && fatal.empty()) {
        progress.show(done.load(), elapsed());
        for (int k = 0; k < 10 && done.load() < count; ++k) std::this_thread::sleep_for(std::chrono::milliseconds(10));
        std::lock_guard<std::mutex> lock(mutex);
        if (!fatal.empty()) break;
    }
    for (auto& t : threads) t.join();
    const double seconds = elapsed();
    if (results && fatal.empty()) try {
            results->close();
        } catch (const UsageError& e) {
            fatal = e.what();
            fatal_usage = true;
        }
    if (!fatal.empty()) {
        std::cerr << (progress.drawn() ? "\nerror: " : "error: ") << fatal << "\n";
        return fatal_usage ? kUsage : kFailed;
    }
    progress.show(count, seconds, true);

    const auto& wins = total.wins;
    const long long draws = total.draws, errors = total.errors, unfinished = total.unfinished;
    const double decisions = double(total.decisions), moves = double(total.moves), turns = double(total.turns);
    const auto& traits = total.traits;
    nlohmann::json summary = {{"game", info_id}, {"name", info_name}, {"version", info_version},
                              {"matches", count}, {"seats", n_seats}, {"seed", seed},
                              {"jobs", jobs}, {"draws", draws}, {"errors", errors}, {"unfinished", unfinished},
                              {"mean_decisions", decisions / count}, {"mean_moves", moves / count},
                              {"mean_turns", turns / count}, {"moves_per_second", moves / seconds},
                              {"seconds", seconds}, {"matches_per_second", count / seconds},
                              {"decisions_per_second", decisions / seconds}};
    if (reloads.load()) summary["reloads"] = reloads.load();
    for (int s = 1; s <= n_seats; ++s) {
        auto [lo, hi] = wilson(wins[s], count);
        summary["seat_wins"].push_back({{"seat", s}, {"wins", wins[s]}, {"rate", double(wins[s]) / count},
                                        {"ci95", {lo, hi}}});
    }
    // Highest win rate first, then by name.
    std::vector<std::pair<std::string, TraitTally>> by_rate(traits.begin(), traits.end());
    std::stable_sort(by_rate.begin(), by_rate.end(), [](const auto& a, const auto& b) {
        return double(a.second.wins) * b.second.picks > double(b.second.wins) * a.second.picks;
    });
    for (const auto& [name, t] : by_rate) {
        auto [lo, hi] = wilson(t.wins, t.picks);
        summary["traits"].push_back({{"trait", name}, {"picks", t.picks}, {"pick_rate", double(t.picks) / count},
                                     {"wins", t.wins}, {"win_rate", double(t.wins) / t.picks}, {"ci95", {lo, hi}}});
    }
    for (const auto& [i, error] : total.failures)
        summary["error_samples"].push_back({{"match", i + 1}, {"seed", derive_seed(seed, i)}, {"error", error}});

    add_spreads(total.spreads, summary);
    if (profile) summary["profile"] = profile_json(total_profile);
    if (json) {
        std::cout << json_text(summary, 2) << "\n";
    } else {
        std::printf("%s: %d matches, %d seats, base seed %llu, %d job(s)\n", game_title.c_str(), count, n_seats,
                    static_cast<unsigned long long>(seed), jobs);
        std::printf("  seat   wins    rate   95%% interval\n");
        for (int s = 1; s <= n_seats; ++s) {
            auto [lo, hi] = wilson(wins[s], count);
            std::printf("  %4d %6lld  %5.1f%%   [%5.1f%%, %5.1f%%]\n", s, wins[s], 100.0 * wins[s] / count, 100 * lo,
                        100 * hi);
        }
        std::printf("  draws %lld, errors %lld, unfinished %lld\n", draws, errors, unfinished);
        if (reloads.load())
            std::printf("  %d match(es) changed the state shared between matches: the game was loaded anew after each\n",
                        reloads.load());
        if (!by_rate.empty()) {
            std::printf("  %-28s %6s %9s %6s %8s   95%% interval\n", "trait (game.traits)", "picks", "per match", "wins",
                        "win rate");
            for (const auto& [name, t] : by_rate) {
                auto [lo, hi] = wilson(t.wins, t.picks);
                std::printf("  %-28s %6d %8.1f%% %6d %7.1f%%   [%5.1f%%, %5.1f%%]\n", name.c_str(), t.picks,
                            100.0 * t.picks / count, t.wins, 100.0 * t.wins / t.picks, 100 * lo, 100 * hi);
            }
        }
        std::printf("  mean length: %.1f turns, %.1f moves, %.1f decisions\n", turns / count, moves / count,
                    decisions / count);
        print_spreads(total.spreads);
        std::printf("  %.2f s: %.0f matches/s, %.0f moves/s, %.0f decisions/s\n", seconds, count / seconds,
                    moves / seconds, decisions / seconds);
        if (profile) print_profile(total_profile);
        // The same match again, with the flags that decide it.
        std::string again = "tabula play " + game_name;
        for (const auto& d : common.games_dirs) again += " --games-dir " + d;
        for (const auto& m : common.mods) again += " --mod " + m;
        if (seats) again += " --seats " + std::to_string(*seats);
        for (const auto& o : option_flags) again += " -o " + o;
        for (const auto& a : agent_specs) again += " -a '" + a + "'";
        for (const auto& [i, error] : total.failures)
            std::printf("\nmatch %d failed (replay it: %s --seed %llu):\n%s\n", i + 1, again.c_str(),
                        static_cast<unsigned long long>(derive_seed(seed, i)), error.c_str());
    }
    return errors ? kFailed : kOk;
}

}  // namespace tabula::cli
