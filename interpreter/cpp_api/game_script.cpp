#include "cpp_api/game_script.h"

#include "common/json_output.h"
#include "common/lua_json.h"
#include "host/sandbox.h"
#include "host/script_error.h"

namespace tabula {

namespace fs = std::filesystem;

GameScript::GameScript(ScriptHost& host, const fs::path& dir) : host_(host) {
    lua_State* L = host.state();
    auto d = fs::absolute(dir).lexically_normal();
    if (d.filename().empty()) d = d.parent_path();
    info_.id = d.filename().string();
    info_.dir = d;
    info_.shown = "games/" + info_.id;
    for (const auto& root : host.roots())  // the name module_roots gave the game's folder
        if (root.dir == d) info_.shown = root.label;
    host.require("game", info_.id + ": loading game.lua");
    if (!lua_istable(L, -1)) {
        std::string got = module_returned(L, "game", -1);
        lua_pop(L, 1);
        throw ScriptError(info_.shown + "/game.lua: must return the game's table (got " + got + ")");
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


// The fields of the game table the host reads (name, version, seats, options) as JSON;
// functions are left out, and a field that is one counts as absent.
nlohmann::json GameScript::info_fields() const {
    lua_State* L = host_.state();
    nlohmann::json def = nlohmann::json::object();
    push_table();
    for (const char* key : {"name", "version", "seats", "options", "perfect_information"}) {
        lua_pushstring(L, key);
        lua_rawget(L, -2);
        try {
            nlohmann::json v = lua_to_json(L, -1, std::string("game.") + key, /*skip_functions=*/true);
            if (!v.is_null()) def[key] = std::move(v);
        } catch (const LuaValueError&) {
            lua_pop(L, 2);
            throw;
        }
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    return def;
}

void GameScript::read_info() {
    const std::string file = info_.shown + "/game.lua";
    auto bad = [&](const std::string& what) { throw ScriptError(file + ": " + what); };
    nlohmann::json def;
    try {
        def = info_fields();
        read_definition(def, bad);
    } catch (const LuaValueError& e) {
        bad(e.what());
    } catch (const nlohmann::json::exception& e) {  // a field of the wrong type
        std::string what = e.what();  // "[json.exception.type_error.302] type must be string, but is number"
        if (auto p = what.find("] "); p != std::string::npos) what.erase(0, p + 2);
        bad("a field of the game table: " + what);
    }
}

void GameScript::read_definition(nlohmann::json& def, const std::function<void(const std::string&)>& bad) {
    if (def.contains("name") && !def["name"].is_string()) bad("name must be a string");
    info_.name = def.value("name", info_.id);
    if (def.contains("version") && !def["version"].is_string()) bad("version must be a string such as \"1.0\"");
    info_.version = def.value("version", "0");
    if (def.contains("perfect_information") && !def["perfect_information"].is_boolean())
        bad("perfect_information must be true or false");
    info_.perfect_information = def.value("perfect_information", false);
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
    if (info_.max_seats > kMaxSeats) bad("seats: at most " + std::to_string(kMaxSeats));
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
                bad("option '" + name + "': the default " + json_text(opt.default_value) + " is not " + opt.accepts());
            info_.options.push_back(std::move(opt));
        }
    }
    for (const char* hook : {"setup", "play"})
        if (!has_hook(hook)) bad(std::string("the game table needs a function '") + hook + "'");
}

}  // namespace tabula
