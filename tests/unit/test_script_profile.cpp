// ScriptProfile: sampling where the scripts run, under a profiling host.
#include <catch2/catch.hpp>

#include "agents/agents.h"
#include "fixtures.h"

using fixture::eval;
using tabula::ScriptHost;
using tabula::ScriptProfile;

namespace {

tabula::Limits profiling() {
    tabula::Limits l = fixture::limits(64, 10'000'000);
    l.profile = true;
    return l;
}

// A hot function (defined on line 1, its loop on line 3) and a cold one (line 6),
// called once each, also from a coroutine (threads inherit the sampling hook).
const char* kCode =
    "local function hot()\n"
    "  local s = 0\n"
    "  for i = 1, 200000 do s = s + i % 7 end\n"
    "  return s\n"
    "end\n"
    "local function cold() local s = 0 for i = 1, 2000 do s = s + i end return s end\n"
    "local co = coroutine.wrap(function() return hot() end)\n"
    "return co() + cold()\n";

}  // namespace

TEST_CASE("profile: the hottest function and line come first, coroutines included", "[profile]") {
    ScriptHost host(fixture::sandbox_roots(), profiling(), fixture::bare);
    REQUIRE(host.profile());
    eval(host, kCode, "@games/x/hot.lua");
    const ScriptProfile& p = *host.profile();
    REQUIRE(p.samples() > 200);  // about 200000 * 4 VM instructions / 1000
    auto functions = p.top_functions(5);
    REQUIRE(!functions.empty());
    CHECK(functions[0].where == "games/x/hot.lua:1");
    CHECK(functions[0].samples > p.samples() * 9 / 10);
    auto lines = p.top_lines(5);
    REQUIRE(!lines.empty());
    CHECK(lines[0].where == "games/x/hot.lua:3");
}

TEST_CASE("profile: merging adds samples per place, a plain host keeps none", "[profile]") {
    ScriptHost a(fixture::sandbox_roots(), profiling(), fixture::bare), b(fixture::sandbox_roots(), profiling(), fixture::bare);
    eval(a, kCode, "@games/x/hot.lua");
    eval(b, kCode, "@games/x/hot.lua");
    ScriptProfile total;
    total.merge(*a.profile());
    total.merge(*b.profile());
    CHECK(total.samples() == a.profile()->samples() + b.profile()->samples());
    CHECK(total.top_functions(1)[0].samples ==
          a.profile()->top_functions(1)[0].samples + b.profile()->top_functions(1)[0].samples);

    ScriptHost plain(fixture::sandbox_roots(), fixture::limits(64, 10'000'000), fixture::bare);
    CHECK(plain.profile() == nullptr);
}

TEST_CASE("profile: the instruction budget still holds while profiling", "[profile][limits]") {
    tabula::Limits l = profiling();
    l.instructions = 100'000;
    ScriptHost host(fixture::sandbox_roots(), l, fixture::bare);
    CHECK_THROWS_WITH(eval(host, "while true do end", "@games/x/loop.lua"),
                      Catch::Contains("instruction budget exceeded"));
    CHECK(host.profile()->top_lines(1)[0].where == "games/x/loop.lua:1");
}

TEST_CASE("profile: flows shorter than the period are sampled in proportion to their length", "[profile]") {
    // Each match's flow runs about 300 VM instructions; a thread counts its own, so
    // without a phase of its own no flow would ever reach the 1000th.
    fixture::Game g("short", profiling());
    tabula::FirstAgent agent;
    for (int i = 0; i < 400; ++i) {
        tabula::Match m(g.script, fixture::setup(i + 1), {&agent});
        REQUIRE(m.play().kind == tabula::MatchResult::Kind::Win);
    }
    const ScriptProfile& p = *g.host.profile();
    CHECK(p.samples() >= 100);  // 400 flows x ~305 instructions / 1000 = ~122
    CHECK(p.samples() <= 145);
    CHECK(p.top_functions(1)[0].where == "games/short/game.lua:7");
}

TEST_CASE("profile: inclusive samples count each function on the stack once", "[profile]") {
    // caller (line 5) runs almost nothing itself; deep (line 1) recurses ten levels
    // before its loop: on the stack ten times in every sample, counted once.
    const char* code =
        "local function deep(n)\n"
        "  if n > 0 then local s = deep(n - 1) return s end\n"
        "  local s = 0 for i = 1, 200000 do s = s + i % 7 end return s\n"
        "end\n"
        "local function caller() local s = deep(10) return s end\n"
        "local r = caller()\n"
        "return r\n";
    ScriptHost host(fixture::sandbox_roots(), profiling(), fixture::bare);
    eval(host, code, "@games/x/deep.lua");
    const ScriptProfile& p = *host.profile();
    REQUIRE(p.samples() > 200);
    auto inclusive = p.top_inclusive(10);
    auto find = [&](const std::string& where) {
        for (const auto& e : inclusive)
            if (e.where == where) return e;
        return ScriptProfile::Entry{};
    };
    const ScriptProfile::Entry caller = find("games/x/deep.lua:5"), deep = find("games/x/deep.lua:1");
    CHECK(caller.name == "caller");
    CHECK(caller.inclusive > p.samples() * 9 / 10);
    CHECK(caller.samples < p.samples() / 10);
    CHECK(deep.inclusive <= p.samples());  // recursion counted once a sample
    CHECK(deep.inclusive > p.samples() * 9 / 10);
    CHECK(p.top_functions(1)[0].where == "games/x/deep.lua:1");
}
