// tabula list: the games found, with their seats and options.
#include <iostream>

#include "cli/cli.h"
#include "common/json_output.h"
#include "host/script_error.h"
#include "runtime/loaded_game.h"

namespace tabula::cli {

int list(const std::vector<std::string>& args) {
    CommandLine cl("list", "[options]");
    if (!cl.parse(args)) return kOk;
    const GamePaths paths = cl.common.paths();
    auto ids = paths.list();
    if (ids.empty()) std::cout << "no games found\n";
    int broken = 0;
    for (const auto& id : ids) {
        try {
            const LoadedGame loaded(paths, paths.resolve(id), cl.common.limits());
            const auto& i = loaded.game.info();
            std::cout << id << "  " << i.name << " " << i.version << ", seats " << i.min_seats;
            if (i.max_seats != i.min_seats) std::cout << "-" << i.max_seats;
            std::cout << "\n";
            for (const auto& o : i.options) {
                std::cout << "    -o " << o.name << "=" << json_text(o.default_value) << "  " << o.help;
                if (const std::string a = o.accepts(); !a.empty()) std::cout << (o.help.empty() ? "" : "; ") << a;
                std::cout << "\n";
            }
        } catch (const std::exception& e) {
            ++broken;
            std::cout << id << "  (does not load: run tabula check " << id << ")\n";
        }
    }
    return broken ? kFailed : kOk;
}

}  // namespace tabula::cli
