// tabula serve: the web page to play matches in a browser (docs/web.md).
#include <iostream>

#include "cli/cli.h"
#include "host/script_error.h"
#include "web/server.h"
#include "web/static_files.h"

namespace tabula::cli {

inline constexpr WholeRange kPort{0, 65535};
inline constexpr WholeRange kMaxMatches{1, 1000};
inline constexpr WholeRange kMaxClients{1, 1000};
inline constexpr WholeRange kMaxBodyKiB{1, 16384};
inline constexpr WholeRange kWorkers{1, 64};
inline constexpr WholeRange kIdleMinutes{1, 10080};
inline constexpr WholeRange kMaxSimMatches{1, 1000000};

int serve(const std::vector<std::string>& args) {
    CommandLine cl("serve", "[options]");
    web::ServeOptions o;
    std::optional<int> port, max_matches, max_clients, max_body_kib, workers, idle, max_sim_matches;
    int bot_timeout = 30000;
    std::string web_dir;
    cl.options.add_options()
        ("bind", po::value(&o.bind)->default_value(o.bind), "the address to listen on (0.0.0.0: every interface; then anyone who reaches it may start matches)")
        ("web-dir", po::value(&web_dir), "the folder of the pages (default: tools/web/ of the source tree, or $TABULA_WEB)")
        ("allow-host", po::value(&o.allowed_hosts), "a name the server may be reached by besides localhost and the --bind address (a request naming another Host gets 403, against DNS rebinding); repeatable")
        ("allow-exec", po::bool_switch(&o.allow_exec), "let the page ask for exec:COMMAND agents, which run a command on this machine (off: only human, random, first and mcts)");
    add_whole(cl.options, "port", &port, kPort, "the port (default 0: a free one, printed)");
    add_whole(cl.options, "max-matches", &max_matches, kMaxMatches, "matches kept at once (default 16); a new one drops the oldest that has ended or been idle for --idle-minutes, and is refused (503) when none has");
    add_whole(cl.options, "idle-minutes", &idle, kIdleMinutes, "minutes without a move or an answer after which a match may be dropped to make room (default 60)");
    add_whole(cl.options, "max-clients", &max_clients, kMaxClients, "event streams and waiting requests open at once (default 64); more get 503");
    add_whole(cl.options, "max-body", &max_body_kib, kMaxBodyKiB, "the largest request body, KiB (default 64); larger gets 413");
    add_whole(cl.options, "workers", &workers, kWorkers, "threads that run the matches' scripts and bots (default 2)");
    add_whole(cl.options, "max-sim-matches", &max_sim_matches, kMaxSimMatches, "the most matches a simulation from the page may ask for (default 10000; one simulation runs at a time, in a child process)");
    add_whole(cl.options, "bot-timeout", &bot_timeout, kBotTimeoutMs, "ms an exec: agent may take to answer");
    if (!cl.parse(args)) return kOk;
    o.port = port.value_or(0);
    o.max_matches = max_matches.value_or(o.max_matches);
    o.max_clients = max_clients.value_or(o.max_clients);
    o.max_body = static_cast<size_t>(max_body_kib.value_or(64)) * 1024;
    o.workers = workers.value_or(o.workers);
    o.idle_minutes = idle.value_or(o.idle_minutes);
    o.max_sim_matches = max_sim_matches.value_or(o.max_sim_matches);
    o.bot_timeout_ms = bot_timeout;
    o.paths = cl.common.paths();
    o.limits = cl.common.limits();
    o.web_dir = web_dir.empty() ? web::default_web_dir() : std::filesystem::path(web_dir);
    std::error_code ec;
    if (!std::filesystem::is_regular_file(o.web_dir / "index.html", ec))
        throw UsageError("serve: no index.html in " + o.web_dir.string() + " (--web-dir, $TABULA_WEB)");
    return web::serve(o, [](const std::string& url) {
        std::cout << "tabula serve: listening on " << url << "  (Ctrl-C stops it)" << std::endl;
    });
}

}  // namespace tabula::cli
