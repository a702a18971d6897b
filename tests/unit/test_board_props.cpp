// Space properties that are plain data: tables of strings, numbers and booleans (and
// of such tables) on every kind of board, read back as fresh copies, refused with the
// space, the property and the path named.
#include "test_board_support.h"

using boardtest::contains;
using boardtest::Host;

TEST_CASE("board props: nested lists and maps read back whole, on every kind of board", "[board]") {
    Host h;
    h.run(R"(
        B = tabula.board{ spaces = {
          { id = "saxony", printed = { type = "castle", influence = 2 }, flags = { "P", "S" } },
          { id = "deep", d = { a = { b = { c = { d = { e = { f = { g = { h = "bottom" } } } } } } } } },  -- 8 levels
          { id = "mixed", m = { 10, 20, [5] = 50, name = "x", [-1] = true, ratio = 0.5, empty = {} } },
        } }
        return "")");
    CHECK(h.run("local p = B:prop('saxony', 'printed') return p.type .. p.influence") == "castle2");
    CHECK(h.run("return S(B:prop('saxony', 'flags')) .. #B:prop('saxony', 'flags')") == "P,S2");
    CHECK(h.run("return B:space('saxony').props.printed.type") == "castle");
    CHECK(h.run("return B:prop('deep', 'd').a.b.c.d.e.f.g.h") == "bottom");
    CHECK(h.run(R"(local m = B:prop('mixed', 'm')
                   return S(m) .. m[5] .. m.name .. tostring(m[-1]) .. m.ratio .. tostring(next(m.empty)))") ==
          "10,2050xtrue0.5nil");
    CHECK(h.run("return math.type(B:prop('mixed', 'm')[1]) .. math.type(B:prop('mixed', 'm').ratio)") == "integerfloat");

    // grids' space decorations and hex maps' hex fields take plain data too
    CHECK(h.run(R"(local g = tabula.grid{ width = 2, height = 1, spaces = { { id = '1,1', at = { 1, 1 } } } }
                   return S(g:prop('1,1', 'at')))") == "1,1");
    CHECK(h.run(R"(local m = tabula.hexmap{ hexes = {
                     { id = 'venice', q = 1, r = 5, printed = { type = 'bank', influence = 2 } } } }
                   return m:prop('venice', 'printed').type .. m:space('venice').props.printed.influence)") == "bank2");
    CHECK(h.run(R"(local t = tabula.track{ ring = 4, spaces = { { id = '2', hazard = { kind = 'pit' } } } }
                   return t:prop('2', 'hazard').kind)") == "pit");
}

TEST_CASE("board props: each read is a fresh copy, and changing it never changes the board", "[board]") {
    Host h;
    h.run("B = tabula.board{ spaces = { { id = 'a', printed = { cost = 2, list = { 1 } } } } } return ''");
    CHECK(h.run("return tostring(rawequal(B:prop('a', 'printed'), B:prop('a', 'printed')))") == "false");
    CHECK(h.run(R"(local p = B:prop('a', 'printed') p.cost = 99 p.list[2] = 7
                   B:space('a').props.printed.cost = 98
                   return B:prop('a', 'printed').cost .. #B:prop('a', 'printed').list)") == "21");
    // a table shared by two spaces of the spec is copied for each
    h.run("local shared = { n = 1 } C = tabula.board{ spaces = { { id = 'a', s = shared }, { id = 'b', s = shared } } } return ''");
    CHECK(h.run("local a = C:prop('a', 's') a.n = 5 return C:prop('b', 's').n") == "1");
    // a copy is plain data: it can go into a view or match.state
    CHECK(h.run("return tostring(getmetatable(B:prop('a', 'printed')))") == "nil");
}

TEST_CASE("board props: a board with data serves every match of a state, its shared state unchanged", "[board]") {
    Host h;
    h.run("B = tabula.hexmap{ hexes = { { id = 'rome', q = 0, r = 0, printed = { type = 'church', cost = -1 } } } } return ''");
    h.host.seal();
    for (int match = 0; match < 3; ++match) {
        CHECK(h.run("local p = B:prop('rome', 'printed') local c = p.cost p.cost = 5 p.type = nil return c") == "-1");
        CHECK_FALSE(h.host.shared_state_changed());
    }
}

TEST_CASE("board props: what is not plain data is refused, naming the space, the property and the path", "[board]") {
    Host h;
    auto refused = [&](const std::string& spaces, const std::string& message) {
        INFO(spaces);
        CHECK(contains(h.error("tabula.board{ spaces = { " + spaces + " } }"), "tabula.board: " + message));
    };
    refused("{ id = 'saxony', printed = { cost = print } }",
            "space 'saxony': property 'printed.cost' must be a string, number, boolean or a table of them (got function)");
    refused("{ id = 'a', f = print }", "space 'a': property 'f' must be a string, number, boolean or a table of them (got function)");
    refused("{ id = 'a', p = { 1, { B = tabula.board{ spaces = {'x'} } } } }",
            "space 'a': property 'p[2].B' must be a string, number, boolean or a table of them (got userdata)");
    refused("{ id = 'a', p = { [true] = 1 } }", "space 'a': property 'p' has the key true (keys must be strings or integers)");
    refused("{ id = 'a', p = { x = { [1.5] = 1 } } }", "space 'a': property 'p.x' has the key 1.5 (keys must be strings or integers)");
    refused("{ id = 'a', p = { [{}] = 1 } }", "space 'a': property 'p' has a table key (keys must be strings or integers)");
    refused("{ id = 'a', p = { a = { b = { c = { d = { e = { f = { g = { h = { i = 1 } } } } } } } } } }",
            "space 'a': property 'p.a.b.c.d.e.f.g.h' is nested deeper than 8 levels of tables");
    h.run("LOOP = { name = 'loop' } LOOP.self = { up = LOOP } return ''");
    refused("{ id = 'a', p = LOOP }", "space 'a': property 'p': a cycle at p.self.up: the table is already inside itself");
    CHECK(contains(h.error("tabula.grid{ width = 1, height = 1, spaces = { { id = '1,1', p = { co = coroutine.create(print) } } } }"),
                   "tabula.grid: space '1,1': property 'p.co' must be a string, number, boolean or a table of them (got thread)"));
    CHECK(contains(h.error("tabula.hexmap{ hexes = { { id = 'h', q = 0, r = 0, p = { print } } } }"),
                   "tabula.hexmap: space 'h': property 'p[1]' must be a string, number, boolean or a table of them (got function)"));
}

TEST_CASE("board props: a board's plain data is bounded", "[board]") {
    Host h;
    // 64 spaces sharing one table of 20,000 values: too much once copied for each
    CHECK(contains(h.error(R"(local big = {} for i = 1, 20000 do big[i] = i end
                             local spaces = {} for i = 1, 64 do spaces[i] = { id = 's' .. i, big = big } end
                             tabula.board{ spaces = spaces })"),
                   "tabula.board: space 's53': property 'big': the board's properties would hold more than 1048576 values"));
    // a table of tables of tables, small in Lua, far larger expanded
    CHECK(contains(h.error(R"(local t = { 1 } for _ = 1, 7 do local n = {} for i = 1, 8 do n[i] = t end t = n end
                             tabula.board{ spaces = { { id = 'a', t = t } } })"),
                   "tabula.board: space 'a': property 't': more than 1048576 values at t"));
}
