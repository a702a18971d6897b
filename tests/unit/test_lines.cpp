// stdlib/tabula/lines.lua: n in a row on a grid (lines.of, lines.through, lines.full),
// driven through Lua as games use it.
#include "test_board_support.h"

using boardtest::contains;
using boardtest::Host;

namespace {
// Loads tabula.lines as L and a function listing lines as "{1,2,3} {4,5,6}".
void load(Host& h) {
    h.run(R"(
        L = require "tabula.lines"
        function LS(all)
          local out = {}
          for i, line in ipairs(all) do out[i] = "{" .. table.concat(line, ",") .. "}" end
          return table.concat(out, " ")
        end
        return "")");
}
}  // namespace

TEST_CASE("lines.of: rows, columns, then both diagonals, as space indices", "[lines]") {
    Host h;
    load(h);
    // Tic-tac-toe's eight lines, in its order: row 1 at the top makes the indices 1..9.
    CHECK(h.run("return LS(L.of(tabula.grid{ width = 3, height = 3, rows = 'down' }, 3))") ==
          "{1,2,3} {4,5,6} {7,8,9} {1,4,7} {2,5,8} {3,6,9} {1,5,9} {3,5,7}");
    // Connect Four: 24 across, 21 up, 12 and 12 on the diagonals.
    CHECK(h.run("return #L.of(tabula.grid{ width = 7, height = 6 }, 4)") == "69");
    CHECK(h.run("return LS(L.of(tabula.grid{ width = 2, height = 2 }, 2))") == "{1,2} {3,4} {1,3} {2,4} {1,4} {2,3}");
}

TEST_CASE("lines.of: no line crosses a hole or a blocked cell", "[lines]") {
    Host h;
    load(h);
    CHECK(h.run("return #L.of(tabula.grid{ width = 4, height = 4 }, 3)") == "24");
    // (2,2) lies on two lines of its row, two of its column and three diagonals.
    CHECK(h.run("return #L.of(tabula.grid{ width = 4, height = 4, holes = { '2,2' } }, 3)") == "17");
    CHECK(h.run("return #L.of(tabula.grid{ width = 4, height = 4, blocked = { '2,2' } }, 3)") == "17");
    CHECK(h.run("return LS(L.of(tabula.grid{ width = 3, height = 1, blocked = { '2,1' } }, 2))") == "");
}

TEST_CASE("lines.through gives each cell's lines in order, lines.full a line of one mark", "[lines]") {
    Host h;
    load(h);
    h.run(R"(
        ALL = L.of(tabula.grid{ width = 3, height = 3, rows = 'down' }, 3)
        THROUGH = L.through(ALL, 9)
        return "")");
    CHECK(h.run("return LS(THROUGH[5])") == "{4,5,6} {2,5,8} {1,5,9} {3,5,7}");
    CHECK(h.run("return LS(THROUGH[2])") == "{1,2,3} {2,5,8}");
    CHECK(h.run("return #L.through(ALL, 12)[12]") == "0");
    CHECK(h.run("return S(L.full({ 'X', 'O', 'X', '.', 'X', 'O', 'X', '.', '.' }, THROUGH[5], 'X'))") == "3,5,7");
    CHECK(h.run("return S(L.full({ 'X', 'O', 'X', '.', 'X', 'O', 'O', '.', '.' }, ALL, 'X'))") == "nil");
    // Frozen lists, as games keep them, read the same.
    CHECK(h.run("return S(L.full({ 'O', 'O', 'O' }, tabula.freeze(L.of(tabula.grid{ width = 3, height = 1 }, 3)), 'O'))") ==
          "1,2,3");
}

TEST_CASE("lines: bad arguments are named", "[lines]") {
    Host h;
    load(h);
    CHECK(contains(h.error("L.of(tabula.track{ ring = 4 }, 3)"), "lines.of: the first argument must be a tabula.grid, not track"));
    CHECK(contains(h.error("L.of({}, 3)"), "lines.of: the first argument must be a tabula.grid, not table"));
    CHECK(contains(h.error("L.of(tabula.grid{ width = 3, height = 3 }, 1)"), "lines.of: n must be a whole number, 2 or more, not 1"));
    CHECK(contains(h.error("L.of(tabula.grid{ width = 3, height = 3 }, 2.5)"), "not 2.5"));
    CHECK(contains(h.error("L.through(L.of(tabula.grid{ width = 3, height = 3 }, 3), 4)"),
                   "lines.through: cell 5 is not in 1..4"));
}
