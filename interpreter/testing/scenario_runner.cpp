#include "testing/scenario_runner.h"

#include <algorithm>
#include <sstream>

#include "common/json_output.h"
#include "host/script_error.h"
#include "host/script_host.h"
#include "lua_api/l_test.h"
#include "match/record.h"
#include "runtime/loaded_game.h"

namespace tabula {

namespace fs = std::filesystem;

namespace {

// Absolute, normalised, without a trailing separator ("games/ludo/" -> /.../games/ludo).
fs::path absolute_clean(const fs::path& p) {
    fs::path a = fs::absolute(p).lexically_normal();
    return a.filename().empty() ? a.parent_path() : a;
}

fs::path game_dir_of(const fs::path& file) {
    std::error_code ec;
    for (fs::path p = absolute_clean(file).parent_path(); !p.empty() && p != p.root_path(); p = p.parent_path())
        if (fs::is_regular_file(p / "game.lua", ec)) return p;
    return {};
}

std::vector<fs::path> lua_files_under(const fs::path& dir) {
    std::vector<fs::path> files;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return files;
    for (const auto& e : fs::recursive_directory_iterator(dir, ec))
        if (e.is_regular_file() && e.path().extension() == ".lua") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    return files;
}

// The game a target outside every game folder runs against: the --game one.
fs::path outside_game(const std::string& t, const fs::path& against) {
    if (against.empty())
        throw UsageError(t + ": not inside a game folder (no game.lua above it); give --game ID to run it against a game");
    return against;
}

// The names the scenario file registered with the host's tabula.test module.
std::vector<Scenario> registered(ScriptHost& host) {
    lua_State* L = host.state();
    host.require("tabula.test", "loading tabula.test");
    lua_getfield(L, -1, "_scenarios");
    std::vector<Scenario> out;
    for (lua_Integer i = 1, n = static_cast<lua_Integer>(lua_rawlen(L, -1)); i <= n; ++i) {
        lua_rawgeti(L, -1, i);
        lua_getfield(L, -1, "name");
        lua_getfield(L, -2, "line");
        out.push_back({lua_tostring(L, -2) ? lua_tostring(L, -2) : "?", static_cast<int>(lua_tointeger(L, -1))});
        lua_pop(L, 3);
    }
    lua_pop(L, 2);
    return out;
}

void run_scenario(ScriptHost& host, size_t index, const std::string& where) {
    lua_State* L = host.state();
    host.require("tabula.test", where);
    lua_getfield(L, -1, "_scenarios");
    lua_rawgeti(L, -1, static_cast<lua_Integer>(index + 1));
    lua_getfield(L, -1, "fn");
    lua_replace(L, -4);
    lua_pop(L, 2);
    host.call(0, 0, where);
}

std::string indent(const std::string& text) {
    std::string out = "    ";
    for (char c : text) {
        out += c;
        if (c == '\n') out += "    ";
    }
    return out;
}

}  // namespace

std::vector<ScenarioRunner::Job> ScenarioRunner::collect(const std::vector<std::string>& targets) const {
    const fs::path against = game_.empty() ? fs::path() : paths_.resolve(game_);
    std::vector<std::string> ts = targets;
    if (ts.empty()) ts = game_.empty() ? paths_.list() : std::vector<std::string>{against.string()};
    std::vector<Job> jobs;
    for (const auto& t : ts) add_target(t, against, jobs);
    return jobs;
}

void ScenarioRunner::add_target(const std::string& t, const fs::path& against, std::vector<Job>& jobs) const {
    auto in_game = [this](const fs::path& game, const fs::path& file) {
        const std::string rel = file.lexically_relative(game).generic_string();
        return Job{game, file, paths_.shown(game) + "/" + rel};
    };
    std::error_code ec;
    const fs::path p(t);
    if (fs::is_regular_file(p, ec)) {
        const fs::path g = game_dir_of(p), file = absolute_clean(p);
        if (!g.empty()) jobs.push_back(in_game(g, file));
        else jobs.push_back({outside_game(t, against), file, p.lexically_normal().generic_string()});
        return;
    }
    fs::path dir;
    if (fs::is_directory(p, ec))
        dir = absolute_clean(p);
    else if (t.find('/') == std::string::npos)
        dir = absolute_clean(paths_.resolve(t));
    else
        throw UsageError(t + ": no such file or folder");
    const fs::path game = fs::is_regular_file(dir / "game.lua", ec) ? dir : game_dir_of(dir / "x");
    if (!game.empty()) {
        for (auto& f : lua_files_under(game == dir ? dir / "scenarios" : dir)) jobs.push_back(in_game(game, f));
        return;
    }
    // A mod's folder: its scenarios/ if it has one, else every file under it.
    const fs::path g = outside_game(t, against);
    const fs::path scen = fs::is_directory(dir / "scenarios", ec) ? dir / "scenarios" : dir;
    for (auto& f : lua_files_under(scen))
        jobs.push_back({g, f, (p / f.lexically_relative(dir)).lexically_normal().generic_string()});
}

std::vector<Scenario> ScenarioRunner::load(const Job& job, TestSession& session,
                                          std::unique_ptr<LoadedGame>& loaded) const {
    const std::string chunk = "@" + job.shown;
    session.file = chunk;
    loaded = std::make_unique<LoadedGame>(paths_, job.game_dir, limits_,
                                          [&session](lua_State* L) { install_test_api(L, session); });
    session.game = &loaded->game;
    ScriptHost& host = loaded->host;
    host.require("tabula.test", "loading tabula.test");
    lua_pop(host.state(), 1);
    host.load_file(job.file.parent_path(), job.file.filename().string(), chunk);  // no link out of its folder
    host.call(0, 0, chunk.substr(1));
    return registered(host);
}

ScenarioTally ScenarioRunner::run(const std::vector<std::string>& targets, const std::string& filter) {
    ScenarioTally tally;
    for (const auto& job : collect(targets)) run_file(job, filter, tally);
    out_ << tally.passed << " passed, " << tally.failed << " failed" << std::endl;
    return tally;
}

void ScenarioRunner::run_file(const Job& job, const std::string& filter, ScenarioTally& tally) {
    const std::string& shown = job.shown;
    TestSession session;
    std::unique_ptr<LoadedGame> listed;
    CollectedMatches listing(session);  // after `listed`: goes first
    std::vector<Scenario> scenarios;
    try {
        scenarios = load(job, session, listed);
    } catch (const ScriptError& e) {
        out_ << "FAIL " << shown << ": cannot load\n" << indent(e.what()) << "\n";
        ++tally.failed;
        return;
    }
    if (scenarios.empty()) {
        out_ << "FAIL " << shown << ": defines no scenario (call T.scenario(name, function ... end))\n";
        ++tally.failed;
        return;
    }
    for (size_t i = 0; i < scenarios.size(); ++i) {
        const Scenario& sc = scenarios[i];
        if (!filter.empty() && sc.name.find(filter) == std::string::npos && shown.find(filter) == std::string::npos)
            continue;
        const std::string label = shown + ":" + std::to_string(sc.line) + ": " + sc.name;
        const std::string where = "scenario '" + sc.name + "'";
        session.records.clear();
        session.next_match = 0;
        session.divergences.clear();
        session.matches.clear();
        session.unused.clear();
        std::string unused;
        try {
            // Each scenario in a host of its own: nothing an earlier one did can reach it.
            std::unique_ptr<LoadedGame> own;
            CollectedMatches collected(session);  // after `own`: goes first
            load(job, session, own);
            run_scenario(own->host, i, where);
            unused = unused_inputs(session);  // before its matches go with the host
        } catch (const ScriptError& e) {
            out_ << "FAIL " << label << "\n" << indent(e.message()) << "\n";
            ++tally.failed;
            continue;
        }
        // Answers and dice given and never used: the scenario did not run as it says.
        if (!unused.empty()) {
            out_ << "FAIL " << label << "\n" << indent(unused) << "\n";
            ++tally.failed;
            continue;
        }
        // Replay from the record in a fresh state: nothing may diverge.
        std::vector<Record> records;
        std::string failure;
        try {
            for (size_t k = 0; k < session.records.size(); ++k) {
                std::stringstream text;
                for (const auto& line : session.records[k]) text << json_text(line) << "\n";
                // A match that failed to start recorded nothing; its replay fails to start again.
                records.push_back(session.records[k].empty()
                                      ? Record{}
                                      : parse_record(text, shown + " (match " + std::to_string(k + 1) + ")"));
            }
            TestSession again;
            again.replay = &records;
            std::unique_ptr<LoadedGame> fresh;
            CollectedMatches collected(again);  // after `fresh`: goes first
            load(job, again, fresh);
            run_scenario(fresh->host, i, where + " (replay)");
            if (!again.divergences.empty()) failure = again.divergences.front();
            else if (again.next_match != records.size()) failure = "the replay created fewer matches than recorded";
        } catch (const std::exception& e) {
            failure = e.what();
        }
        if (!failure.empty()) {
            out_ << "FAIL " << label << "\n    replay from the record diverged: " << indent(failure).substr(4) << "\n";
            ++tally.failed;
            continue;
        }
        out_ << "ok   " << label << "\n";
        ++tally.passed;
    }
}

}  // namespace tabula
