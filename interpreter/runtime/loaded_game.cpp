#include "runtime/loaded_game.h"

#include "lua_api/l_api.h"

namespace tabula {

namespace {

ScriptHost& extended(ScriptHost& host, const LoadedGame::Extension& extend) {
    if (extend) extend(host.state());
    return host;
}

}  // namespace

ScriptHost game_host(const GamePaths& paths, const std::filesystem::path& dir, const Limits& limits) {
    return ScriptHost(module_roots(paths, dir), limits, register_api);
}

LoadedGame::LoadedGame(const GamePaths& paths, const std::filesystem::path& dir, const Limits& limits,
                       const Extension& extend)
    : host(game_host(paths, dir, limits)), game(extended(host, extend), dir) {}

}  // namespace tabula
