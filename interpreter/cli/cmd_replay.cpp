// tabula replay FILE: re-runs a record and names the first divergence.
#include <iostream>

#include "agents/agents.h"
#include "cli/cli.h"
#include "cli/watch.h"
#include "common/json_output.h"
#include "host/script_error.h"
#include "match/match.h"
#include "match/record.h"
#include "runtime/loaded_game.h"

namespace tabula::cli {

namespace {

int bad_record(const std::string& what) {
    std::cerr << "error: bad record: " << what << "\n";
    return kFailed;
}

std::string mod_list(const std::vector<std::string>& mods) {
    std::string out;
    for (const auto& m : mods) out += (out.empty() ? "" : ", ") + m;
    return out.empty() ? std::string("no mods") : "mods " + out;
}

void warn_if_other_game(const Record& rec, const GameScript& game) {
    if (game.info().version != rec.version)
        std::cerr << "warning: the record is of " << rec.game << " " << rec.version << ", this is version "
                  << game.info().version << "\n";
    if (const auto mods = mod_names(game.host().roots()); mods != rec.mods)
        std::cerr << "warning: the record was played with " << mod_list(rec.mods) << ", this replay has "
                  << mod_list(mods) << " (give the same --mod folders)\n";
}

// What a record whose game is not found says to do: the folder it was made from, when
// the header has it (games_dir), and the flag.
std::string where_the_game_was(const Record& rec) {
    if (rec.games_dir.empty())
        return "; if the game lies outside the games folders, give --games-dir with the folder that holds its folder";
    return "; the record was made with the game in " + (std::filesystem::path(rec.games_dir) / rec.game).string() +
           ": give --games-dir " + rec.games_dir;
}

// replay --show WHICH: a decision's number, every decision, or the end.
struct ShowRequest {
    int decision = 0;  // 0: none
    bool all = false, end = false;
};

ShowRequest read_show(const std::string& text, std::size_t decisions) {
    ShowRequest r;
    if (text.empty()) return r;
    if (text == "all") r.all = r.end = true;
    else if (text == "end") r.end = true;
    else if (text.find_first_not_of("0123456789") == std::string::npos && text.size() <= 9 && std::stoul(text) >= 1 &&
             std::stoul(text) <= decisions)
        r.decision = static_cast<int>(std::stoul(text));
    else
        throw UsageError("--show: '" + text + "' is not a decision of the record (it has " +
                         std::to_string(decisions) + "): give 1 to " + std::to_string(decisions) + ", all or end");
    return r;
}

}  // namespace

int replay(const std::vector<std::string>& args) {
    CommandLine cl("replay", "FILE [options]");
    std::string file, show_text;
    std::optional<int> show_seat;
    cl.options.add_options()("record", po::value(&file)->required(), "the record (JSON Lines) to re-run")
        ("show", po::value(&show_text), "also show the board at decision N, as it was when asked (a number), at every decision (all), or at the end (end)");
    add_whole(cl.options, "show-seat", &show_seat, kWatchSeat, "with --show: the board as this seat sees it, hidden information included, and its own answers (default 0: an onlooker)");
    cl.positional.add("record", 1);
    if (!cl.parse(args)) return kOk;
    if (show_seat && show_text.empty()) throw UsageError("--show-seat needs --show");
    const GamePaths paths = cl.common.paths();
    const Limits limits = cl.common.limits();

    Record rec;
    try {
        rec = read_record(file);
    } catch (const RecordError& e) {
        return bad_record(e.what());
    }
    // The header's game, seats and options are the record's: what the game refuses
    // is a bad record, checked before anything is made per seat.
    const std::string header = file + ":" + std::to_string(rec.header_line) + ": ";
    std::filesystem::path dir;
    try {
        dir = paths.resolve(rec.game);
    } catch (const UsageError& e) {
        return bad_record(header + e.what() + where_the_game_was(rec));
    }
    const ShowRequest show = read_show(show_text, rec.decisions.size());
    check_watch_seat("--show-seat", show_seat.value_or(0), rec.seats);
    LoadedGame loaded(paths, dir, limits);
    const GameScript& game = loaded.game;
    try {
        game.info().check_seats(rec.seats);
        game.info().resolve_options(rec.options);
    } catch (const UsageError& e) {
        return bad_record(header + e.what());
    }
    warn_if_other_game(rec, game);

    ReplayAgent agent(rec);
    MatchSetup setup{rec.seed, rec.seats, rec.options};
    Match match(game, setup, std::vector<Agent*>(rec.seats, &agent));
    match.set_recorder(nullptr);
    BoardWatcher watcher(match, show_seat.value_or(0), std::cout, {}, show.decision, /*agent_names=*/false);
    if (show.decision || show.all) match.set_watcher(&watcher);
    try {
        match.play();
        if (show.end) watcher.show_last(match.state() == Match::State::Finished ? "the end" : "where the replay stops");
    } catch (const UsageError& e) {  // the game's setup refuses the recorded options
        return bad_record(header + e.what());
    }
    auto diverged = [&](const std::string& what) {
        std::cout << file << ": diverged at " << what << "\n";
        return kFailed;
    };
    if (!agent.divergence().empty()) return diverged(agent.divergence());
    // A record cut by an agent's failure ends with the error where the seat was asked:
    // the game replays up to that question, which no decision answers.
    const bool agent_failed = rec.result.is_object() && rec.result.value("outcome", "") == "error";
    if (match.state() == Match::State::Paused && agent.used() == rec.decisions.size() && agent_failed) {
        std::cout << file << ": ok, " << agent.used() << " decisions replayed up to decision " << agent.used() + 1
                  << " (\"" << match.pending()->prompt << "\"), where the recorded match ended: "
                  << rec.result.value("error", std::string("an error")) << "\n";
        return kOk;
    }
    if (match.state() == Match::State::Paused)
        return diverged("decision " + std::to_string(agent.used() + 1) + ": the match asks \"" +
                        match.pending()->prompt + "\" but the record has no more decisions");
    if (agent.used() != rec.decisions.size())
        return diverged("the end: the match ended after " + std::to_string(agent.used()) + " decisions, the record has " +
                        std::to_string(rec.decisions.size()));
    const nlohmann::json got = as_recorded(match.result().to_json());
    if (rec.result.is_null()) {
        std::cout << file << ": " << agent.used() << " decisions replayed; the record has no result line (cut short), "
                  << "the match ends " << json_text(got) << "\n";
        return kOk;
    }
    if (got != rec.result) return diverged("the result: recorded " + json_text(rec.result) + ", replayed " + json_text(got));
    std::cout << file << ": ok, " << agent.used() << " decisions replayed, same result " << json_text(got) << "\n";
    return kOk;
}

}  // namespace tabula::cli
