// The `tabula` command line: one function per subcommand.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include <boost/program_options.hpp>

#include "cli/whole_flag.h"
#include "cpp_api/game_catalog.h"
#include "host/limits.h"

namespace tabula::cli {

namespace po = boost::program_options;

// Exit codes (docs/cli.md).
enum Exit { kOk = 0, kFailed = 1, kUsage = 2, kInternal = 3 };

// The ranges of the numeric flags (docs/cli.md), for every command that takes them.
inline constexpr WholeRange kMemoryMiB{4, 65536};
inline constexpr WholeRange kInstructions{10'000, 1'000'000'000'000};
inline constexpr WholeRange kTimeLimitMs{100, 3'600'000};
inline constexpr WholeRange kSeed{0, UINT64_MAX};
inline constexpr WholeRange kSeats{1, kMaxSeats};
inline constexpr WholeRange kBotTimeoutMs{1, 3'600'000};
inline constexpr WholeRange kMatches{1, 1'000'000'000};
inline constexpr WholeRange kJobs{1, 256};
inline constexpr WholeRange kShowErrors{0, 10'000};
inline constexpr WholeRange kPerftDepth{1, 20};
inline constexpr WholeRange kDelayMs{0, 60'000};
inline constexpr WholeRange kWatchSeat{0, kMaxSeats};  // then the match's own: 0 to its seats

// Options every subcommand takes: where games are, mods, limits, logging.
struct Common {
    std::vector<std::string> games_dirs, mods;
    std::string log_level = "warn";
    unsigned memory_mib = 256;
    uint64_t instructions = 100'000'000;
    unsigned time_limit_ms = 5000;

    void add_to(po::options_description& d);
    GamePaths paths() const;
    Limits limits() const;
    void apply_logging() const;
};

// A subcommand's command line: the command adds its own options and positional
// arguments, then parse() adds the common ones and --help, in that order in the help.
struct CommandLine {
    CommandLine(const std::string& command, std::string usage);

    // Parses args and applies --log-level; prints the help and returns false on --help.
    // A bad flag is a UsageError naming the command.
    bool parse(const std::vector<std::string>& args);
    // The option was left at its default (not given).
    bool defaulted(const char* name) const { return vm[name].defaulted(); }

    po::options_description options;  // "COMMAND options"
    po::positional_options_description positional;
    Common common;

private:
    std::string command_, usage_;
    po::variables_map vm;
};

// The seats of a match of `info`: `asked`, else the game's default; a UsageError if the
// game is not played by that many.
int match_seats(const GameInfo& info, std::optional<int> asked);

// A seat to show the board as (play --watch-seat, replay --show-seat): 0, an onlooker,
// or a seat of the match; a UsageError naming `flag` otherwise.
void check_watch_seat(const char* flag, int seat, int seats);

nlohmann::json parse_option_flags(const std::vector<std::string>& flags);  // key=value, value JSON or text

int play(const std::vector<std::string>& args);
int simulate(const std::vector<std::string>& args);
int merge(const std::vector<std::string>& args);
int test(const std::vector<std::string>& args);
int replay(const std::vector<std::string>& args);
int list(const std::vector<std::string>& args);
int check(const std::vector<std::string>& args);
int perft(const std::vector<std::string>& args);
int make_new(const std::vector<std::string>& args);  // tabula new
int serve(const std::vector<std::string>& args);     // tabula serve, in the program tabula-serve (web/)
// tabula serve as `tabula` runs it: the program tabula-serve beside it, run in its
// place (exec), so that only it loads the web server's libraries.
int serve_elsewhere(const std::vector<std::string>& args);
// Runs a command, turning its exceptions into the exit codes above with a message.
int run_command(int (*command)(const std::vector<std::string>&), const std::vector<std::string>& args);

}  // namespace tabula::cli
