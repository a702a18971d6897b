// tabula play GAME: one match, shown as text, optionally recorded; with --reload, the
// match starts again under the game's code whenever it changes, replaying its
// decisions so far.
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "agents/agents.h"
#include "cli/cli.h"
#include "cli/output_file.h"
#include "cli/watch.h"
#include "host/script_error.h"
#include "match/match.h"
#include "match/record.h"
#include "runtime/game_sources.h"
#include "runtime/loaded_game.h"

namespace tabula::cli {

namespace {

uint64_t time_seed() {
    return static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()) % 1000000000ULL;
}

void print_result(const Match& m) {
    const MatchResult& r = m.result();
    switch (r.kind) {
        case MatchResult::Kind::Win: {
            std::cout << (r.winners.size() > 1 ? "Winners: seats " : "Winner: seat ");
            for (size_t i = 0; i < r.winners.size(); ++i) std::cout << (i ? ", " : "") << r.winners[i];
            break;
        }
        case MatchResult::Kind::Draw: std::cout << "Draw"; break;
        default: break;
    }
    if (r.kind == MatchResult::Kind::Win || r.kind == MatchResult::Kind::Draw) {
        if (!r.reason.empty()) std::cout << " (" << r.reason << ")";
        std::cout << " after " << m.turn() << " turns and " << m.decisions() << " decisions\n";
    }
}

// One run of the match: the game's code as loaded, the match and its record. Members
// are destroyed in reverse order: the match before the agent it may point to, both
// before the game.
struct Run {
    std::unique_ptr<LoadedGame> loaded;
    std::unique_ptr<Recorder> recorder;
    std::unique_ptr<CatchUpAgent> catch_up;  // a reloaded run's replay of the last one
    std::unique_ptr<Match> match;
};

// What a record's header says of where its game came from (games_dir, docs/cli.md): the
// folder holding the game's folder, when it is not one a plain `tabula replay` searches.
std::string record_games_dir(const std::filesystem::path& game_dir) {
    namespace fs = std::filesystem;
    fs::path folder = fs::absolute(game_dir).lexically_normal();
    if (folder.filename().empty()) folder = folder.parent_path();  // "mygame/"
    const fs::path parent = folder.parent_path();
    std::error_code ec;
    for (const auto& searched : GamePaths::defaults().game_dirs)
        if (fs::equivalent(searched, parent, ec)) return {};
    return parent.string();
}

void say(const std::string& line) { std::cout << "reload: " << line << "\n"; }

std::string count_decisions(size_t n) { return std::to_string(n) + (n == 1 ? " decision" : " decisions"); }

// play --reload (docs/cli.md): a run of the match under the game's code as it is now,
// caught up with the last run's decisions.
class Reloader {
public:
    // `sources`: the fingerprint of the files the first run was loaded from.
    Reloader(const GamePaths& paths, std::filesystem::path dir, const Limits& limits, MatchSetup setup,
             std::vector<Agent*> agents, uint64_t sources)
        : paths_(paths), dir_(std::move(dir)), limits_(limits), setup_(std::move(setup)), agents_(std::move(agents)),
          loaded_sources_(sources) {}

    // Whether the game's files differ from those the last run (or the last attempt)
    // was loaded from.
    bool files_changed() const { return sources_fingerprint(paths_, dir_) != loaded_sources_; }

    // The new run, paused where the replay stopped with the seats' own agents in play
    // (or ended, if the new code ends it there); null, having said why, if the new
    // code does not load or fails while replaying: then `last` goes on.
    std::unique_ptr<Run> reload(const Run& last);

private:
    std::unique_ptr<Run> replayed(std::vector<RecordedDecision> decisions);
    void take_over(Run& run);

    GamePaths paths_;
    std::filesystem::path dir_;
    Limits limits_;
    MatchSetup setup_;
    std::vector<Agent*> agents_;
    uint64_t loaded_sources_;
};

std::unique_ptr<Run> Reloader::reload(const Run& last) {
    const uint64_t sources = sources_fingerprint(paths_, dir_);  // taken before they are read
    if (sources != loaded_sources_) say("the game's files changed; the line typed is not taken as an answer");
    loaded_sources_ = sources;
    auto decisions = recorded_decisions(*last.recorder);
    say("the match starts again under the code as it is now, replaying its " + count_decisions(decisions.size()));
    std::unique_ptr<Run> run;
    try {
        run = replayed(std::move(decisions));
    } catch (const ScriptError& e) {
        say(std::string("the game does not load: ") + e.what());
    } catch (const UsageError& e) {
        say(std::string("the game refuses the match: ") + e.what());
    }
    if (run && run->match->state() == Match::State::Failed) {
        say("the new code fails after replaying " + std::to_string(run->catch_up->used()) + " of " +
            count_decisions(run->catch_up->recorded()) + ": " + run->match->result().error);
        run.reset();
    }
    if (!run) {
        say("the match goes on under the code it had; edit the files and answer (or type :reload) to try again");
        return nullptr;
    }
    take_over(*run);
    return run;
}

std::unique_ptr<Run> Reloader::replayed(std::vector<RecordedDecision> decisions) {
    auto run = std::make_unique<Run>();
    run->loaded = std::make_unique<LoadedGame>(paths_, dir_, limits_);
    run->recorder = std::make_unique<Recorder>(nullptr, record_games_dir(dir_));
    run->catch_up = std::make_unique<CatchUpAgent>(std::move(decisions));
    run->match = std::make_unique<Match>(run->loaded->game, setup_,
                                         std::vector<Agent*>(agents_.size(), run->catch_up.get()));
    run->match->set_recorder(run->recorder.get());
    run->match->run();
    return run;
}

// The seats' own agents go on from where the replay stopped, each having skipped the
// answers given for it.
void Reloader::take_over(Run& run) {
    Match& match = *run.match;
    const CatchUpAgent& catch_up = *run.catch_up;
    const std::string replayed = std::to_string(catch_up.used()) + " of " + count_decisions(catch_up.recorded());
    if (match.state() == Match::State::Finished) {
        say("under the new code the match ends after " + replayed + ":");
        size_t cursor = 0;
        for (const auto& line : match.take_messages(cursor)) std::cout << "  " << line << "\n";
        return;
    }
    if (!catch_up.divergence().empty())
        say("the replay stops at " + catch_up.divergence() + "; the match goes on from there (" + replayed +
            " replayed, the rest dropped)");
    else
        say(replayed + " replayed");
    match.hand_over_to(agents_);
    for (int s = 1; s <= match.seats(); ++s) catch_up.skip_replayed(s, *agents_[s - 1]);
}

// play --watch and the flags that go with it (docs/cli.md).
struct WatchFlags {
    bool watch = false, step = false;
    std::optional<int> seat, delay_ms;

    void add_to(po::options_description& d) {
        d.add_options()
            ("watch", po::bool_switch(&watch), "show the match as it goes: the board at each decision, then what the decision did (log lines), as an onlooker sees it; not with a human seat")
            ("step", po::bool_switch(&step), "with --watch: wait for Enter before each next decision (c, Enter: run on with --delay)");
        add_whole(d, "watch-seat", &seat, kWatchSeat, "with --watch: show the board as this seat sees it, hidden information included, and its own choices (default 0: an onlooker)");
        add_whole(d, "delay", &delay_ms, kDelayMs, "with --watch: ms to wait between decisions (default 500 when the output is a terminal, else 0)");
    }

    // Usage errors for flags that need --watch or do not go with it.
    void check(bool quiet, bool any_human, int seats) const {
        const char* without = step ? "--step" : seat ? "--watch-seat" : delay_ms ? "--delay" : nullptr;
        if (!watch && without) throw UsageError(std::string(without) + " needs --watch");
        if (!watch) return;
        if (quiet) throw UsageError("--watch shows the board and --quiet (-q) only the result: give one of them");
        if (any_human)
            throw UsageError("--watch is for matches without a human seat: a human seat is shown its own board");
        check_watch_seat("--watch-seat", seat.value_or(0), seats);
    }

    std::string as_whom() const {
        const int s = seat.value_or(0);
        return s ? "watched as seat " + std::to_string(s) + " sees it (its hidden information too)"
                 : "watched as an onlooker sees it (public information only)";
    }

    WatchPace pace() const {
        return {delay_ms.value_or(isatty(1) ? 500 : 0), step ? &std::cin : nullptr, step && isatty(0)};
    }
};

}  // namespace

int play(const std::vector<std::string>& args) {
    CommandLine cl("play", "GAME [options]");
    std::string game_name, record_file;
    std::vector<std::string> agent_specs, option_flags;
    std::optional<uint64_t> seed;
    std::optional<int> seats;
    int bot_timeout = 30000;
    bool quiet = false, reload = false;
    WatchFlags watch;
    cl.options.add_options()("game", po::value(&game_name)->required(), "the game: an id from `tabula list` or a folder");
    add_whole(cl.options, "seed", &seed, kSeed, "the match seed (default: from the clock, printed)");
    add_whole(cl.options, "seats", &seats, kSeats, "number of seats (default: the game's)");
    cl.options.add_options()
        ("agent,a", po::value(&agent_specs)->composing(), "the agent of the next seat, in seat order; seats without one are random. random | first | human | mcts[:OPTIONS] | script:ID,... | exec:COMMAND")
        ("option,o", po::value(&option_flags)->composing(), "a game option NAME=VALUE (repeatable)")
        ("record", po::value(&record_file), "write the match record (JSON Lines) to FILE")
        ("quiet,q", po::bool_switch(&quiet), "print only the result")
        ("reload", po::bool_switch(&reload), "when the game's .lua files change (or :reload is typed), the match starts again under the new code and replays its decisions; needs a human seat");
    add_whole(cl.options, "bot-timeout", &bot_timeout, kBotTimeoutMs, "ms an exec: agent may take to answer");
    watch.add_to(cl.options);
    cl.positional.add("game", 1);
    if (!cl.parse(args)) return kOk;

    std::unique_ptr<BoardWatcher> watcher;  // outlives the match it watches
    const GamePaths paths = cl.common.paths();
    const auto dir = paths.resolve(game_name);
    const uint64_t sources = reload ? sources_fingerprint(paths, dir) : 0;  // taken before they are read
    auto run = std::make_unique<Run>();
    run->loaded = std::make_unique<LoadedGame>(paths, dir, cl.common.limits());
    const GameScript& game = run->loaded->game;
    const int n = match_seats(game.info(), seats);
    if (static_cast<int>(agent_specs.size()) > n)
        throw UsageError(std::to_string(agent_specs.size()) + " agents given for " + std::to_string(n) + " seats");
    ReloadRequest reload_request;
    AgentIo io{&std::cin, &std::cout, bot_timeout, false, reload ? &reload_request : nullptr};
    std::vector<std::unique_ptr<Agent>> owned;
    std::vector<Agent*> agents;
    bool any_human = false;
    for (int s = 0; s < n; ++s) {
        std::string spec = s < static_cast<int>(agent_specs.size()) ? agent_specs[s] : "random";
        any_human |= spec == "human";
        owned.push_back(make_agent(spec, io));
        agents.push_back(owned.back().get());
    }
    if (reload && !any_human)
        throw UsageError("--reload needs a human seat (-a human): the game is reloaded when a person answers");
    watch.check(quiet, any_human, n);

    MatchSetup setup{seed.value_or(time_seed()), n, parse_option_flags(option_flags)};
    run->match = std::make_unique<Match>(game, setup, agents);
    Match& first = *run->match;
    std::optional<OutputFile> record_out;
    if (!record_file.empty()) record_out.emplace("--record", record_file);
    if (reload || record_out) {  // a reload replays the decisions from the record
        run->recorder = std::make_unique<Recorder>(record_out ? &record_out->stream() : nullptr, record_games_dir(dir));
        first.set_recorder(run->recorder.get());
    }
    // Setup first, so that an option the game refuses is the only thing shown; its log
    // lines follow the header.
    std::vector<std::string> setup_log;
    if (!quiet && !any_human) first.on_log = [&setup_log](const std::string& line) { setup_log.push_back(line); };
    first.prepare();
    if (!quiet) {
        std::cout << game.info().name << " " << game.info().version << ", " << n << " seats, seed " << first.seed() << "\n";
        for (int s = 0; s < n; ++s) std::cout << "  seat " << (s + 1) << ": " << agents[s]->name() << "\n";
        if (watch.watch) std::cout << "  " << watch.as_whom() << "\n";
        for (const auto& line : setup_log) std::cout << line << "\n";
        if (!any_human) first.on_log = [](const std::string& line) { std::cout << line << "\n"; };
    }
    if (watch.watch) {
        watcher = std::make_unique<BoardWatcher>(first, watch.seat.value_or(0), std::cout, watch.pace());
        first.set_watcher(watcher.get());
    }
    Reloader reloader(paths, dir, cl.common.limits(), setup, agents, sources);
    reload_request.files_changed = [&reloader] { return reloader.files_changed(); };
    first.play();
    while (reload_request.asked) {  // a person asked at a prompt: the match paused there
        reload_request.asked = false;
        if (auto next = reloader.reload(*run)) {
            if (record_out) {  // the record is the new run's, from its header on
                record_out->restart();
                next->recorder->stream_to(&record_out->stream());
            }
            run = std::move(next);
        }
        run->match->run();
    }
    if (record_out) record_out->close();
    Match& match = *run->match;
    if (match.state() == Match::State::Failed) {
        std::cerr << "error: " << match.result().error << "\n";
        if (!record_file.empty()) std::cerr << "the record up to the error is in " << record_file << "\n";
        return kFailed;
    }
    if (!quiet) {
        std::string board;
        try {
            board = match.render(watch.seat.value_or(0));
        } catch (const ScriptError& e) {
            std::cerr << "error: " << e.what() << "\n";
            return kFailed;
        }
        if (!board.empty()) std::cout << "\n" << board << (board.back() == '\n' ? "" : "\n") << "\n";
    }
    print_result(match);
    return kOk;
}

}  // namespace tabula::cli
