#include <iostream>

#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include "cli/cli.h"
#include "host/script_error.h"

namespace tabula::cli {

void Common::add_to(po::options_description& d) {
    d.add_options()
        ("games-dir", po::value(&games_dirs)->composing(), "folder holding game folders (repeatable; default: the games/ of the source tree, or $TABULA_GAMES)")
        ("mod", po::value(&mods)->composing(), "a mod folder layered over the game: its files replace or add modules (repeatable)")
        ("log-level", po::value(&log_level)->default_value(log_level), "trace, debug, info, warn, error or off");
    add_whole(d, "memory-limit", &memory_mib, kMemoryMiB, "memory cap of a match's scripts, MiB");
    add_whole(d, "instruction-limit", &instructions, kInstructions,
              "Lua instructions a script may run between two decisions");
    add_whole(d, "time-limit", &time_limit_ms, kTimeLimitMs,
              "ms a script may run between two decisions, whatever it does (host work too)");
}

GamePaths Common::paths() const {
    GamePaths p = GamePaths::defaults();
    if (!games_dirs.empty()) {
        p.game_dirs.clear();
        for (const auto& d : games_dirs) p.game_dirs.emplace_back(d);
    }
    for (const auto& m : mods) {
        std::error_code ec;
        if (!std::filesystem::is_directory(m, ec)) throw UsageError("--mod " + m + ": no such folder");
        p.mods.emplace_back(m);
    }
    return p;
}

Limits Common::limits() const {
    Limits l;
    l.memory_bytes = std::size_t(memory_mib) << 20;
    l.instructions = instructions;
    l.watch_ms = 10;  // count only in scripts that run 10 ms without a decision (host/watchdog.h)
    l.time_ms = time_limit_ms;
    return l;
}

void Common::apply_logging() const {
    auto level = spdlog::level::from_str(log_level);
    if (level == spdlog::level::off && log_level != "off")
        throw UsageError("--log-level: unknown level '" + log_level + "'");
    auto logger = spdlog::stderr_color_mt("tabula");
    logger->set_pattern("%^%l%$: %v");
    spdlog::set_default_logger(logger);
    spdlog::set_level(level);
}

CommandLine::CommandLine(const std::string& command, std::string usage)
    : options(command + " options"), command_(command), usage_(std::move(usage)) {}

bool CommandLine::parse(const std::vector<std::string>& args) {
    common.add_to(options);
    options.add_options()("help,h", "show this help");
    try {
        po::store(po::command_line_parser(args).options(options).positional(positional).run(), vm);
        if (vm.count("help")) {
            std::cout << "usage: tabula " << command_ << " " << usage_ << "\n\n" << options << "\n";
            return false;
        }
        po::notify(vm);  // a whole-number flag's notifier throws its own UsageError
    } catch (const po::error& e) {
        throw UsageError("tabula " + command_ + ": " + e.what() + " (see tabula " + command_ + " --help)");
    }
    common.apply_logging();
    return true;
}

int match_seats(const GameInfo& info, std::optional<int> asked) {
    const int n = asked.value_or(info.default_seats);
    info.check_seats(n);
    return n;
}

void check_watch_seat(const char* flag, int seat, int seats) {
    if (seat > seats)
        throw UsageError(std::string(flag) + ": " + std::to_string(seat) + " is not a seat of this match (0 to " +
                         std::to_string(seats) + "; 0 is an onlooker)");
}

nlohmann::json parse_option_flags(const std::vector<std::string>& flags) {
    nlohmann::json out = nlohmann::json::object();
    for (const auto& f : flags) {
        auto eq = f.find('=');
        if (eq == std::string::npos || eq == 0) throw UsageError("--option " + f + ": expected NAME=VALUE");
        out[f.substr(0, eq)] = f.substr(eq + 1);
    }
    return out;
}

int run_command(int (*command)(const std::vector<std::string>&), const std::vector<std::string>& args) {
    try {
        return command(args);
    } catch (const UsageError& e) {
        std::cerr << "error: " << e.what() << "\n";
        return kUsage;
    } catch (const ScriptError& e) {
        std::cerr << "error: " << e.what() << "\n";
        return kFailed;
    } catch (const std::exception& e) {
        std::cerr << "internal error: " << e.what() << "\n";
        return kInternal;
    }
}

}  // namespace tabula::cli
