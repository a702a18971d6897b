// The sandbox: a whitelisted environment, text chunks only, and a require
// that stays inside its roots.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include <unistd.h>

#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>

#include "fixtures.h"

using tabula::RootFile;

using fixture::contains;
using fixture::eval;
using tabula::ScriptError;
using tabula::ScriptHost;

namespace {

std::string error_of(ScriptHost& host, const std::string& code) {
    try {
        eval(host, code);
    } catch (const ScriptError& e) {
        return e.message();
    }
    return "(no error)";
}

}  // namespace

TEST_CASE("sandbox: no io, os, debug or package, no dofile, loadfile or string.dump", "[sandbox]") {
    ScriptHost host(fixture::sandbox_roots(), tabula::Limits{}, fixture::bare);
    for (const char* name : {"io", "os", "debug", "package", "dofile", "loadfile", "string.dump",
                             "math.randomseed", "require_relative", "loadstring", "setfenv"}) {
        INFO(name);
        CHECK(eval(host, std::string("return type(") + name + ")") == "nil");
    }
    // ...and the names are not reachable through the string metatable either.
    CHECK(eval(host, "return type(('x').dump)") == "nil");
}

TEST_CASE("sandbox: the whitelisted libraries are there", "[sandbox]") {
    ScriptHost host(fixture::sandbox_roots(), tabula::Limits{}, fixture::bare);
    for (const char* name : {"string.format", "table.concat", "table.sort", "math.floor", "math.random", "utf8.char",
                             "coroutine.wrap", "coroutine.resume", "require", "load", "pcall", "error", "print",
                             "setmetatable", "pairs", "ipairs", "tostring", "collectgarbage"}) {
        INFO(name);
        CHECK(eval(host, std::string("return type(") + name + ")") == "function");
    }
    CHECK(eval(host, "return string.format('%d-%s', 4, utf8.char(65))") == "4-A");
    CHECK(eval(host, "return type(tabula)") == "table");
}

TEST_CASE("sandbox: load takes text chunks only", "[sandbox]") {
    ScriptHost host(fixture::sandbox_roots(), tabula::Limits{}, fixture::bare);
    CHECK(eval(host, "return load('return 1 + 1')()") == "2");
    CHECK(eval(host, "return load('return x', 'chunk', 't', { x = 5 })()") == "5");
    // An env given as nil leaves the chunk without globals, as in standard Lua.
    CHECK(contains(eval(host, "local ok, e = pcall(load('return print', 'c', 't', nil)) return e"),
                   "attempt to index a nil value"));
    // A binary chunk (it starts with ESC "Lua") is refused even in the default mode.
    CHECK(contains(eval(host, "local f, err = load('\\27LuaT\\0\\25\\147\\13\\10\\26\\10') "
                              "return tostring(f) .. '|' .. err"),
                   "nil|"));
    CHECK(contains(eval(host, "local f, err = load('\\27LuaT\\0\\25\\147\\13\\10\\26\\10') return err"),
                   "attempt to load a binary chunk"));
    // Asking for binary mode is an error.
    CHECK(contains(eval(host, "local ok, e = pcall(load, 'return 1', 'x', 'b') return tostring(ok) .. '|' .. e"),
                   "false|"));
    CHECK(contains(eval(host, "local ok, e = pcall(load, 'return 1', 'x', 'bt') return e"),
                   "load: only text chunks are allowed (mode 't')"));
    // A syntax error comes back as nil, message.
    CHECK(contains(eval(host, "local f, e = load('return +', '=snippet') return e"), "snippet:1:"));
}

TEST_CASE("sandbox: a precompiled module file is refused", "[sandbox]") {
    auto dir = std::filesystem::temp_directory_path() / ("tabula_unit_bin_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    {
        std::ofstream out(dir / "bin.lua", std::ios::binary);
        out << "\x1bLuaT" << std::string(40, '\0');
    }
    {
        ScriptHost host({{dir, "games/bin"}}, tabula::Limits{}, fixture::bare);
        std::string err = error_of(host, "return require 'bin'");
        CHECK(contains(err, "games/bin/bin.lua: precompiled chunks are refused"));
    }
    std::filesystem::remove_all(dir);
}

TEST_CASE("sandbox: require loads modules from the roots", "[sandbox]") {
    ScriptHost host(fixture::sandbox_roots(), tabula::Limits{}, fixture::bare);
    CHECK(eval(host, "return require('good').value") == "42");
    CHECK(eval(host, "return require('good').name") == "good");  // the module gets its name
    CHECK(eval(host, "return rawequal(require('good'), require('good'))") == "true");
    CHECK(eval(host, "return require('sub.inner').name .. require('sub.inner').good") == "inner42");

    RootFile file;
    std::string refused;
    REQUIRE(host.find_module("sub.inner", file, refused));
    CHECK(file.label() == "games/sandbox/sub/inner.lua");
    CHECK(file.root->dir / file.rel == fixture::data() / "sandbox" / "root" / "sub" / "inner.lua");
}

TEST_CASE("sandbox: require of a stdlib module works", "[sandbox]") {
    ScriptHost host(fixture::sandbox_roots(), tabula::Limits{}, fixture::bare);
    CHECK(eval(host, "return type(require('tabula.test').scenario)") == "function");
    RootFile file;
    std::string refused;
    REQUIRE(host.find_module("tabula.test", file, refused));
    CHECK(file.label() == "stdlib/tabula/test.lua");
}

TEST_CASE("sandbox: require cannot leave its roots", "[sandbox]") {
    ScriptHost host(fixture::sandbox_roots(), tabula::Limits{}, fixture::bare);
    // secret.lua sits just outside the root folder.
    REQUIRE(std::filesystem::exists(fixture::data() / "sandbox" / "secret.lua"));
    for (const char* name : {"../secret", "..secret", ".secret", "sub/../../secret", "sub..inner", "/etc/passwd",
                             "/etc/hostname", "secret", "..", "sub.", "C:\\x", "good.lua", ""}) {
        INFO(name);
        RootFile file;
        std::string refused;
        CHECK_FALSE(host.find_module(name, file, refused));
        CHECK(refused.empty());
        std::string err = error_of(host, std::string("return require[[") + name + "]]");
        CHECK(contains(err, std::string("module '") + name + "' not found"));
    }
    std::string err = error_of(host, "return require '../secret'");
    CHECK(contains(err, "test.lua:1: module '../secret' not found"));
    CHECK(contains(err, "games/sandbox/"));
    CHECK(contains(err, "stdlib/"));
}

TEST_CASE("sandbox: circular require is a clear error", "[sandbox]") {
    ScriptHost host(fixture::sandbox_roots(), tabula::Limits{}, fixture::bare);
    std::string err = error_of(host, "return require 'circ_a'");
    CHECK(contains(err, "games/sandbox/circ_b.lua:1: require 'circ_a': circular require"));
    // The half-loaded marks were cleared: the same error again, not a stale value.
    std::string again = error_of(host, "return require 'circ_b'");
    CHECK(contains(again, "games/sandbox/circ_a.lua:1: require 'circ_b': circular require"));
    CHECK(eval(host, "return require('good').value") == "42");
}

TEST_CASE("sandbox: a module that fails to load reports its file and line", "[sandbox]") {
    ScriptHost host(fixture::sandbox_roots(), tabula::Limits{}, fixture::bare);
    CHECK(contains(error_of(host, "return require 'broken'"), "games/sandbox/broken.lua:1:"));
    std::string err = error_of(host, "return require 'fails'");
    CHECK(contains(err, "games/sandbox/fails.lua:2: module failed at load 1"));
    // Not cached as loaded: it fails again the same way.
    CHECK(contains(error_of(host, "return require 'fails'"), "games/sandbox/fails.lua:2: module failed at load 1"));
}

TEST_CASE("sandbox: math.random and collectgarbage are tamed", "[sandbox]") {
    ScriptHost host(fixture::sandbox_roots(), tabula::Limits{}, tabula::register_api);  // the API's math.random
    CHECK(contains(error_of(host, "return math.random(6)"),
                   "math.random is the match's RNG and works only while a match runs"));
    CHECK(contains(error_of(host, "collectgarbage('stop')"), "collectgarbage('stop') is not allowed in game scripts"));
    CHECK(eval(host, "return type(collectgarbage('count'))") == "number");
}

TEST_CASE("stdlib tabula.sorted: keys and pairs in a fixed order, numbers before strings", "[sandbox]") {
    ScriptHost host(fixture::sandbox_roots(), tabula::Limits{}, fixture::bare);
    CHECK(eval(host, "local s = require 'tabula.sorted' "
                     "return table.concat(s.keys({ pear = 1, apple = 2, [10] = 3, [2] = 4, Zed = 5 }), ',')") ==
          "2,10,Zed,apple,pear");
    CHECK(eval(host, "local s = require 'tabula.sorted' local out = {} "
                     "for k, v in s.pairs({ b = 'B', a = 'A', c = 'C' }) do out[#out + 1] = k .. v end "
                     "return table.concat(out, ' ')") == "aA bB cC");
    CHECK(contains(error_of(host, "require('tabula.sorted').keys({ [{}] = 1, [{}] = 2 })"), "have no order"));
}

TEST_CASE("sandbox: the API is what the host's creator installs", "[sandbox]") {
    ScriptHost bare(fixture::sandbox_roots(), tabula::Limits{}, fixture::bare);
    CHECK(eval(bare, "return tostring(tabula.version)") == "nil");
    CHECK(eval(bare, "return type(tabula.freeze) .. type(tabula.modules) .. type(tabula.module_file)") ==
          "functionfunctionfunction");
    ScriptHost full(fixture::sandbox_roots(), tabula::Limits{}, tabula::register_api);
    CHECK(eval(full, "return tabula.version") == TABULA_VERSION);
    CHECK(eval(full, "return type(tabula.freeze)") == "function");
    // The API's string functions are the host's, step-limited (lua_api/l_string.h),
    // strings' methods included.
    CHECK(contains(error_of(full, "return ('a'):rep(200000):find('.-.-.-.-b')"), "string.find: pattern too costly"));
}

TEST_CASE("sandbox: tabula.list marks a table as a list, which JSON writes as an array even when empty",
          "[sandbox]") {
    ScriptHost host(fixture::sandbox_roots(), tabula::Limits{}, fixture::bare);
    lua_State* L = host.state();
    auto json_of = [&](const std::string& code) {  // the value of `code` as a view's JSON
        const std::string chunk = "return " + code;
        REQUIRE(luaL_loadbufferx(L, chunk.data(), chunk.size(), "=test", "t") == LUA_OK);
        host.call(0, 1, "test chunk");
        const std::string text = tabula::lua_to_json(L, -1, "view").dump();
        lua_pop(L, 1);
        return text;
    };
    CHECK(json_of("{ hand = tabula.list(), notes = {} }") == R"({"hand":[],"notes":{}})");
    CHECK(json_of("tabula.list({ 'a', 'b' })") == R"(["a","b"])");
    CHECK(eval(host, "local t = {} return tostring(tabula.list(t) == t)") == "true");
    CHECK(json_of("(function() local t = tabula.list() t.x = 1 return t end)()") == R"({"x":1})");
    CHECK(contains(error_of(host, "tabula.list(5)"), "bad argument #1 to 'list' (table expected, got number)"));
}

// lua_api/l_api.h: host handles are told apart by their metatable's address.
TEST_CASE("host handles: test_handle takes the registry's metatable only, not a copy of it", "[sandbox]") {
    ScriptHost host(fixture::sandbox_roots(), tabula::Limits{}, fixture::bare);
    lua_State* L = host.state();
    static const char* const kKind = "test.Handle";
    luaL_newmetatable(L, kKind);
    lua_pop(L, 1);
    void* real = lua_newuserdatauv(L, 8, 0);
    luaL_setmetatable(L, kKind);
    lua_newuserdatauv(L, 8, 0);  // a lookalike: a metatable of its own with the same name field
    lua_newtable(L);
    lua_pushstring(L, kKind);
    lua_setfield(L, -2, "__name");
    lua_setmetatable(L, -2);
    lua_pushlightuserdata(L, real);
    lua_newtable(L);
    CHECK(tabula::test_handle(L, -4, kKind) == real);
    CHECK(tabula::test_handle(L, -4, kKind) == real);  // the second time from the cached address
    CHECK(tabula::test_handle(L, -3, kKind) == nullptr);
    CHECK(tabula::test_handle(L, -2, kKind) == nullptr);  // light userdata
    CHECK(tabula::test_handle(L, -1, kKind) == nullptr);
    CHECK(tabula::test_handle(L, -4, "no.such.kind") == nullptr);
    lua_settop(L, 0);
}

namespace {
std::ostringstream& captured_log() {
    static std::ostringstream out;
    return out;
}
}  // namespace

TEST_CASE("sandbox: tabula.warn writes the game's words at level warn, print at info", "[sandbox]") {
    auto sink = std::make_shared<spdlog::sinks::ostream_sink_mt>(captured_log());
    auto logger = std::make_shared<spdlog::logger>("capture", sink);
    logger->set_pattern("%l: %v");
    auto previous = spdlog::default_logger();
    const auto level = spdlog::get_level();
    spdlog::set_default_logger(logger);
    spdlog::set_level(spdlog::level::info);
    ScriptHost host(fixture::sandbox_roots(), tabula::Limits{}, fixture::bare);
    eval(host, "tabula.warn('cards/x.lua: no row plays', 'x') print('hello')");
    spdlog::set_default_logger(previous);
    spdlog::set_level(level);
    const std::string log = captured_log().str();
    CHECK(contains(log, "warning: cards/x.lua: no row plays\tx"));
    CHECK(contains(log, "info: "));
    CHECK(contains(log, "hello"));
}
