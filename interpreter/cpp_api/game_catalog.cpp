#include "cpp_api/game_catalog.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "common/json_input.h"
#include "common/json_output.h"
#include "common/utf8_text.h"
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

namespace {

// Absolute and normalised, without a trailing separator ("games/ludo/" -> /.../games/ludo).
fs::path clean_absolute(const fs::path& p) {
    fs::path a = fs::absolute(p).lexically_normal();
    return a.filename().empty() ? a.parent_path() : a;
}

}  // namespace

std::string GamePaths::shown(const fs::path& game_dir) const {
    const fs::path gd = clean_absolute(game_dir);
    std::error_code ec;
    for (const auto& dir : game_dirs)
        if (fs::equivalent(clean_absolute(dir), gd.parent_path(), ec)) return "games/" + gd.filename().string();
    const fs::path here = fs::current_path(ec);
    if (!ec) {
        const fs::path rel = gd.lexically_relative(here);
        if (!rel.empty() && *rel.begin() != "..") return rel.generic_string();
    }
    return gd.generic_string();
}

std::vector<ModuleRoot> module_roots(const GamePaths& paths, const fs::path& game_dir) {
    std::vector<ModuleRoot> roots;
    for (const auto& mod : paths.mods) {
        const fs::path abs = clean_absolute(mod);
        roots.push_back({abs, "mods/" + abs.filename().string()});
    }
    roots.push_back({clean_absolute(game_dir), paths.shown(game_dir)});
    roots.push_back({paths.stdlib_dir, "stdlib"});
    return roots;
}

void GameInfo::check_seats(int n) const {
    if (n < min_seats || n > max_seats)
        throw UsageError(id + " is played by " + std::to_string(min_seats) +
                         (max_seats > min_seats ? " to " + std::to_string(max_seats) : "") + " seats, not " +
                         std::to_string(n));
}

std::string GameOption::accepts() const {
    if (!choices.empty()) {
        std::string cs;
        for (const auto& c : choices) cs += (cs.empty() ? "" : ", ") + json_text(c);
        return "one of " + cs;
    }
    if (!default_value.is_number()) return "";
    auto num = [](double x) {  // 0, not 0.0
        return x == std::floor(x) ? std::to_string(static_cast<long long>(x)) : json_text(nlohmann::json(x));
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
            throw UsageError("option '" + o.name + "': " + quote_excerpt(json_text(v)) + " is not " + o.accepts());
        v = static_cast<long long>(x);
    }
    if ((o.min && x < *o.min) || (o.max && x > *o.max))
        throw UsageError("option '" + o.name + "': " + quote_excerpt(json_text(v)) + " is not " + o.accepts());
}

// The value given for option `name` (from -o, a record's header or a scenario), as
// the option will hold it: a string standing for a number, boolean or list is read as
// JSON when the default is not a string. Throws UsageError for text that is not UTF-8
// or JSON nested deeper than kMaxJsonDepth (an option value is data from outside).
nlohmann::json given_value(const std::string& name, const nlohmann::json& value, const nlohmann::json& def) {
    if (json_nested_deeper_than(value, kMaxJsonDepth))
        throw UsageError("option '" + name + "': the value is nested deeper than " + std::to_string(kMaxJsonDepth) +
                         " levels");
    if (!value.is_string()) return value;
    const auto& text = value.get_ref<const std::string&>();
    if (!is_utf8(text)) throw UsageError("option '" + name + "': the value is not valid UTF-8: " + quote_excerpt(text));
    if (def.is_string() || !nlohmann::json::accept(text)) return value;  // not JSON: refused by type below
    try {
        return parse_untrusted_json(text);
    } catch (const JsonInputError& e) {  // JSON, but too deep, too long or out of range
        throw UsageError("option '" + name + "': the value is " + e.what() + ": " + quote_excerpt(text));
    }
}

}  // namespace

nlohmann::json GameInfo::resolve_options(const nlohmann::json& given) const {
    nlohmann::json out = nlohmann::json::object();
    for (const auto& o : options) out[o.name] = o.default_value;
    if (given.is_null()) return out;
    for (auto& [name, value] : given.items()) {
        // clang before 16 cannot capture a structured binding: capture a reference to it
        auto it = std::find_if(options.begin(), options.end(),
                               [&key = name](const GameOption& o) { return o.name == key; });
        if (it == options.end()) {
            std::string known;
            for (const auto& o : options) known += (known.empty() ? "" : ", ") + o.name;
            throw UsageError("game '" + id + "' has no option '" + name + "' (options: " +
                             (known.empty() ? "none" : known) + ")");
        }
        nlohmann::json v = given_value(name, value, it->default_value);
        if (!it->choices.empty()) {
            if (std::find(it->choices.begin(), it->choices.end(), v) == it->choices.end())
                throw UsageError("option '" + name + "': " + quote_excerpt(json_text(v)) + " is not " + it->accepts());
        } else if (v.type() != it->default_value.type() &&
                   !(v.is_number() && it->default_value.is_number())) {
            throw UsageError("option '" + name + "': expected a value like " + json_text(it->default_value) +
                             ", got " + quote_excerpt(json_text(v)));
        } else if (v.is_number()) {
            check_number(*it, v);
        }
        out[name] = v;
    }
    return out;
}

}  // namespace tabula
