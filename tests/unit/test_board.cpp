// Boards built from Lua data: plain graphs, square grids, hex maps (tracks:
// test_board_track.cpp). Driven through Lua, the real interface.
#include <filesystem>

#include "agents/agents.h"
#include "cpp_api/game_script.h"
#include "match/match.h"
#include "test_board_support.h"

using boardtest::contains;
using boardtest::Host;

TEST_CASE("board: spaces, tags, props and labelled edges", "[board]") {
    Host h;
    h.run(R"(
        B = tabula.board{
          spaces = {
            { id = "a", tags = { "start", "safe" }, x = 1, y = 2, name = "Alpha" },
            { id = "b", tags = { "safe" }, colour = "red", deep = false },
            "c",
            { id = 4, score = 2.5 },
          },
          edges = {
            { "a", "b" },                             -- label "next"
            { "b", "c", label = "jump", both = true },
            { "c", "4", label = "next", back = "prev" },
            { "a", "c", label = "jump" },
          },
        }
        return "" )");
    CHECK(h.run("return B:kind()") == "board");
    CHECK(h.run("return B:size()") == "4");
    CHECK(h.run("return #B") == "4");
    CHECK(h.run("return tostring(B)") == "board (board, 4 spaces)");
    CHECK(h.run("return tostring(B:has('a')) .. tostring(B:has('z')) .. tostring(B:has(4))") == "truefalsetrue");
    CHECK(h.run("return B:index('c') .. B:id(2) .. tostring(B:id(9))") == "3bnil");
    CHECK(h.run("return S(B:spaces())") == "a,b,c,4");
    CHECK(h.run("return S(B:spaces('safe'))") == "a,b");
    CHECK(h.run("return S(B:spaces('nothing'))") == "");
    CHECK(h.run("return S(B:tags('a'))") == "start,safe");
    CHECK(h.run("return tostring(B:has_tag('b', 'safe')) .. tostring(B:has_tag('b', 'start'))") == "truefalse");

    // space(): id, index, tags, props
    CHECK(h.run("local s = B:space('a') return s.id .. s.index .. S(s.tags) .. s.props.x .. s.props.y .. s.props.name")
          == "a1start,safe12Alpha");
    CHECK(h.run("local s = B:space('b') return s.props.colour .. tostring(s.props.deep)") == "redfalse");
    CHECK(h.run("return tostring(B:space('zz'))") == "nil");
    CHECK(h.run("return B:prop('4', 'score') .. tostring(B:prop('a', 'none'))") == "2.5nil");
    // a returned table is a copy: changing it does not change the board
    CHECK(h.run("local s = B:space('a') s.tags[1] = 'x' s.props.x = 99 return S(B:tags('a')) .. B:prop('a', 'x')")
          == "start,safe1");

    // edges in the order given; labels
    CHECK(h.run("return S(B:labels())") == "next,jump,prev");
    CHECK(h.run("return B:next('a', 'next') .. B:next('a', 'jump') .. tostring(B:next('a', 'prev'))") == "bcnil");
    CHECK(h.run("return B:next('c', 'jump') .. B:prev('c', 'jump')") == "bb");
    CHECK(h.run("return B:next('4', 'prev') .. tostring(B:next('4', 'next'))") == "cnil");
    CHECK(h.run("local out = {} for _, e in ipairs(B:edges('b')) do out[#out+1] = e.to .. ':' .. e.label end return S(out)")
          == "c:jump");
    CHECK(h.run("local out = {} for _, e in ipairs(B:edges('c')) do out[#out+1] = e.to .. ':' .. e.label end return S(out)")
          == "b:jump,4:next");
    CHECK(h.run("local out = {} for _, e in ipairs(B:incoming('c')) do out[#out+1] = e.from .. ':' .. e.label end return S(out)")
          == "b:jump,4:prev,a:jump");
    CHECK(h.run("return S(B:neighbours('a'))") == "b,c");
    CHECK(h.run("return S(B:neighbours('a', 'jump'))") == "c");
    CHECK(h.run("return S(B:neighbours('a', 'nolabel'))") == "");
    CHECK(h.run("return #B:edges('a', 'jump') .. #B:edges('a') .. #B:edges('a', 'nolabel')") == "120");
}

TEST_CASE("board: paths and reach", "[board]") {
    Host h;
    h.run(R"(
        B = tabula.board{
          spaces = { "a", "b", "c", "d", "e" },
          edges = { {"a","b"}, {"b","c"}, {"c","d"}, {"a","e", label="road"}, {"e","d", label="road"} },
        }
        return "" )");
    CHECK(h.run("return S(B:path('a', 'd'))") == "e,d");
    CHECK(h.run("return S(B:path('a', 'd', {label = 'next'}))") == "b,c,d");
    CHECK(h.run("return S(B:path('a', 'd', {occupied = {e = true}}))") == "b,c,d");
    CHECK(h.run("return tostring(B:path('d', 'a'))") == "nil");
    CHECK(h.run("return S(B:path('a', 'a'))") == "");
    CHECK(h.run("local l, c = B:reach('a', 2) return S(l) .. ' ' .. c.b .. c.c .. c.d .. c.e") == "b,c,d,e 1221");
    CHECK(h.run("local l = B:reach('a', 1) return S(l)") == "b,e");
    CHECK(h.run(R"(local l, c = B:reach('a', 10, {cost = function(f, t, label) if label == 'road' then return 5 end return 1 end})
                   return S(l) .. ' ' .. c.d .. c.e)") == "b,c,d,e 35");
    CHECK(h.run("local l = B:reach('a', 10, {occupied = function(s) return s == 'c' end}) return S(l)") == "b,d,e");
    CHECK(h.run("local l = B:reach('a', 10, {cost = function(f, t) if t == 'e' then return nil end return 1 end}) return S(l)")
          == "b,c,d");
}

TEST_CASE("board: path with step costs is the cheapest, with its cost, and reach tells the way back", "[board]") {
    Host h;
    h.run(R"(
        B = tabula.board{
          spaces = { "a", "b", "c", "d", "e" },
          edges = { {"a","b"}, {"b","c"}, {"c","d"}, {"a","e", label="road"}, {"e","d", label="road"} },
        }
        ROAD5 = function(f, t, label) if label == 'road' then return 5 end return 1 end
        function PC(p, c) return p and S(p) .. ' ' .. c or tostring(p) end
        return "" )");
    // Fewest edges without cost (its cost: the number of steps), cheapest with it.
    CHECK(h.run("return PC(B:path('a', 'd'))") == "e,d 2");
    CHECK(h.run("return PC(B:path('a', 'd', {cost = ROAD5}))") == "b,c,d 3");
    CHECK(h.run("return PC(B:path('a', 'd', {cost = function() return 0.75 end}))") == "e,d 1.5");
    CHECK(h.run("return PC(B:path('a', 'd', {cost = ROAD5, occupied = {c = true}}))") == "e,d 10");
    CHECK(h.run("return PC(B:path('a', 'd', {cost = ROAD5, occupied = {d = true}}))") == "nil");
    CHECK(h.run("return PC(B:path('d', 'a', {cost = ROAD5}))") == "nil");
    CHECK(h.run("return PC(B:path('a', 'd', {cost = ROAD5, label = 'road'}))") == "e,d 10");
    CHECK(h.run("return PC(B:path('a', 'd', {cost = ROAD5, label = 'nolabel'}))") == "nil");
    CHECK(h.run("return PC(B:path('a', 'a', {cost = ROAD5}))") == " 0");
    CHECK(h.run("return select('#', B:path('d', 'a'))") == "1");
    // via[id]: the space before id on the cheapest path found.
    CHECK(h.run("local _, _, via = B:reach('a', 10, {cost = ROAD5}) return via.b .. via.c .. via.d .. via.e .. tostring(via.a)")
          == "abcanil");
    CHECK(h.run("local _, _, via = B:reach('a', 2) return via.b .. via.c .. via.d .. via.e") == "abea");
    CHECK(h.run(R"(local _, _, via = B:reach('a', 10, {cost = ROAD5})
                   local back, s = {}, 'd'
                   while s ~= 'a' do table.insert(back, 1, s) s = via[s] end
                   return S(back) .. ' = ' .. S(B:path('a', 'd', {cost = ROAD5})))") == "b,c,d = b,c,d");
    CHECK(contains(h.error("return B:path('a', 'd', {cost = function() return -1 end})"),
                   "board:path: cost must return a number >= 0, or nil/false when the step is not allowed"));
    CHECK(contains(h.error("return B:path('a', 'd', {cost = 1})"), "board:path: cost must be a function(from, to, label)"));
}

TEST_CASE("board: bad input is named in the error", "[board]") {
    Host h;
    CHECK(h.error("tabula.board{ spaces = {'a','b'}, edges = { {'a','b'}, {'b','a'}, {'a','q'} } }")
          == "test:1: tabula.board: edge 3 names unknown space 'q'");
    CHECK(contains(h.error("tabula.board{ spaces = {'a','b','a'} }"), "tabula.board: space 3: space id 'a' appears twice"));
    CHECK(contains(h.error("tabula.board{ spaces = { {id='a', pos=print} } }"),
                   "tabula.board: space 'a': property 'pos' must be a string, number, boolean or a table of them (got function)"));
    CHECK(contains(h.error("tabula.board{ spaces = { {tags={'x'}} } }"), "tabula.board: space 1 needs an id"));
    CHECK(contains(h.error("tabula.board{ spaces = { {id='a', tags={1}} } }"), "tabula.board: space 'a': tag 1 must be a non-empty string"));
    CHECK(contains(h.error("tabula.board{ spaces = {} }"), "tabula.board: the board has no spaces"));
    CHECK(contains(h.error("tabula.board{ spaces = {'a'}, edges = { {'a','a', label=''} } }"),
                   "tabula.board: edge 1: label must be a non-empty string"));
    h.run("B = tabula.board{ spaces = {'a','b'}, edges = {{'a','b'}} } return ''");
    CHECK(contains(h.error("return B:next('z', 'next')"), "board:next: no space 'z'"));
    CHECK(contains(h.error("return B:tags({})"), "board:tags: argument 1 must be a space id (got table)"));
    CHECK(contains(h.error("return B:ray('a', 'n', {})"), "board:ray: this board is a board, not a grid"));
    CHECK(contains(h.error("return B:advance('a', 1)"), "board:advance: this board is a board, not a track"));
    CHECK(contains(h.error("return B:region('a')"), "board:region: this board is a board, not a hex map"));
    CHECK(contains(h.error("return B:nope('a')"), "board has no method 'nope'"));
    CHECK(contains(h.error("return B:path('a', 'b', {occupied = 3})"), "board:path: occupied must be a table, a function or nil (got number)"));
    CHECK(h.run("return tostring(getmetatable(B))") == "false");
}

TEST_CASE("grid: chess names, coordinates, steps and directions", "[board]") {
    Host h;
    h.run("G = tabula.grid{ width = 8, height = 8, names = 'chess' } return ''");
    CHECK(h.run("return G:kind() .. G:size() .. G:width() .. G:height()") == "grid6488");
    CHECK(h.run("return tostring(G)") == "board (grid 8x8, 64 spaces)");
    CHECK(h.run("return G:id(1) .. G:id(2) .. G:id(9) .. G:id(64)") == "a1b1a2h8");
    CHECK(h.run("local c, r = G:coords('e4') return c .. ',' .. r") == "5,4");
    CHECK(h.run("return G:at(7, 3) .. tostring(G:at(9, 1)) .. tostring(G:at(0, 1))") == "g3nilnil");
    CHECK(h.run("local s = G:space('c6') return s.col .. s.row .. tostring(s.blocked)") == "36false");
    CHECK(h.run("return G:step('e4', 'n') .. G:step('e4', 'ne') .. G:step('e4', 'sw') .. G:step('e4', 'w', 3)") == "e5f5d3b4");
    CHECK(h.run("return tostring(G:step('h8', 'ne')) .. tostring(G:step('a1', 'e', 8))") == "nilnil");
    CHECK(h.run("local dx, dy = G:direction('nw') return dx .. ',' .. dy") == "-1,1");
    CHECK(h.run("return S(G:directions()) .. ' ' .. S(G:directions(4)) .. ' ' .. S(G:directions('diagonal'))")
          == "n,ne,e,se,s,sw,w,nw n,e,s,w ne,se,sw,nw");
    CHECK(h.run("return G:offset('b1', 1, 2) .. tostring(G:offset('b1', -2, 0))") == "c3nil");
    CHECK(h.run("return S(G:adjacent('a1')) .. ' ' .. S(G:adjacent('a1', 4))") == "a2,b2,b1 a2,b1");
    CHECK(h.run("return #G:adjacent('d4') .. #G:adjacent('d4', 4) .. #G:adjacent('d4', 'diagonal')") == "844");
    // the direction steps are edges of the graph too
    CHECK(h.run("return G:next('d4', 'se') .. S(G:neighbours('a1'))") == "e3a2,b2,b1");
    // line: direction and distance along a rank, file or diagonal
    CHECK(h.run("local d, n = G:line('a1', 'h8') return d .. n") == "ne7");
    CHECK(h.run("local d, n = G:line('e4', 'e1') return d .. n") == "s3");
    CHECK(h.run("return tostring(G:line('a1', 'b3')) .. tostring(G:line('a1', 'a1'))") == "nilnil");
    CHECK(h.run("return G:distance('a1', 'h8') .. ' ' .. G:distance('a1', 'h8', 'chebyshev') .. ' ' .. G:distance('b2', 'c4', 'manhattan')")
          == "14 7 3");
    CHECK(h.run("return S(G:within('a1', 1))") == "b1,a2");
    CHECK(h.run("return S(G:within('a1', 1, 1, 'chebyshev'))") == "b1,a2,b2");
    CHECK(h.run("return S(G:within('a1', 2, 2))") == "c1,b2,a3");
    CHECK(h.run("return S(G:within('a1', 0, 0))") == "a1");
}

TEST_CASE("grid: rays stop at the first occupied space, leaps", "[board]") {
    Host h;
    h.run("G = tabula.grid{ width = 8, height = 8, names = 'chess' } return ''");
    CHECK(h.run("local e, b, v = G:ray('a1', 'ne', { d4 = 'black knight', g7 = 'x' }) return S(e) .. ' ' .. b .. ' ' .. v")
          == "b2,c3 d4 black knight");
    CHECK(h.run("local e, b, v = G:ray('a1', 'ne', {}) return S(e) .. ' ' .. tostring(b) .. tostring(v)")
          == "b2,c3,d4,e5,f6,g7,h8 nilnil");
    CHECK(h.run("local e, b = G:ray('a1', 'n', function(s) return s == 'a3' and 7 end) return S(e) .. b") == "a2a3");
    CHECK(h.run("local e, b = G:ray('a1', 'n', nil, 2) return S(e) .. tostring(b)") == "a2,a3nil");
    CHECK(h.run("local e, b = G:ray('a1', 'e', { b1 = true }) return '[' .. S(e) .. '] ' .. b") == "[] b1");
    CHECK(h.run("local e = G:ray('a1', 's', {}) return #e") == "0");
    // a custom direction vector {dcol, drow}
    CHECK(h.run("local e = G:ray('a1', {1, 2}, {}) return S(e)") == "b3,c5,d7");
    CHECK(h.run("return S(G:leaps('a1'))") == "b3,c2");
    CHECK(h.run("return S(G:leaps('d4', 'knight'))") == "e6,f5,f3,e2,c2,b3,b5,c6");
    CHECK(h.run("return S(G:leaps('a1', 'king'))") == "a2,b2,b1");
    CHECK(h.run("return S(G:leaps('d4', { {0, 2}, {5, 5}, {-3, -3} }))") == "d6,a1");

    // index variants: integers in and out, occupied keyed by index
    CHECK(h.run("return G:index('d4') .. ' ' .. G:step_i(G:index('d4'), 'n') .. ' ' .. G:step_i(28, 2)") == "28 36 37");
    CHECK(h.run(R"(local occ = { [G:index('d7')] = 'p' }
                   local e, b, v = G:ray_i(G:index('d4'), 'n', occ)
                   local ids = {} for k, i in ipairs(e) do ids[k] = G:id(i) end
                   return S(ids) .. ' ' .. G:id(b) .. v)") == "d5,d6 d7p");
    CHECK(h.run(R"(local out = {}
                   G:ray_i(1, 'n', {}, out)            -- 7 squares
                   local again, b = G:ray_i(1, 'e', { [2] = true }, out)   -- refilled: none
                   return tostring(again == out) .. #out .. tostring(b))") == "true02");
    CHECK(h.run("local l = G:leaps_i(1) return S(l)") == "18,11");
    // tables(): precomputed lookups for hot loops
    CHECK(h.run(R"(local T = G:tables()
                   local i = T.index.a1
                   local ray = T.rays[i][2]
                   local ids = {} for k, j in ipairs(ray) do ids[k] = T.ids[j] end
                   return S(ids) .. ' ' .. T.ids[T.step[i][1]] .. ' ' .. tostring(T.step[i][5]) .. ' ' .. #T.knight[i] .. ' ' .. S(T.dirs))")
          == "b2,c3,d4,e5,f6,g7,h8 a2 nil 2 n,ne,e,se,s,sw,w,nw");
    CHECK(contains(h.error("return G:ray('z9', 'n', {})"), "board:ray: no space 'z9'"));
    CHECK(contains(h.error("return G:ray('a1', 'up', {})"), "board:ray: unknown direction 'up'"));
    CHECK(contains(h.error("return G:ray_i(65, 'n', {})"), "board:ray_i: space index 65 is out of range (1 to 64)"));
    CHECK(contains(h.error("return G:leaps('a1', 'camel')"), "board:leaps: unknown leap 'camel'"));
    CHECK(contains(h.error("return G:distance('a1', 'b2', 'euclid')"), "board:distance: unknown metric 'euclid'"));
}

TEST_CASE("grid: Hidden Chess's 7x7 board and tags", "[board]") {
    Host h;
    h.run(R"(
        H = tabula.grid{ width = 7, height = 7, names = "chess",
          tags = { crown_white = { "d1" }, x = { "b3", "f3", "d4", "b5", "f5" },
                   lozenge_white = { "a1", "b1", "c1", "e1", "f1", "g1", "b2", "d2", "f2" } } }
        return "" )");
    CHECK(h.run("return H:size() .. tostring(H:has('g7')) .. tostring(H:has('h8'))") == "49truefalse");
    CHECK(h.run("return S(H:spaces('x'))") == "b3,f3,d4,b5,f5");
    CHECK(h.run("return S(H:tags('d1'))") == "crown_white");
    CHECK(h.run("return #H:spaces('lozenge_white')") == "9");
    CHECK(h.run("local e = H:ray('a1', 'ne', {}) return S(e)") == "b2,c3,d4,e5,f6,g7");
}

TEST_CASE("grid: holes, blocked cells and one-way passages (Battlecrest)", "[board]") {
    Host h;
    // Battlecrest's 6x6 grid, row 1 at the top (north); ids "(row,col)".
    // Map cells (BC-1.1.1) plus the six landmark slots, which block movement.
    h.run(R"LUA(
        local map = { {1,1},{1,2},{1,3},{1,4},{2,1},{2,4},{3,1},{3,2},{3,4},{3,5},{4,2},{4,3},{4,5},{4,6},
                      {5,3},{5,6},{6,3},{6,4},{6,5},{6,6} }
        local slots = { {2,2},{2,3},{3,3},{4,4},{5,4},{5,5} }
        local cells = {}
        for _, rc in ipairs(map) do cells[#cells+1] = { rc[2], rc[1] } end
        for _, rc in ipairs(slots) do cells[#cells+1] = { rc[2], rc[1] } end
        local blocked = {}
        for _, rc in ipairs(slots) do blocked[#blocked+1] = "(" .. rc[1] .. "," .. rc[2] .. ")" end
        BC = tabula.grid{ width = 6, height = 6, rows = "down",
          names = function(col, row) return "(" .. row .. "," .. col .. ")" end,
          cells = cells, blocked = blocked,
          spaces = { { id = "(1,3)", start = "Hn" } },
          -- P1 at (2,2): its N side touches (1,2), its S side (3,2): a passage N>S
          edges = { { "(1,2)", "(3,2)", label = "P1:N>S" } } }
        return "" )LUA");
    CHECK(h.run("return BC:size()") == "26");
    CHECK(h.run("return tostring(BC:has('(1,5)')) .. tostring(BC:has('(2,2)'))") == "falsetrue");
    CHECK(h.run("return tostring(BC:blocked('(2,2)')) .. tostring(BC:blocked('(1,2)'))") == "truefalse");
    CHECK(h.run("return BC:prop('(1,3)', 'start')") == "Hn");
    // n is row - 1 on a rows = "down" grid
    CHECK(h.run("return BC:step('(2,1)', 'n') .. ' ' .. tostring(BC:step('(1,1)', 'n')) .. ' ' .. BC:step('(1,1)', 's')") == "(1,1) nil (2,1)");
    // movement never enters a blocked cell or a hole
    CHECK(h.run("return S(BC:adjacent('(1,2)'))") == "(1,3),(2,1),(1,1)");
    CHECK(h.run("return tostring(BC:step('(1,2)', 's'))") == "nil");
    CHECK(h.run("return S(BC:leaps('(1,1)'))") == "(3,2)");  // (2,3) is a landmark slot
    CHECK(h.run("local e, b = BC:ray('(3,1)', 'e', {}) return S(e) .. ' ' .. tostring(b)") == "(3,2) nil");
    CHECK(h.run("return tostring(BC:step('(1,4)', 'e'))") == "nil");
    // range ignores blockers: within/distance are geometry
    CHECK(h.run("return S(BC:within('(1,2)', 1))") == "(1,1),(1,3),(2,2)");
    CHECK(h.run("return BC:distance('(1,1)', '(6,6)')") == "10");
    // the one-way passage is a labelled edge, in one direction only
    CHECK(h.run("return BC:next('(1,2)', 'P1:N>S') .. ' ' .. tostring(BC:next('(3,2)', 'P1:N>S'))") == "(3,2) nil");
    CHECK(h.run("local out = {} for _, e in ipairs(BC:edges('(1,2)')) do out[#out+1] = e.label end return S(out)")
          == "e,sw,w,P1:N>S");
    // movement costs: orthogonal 1, diagonal 2, passage 1 (BC-4.1); an enemy on (1,3)
    CHECK(h.run(R"(local diag = { ne = true, se = true, sw = true, nw = true }
                   local l, c = BC:reach('(1,2)', 2, {
                     occupied = { ['(1,3)'] = 'enemy' },
                     cost = function(from, to, label) return diag[label] and 2 or 1 end })
                   local out = {} for _, s in ipairs(l) do out[#out+1] = s .. '=' .. c[s] end
                   return S(out))") == "(1,1)=1,(2,1)=2,(3,1)=2,(3,2)=1,(4,2)=2");
    // the cheapest path across the passage (WE-2), and without it: of the paths costing 4,
    // the one whose space before (3,2) is cheapest to reach
    h.run(R"(DIAG = { ne = true, se = true, sw = true, nw = true }
             function STEP(from, to, label) return DIAG[label] and 2 or 1 end
             function WALK(from, to, label) if label:find('^P') then return nil end return STEP(from, to, label) end
             return '')");
    CHECK(h.run("local p, c = BC:path('(1,2)', '(3,2)', {cost = STEP}) return S(p) .. ' ' .. c") == "(3,2) 1");
    CHECK(h.run("local p, c = BC:path('(1,2)', '(3,2)', {cost = WALK}) return S(p) .. ' ' .. c") == "(2,1),(3,2) 4");
    CHECK(h.run("local _, c, via = BC:reach('(1,2)', 4, {cost = WALK}) return c['(3,2)'] .. ' ' .. via['(3,2)']")
          == "4 (2,1)");
    CHECK(contains(h.error("tabula.grid{ width = 2, height = 2, cells = { {1,1} }, blocked = { {2,2} } }"),
                   "tabula.grid: blocked cell '2,2' is not a cell of the grid"));
    CHECK(contains(h.error("tabula.grid{ width = 2, height = 2, cells = { 'z' } }"), "tabula.grid: cells entry 1 names unknown cell 'z'"));
    CHECK(contains(h.error("tabula.grid{ width = 0, height = 2 }"), "tabula.grid: width and height must be 1 to 1000"));
    CHECK(contains(h.error("tabula.grid{ width = 2, height = 2, names = function() return 'same' end }"),
                   "tabula.grid: cell (2,1): space id 'same' appears twice"));
    CHECK(contains(h.error("tabula.grid{ width = 2, height = 2, edges = { {'1,1', '9,9'} } }"),
                   "tabula.grid: edge 1 names unknown space '9,9'"));
    CHECK(h.run("return tabula.grid{ width = 3, height = 2 }:id(4)") == "1,2");
    CHECK(h.run("return tabula.grid{ width = 3, height = 3, holes = { '2,2' } }:size()") == "8");
}

TEST_CASE("hexmap: axial coordinates, neighbours, distance, regions (Crusaders)", "[board]") {
    Host h;
    h.run(R"(
        CR = tabula.hexmap{ hexes = {
          { id = "jutland", q = 2, r = 0, region = "jutland", feature = "tile" },
          { id = "holstein", q = 3, r = 0, region = "holstein" },
          { id = "frisia", q = 1, r = 1, region = "frisia", players = 3 },
          { id = "saxony", q = 2, r = 1, region = "saxony", tags = { "printed" } },
          { id = "brandenburg", q = 3, r = 1, region = "brandenburg" },
          { id = "lorraine", q = 1, r = 2, region = "lorraine" },
          { id = "thuringia", q = 2, r = 2, region = "thuringia" },
        } }
        return "" )");
    CHECK(h.run("return CR:kind() .. CR:size()") == "hexmap7");
    CHECK(h.run("local q, r = CR:coords('saxony') return q .. ',' .. r") == "2,1");
    CHECK(h.run("return CR:at(1, 2) .. tostring(CR:at(9, 9))") == "lorrainenil");
    // the 6 neighbours in direction order e ne nw w sw se (CR-1.1 lists the same set for Saxony)
    CHECK(h.run("return S(CR:adjacent('saxony'))") == "brandenburg,holstein,jutland,frisia,lorraine,thuringia");
    CHECK(h.run("return S(CR:adjacent('jutland'))") == "holstein,frisia,saxony");
    CHECK(h.run("return CR:step('saxony', 'se') .. CR:step('saxony', 'ne') .. tostring(CR:step('jutland', 'nw'))")
          == "thuringiaholsteinnil");
    CHECK(h.run("local dq, dr = CR:direction('sw') return dq .. ',' .. dr") == "-1,1");
    CHECK(h.run("return S(CR:directions())") == "e,ne,nw,w,sw,se");
    CHECK(h.run("return CR:distance('jutland', 'thuringia') .. CR:distance('frisia', 'brandenburg') .. CR:distance('lorraine', 'holstein')")
          == "222");
    CHECK(h.run("return S(CR:within('jutland', 2, 2))") == "brandenburg,lorraine,thuringia");
    CHECK(h.run("local s = CR:space('frisia') return s.q .. s.r .. s.region .. s.props.players") == "11frisia3");
    CHECK(h.run("return CR:prop('jutland', 'feature') .. S(CR:tags('saxony'))") == "tileprinted");
    CHECK(h.run("return CR:region('saxony') .. S(CR:region_neighbours('jutland'))") == "saxonyholstein,frisia,saxony");
    CHECK(h.run("return tostring(CR:regions_adjacent('jutland', 'frisia')) .. tostring(CR:regions_adjacent('jutland', 'lorraine'))")
          == "truefalse");

    // regions of several hexes
    h.run(R"(
        HX = tabula.hexmap{ hexes = {
          { id = "a1", q = 0, r = 0, region = "A" }, { id = "a2", q = 1, r = 0, region = "A" },
          { id = "b1", q = 2, r = 0, region = "B" }, { id = "c1", q = 0, r = 2, region = "C" },
          { id = "x", q = 0, r = 1 },
        } }
        return "" )");
    CHECK(h.run("return S(HX:regions())") == "A,B,C");
    CHECK(h.run("return S(HX:region_hexes('A'))") == "a1,a2");
    CHECK(h.run("return S(HX:region_neighbours('A')) .. '|' .. S(HX:region_neighbours('C'))") == "B|");
    CHECK(h.run("return tostring(HX:region('x'))") == "nil");
    CHECK(contains(h.error("return HX:region_hexes('Z')"), "board:region_hexes: no region 'Z'"));
    CHECK(contains(h.error("tabula.hexmap{ hexes = { {id='a', q=0, r=0}, {id='b', q=0, r=0} } }"),
                   "tabula.hexmap: hexes 'a' and 'b' both stand at (0,0)"));
    CHECK(contains(h.error("tabula.hexmap{ hexes = { {id='a', q=0} } }"), "tabula.hexmap: hex 'a' needs integer coordinates q and r"));
    CHECK(contains(h.error("tabula.hexmap{ hexes = { {id='a', q=0, r=0}, {id='a', q=1, r=0} } }"),
                   "tabula.hexmap: hex 2: space id 'a' appears twice"));
}

TEST_CASE("board: one board serves many users in a state, methods never change it", "[board]") {
    Host h;
    h.run("G = tabula.grid{ width = 3, height = 3, names = 'chess' } return ''");
    // two independent users (as two matches would) query with their own occupancy
    CHECK(h.run(R"(local one = { b2 = 'white' } local two = { c3 = 'black' }
                   local _, b1 = G:ray('a1', 'ne', one) local _, b2 = G:ray('a1', 'ne', two)
                   return b1 .. b2)") == "b2c3");
    CHECK(h.run("local t = G:spaces() t[1] = 'zz' return G:spaces()[1]") == "a1");
    CHECK(h.run("local ok = pcall(function() G.foo = 1 end) return tostring(ok)") == "false");
    // boards are garbage collected without trouble
    CHECK(h.run("for i = 1, 200 do tabula.grid{ width = 8, height = 8 } end collectgarbage() return 'ok'") == "ok");
}

TEST_CASE("board: a board built at module load serves every match of the state", "[board]") {
    namespace fs = std::filesystem;
    const fs::path dir = fs::path(TABULA_TEST_DATA) / "board" / "games" / "knight_tour";
    tabula::GamePaths paths;
    paths.game_dirs = {dir.parent_path()};
    paths.stdlib_dir = boardtest::stdlib();
    tabula::LoadedGame loaded(paths, dir, tabula::Limits{});
    tabula::GameScript& script = loaded.game;
    tabula::FirstAgent agent;
    std::vector<std::string> reasons;
    for (int k = 0; k < 3; ++k) {
        tabula::MatchSetup setup;
        setup.seed = 1 + k;
        tabula::Match m(script, setup, {&agent});
        const tabula::MatchResult& r = m.play();
        CHECK(r.kind == tabula::MatchResult::Kind::Win);
        CHECK(r.error == "");
        reasons.push_back(r.reason);
    }
    // the same shared board, the same answers, match after match
    CHECK(reasons[0] == "a1 b3 c5 e4 d2 (board board (grid 5x5, 25 spaces))");
    CHECK(reasons[1] == reasons[0]);
    CHECK(reasons[2] == reasons[0]);
}
