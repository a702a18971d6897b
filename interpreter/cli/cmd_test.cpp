// tabula test [PATH...] [--game ID]: scenario tests, each replayed from its record.
#include <iostream>

#include "cli/cli.h"
#include "testing/scenario_runner.h"

namespace tabula::cli {

int test(const std::vector<std::string>& args) {
    CommandLine cl("test", "[PATH...] [options]");
    std::vector<std::string> targets;
    std::string filter, game;
    cl.options.add_options()
        ("path", po::value(&targets)->composing(), "scenario files, scenario folders, game folders or game ids (default: every game, or the --game one)")
        ("filter", po::value(&filter), "run only scenarios whose name or file contains this text")
        ("game,g", po::value(&game), "the game to run targets outside any game folder against (a mod's scenarios)");
    cl.positional.add("path", -1);
    if (!cl.parse(args)) return kOk;
    ScenarioRunner runner(cl.common.paths(), cl.common.limits(), std::cout, game);
    ScenarioTally tally = runner.run(targets, filter);
    if (tally.passed + tally.failed == 0) {
        std::cerr << "error: no scenario ran\n";
        return kFailed;
    }
    return tally.failed ? kFailed : kOk;
}

}  // namespace tabula::cli
