// The `tabula` command line: one function per subcommand.
#pragma once
#include <string>
#include <vector>

#include <boost/program_options.hpp>

#include "cpp_api/game_script.h"
#include "host/limits.h"

namespace tabula::cli {

namespace po = boost::program_options;

// Exit codes (docs/cli.md).
enum Exit { kOk = 0, kFailed = 1, kUsage = 2, kInternal = 3 };

// Options every subcommand takes: where games are, mods, limits, logging.
struct Common {
    std::vector<std::string> games_dirs, mods;
    std::string log_level = "warn";
    unsigned memory_mib = 256;
    uint64_t instructions = 100'000'000;

    void add_to(po::options_description& d);
    GamePaths paths() const;
    Limits limits() const;
    void apply_logging() const;
};

// Parses argv for a subcommand; prints help and returns false on --help.
bool parse(const std::string& command, const std::string& usage, po::options_description& opts,
           const po::positional_options_description& pos, const std::vector<std::string>& args, po::variables_map& vm);

nlohmann::json parse_option_flags(const std::vector<std::string>& flags);  // key=value, value JSON or text

int play(const std::vector<std::string>& args);
int simulate(const std::vector<std::string>& args);
int test(const std::vector<std::string>& args);
int replay(const std::vector<std::string>& args);
int list(const std::vector<std::string>& args);
int check(const std::vector<std::string>& args);
int perft(const std::vector<std::string>& args);

}  // namespace tabula::cli
