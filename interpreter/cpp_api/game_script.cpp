#include "cpp_api/game_script.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "common/lua_json.h"
#include "host/script_error.h"

namespace tabula {

namespace fs = std::filesystem;

GamePaths GamePaths::defaults() {
    GamePaths p;
    const char* games = std::getenv("TABULA_GAMES");
    const char* stdlib = std::getenv("TABULA_STDLIB");
    p.game_dirs.push_back(games ? fs::path(games) : fs::path(TABULA_SOURCE_DIR) / "games");
    p.stdlib_dir = stdlib ? fs::path(stdlib) : fs::path(TABULA_SOURCE_DIR) / "stdlib";
    return p;
}

fs::path GamePaths::resolve(const std::string& game) const {
    std::error_code ec;
    if (game.find('/') != std::string::npos || game == "." || game == "..") {
        if (fs::is_regular_file(fs::path(game) / "game.lua", ec)) return fs::absolute(game);
        throw UsageError("'" + game + "' is not a game folder (it has no game.lua)");
    }
    for (const auto& dir : game_dirs)
        if (fs::is_regular_file(dir / game / "game.lua", ec)) return dir / game;
    std::string known;
    for (const auto& g : list()) known += (known.empty() ? "" : ", ") + g;
    throw UsageError("unknown game '" + game + "' (games: " + (known.empty() ? "none found" : known) + ")");
}

std::vector<std::string> GamePaths::list() const {
    std::vector<std::string> ids;
    std::error_code ec;
    for (const auto& dir : game_dirs) {
        if (!fs::is_directory(dir, ec)) continue;
        for (const auto& e : fs::directory_iterator(dir, ec))
            if (fs::is_regular_file(e.path() / "game.lua", ec)) ids.push_back(e.path().filename().string());
    }
    std::sort(ids.begin(), ids.end());
    return ids;
}

std::vector<ModuleRoot> module_roots(const GamePaths& paths, const fs::path& game_dir) {
    std::vector<ModuleRoot> roots;
    for (const auto& mod : paths.mods) {
        auto abs = fs::absolute(mod).lexically_normal();
        if (abs.filename().empty()) abs = abs.parent_path();
        roots.push_back({abs, "mods/" + abs.filename().string()});
    }
    auto gd = fs::absolute(game_dir).lexically_normal();
    if (gd.filename().empty()) gd = gd.parent_path();
    roots.push_back({gd, "games/" + gd.filename().string()});
    roots.push_back({paths.stdlib_dir, "stdlib"});
    return roots;
}

GameScript::GameScript(ScriptHost& host, const fs::path& dir) : host_(host) {
    lua_State* L = host.state();
    auto d = fs::absolute(dir).lexically_normal();
    if (d.filename().empty()) d = d.parent_path();
    info_.id = d.filename().string();
    info_.dir = d;
    host.require("game", info_.id + ": loading game.lua");
    if (!lua_istable(L, -1)) {
        std::string got = luaL_typename(L, -1);
        lua_pop(L, 1);
        throw ScriptError("games/" + info_.id + "/game.lua: must return the game's table (got " + got + ")");
    }
    ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
    push_table();
    for (lua_pushnil(L); lua_next(L, -2); lua_pop(L, 1))
        if (lua_type(L, -2) == LUA_TSTRING && lua_isfunction(L, -1)) hooks_.emplace(lua_tostring(L, -2));
    lua_pop(L, 1);
    read_info();
}

GameScript::~GameScript() { luaL_unref(host_.state(), LUA_REGISTRYINDEX, ref_); }

void GameScript::push_table() const { lua_rawgeti(host_.state(), LUA_REGISTRYINDEX, ref_); }


void GameScript::read_info() {
    lua_State* L = host_.state();
    const std::string file = "games/" + info_.id + "/game.lua";
    auto bad = [&](const std::string& what) { throw ScriptError(file + ": " + what); };
    push_table();
    nlohmann::json def = lua_to_json(L, -1, /*skip_functions=*/true);
    lua_pop(L, 1);

    info_.name = def.value("name", info_.id);
    if (def.contains("version") && !def["version"].is_string()) bad("version must be a string such as \"1.0\"");
    info_.version = def.value("version", "0");
    if (def.contains("seats")) {
        const auto& s = def["seats"];
        if (s.is_number_integer()) {
            info_.min_seats = info_.max_seats = info_.default_seats = s.get<int>();
        } else if (s.is_object()) {
            info_.min_seats = s.value("min", 1);
            info_.max_seats = s.value("max", info_.min_seats);
            info_.default_seats = s.value("default", info_.max_seats);
        } else {
            bad("seats must be a number or {min=, max=, default=}");
        }
    }
    if (info_.min_seats < 1 || info_.max_seats < info_.min_seats || info_.default_seats < info_.min_seats ||
        info_.default_seats > info_.max_seats)
        bad("seats: need 1 <= min <= default <= max");
    if (def.contains("options")) {
        if (!def["options"].is_object())
            bad("options must be a table of name = {default=, choices=, min=, max=, help=}");
        for (auto& [name, o] : def["options"].items()) {
            if (!o.is_object() || !o.contains("default")) bad("option '" + name + "' needs a default");
            GameOption opt{name, o["default"], {}, o.value("help", ""), {}, {}};
            if (o.contains("choices")) opt.choices = o["choices"].get<std::vector<nlohmann::json>>();
            for (auto [bound, slot] : {std::pair{"min", &opt.min}, std::pair{"max", &opt.max}}) {
                if (!o.contains(bound)) continue;
                if (!o[bound].is_number() || !opt.default_value.is_number())
                    bad("option '" + name + "': " + bound + " needs a number, and a number default");
                *slot = o[bound].get<double>();
            }
            const double d = opt.default_value.is_number() ? opt.default_value.get<double>() : 0;
            if ((opt.min && d < *opt.min) || (opt.max && d > *opt.max))
                bad("option '" + name + "': the default " + opt.default_value.dump() + " is not " + opt.accepts());
            info_.options.push_back(std::move(opt));
        }
    }
    for (const char* hook : {"setup", "play"})
        if (!has_hook(hook)) bad(std::string("the game table needs a function '") + hook + "'");
}

std::string GameOption::accepts() const {
    if (!choices.empty()) {
        std::string cs;
        for (const auto& c : choices) cs += (cs.empty() ? "" : ", ") + c.dump();
        return "one of " + cs;
    }
    if (!default_value.is_number()) return "";
    auto num = [](double x) {  // 0, not 0.0
        return x == std::floor(x) ? std::to_string(static_cast<long long>(x)) : nlohmann::json(x).dump();
    };
    const std::string kind = whole() ? "a whole number" : "a number";
    if (min && max) return kind + " from " + num(*min) + " to " + num(*max);
    if (min) return kind + ", " + num(*min) + " or more";
    if (max) return kind + ", " + num(*max) + " or less";
    return whole() ? kind : "";
}

namespace {

// A number given for option `o`: whole if its default is (3.0 becomes 3), within its
// bounds; throws UsageError naming what it takes.
void check_number(const GameOption& o, nlohmann::json& v) {
    const double x = v.get<double>();
    if (o.whole() && v.is_number_float()) {
        if (x != std::floor(x) || std::fabs(x) > 9.0e15)
            throw UsageError("option '" + o.name + "': " + v.dump() + " is not " + o.accepts());
        v = static_cast<long long>(x);
    }
    if ((o.min && x < *o.min) || (o.max && x > *o.max))
        throw UsageError("option '" + o.name + "': " + v.dump() + " is not " + o.accepts());
}

}  // namespace

nlohmann::json GameScript::resolve_options(const nlohmann::json& given) const {
    nlohmann::json out = nlohmann::json::object();
    for (const auto& o : info_.options) out[o.name] = o.default_value;
    if (given.is_null()) return out;
    for (auto& [name, value] : given.items()) {
        // clang before 16 cannot capture a structured binding: capture a reference to it
        auto it = std::find_if(info_.options.begin(), info_.options.end(),
                               [&key = name](const GameOption& o) { return o.name == key; });
        if (it == info_.options.end()) {
            std::string known;
            for (const auto& o : info_.options) known += (known.empty() ? "" : ", ") + o.name;
            throw UsageError("game '" + info_.id + "' has no option '" + name + "' (options: " +
                             (known.empty() ? "none" : known) + ")");
        }
        nlohmann::json v = value;
        // A string from the command line may stand for a number or boolean.
        if (v.is_string() && !it->default_value.is_string()) {
            try {
                v = nlohmann::json::parse(v.get<std::string>());
            } catch (...) {
            }
        }
        if (!it->choices.empty()) {
            if (std::find(it->choices.begin(), it->choices.end(), v) == it->choices.end())
                throw UsageError("option '" + name + "': " + v.dump() + " is not " + it->accepts());
        } else if (v.type() != it->default_value.type() &&
                   !(v.is_number() && it->default_value.is_number())) {
            throw UsageError("option '" + name + "': expected a value like " + it->default_value.dump() + ", got " +
                             v.dump());
        } else if (v.is_number()) {
            check_number(*it, v);
        }
        out[name] = v;
    }
    return out;
}

}  // namespace tabula
