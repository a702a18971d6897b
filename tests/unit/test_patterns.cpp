// The host's pattern matcher (common/lua_pattern.h) and its string.find, match,
// gmatch and gsub (lua_api/l_string.cpp): the same results and errors as stock Lua
// 5.4, and a step limit that stops backtracking patterns.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "common/lua_pattern.h"
#include "fixtures.h"

using fixture::contains;
using fixture::eval;
using tabula::ScriptError;
using tabula::ScriptHost;
namespace lp = tabula::lua_pattern;

namespace {

fixture::fs::path patterns_dir() { return fixture::data() / "patterns"; }

std::string read_text(const fixture::fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::stringstream buf;
    buf << in.rdbuf();
    return buf.str();
}

// Runs each "expression<TAB>expected" line of `file` through harness.lua in a sandboxed
// host; returns the lines that differ (at most `max`), and counts the cases.
std::vector<std::string> disagreements(const fixture::fs::path& file, int& cases, std::size_t max = 20) {
    ScriptHost host(fixture::sandbox_roots(), tabula::Limits{}, tabula::register_api);
    lua_State* L = host.state();
    const std::string harness = read_text(patterns_dir() / "harness.lua");
    REQUIRE(luaL_loadbufferx(L, harness.data(), harness.size(), "=harness", "t") == LUA_OK);
    host.call(0, 1, "harness");
    const int run = luaL_ref(L, LUA_REGISTRYINDEX);
    std::vector<std::string> diffs;
    std::ifstream in(file, std::ios::binary);
    cases = 0;
    for (std::string line; std::getline(in, line);) {
        const auto tab = line.find('\t');
        REQUIRE(tab != std::string::npos);
        const std::string expr = line.substr(0, tab), expected = line.substr(tab + 1);
        lua_rawgeti(L, LUA_REGISTRYINDEX, run);
        lua_pushlstring(L, expr.data(), expr.size());
        host.call(1, 1, "pattern case");
        const std::string got = lua_tostring(L, -1);
        lua_pop(L, 1);
        ++cases;
        if (got != expected && diffs.size() < max)
            diffs.push_back(expr + "\n    stock lua5.4: " + expected + "\n    host:         " + got);
    }
    luaL_unref(L, LUA_REGISTRYINDEX, run);
    return diffs;
}

std::string joined(const std::vector<std::string>& lines) {
    std::string out;
    for (const auto& l : lines) out += l + "\n";
    return out;
}

std::string error_of(ScriptHost& host, const std::string& code) {
    try {
        eval(host, code, "@games/x/game.lua");
    } catch (const ScriptError& e) {
        return e.message();
    }
    return "(no error)";
}

// find() through the pure matcher: "begin end" of the match, or "nil".
std::string find(std::string_view subject, std::string_view pattern, std::size_t init = 0) {
    lp::Steps steps;
    lp::Matcher m(subject, pattern, steps);
    const auto found = m.search(init);
    return found ? std::to_string(found->begin) + " " + std::to_string(found->end) : "nil";
}

std::string pattern_error(std::string_view subject, std::string_view pattern) {
    try {
        find(subject, pattern);
    } catch (const lp::PatternError& e) {
        return e.what();
    }
    return "(no error)";
}

}  // namespace

TEST_CASE("patterns: the hand-written and random corpus agrees with stock lua5.4", "[patterns]") {
    int cases = 0;
    const auto diffs = disagreements(patterns_dir() / "expected.tsv", cases);
    CHECK(cases > 3000);
    INFO(joined(diffs));
    CHECK(diffs.empty());
}

// New random cases each run, their expected lines written by stock lua5.4 now
// (tests/data/patterns/generate.lua); skipped where lua5.4 is not installed.
TEST_CASE("patterns: fresh random cases agree with stock lua5.4", "[patterns][differential]") {
    if (std::system("command -v lua5.4 >/dev/null 2>&1") != 0) {
        WARN("lua5.4 is not installed: no differential run");
        return;
    }
    const unsigned seed = static_cast<unsigned>(std::chrono::steady_clock::now().time_since_epoch().count() % 1000000);
    const auto file = fixture::fs::temp_directory_path() / ("tabula_patterns_" + std::to_string(getpid()) + ".tsv");
    const std::string cmd = "lua5.4 " + (patterns_dir() / "generate.lua").string() + " --no-hand --random 3000 --seed " +
                            std::to_string(seed) + " > " + file.string();
    REQUIRE(std::system(cmd.c_str()) == 0);
    int cases = 0;
    const auto diffs = disagreements(file, cases);
    fixture::fs::remove(file);
    CHECK(cases == 3000);
    INFO("seed " << seed << " (lua5.4 tests/data/patterns/generate.lua --no-hand --seed " << seed << ")\n"
                 << joined(diffs));
    CHECK(diffs.empty());
}

TEST_CASE("patterns: the matcher alone, over string_view", "[patterns]") {
    CHECK(find("hello world", "o w") == "4 7");
    CHECK(find("hello", "l+") == "2 4");
    CHECK(find("hello", "^el") == "nil");
    CHECK(find("hello", "^el", 1) == "1 3");
    CHECK(find("hello", "$") == "5 5");
    CHECK(find("f(a(b)c) d", "%b()") == "1 8");
    CHECK(find("THE (quick) fox", "%f[%a]%a+", 4) == "5 10");
    CHECK(find(std::string_view("a\0b", 3), std::string_view("\0b", 2)) == "1 3");

    lp::Steps steps;
    lp::Matcher m("key = value", "^(%w+)%s*=%s*()(%w+)$", steps);
    const auto found = m.search(0);
    REQUIRE(found);
    REQUIRE(m.levels() == 3);
    CHECK(m.capture(0, *found).text == "key");
    CHECK(m.capture(1, *found).is_position);
    CHECK(m.capture(1, *found).position == 7);
    CHECK(m.capture(2, *found).text == "value");
    std::string out;
    m.expand("%3=%1 at %2, %0 %%", *found, [&](std::string_view piece) { out += piece; });
    CHECK(out == "value=key at 7, key = value %");
    CHECK_THROWS_WITH(m.capture(3, *found), "invalid capture index %4");

    lp::Matcher anywhere("^a^a", "^a", steps, false);  // gmatch's reading: '^' is a character
    CHECK(anywhere.match_at(0) == 2);
}

TEST_CASE("patterns: malformed patterns give Lua's messages", "[patterns]") {
    CHECK(pattern_error("abc", "a%") == "malformed pattern (ends with '%')");
    CHECK(pattern_error("abc", "[a") == "malformed pattern (missing ']')");
    CHECK(pattern_error("abc", "%b") == "malformed pattern (missing arguments to '%b')");
    CHECK(pattern_error("abc", "%fa") == "missing '[' after '%f' in pattern");
    CHECK(pattern_error("abc", "(a)%2") == "invalid capture index %2");
    CHECK(pattern_error("abc", "%0") == "invalid capture index %0");
    CHECK(pattern_error("abc", "a)") == "invalid pattern capture");
    CHECK(pattern_error(std::string(300, 'a'), [] {
              std::string p;
              for (int i = 0; i < 300; ++i) p += "a?";
              return p;
          }()) == "pattern too complex");
    std::string many;
    for (int i = 0; i < lp::kMaxCaptures + 1; ++i) many += "()";
    CHECK(pattern_error("abc", many) == "too many captures");
}

TEST_CASE("patterns: a backtracking pattern stops at the step limit", "[patterns]") {
    const std::string subject(200000, 'a');
    lp::Steps steps;
    lp::Matcher m(subject, ".-.-.-.-b", steps);
    const auto start = std::chrono::steady_clock::now();
    CHECK_THROWS_AS(m.search(0), lp::TooCostly);
    const auto ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    CHECK(steps.used() > lp::kStepLimit);
    CHECK(ms < 2000);  // tens of ms in a release build
    // Big sets and back-references cost their length: no step hides a long scan.
    lp::Steps set_steps(1000);
    const std::string as(100, 'a'), big_set = "[" + std::string(5000, 'x') + "]";
    lp::Matcher set(as, big_set, set_steps);
    CHECK_THROWS_AS(set.search(0), lp::TooCostly);
    lp::Steps plain_steps(1000);
    CHECK_THROWS_AS(lp::find_plain(std::string(5000, 'a'), "b", 0, plain_steps), lp::TooCostly);
}

TEST_CASE("patterns: the sandbox's string functions and string methods are the host's", "[patterns]") {
    ScriptHost host(fixture::sandbox_roots(), tabula::Limits{}, tabula::register_api);
    const std::string costly = "local s = string.rep('a', 200000)\n";
    const std::string msg = "pattern too costly (more than 10000000 steps; a backtracking pattern?)";
    CHECK(error_of(host, costly + "return string.find(s, '.-.-.-.-b')") == "games/x/game.lua:2: string.find: " + msg);
    CHECK(error_of(host, costly + "return s:find('.-.-.-.-b')") == "games/x/game.lua:2: string.find: " + msg);
    CHECK(error_of(host, costly + "return s:match('(.-)(.-)b')") == "games/x/game.lua:2: string.match: " + msg);
    CHECK(error_of(host, costly + "return s:gsub('.-.-b', '')") == "games/x/game.lua:2: string.gsub: " + msg);
    CHECK(error_of(host, costly + "for w in s:gmatch('.-.-b') do end") == "games/x/game.lua:2: string.gmatch: " + msg);
    // pcall cannot catch it: the run ends there.
    CHECK(error_of(host, costly + "for i = 1, 100 do pcall(string.find, s, '.-.-b') end return 'looped'") ==
          "games/x/game.lua:2: string.find: " + msg);
    CHECK(error_of(host, costly + "local ok = pcall(function() return s:find('.-.-b') end) return 'caught'") ==
          "games/x/game.lua:2: string.find: " + msg);
    // The host goes on working, the metatable's methods too.
    CHECK(eval(host, "return ('key=v'):match('^(%w+)=')") == "key");
    CHECK(eval(host, "return select(2, string.gsub('a b c', '%a', '%0%0'))") == "3");
}

TEST_CASE("patterns: steps count against the instruction budget", "[patterns][limits]") {
    // Each call is under the step limit; together they are over the budget.
    ScriptHost host(fixture::sandbox_roots(), fixture::limits(64, 20'000'000), tabula::register_api);
    const std::string loop = "local s = string.rep('a', 150)\nfor i = 1, math.maxinteger do\n"
                             "  pcall(string.find, s, '.-.-b')\nend\n";
    CHECK_THAT(error_of(host, loop), Catch::Matches("games/x/game.lua:3: instruction budget exceeded \\(20000000 "
                                                    "instructions without a decision; an endless loop\\?\\)"));
    // A single call's steps are charged too.
    eval(host, "string.find(string.rep('a', 150), '.-.-b')");
    CHECK(host.instructions_used() > 1'000'000);
}

TEST_CASE("patterns: under the watchdog, a loop of costly pattern calls ends", "[patterns][watchdog]") {
    tabula::Limits lim = fixture::limits(64, 100'000'000);
    lim.watch_ms = 10;
    ScriptHost host(fixture::sandbox_roots(), lim, tabula::register_api);
    const auto start = std::chrono::steady_clock::now();
    CHECK(contains(error_of(host, "local s = string.rep('a', 150)\nwhile true do\n  pcall(string.find, s, '.-.-b')\nend"),
                   "games/x/game.lua:3: instruction budget exceeded"));
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(20));
    CHECK(contains(error_of(host, "local s = string.rep('a', 200000)\nreturn s:find('.-.-.-.-b')"),
                   "string.find: pattern too costly"));
}
