// tabula serve (docs/web.md): an HTTP server of pages and a JSON API to play matches in a
// browser. This header knows nothing of the HTTP library (web/routes.cpp does).
#pragma once
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "cpp_api/game_catalog.h"
#include "host/limits.h"

namespace tabula::web {

struct ServeOptions {
    std::string bind = "127.0.0.1";
    int port = 0;  // 0: a free one
    GamePaths paths;
    Limits limits;
    std::filesystem::path web_dir;
    int max_matches = 16;      // matches kept at once (an ended or idle one makes room)
    int idle_minutes = 60;     // a match standing still this long may make room
    int max_clients = 64;      // event streams open at once
    size_t max_body = 64 * 1024;
    int workers = 2;           // threads that advance matches
    int bot_timeout_ms = 30000;
    bool allow_exec = false;   // exec: agents may be asked for
    std::vector<std::string> allowed_hosts;  // names a request's Host may give besides localhost and the bound address
    int max_sim_matches = 10000;  // matches of one simulation from the page (one runs at once)
};

// Serves until SIGINT or SIGTERM; `listening` is told the URL once it listens. Throws
// UsageError when it cannot listen there. Returns the exit code.
int serve(const ServeOptions& options, const std::function<void(const std::string& url)>& listening);

}  // namespace tabula::web
