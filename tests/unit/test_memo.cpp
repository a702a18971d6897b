// stdlib/tabula/memo.lua: a value worked out once while a pure query runs, driven through
// Lua as tabula.flow and the games use it.
#include "test_board_support.h"

using boardtest::Host;

TEST_CASE("tabula.memo: once per outermost query, each time outside one, dropped after", "[memo]") {
    Host h;
    h.run(R"(
        M = require "tabula.memo"
        match, calls = {}, 0
        function count(m) calls = calls + 1; return { n = calls } end
        function twice() return M.get(match, count).n + M.get(match, count).n end
        return "")");
    CHECK(h.run("return twice()") == "3");              // outside a query: computed each time
    CHECK(h.run("calls = 0 return M.query(match, 'the test', twice)") == "2");  // once inside one
    CHECK(h.run("return calls") == "1");
    CHECK(h.run("return tostring(M.active(match))") == "false");  // dropped when it returned
    CHECK(h.run("return M.query(match, 'the test', twice)") == "4");  // worked out anew next time
    // A nested query keeps the outer one's values; another match has its own.
    CHECK(h.run(R"(calls = 0
        return M.query(match, 'outer', function()
          local a = M.get(match, count).n
          local b = M.query(match, 'inner', function() return M.get(match, count).n end)
          local c = M.get({}, count).n
          return a .. b .. c
        end))") == "112");
    // An error passes through unchanged and drops the values.
    CHECK(h.run(R"(local ok, err = pcall(M.query, match, 'the test', function() M.get(match, count) error({ code = 7 }) end)
        return tostring(ok) .. " " .. err.code .. " " .. tostring(M.active(match)))") == "false 7 false");
    // It runs as a pure query (tabula.guarded's): tabula.in_query() says so inside it.
    CHECK(h.run(R"(local ok, inside = pcall(M.query, match, 'the listing', function() return tabula.in_query() end)
        return tostring(ok) .. " " .. tostring(inside) .. " " .. tostring(tabula.in_query()))") == "true true false");
}
