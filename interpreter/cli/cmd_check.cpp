// tabula check GAME: compiles every script of a game and loads its modules,
// reporting all errors rather than the first.
#include <algorithm>
#include <iostream>

#include "cli/cli.h"
#include "host/script_error.h"
#include "host/script_host.h"
#include "runtime/loaded_game.h"

namespace tabula::cli {

namespace fs = std::filesystem;

int check(const std::vector<std::string>& args) {
    CommandLine cl("check", "GAME [options]");
    std::string game_name;
    cl.options.add_options()("game", po::value(&game_name)->required(), "the game: an id or a folder");
    cl.positional.add("game", 1);
    if (!cl.parse(args)) return kOk;
    const GamePaths paths = cl.common.paths();
    const auto dir = paths.resolve(game_name);
    std::vector<std::string> errors, seen;
    int files = 0;
    auto report = [&](const ScriptError& e) {  // one report per distinct error
        if (std::find(seen.begin(), seen.end(), e.message()) != seen.end()) return;
        seen.push_back(e.message());
        errors.push_back(e.what());
    };

    // The game, in a host that outlives it if it fails to load: then every .lua under
    // the mods and the game compiles, and (outside scenarios/) loads as a module.
    ScriptHost host = game_host(paths, dir, cl.common.limits());
    try {
        GameScript game(host, dir);
    } catch (const ScriptError& e) {
        report(e);
    }
    for (const auto& root : host.roots()) {
        if (root.label == "stdlib") continue;
        std::vector<fs::path> found;
        std::error_code ec;
        for (const auto& e : fs::recursive_directory_iterator(root.dir, ec))
            if (e.is_regular_file() && e.path().extension() == ".lua") found.push_back(e.path());
        std::sort(found.begin(), found.end());
        for (const auto& f : found) {
            ++files;
            auto rel = fs::relative(f, root.dir).generic_string();
            try {
                host.load_file(root.dir, rel, "@" + root.label + "/" + rel);
                lua_pop(host.state(), 1);
            } catch (const ScriptError& e) {
                report(e);
                continue;
            }
            if (rel.rfind("scenarios/", 0) == 0 || rel == "game.lua") continue;
            std::string module = rel.substr(0, rel.size() - 4);
            std::replace(module.begin(), module.end(), '/', '.');
            try {
                host.require(module, "loading module " + module);
                lua_pop(host.state(), 1);
            } catch (const ScriptError& e) {
                report(e);
            }
        }
    }
    for (const auto& e : errors) std::cout << "error: " << e << "\n";
    std::cout << game_name << ": " << files << " scripts checked, " << errors.size() << " error(s)\n";
    return errors.empty() ? kOk : kFailed;
}

}  // namespace tabula::cli
