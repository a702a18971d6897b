// tabula: play, simulate, merge, test, replay, list, check, perft, new, serve.
#include <signal.h>

#include <iostream>
#include <map>

#include "cli/cli.h"
#include "host/script_error.h"

namespace {

const char* const kHelp = R"(usage: tabula COMMAND [options]   (tabula COMMAND --help or tabula help COMMAND for its options)

commands:
  play GAME        play one match (agents: random, first, human, mcts, script:, exec:)
  simulate GAME    play many matches in parallel and summarise who wins
  merge FILE...    add up the --out files of a simulation's shards into its summary
  test [PATH...]   run scenario tests (each also replayed from its record)
  replay FILE      re-run a match record and report the first divergence
  list             list the games found
  check GAME       load every script of a game and report all errors
  perft POS DEPTH  count the leaf nodes of a game's move tree (default game: chess)
  new DIR          a new game folder from a template (--template grid|track|cards)
  serve            a web page to play matches in a browser (prints its address)
  help [COMMAND]   this help, or a command's (as tabula COMMAND --help)
  version          the version (as tabula --version)

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
    const std::map<std::string, int (*)(const std::vector<std::string>&)> commands = {
        {"play", play}, {"simulate", simulate}, {"merge", merge}, {"test", test},
        {"replay", replay}, {"list", list}, {"check", check}, {"perft", perft}, {"new", make_new},
        {"serve", serve_elsewhere},
    };
    const bool help = !args.empty() && (args[0] == "help" || args[0] == "--help" || args[0] == "-h");
    if (help && args.size() > 1) {  // `tabula help COMMAND` is `tabula COMMAND --help`
        if (args.size() > 2 || !commands.count(args[1])) {
            std::cerr << "tabula help: " << (args.size() > 2 ? "give one command" : "unknown command '" + args[1] + "'")
                      << "\n\n" << kHelp;
            return kUsage;
        }
        args = {args[1], "--help"};
    } else if (args.empty() || help) {
        std::cout << kHelp;
        return args.empty() ? kUsage : kOk;
    }
    if (args[0] == "--version" || args[0] == "version") {
        if (args.size() > 1) {
            std::cerr << "tabula " << args[0] << ": takes no arguments\n";
            return kUsage;
        }
        std::cout << "tabula " << TABULA_VERSION << kBuildNote << "\n";
        return kOk;
    }
    auto it = commands.find(args[0]);
    if (it == commands.end()) {
        std::cerr << "tabula: unknown command '" << args[0] << "'\n\n" << kHelp;
        return kUsage;
    }
    return run_command(it->second, std::vector<std::string>(args.begin() + 1, args.end()));
}
