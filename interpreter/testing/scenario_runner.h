// Runs scenario files: each scenario once, then again in a fresh state from
// its record, which must not diverge. One line per scenario, then the tally.
#pragma once
#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

#include "cpp_api/game_script.h"
#include "host/limits.h"

namespace tabula {

struct ScenarioTally {
    int passed = 0, failed = 0;
};

class ScenarioRunner {
public:
    ScenarioRunner(GamePaths paths, Limits limits, std::ostream& out) : paths_(std::move(paths)), limits_(limits), out_(out) {}
    // Targets: scenario files, scenario folders, game folders or game ids;
    // none means every game. Throws UsageError for a target that is none of these.
    ScenarioTally run(const std::vector<std::string>& targets, const std::string& filter = {});

private:
    struct Job {
        std::filesystem::path game_dir, file;
    };
    std::vector<Job> collect(const std::vector<std::string>& targets) const;
    void run_file(const Job& job, const std::string& filter, ScenarioTally& tally);

    GamePaths paths_;
    Limits limits_;
    std::ostream& out_;
};

}  // namespace tabula
