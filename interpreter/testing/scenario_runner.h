// Runs scenario files: each scenario once, then again in a fresh state from
// its record, which must not diverge. One line per scenario, then the tally.
#pragma once
#include <filesystem>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "cpp_api/game_catalog.h"
#include "host/limits.h"

namespace tabula {

struct LoadedGame;
struct TestSession;

// A scenario a file registers (T.scenario(name, fn)): its name and line.
struct Scenario {
    std::string name;
    int line = 0;
};

struct ScenarioTally {
    int passed = 0, failed = 0;
};

class ScenarioRunner {
public:
    // `game`: the game id that targets outside any game folder (a mod's scenarios) run against.
    ScenarioRunner(GamePaths paths, Limits limits, std::ostream& out, std::string game = {})
        : paths_(std::move(paths)), limits_(limits), out_(out), game_(std::move(game)) {}
    // Targets: scenario files, scenario folders, game folders or game ids;
    // none means every game (or the given game). Throws UsageError for a target that is none of these.
    ScenarioTally run(const std::vector<std::string>& targets, const std::string& filter = {});

private:
    struct Job {
        std::filesystem::path game_dir, file;
        std::string shown;  // "games/<id>/scenarios/x.lua" (GamePaths::shown), or the path as given
    };
    std::vector<Job> collect(const std::vector<std::string>& targets) const;
    void add_target(const std::string& t, const std::filesystem::path& against, std::vector<Job>& jobs) const;
    void run_file(const Job& job, const std::string& filter, ScenarioTally& tally);
    // Loads the job's game and scenario file into a fresh host under `session`; returns
    // the scenarios the file registered.
    std::vector<Scenario> load(const Job& job, TestSession& session, std::unique_ptr<LoadedGame>& loaded) const;

    GamePaths paths_;
    Limits limits_;
    std::ostream& out_;
    std::string game_;
};

}  // namespace tabula
