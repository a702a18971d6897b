// tabula-serve: the web server of `tabula serve` (docs/web.md), a program of its own so
// that only it loads cpp-httplib's libraries; `tabula serve ARGS` runs it with ARGS.
#include <signal.h>

#include "cli/cli.h"

int main(int argc, char** argv) {
    signal(SIGPIPE, SIG_IGN);
    return tabula::cli::run_command(tabula::cli::serve, std::vector<std::string>(argv + 1, argv + argc));
}
