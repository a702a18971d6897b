// tabula test [PATH...] [--game ID]: scenario tests, each replayed from its record.
#include <iostream>

#include "cli/cli.h"
#include "testing/scenario_runner.h"

namespace tabula::cli {

int test(const std::vector<std::string>& args) {
    Common common;
    std::vector<std::string> targets;
    std::string filter, game;
    po::options_description opts("test options");
    opts.add_options()
        ("path", po::value(&targets)->composing(), "scenario files, scenario folders, game folders or game ids (default: every game, or the --game one)")
        ("filter", po::value(&filter), "run only scenarios whose name or file contains this text")
        ("game,g", po::value(&game), "the game to run targets outside any game folder against (a mod's scenarios)");
    common.add_to(opts);
    po::positional_options_description pos;
    pos.add("path", -1);
    po::variables_map vm;
    if (!parse("test", "[PATH...] [options]", opts, pos, args, vm)) return kOk;
    common.apply_logging();
    ScenarioRunner runner(common.paths(), common.limits(), std::cout, game);
    ScenarioTally tally = runner.run(targets, filter);
    if (tally.passed + tally.failed == 0) {
        std::cerr << "error: no scenario ran\n";
        return kFailed;
    }
    return tally.failed ? kFailed : kOk;
}

}  // namespace tabula::cli
