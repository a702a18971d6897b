// tabula simulate GAME -n N --jobs J: many matches in parallel, one Lua state
// per worker, and a summary of wins per seat with confidence intervals; with --shard,
// one slice of them (for a cluster), and with --out, a line per match, resumable.
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
#include "cli/output_file.h"
#include "cli/run_file.h"
#include "cli/shard.h"
#include "cli/summary.h"
#include "cli/tally.h"
#include "common/json_output.h"
#include "common/utf8_text.h"
#include "core/rng.h"
#include "host/script_error.h"
#include "host/script_profile.h"
#include "match/match.h"
#include "match/record.h"
#include "runtime/game_sources.h"
#include "runtime/loaded_game.h"

namespace tabula::cli {

namespace {

// A worker's game, its shared state sealed (host/shared_state.h).
std::unique_ptr<LoadedGame> load_sealed(const GamePaths& paths, const std::filesystem::path& dir, const Limits& limits) {
    auto loaded = std::make_unique<LoadedGame>(paths, dir, limits);
    loaded->host.seal();
    return loaded;
}

constexpr size_t kProfileRows = 15;
// The inclusive table starts with the trunk every sample passes through (game.play,
// the flow): a longer table reaches the branches where the time divides.
constexpr size_t kInclusiveRows = 80;

// How many matches a worker plays between two checks of the state they share: the
// check costs about as much as walking that state (7 M instructions for chess, which
// plays a match in 45 M; 78 k for tic-tac-toe, which plays one in 50 k), and a change
// found costs that many matches played again. At least kCheckEvery; in a longer run
// about a twentieth of a worker's share (counted matches are reported, and progress
// shown, as they pass the check), at most kCheckMost.
constexpr size_t kCheckEvery = 16, kCheckMost = 256;

size_t check_every(int matches, int jobs) {
    const size_t share = static_cast<size_t>(matches) / static_cast<size_t>(std::max(1, jobs)) / 20;
    return std::clamp(share, kCheckEvery, kCheckMost);
}

nlohmann::json profile_json(const ScriptProfile& p) {
    nlohmann::json j = {{"every", ScriptProfile::kEvery}, {"samples", p.samples()}};
    auto share = [&](uint64_t n) { return p.samples() ? double(n) / p.samples() : 0.0; };
    auto rows = [&](const std::vector<ScriptProfile::Entry>& entries) {
        nlohmann::json out = nlohmann::json::array();
        for (const auto& e : entries)
            out.push_back({{"where", e.where}, {"name", e.name}, {"samples", e.samples}, {"share", share(e.samples)},
                           {"inclusive", e.inclusive}, {"inclusive_share", share(e.inclusive)}});
        return out;
    };
    j["functions"] = rows(p.top_functions(kProfileRows));
    j["lines"] = rows(p.top_lines(kProfileRows));
    j["inclusive"] = rows(p.top_inclusive(kInclusiveRows));
    return j;
}

void print_profile(const ScriptProfile& p) {
    std::printf("\n  profile: the Lua running at every %dth VM instruction, %llu samples\n"
                "  (time inside host functions such as match:choose is not sampled)\n",
                ScriptProfile::kEvery, static_cast<unsigned long long>(p.samples()));
    if (!p.samples()) return;
    auto table = [&](const char* title, const std::vector<ScriptProfile::Entry>& entries,
                     uint64_t ScriptProfile::Entry::*by) {
        std::printf("  %-6s  %s\n", "share", title);
        for (const auto& e : entries)
            std::printf("  %5.1f%%  %s%s%s\n", 100.0 * e.*by / p.samples(), e.where.c_str(),
                        e.name.empty() ? "" : "  ", e.name.c_str());
    };
    using Entry = ScriptProfile::Entry;
    table("function (where it is defined)", p.top_functions(kProfileRows), &Entry::samples);
    table("line", p.top_lines(kProfileRows), &Entry::samples);
    table("function with what it calls (inclusive)", p.top_inclusive(kInclusiveRows), &Entry::inclusive);
}

// Progress on standard error. On a terminal, a bar redrawn in place ('\r') and ended
// with a newline; otherwise (a log, a pipe) a plain line every kPlainEvery seconds, so
// a long run shows it is alive and a short one writes nothing. Off with --no-progress
// and with --json (docs/cli.md).
class Progress {
public:
    static constexpr double kPlainEvery = 10;

    // `already`: the matches counted before this run (a resumed --out file).
    Progress(int total, int already, bool enabled)
        : total_(total), already_(already), enabled_(enabled), tty_(isatty(2)) {}
    void show(int done, double seconds, bool final = false) {
        if (!enabled_) return;
        const int pct = total_ ? static_cast<int>(done * 100LL / total_) : 100;
        const double rate = seconds > 0 ? (done - already_) / seconds : 0;
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
    int total_, already_;
    bool enabled_, tty_, drawn_ = false;
    double next_plain_ = kPlainEvery;
};

// With --out, a worker counts its matches (and writes their lines) at least this
// often, so that a killed run loses about this much play per job, however long its
// matches are.
constexpr auto kOutEvery = std::chrono::seconds(1);

// The flags of simulate, as given.
struct SimulateFlags {
    std::string game_name, results_file, out_file, shard;
    std::vector<std::string> agent_specs, option_flags;
    uint64_t seed = 1;
    std::optional<int> seats;
    int count = 100, jobs = 1, show_errors = 3, bot_timeout = 30000;
    bool json = false, no_progress = false, profile = false;

    std::string agent(int seat) const {  // 0-based
        return seat < static_cast<int>(agent_specs.size()) ? agent_specs[seat] : "random";
    }
};

void add_flags(CommandLine& cl, SimulateFlags& f) {
    cl.options.add_options()("game", po::value(&f.game_name)->required(), "the game: an id from `tabula list` or a folder");
    add_whole(cl.options, "matches,n", &f.count, kMatches, "number of matches");
    add_whole(cl.options, "jobs,j", &f.jobs, kJobs, "worker threads, each with its own Lua state");
    add_whole(cl.options, "seed", &f.seed, kSeed, "base seed; match i plays with a seed derived from it and i");
    add_whole(cl.options, "seats", &f.seats, kSeats, "number of seats (default: the game's)");
    cl.options.add_options()
        ("agent,a", po::value(&f.agent_specs)->composing(), "agent of the next seat (random | first | mcts[:OPTIONS] | exec:COMMAND); default random")
        ("option,o", po::value(&f.option_flags)->composing(), "a game option NAME=VALUE (repeatable)")
        ("shard", po::value(&f.shard), "K/S: play only the K-th of S slices of the matches (1 <= K <= S), for a cluster; tabula merge adds the shards' --out files up")
        ("out", po::value(&f.out_file), "write a line per match to FILE (JSON Lines: seed, agents, traits, result, length) as they are counted; run again, the same command resumes from FILE")
        ("json", po::bool_switch(&f.json), "print the summary as JSON on stdout")
        ("results", po::value(&f.results_file), "write each match's seed and result to FILE (JSON Lines, in the order the matches end)")
        ("no-progress", po::bool_switch(&f.no_progress), "no progress on stderr (there is none with --json; off a terminal, a line every 10 s)")
        ("profile", po::bool_switch(&f.profile), "also report which Lua functions and lines run most (sampled; slower)");
    add_whole(cl.options, "show-errors", &f.show_errors, kShowErrors, "how many match errors to print in full");
    add_whole(cl.options, "bot-timeout", &f.bot_timeout, kBotTimeoutMs, "ms an exec: agent may take to answer");
    cl.positional.add("game", 1);
}

// The command that plays one of the matches again, but its --seed.
std::string again_command(const SimulateFlags& f, const Common& common) {
    std::string again = "tabula play " + f.game_name;
    for (const auto& d : common.games_dirs) again += " --games-dir " + d;
    for (const auto& m : common.mods) again += " --mod " + m;
    if (f.seats) again += " --seats " + std::to_string(*f.seats);
    for (const auto& o : f.option_flags) again += " -o " + o;
    for (const auto& a : f.agent_specs) again += " -a '" + a + "'";
    return again;
}

std::string folder_name(const std::string& path) {
    const std::filesystem::path p = std::filesystem::path(path).lexically_normal();
    return (p.has_filename() ? p.filename() : p.parent_path().filename()).string();
}

// What names the run in an --out file: what decides its matches.
RunHeader run_header(const SimulateFlags& f, const Common& common, const GameInfo& info, const nlohmann::json& options,
                     int n_seats, uint64_t sources, Shard shard) {
    RunHeader h;
    h.tabula = TABULA_VERSION;
    h.game = info.id;
    h.name = info.name;
    h.version = info.version;
    h.sources = hash_hex(sources);
    h.seats = n_seats;
    h.options = info.resolve_options(options);
    for (int s = 0; s < n_seats; ++s) h.agents.push_back(f.agent(s));
    for (const auto& m : common.mods) h.mods.push_back(folder_name(m));
    h.limits = {{"memory_mib", common.memory_mib}, {"instructions", common.instructions},
                {"time_ms", common.time_limit_ms}};
    h.matches = f.count;
    h.seed = f.seed;
    h.shard = shard;
    h.again = again_command(f, common);
    return h;
}

// What the tally and an --out line take of a match just played. A finished match's
// traits are read here; a traits hook that fails fails the match.
MatchEnd match_end(int i, Match& m, int n_seats) {
    MatchEnd e;
    e.index = i;
    e.turns = m.turn();
    e.moves = m.moves();
    e.decisions = m.decisions();
    e.result = m.result();
    if (e.result.kind != MatchResult::Kind::Win && e.result.kind != MatchResult::Kind::Draw) return e;
    try {
        for (int s = 1; s <= n_seats; ++s) {
            e.traits.push_back(m.traits(s));
            for (auto& t : e.traits.back())
                if (!is_utf8(t)) t = valid_utf8(t);  // as an --out line holds it
        }
    } catch (const ScriptError& err) {
        e.traits.clear();
        e.result = MatchResult{MatchResult::Kind::Error, {}, {}, {}, err.what()};
    }
    return e;
}

// Opens --out to append to, held against a second run, and reads what it holds of
// this run; writes the header to a new file.
Resumed open_out(std::optional<OutputFile>& out, const std::string& path, const RunHeader& header, size_t keep) {
    out.emplace("--out", path, OutputFile::Mode::Append, true);
    Resumed prior = resume_run_file("--out", path, header, keep);
    if (prior.cut)
        spdlog::warn("--out {}: its last line was cut off (a run killed while writing it): dropped, and what it "
                     "held played again",
                     path);
    if (prior.fresh) {
        out->stream() << json_text(header.to_json()) << '\n';
        out->stream().flush();
        out->check();
    }
    return prior;
}

// What this run played (`played`: its matches, before those of a resumed file are
// added) in `seconds`.
Timing timing_of(const Tally& played, int jobs, double seconds) {
    return {.runs = 1, .jobs = jobs, .seconds = seconds, .matches = played.matches, .moves = played.moves,
            .decisions = played.decisions};
}

// What the summary says of this run besides its tally: `span` matches counted, of the
// shard when one is given.
RunInfo run_info(const RunHeader& header, std::optional<Shard> shard, const Timing& time, int span) {
    char timing[64];
    std::snprintf(timing, sizeof timing, time.matches ? "%.2f s" : "%.2f s: nothing to play", time.seconds);
    return RunInfo{.game = header.game,
                   .name = header.name,
                   .version = header.version,
                   .matches = span,
                   .total = header.matches,
                   .seats = header.seats,
                   .seed = header.seed,
                   .shard = shard,
                   .time = time,
                   .how = std::to_string(time.jobs) + " job(s)",
                   .timing = timing,
                   .again = header.again};
}

}  // namespace

int simulate(const std::vector<std::string>& args) {
    CommandLine cl("simulate", "GAME -n N [--jobs J] [--seed S] [--shard K/S] [--out FILE] [options]");
    SimulateFlags flags;
    add_flags(cl, flags);
    if (!cl.parse(args)) return kOk;
    const Common& common = cl.common;
    const SimulateFlags& f = flags;
    const int count = f.count, show_errors = f.show_errors, bot_timeout = f.bot_timeout;
    const uint64_t seed = f.seed;
    const std::optional<Shard> shard_flag =
        f.shard.empty() ? std::nullopt : std::optional<Shard>(read_shard("--shard", f.shard, count));
    const Shard shard = shard_flag.value_or(Shard{});
    const int first = shard.first(count), span = shard.end(count) - first;
    const int jobs = std::min(f.jobs, span);
    std::optional<OutputFile> results;
    if (!f.results_file.empty()) results.emplace("--results", f.results_file);
    for (const auto& a : f.agent_specs)
        if (a == "human" || a.rfind("script:", 0) == 0)
            throw UsageError("simulate: agent '" + a + "' cannot play many matches (use random, first, mcts or exec:)");

    const GamePaths paths = common.paths();
    const auto dir = paths.resolve(f.game_name);
    Limits limits = common.limits();
    limits.profile = f.profile;
    const nlohmann::json options = parse_option_flags(f.option_flags);

    // Load once up front, so a broken game or bad option fails before the run; the
    // first worker plays in this load.
    const uint64_t sources = f.out_file.empty() ? 0 : sources_fingerprint(paths, dir);  // taken before they are read
    std::unique_ptr<LoadedGame> first_load = load_sealed(paths, dir, limits);
    const GameInfo& info = first_load->game.info();
    info.resolve_options(options);
    const int n_seats = match_seats(info, f.seats);
    const RunHeader header = run_header(f, common, info, options, n_seats, sources, shard);

    const size_t keep_failures = static_cast<size_t>(show_errors);
    std::optional<OutputFile> out;
    const Resumed prior = f.out_file.empty() ? Resumed{Tally(n_seats, keep_failures), {}, 0, true, false}
                                             : open_out(out, f.out_file, header, keep_failures);
    if (!f.no_progress && !f.json && prior.count)
        std::fprintf(stderr, "simulate: --out %s holds %d of the %d matches; %d to play\n", f.out_file.c_str(),
                     prior.count, span, span - prior.count);
    Tally total(n_seats, keep_failures);
    ScriptProfile total_profile;
    std::atomic<int> next{0}, done{prior.count};
    std::mutex mutex;  // guards fatal, total and the output files
    std::string fatal;
    bool fatal_usage = false;  // the fatal error is the user's: the game refused an option (exit 2)
    std::atomic<bool> warned{false};  // of a match that changed the shared state
    // A worker checks the state its matches share (host/shared_state.h) after every
    // check_every() matches, and counts those matches only once the check finds the state
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
                owned.push_back(make_agent(f.agent(s), io));
                agents.push_back(owned.back().get());
                replays = replays && owned.back()->replays();
            }
            size_t every = replays ? check_every(span - prior.count, jobs) : 1;
            Tally mine(n_seats, keep_failures), batch(n_seats, keep_failures);
            std::vector<int> played;         // the matches since the last check
            std::vector<std::string> lines;  // their --results lines
            std::vector<MatchEnd> ends;      // and, with --out, what their lines say
            auto counted_at = std::chrono::steady_clock::now();
            auto play = [&](int i) {
                MatchSetup setup{derive_seed(seed, static_cast<uint64_t>(i)), n_seats, options};
                Match m(loaded->game, setup, agents);
                m.set_logging(false);
                m.play();
                MatchEnd end = match_end(i, m, n_seats);
                batch.add(end);
                played.push_back(i);
                if (results)
                    lines.push_back(json_text(
                        nlohmann::json{{"match", i + 1}, {"seed", setup.seed}, {"result", m.result().to_json()}}));
                if (out) ends.push_back(std::move(end));
            };
            // Whether to check and count the matches played since the last time: after
            // `every` of them, and with --out after kOutEvery too.
            auto due = [&] {
                return played.size() >= every || (out && std::chrono::steady_clock::now() - counted_at >= kOutEvery);
            };
            auto write_lines = [&] {
                std::string text;
                for (const auto& e : ends)
                    text += match_line(e, derive_seed(seed, static_cast<uint64_t>(e.index)), header.agents) + '\n';
                std::lock_guard<std::mutex> lock(mutex);
                if (results) {
                    for (const auto& line : lines) results->stream() << line << '\n';
                    results->check();
                }
                if (out) {
                    out->stream() << text;
                    out->stream().flush();  // a killed run keeps what it counted
                    out->check();
                }
            };
            auto count_batch = [&] {
                mine.merge(batch);
                batch = Tally(n_seats, keep_failures);
                if (!lines.empty() || !ends.empty()) write_lines();
                done.fetch_add(static_cast<int>(played.size()));
                played.clear();
                lines.clear();
                ends.clear();
                if (out) counted_at = std::chrono::steady_clock::now();
            };
            // The game loaded anew; `culprit` is the match known to have changed the
            // state, if one is.
            auto reload = [&](std::optional<int> culprit) {
                auto fresh = load_sealed(paths, dir, limits);
                if (culprit && !warned.exchange(true)) {
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
                    ++batch.reloads;
                    if (out) ends.back().reloaded = true;
                    count_batch();
                    return reload(i);
                }
                const std::vector<int> again = std::move(played);
                played.clear();
                lines.clear();
                ends.clear();
                batch = Tally(n_seats, keep_failures);
                reload(std::nullopt);
                every = 1;
                for (int i : again) {
                    play(i);
                    check();
                }
            };
            for (int p; (p = next.fetch_add(1)) < span;) {
                if (!prior.done.empty() && prior.done[static_cast<size_t>(p)]) continue;
                play(first + p);
                if (due()) check();
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
            next.store(span);
        }
    };

    auto t0 = std::chrono::steady_clock::now();
    auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(); };
    std::vector<std::thread> threads;
    const int threads_wanted = std::max(1, std::min(jobs, span - prior.count));
    for (int j = 0; j < threads_wanted; ++j) threads.emplace_back(worker, j == 0 ? std::move(first_load) : nullptr);
    Progress progress(span, prior.count, !f.no_progress && !f.json);
    while (done.load() < span && fatal.empty()) {
        progress.show(done.load(), elapsed());
        for (int k = 0; k < 10 && done.load() < span; ++k) std::this_thread::sleep_for(std::chrono::milliseconds(10));
        std::lock_guard<std::mutex> lock(mutex);
        if (!fatal.empty()) break;
    }
    for (auto& t : threads) t.join();
    const double seconds = elapsed();
    if (fatal.empty()) try {
            if (results) results->close();
            if (out && span > prior.count) out->stream() << run_line(timing_of(total, jobs, seconds)) << '\n';
            if (out) out->close();
        } catch (const UsageError& e) {
            fatal = e.what();
            fatal_usage = true;
        }
    if (!fatal.empty()) {
        std::cerr << (progress.drawn() ? "\nerror: " : "error: ") << fatal << "\n";
        return fatal_usage ? kUsage : kFailed;
    }
    progress.show(span, seconds, true);

    const Timing time = timing_of(total, jobs, seconds);
    total.merge(prior.tally);
    const RunInfo run = run_info(header, shard_flag, time, span);
    if (f.json) {
        nlohmann::json summary = summary_json(total, run);
        if (f.profile) summary["profile"] = profile_json(total_profile);
        std::cout << json_text(summary, 2) << "\n";
    } else {
        print_summary(total, run);
        if (f.profile) print_profile(total_profile);
        print_failures(total, run);
    }
    return total.errors ? kFailed : kOk;
}

}  // namespace tabula::cli
