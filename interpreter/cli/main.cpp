// tabula: play, simulate, test, replay, list, check, perft, new.
#include <signal.h>

#include <iostream>
#include <map>

#include "cli/cli.h"
#include "host/script_error.h"

namespace {

const char* const kHelp = R"(usage: tabula COMMAND [options]   (tabula COMMAND --help for its options)

commands:
  play GAME        play one match (agents: random, first, human, script:..., exec:...)
  simulate GAME    play many matches in parallel and summarise who wins
  test [PATH...]   run scenario tests (each also replayed from its record)
  replay FILE      re-run a match record and report the first divergence
  list             list the games found
  check GAME       load every script of a game and report all errors
  perft POS DEPTH  count the leaf nodes of a game's move tree (default game: chess)
  new DIR          a new game folder from a template (--template grid|track|cards)

exit codes: 0 ok, 1 failed (a match error, a failed test, a divergence),
            2 bad usage (flag, game, option), 3 internal error
)";

#ifdef TABULA_SANITIZE
const char* const kBuildNote = " (sanitizers)";  // tests/hostile/lib.sh lifts its address-space limit on it
#else
const char* const kBuildNote = "";
#endif

}  // namespace

int main(int argc, char** argv) {
    using namespace tabula::cli;
    signal(SIGPIPE, SIG_IGN);
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        std::cout << kHelp;
        return args.empty() ? kUsage : kOk;
    }
    if (args[0] == "--version") {
        std::cout << "tabula " << TABULA_VERSION << kBuildNote << "\n";
        return kOk;
    }
    const std::map<std::string, int (*)(const std::vector<std::string>&)> commands = {
        {"play", play}, {"simulate", simulate}, {"test", test},
        {"replay", replay}, {"list", list}, {"check", check}, {"perft", perft}, {"new", make_new},
    };
    auto it = commands.find(args[0]);
    if (it == commands.end()) {
        std::cerr << "tabula: unknown command '" << args[0] << "'\n\n" << kHelp;
        return kUsage;
    }
    try {
        return it->second(std::vector<std::string>(args.begin() + 1, args.end()));
    } catch (const tabula::UsageError& e) {
        std::cerr << "error: " << e.what() << "\n";
        return kUsage;
    } catch (const tabula::ScriptError& e) {
        std::cerr << "error: " << e.what() << "\n";
        return kFailed;
    } catch (const std::exception& e) {
        std::cerr << "internal error: " << e.what() << "\n";
        return kInternal;
    }
}
