// Shared state: what a host's matches share (the scripts' globals, loaded modules and
// all they reach) is fingerprinted once loaded, so a match that changes it is seen.
#include <catch2/catch.hpp>

#include "fixtures.h"
#include "host/shared_state.h"

using tabula::ScriptHost;

namespace {

// Runs `code` as a script chunk: in the scripts' environment, as game code is.
void run(ScriptHost& host, const std::string& code) {
    lua_State* L = host.state();
    REQUIRE(luaL_loadbufferx(L, code.data(), code.size(), "@shared.lua", "t") == LUA_OK);
    host.push_script_env(L);
    lua_setupvalue(L, -2, 1);
    host.call(0, 0, "test chunk");
}

// A host with a "module" loaded: a table with data, a counter in a local, a weak cache.
struct Loaded {
    ScriptHost host{fixture::sandbox_roots(), tabula::Limits{}, fixture::bare};
    Loaded() {
        run(host, R"(
            local data = { list = { 1, 2 }, name = "m" }
            local count = 0
            local cache = setmetatable({}, { __mode = "k" })
            shared = { data = data, cache = cache,
                       bump = function() count = count + 1 end,
                       remember = function(t) cache[t] = true end }
        )");
        host.seal();
    }
};

}  // namespace

TEST_CASE("shared state: unchanged after code that only reads it", "[shared_state]") {
    Loaded l;
    run(l.host, "local n = #shared.data.list + #shared.data.name; local t = { n }");
    CHECK_FALSE(l.host.shared_state_changed());
    CHECK_FALSE(l.host.shared_state_changed());  // the check itself changes nothing
}

TEST_CASE("shared state: a global, a table entry, an upvalue, a metatable each count", "[shared_state]") {
    for (const char* change : {"score = 1", "shared.data.list[3] = 3", "shared.data.name = 'n'", "shared.bump()",
                               "setmetatable(shared.data, {})", "shared.data.list = { 1, 2 }",
                               "shared.remember(shared.data)"}) {
        INFO(change);
        Loaded l;
        run(l.host, change);
        CHECK(l.host.shared_state_changed());
    }
}

TEST_CASE("shared state: a weak cache keyed by a match's own tables does not count", "[shared_state]") {
    Loaded l;
    run(l.host, "local per_match = {} shared.remember(per_match) shared.remember({})");
    CHECK_FALSE(l.host.shared_state_changed());
}

TEST_CASE("shared state: the entries' order does not count", "[shared_state]") {
    Loaded l;
    run(l.host, "for i = 1, 100 do shared.data['k' .. i] = i end for i = 1, 100 do shared.data['k' .. i] = nil end");
    CHECK_FALSE(l.host.shared_state_changed());
}

TEST_CASE("shared state: a suspended coroutine cannot be compared, so it counts", "[shared_state]") {
    ScriptHost host(fixture::sandbox_roots(), tabula::Limits{}, fixture::bare);
    run(host, "co = coroutine.create(function() coroutine.yield() end)");
    host.seal();
    CHECK_FALSE(host.shared_state_changed());
    run(host, "coroutine.resume(co)");
    CHECK(host.shared_state_changed());
}

TEST_CASE("shared state: differences are named by path", "[shared_state]") {
    Loaded now, fresh;
    run(now.host, "shared.bump() shared.data.list[3] = 7 extra = true");
    const auto d = now.host.shared_state_differences(fresh.host, 10);
    auto has = [&](const std::string& text) {
        for (const auto& line : d)
            if (line == text) return true;
        return false;
    };
    CHECK(has("global extra = true (new)"));
    CHECK(has("global shared.data.list[3] = 7 (new)"));
    CHECK(has("upvalue count of global shared.bump = 1 (was 0)"));
}

TEST_CASE("shared state: tabula.freeze gives read-only data, skipped by the check", "[shared_state]") {
    ScriptHost host(fixture::sandbox_roots(), tabula::Limits{}, fixture::bare);
    run(host, R"(
        local inner = { 1, 2, 3 }
        data = tabula.freeze{ list = inner, again = inner, name = "x", [5] = true }
        local n, seen = 0, {}
        for k, v in pairs(data) do n = n + 1 end
        assert(n == 4 and #data.list == 3 and data.list[2] == 2 and data.again == data.list)
        for i, v in ipairs(data.list) do seen[i] = v end
        assert(table.concat(seen, ",") == "1,2,3")
        assert(tabula.freeze(data) == data)
    )");
    host.seal();
    for (const char* write : {"data.name = 'y'", "data.list[4] = 4", "rawset(data, 'z', 1)",
                              "table.insert(data.list, 9)", "table.sort(data.list, function(a, b) return a > b end)"}) {
        INFO(write);
        CHECK_THROWS_WITH(run(host, write), Catch::Contains("read-only") || Catch::Contains("cannot change a frozen table"));
    }
    CHECK_FALSE(host.shared_state_changed());
    for (const char* bad : {"tabula.freeze{ f = print }", "tabula.freeze{ [{}] = 1 }",
                            "tabula.freeze(setmetatable({}, {}))"}) {
        INFO(bad);
        CHECK_THROWS_WITH(run(host, bad), Catch::Contains("tabula.freeze"));
    }
}
