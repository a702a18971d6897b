// Tracks: a ring with per-colour lanes; advance with branch rules, pieces met,
// stops, overshoot, backwards and ring-only moves. Ludo and Chernobog layouts.
#include "test_board_support.h"

using boardtest::contains;
using boardtest::Host;

namespace {

// Ludo (docs/games/ludo.md): ring 1..52, starts 1/14/27/40, the lane entrance
// two squares behind the start, lanes of 5, then Home. Progress 1 = start.
const char* kLudo = R"(
    local colours = {}
    for k, id in ipairs{ "red", "green", "yellow", "blue" } do
      local start = 13 * (k - 1) + 1
      colours[k] = { id = id, start = start, entrance = (start - 3) % 52 + 1, lane = 5, finish = id .. "_home" }
    end
    local safe = {}
    for k = 1, 4 do
      local start = 13 * (k - 1) + 1
      safe[#safe + 1] = start
      safe[#safe + 1] = (start + 7) % 52 + 1
    end
    LUDO = tabula.track{ ring = 52, origin = 1, colours = colours, tags = { safe = safe } }
    return "" )";

// Chernobog CH-2: ring 0..51, entry E = 13k, lane entrance E-4, lanes L1..L5,
// Finish; jumps to the next own-colour square (not from the lane entrance or
// the shortcut start), shortcuts E+16 -> E+28, rooftops 5 18 31 44. Progress 0 = entry.
const char* kChernobog = R"(
    local ids = { "red", "blue", "yellow", "green" }
    local colours, edges = {}, {}
    for k, id in ipairs(ids) do
      local E = 13 * (k - 1)
      local H, S0, S1 = (E - 4) % 52, (E + 16) % 52, (E + 28) % 52
      colours[k] = { id = id, start = E, entrance = H, lane = 5, finish = id .. "_finish" }
      for s = k - 1, 51, 4 do
        if s ~= H and s ~= S0 then edges[#edges + 1] = { s, (s + 4) % 52, label = "jump:" .. id } end
      end
      edges[#edges + 1] = { S0, S1, label = "shortcut:" .. id }
    end
    CH = tabula.track{ ring = 52, first = 0, origin = 0, colours = colours, edges = edges,
                       tags = { rooftop = { 5, 18, 31, 44 } } }
    function R(r)   -- a result as text
      if not r then return "nil" end
      local met = {}
      for _, m in ipairs(r.met) do met[#met + 1] = m.space .. "@" .. m.step .. "=" .. tostring(m.value) end
      return S(r.path) .. " final=" .. r.final .. " p=" .. tostring(r.progress) .. " steps=" .. r.steps ..
             (r.stopped and (" stopped=" .. r.stopped .. ":" .. r.stop_space) or "") ..
             (#met > 0 and (" met=" .. S(met)) or "")
    end
    return "" )";

}  // namespace

TEST_CASE("track: Ludo's ring, lanes, progress and safe squares", "[board]") {
    Host h;
    h.run(kLudo);
    CHECK(h.run("return LUDO:kind() .. LUDO:size() .. ' ' .. LUDO:ring_size()") == "track76 52");
    CHECK(h.run("return S(LUDO:colours())") == "red,green,yellow,blue");
    CHECK(h.run("return LUDO:start('green') .. ' ' .. LUDO:entrance('green') .. ' ' .. LUDO:entrance(1) .. ' ' .. LUDO:finish('blue')")
          == "14 12 51 blue_home");
    CHECK(h.run("return S(LUDO:lane('yellow'))") == "yellow_L1,yellow_L2,yellow_L3,yellow_L4,yellow_L5");
    CHECK(h.run("return S(LUDO:spaces('safe'))") == "1,9,14,22,27,35,40,48");
    // progress 1..51 on the ring from the start, 52..56 the lane, 57 Home (L5, L6)
    CHECK(h.run("return LUDO:space_at('red', 1) .. ' ' .. LUDO:space_at('red', 51) .. ' ' .. LUDO:space_at('red', 52) .. ' ' .. LUDO:space_at('red', 57) .. ' ' .. tostring(LUDO:space_at('red', 58))")
          == "1 51 red_L1 red_home nil");
    CHECK(h.run("return LUDO:space_at(2, 1) .. ' ' .. LUDO:space_at('green', 39) .. ' ' .. LUDO:space_at('green', 40) .. ' ' .. LUDO:space_at('green', 51)")
          == "14 52 1 12");
    CHECK(h.run("return LUDO:progress('green', '14') .. ' ' .. LUDO:progress('green', '1') .. ' ' .. LUDO:progress('green', 'green_L3') .. ' ' .. LUDO:progress('green', 'green_home')")
          == "1 40 54 57");
    CHECK(h.run("return tostring(LUDO:progress('green', 'red_L1')) .. ' ' .. LUDO:end_progress('red')") == "nil 57");
    // advancing: red turns into its lane after 51; green passes square 51
    CHECK(h.run("local r = LUDO:advance(50, 3, { colour = 'red' }) return S(r.path) .. ' ' .. r.final .. ' ' .. r.progress")
          == "51,red_L1,red_L2 red_L2 53");
    CHECK(h.run("local r = LUDO:advance('50', 3, { colour = 'green' }) return S(r.path) .. ' ' .. r.progress")
          == "51,52,1 40");
    CHECK(h.run("local r = LUDO:advance(54, 3, { colour = 'red' }) return r.final .. r.progress") == "red_home57");
    CHECK(h.run("local r, why = LUDO:advance(55, 3, { colour = 'red' }) return tostring(r) .. ' ' .. why") == "nil overshoot");
    // a capture candidate: what stands on the final square
    CHECK(h.run(R"(local r = LUDO:advance(1, 6, { colour = 'red', occupied = { ['5'] = 'G2', ['7'] = 'Y1' } })
                   return r.final .. ' ' .. r.met[1].space .. r.met[1].value .. r.met[1].step .. ' ' .. r.met[2].value .. r.met[2].step)")
          == "7 5G24 Y16");
    CHECK(h.run("local s = LUDO:space('red_L2') return s.colour .. s.lane .. ' ' .. LUDO:space('14').ring .. ' ' .. tostring(LUDO:space('red_home').finish)")
          == "red2 14 true");
}

TEST_CASE("track: Chernobog's board data (CH-2)", "[board]") {
    Host h;
    h.run(kChernobog);
    CHECK(h.run("return CH:size() .. ' ' .. CH:ring_size() .. ' ' .. CH:id(1) .. ' ' .. CH:id(52)") == "76 52 0 51");
    CHECK(h.run("return CH:start('yellow') .. ' ' .. CH:entrance('yellow') .. ' ' .. CH:entrance('red') .. ' ' .. CH:finish('red')")
          == "26 22 48 red_finish");
    CHECK(h.run("return S(CH:lane('blue'))") == "blue_L1,blue_L2,blue_L3,blue_L4,blue_L5");
    CHECK(h.run("return S(CH:spaces('rooftop'))") == "5,18,31,44");
    // CH-2.6 progress: ring -51..48, lane 49..53, Finish 54
    CHECK(h.run("return CH:space_at('red', 48) .. ' ' .. CH:space_at('red', 49) .. ' ' .. CH:space_at('red', 53) .. ' ' .. CH:space_at('red', 54) .. ' ' .. tostring(CH:space_at('red', 55))")
          == "48 red_L1 red_L5 red_finish nil");
    CHECK(h.run("return CH:space_at('red', -3) .. ' ' .. CH:space_at('red', -51) .. ' ' .. CH:space_at('blue', -10) .. ' ' .. CH:space_at('yellow', 30)")
          == "49 1 3 4");
    // canonical progress (s - E) mod 52, minus 52 above 48
    CHECK(h.run("return CH:progress('red', '48') .. ' ' .. CH:progress('red', '49') .. ' ' .. CH:progress('blue', '48') .. ' ' .. CH:progress('green', '2')")
          == "48 -3 35 15");
    CHECK(h.run("return CH:progress('blue', 'blue_L3') .. ' ' .. CH:progress('blue', 'blue_finish') .. ' ' .. tostring(CH:progress('red', 'blue_L3'))")
          == "51 54 nil");
    // jumps and shortcuts are labelled edges the game follows after a move (CH-6.5, CH-6.6)
    CHECK(h.run("return CH:next('4', 'jump:red') .. ' ' .. CH:next('44', 'jump:red') .. ' ' .. tostring(CH:next('48', 'jump:red')) .. ' ' .. tostring(CH:next('16', 'jump:red'))")
          == "8 48 nil nil");
    CHECK(h.run("return CH:next('16', 'shortcut:red') .. ' ' .. CH:next('3', 'shortcut:green') .. ' ' .. CH:next('51', 'jump:green')")
          == "28 15 3");
    CHECK(h.run("return CH:next('48', 'lane:red') .. ' ' .. CH:next('red_L5', 'next') .. ' ' .. CH:next('51', 'next')")
          == "red_L1 red_finish 0");
    // ring arithmetic (CH-0.4)
    CHECK(h.run("return CH:ahead('50', 3) .. ' ' .. CH:ahead('1', -2) .. ' ' .. CH:ring_distance('50', '2') .. ' ' .. CH:ring_number('17') .. ' ' .. CH:ring_square(53)")
          == "1 51 4 17 1");
    CHECK(h.run("return tostring(CH:ring_number('red_L1'))") == "nil");
}

TEST_CASE("track: Chernobog movement (CH-6)", "[board]") {
    Host h;
    h.run(kChernobog);
    // CH-6.2: the path of a normal move; red turns into its lane above 48, blue passes
    CHECK(h.run("return R(CH:advance(46, 4, { colour = 'red' }))") == "47,48,red_L1,red_L2 final=red_L2 p=50 steps=4");
    CHECK(h.run("return R(CH:advance('46', 4, { colour = 'blue' }))") == "47,48,49,50 final=50 p=37 steps=4");
    // CH-6.1: never beyond the Finish
    CHECK(h.run("return R(CH:advance(52, 2, { colour = 'red' }))") == "red_L5,red_finish final=red_finish p=54 steps=2");
    CHECK(h.run("local r, why = CH:advance(52, 3, { colour = 'red' }) return tostring(r) .. ' ' .. why") == "nil overshoot");
    CHECK(h.run("return R(CH:advance(52, 3, { colour = 'red', overshoot = 'stop' }))") == "red_L5,red_finish final=red_finish p=54 steps=2");
    CHECK(h.run("return R(CH:advance(52, 4, { colour = 'red', overshoot = 'bounce' }))") == "red_L5,red_finish,red_L5,red_L4 final=red_L4 p=52 steps=4");
    // a token far behind its entry (progress -10) goes round: it does not turn at 48 early
    CHECK(h.run("return R(CH:advance(-10, 3, { colour = 'red' }))") == "43,44,45 final=45 p=-7 steps=3");
    // CH-6.3: the first passed square holding a stopper stops the token (the final square is never passed)
    CHECK(h.run(R"(local blockers = { ['43'] = 'cuora' }
                   return R(CH:advance(40, 6, { colour = 'red', occupied = blockers,
                     stop = function(sq, step, who, last) if who and not last then return 'at' end end })))")
          == "41,42,43 final=43 p=43 steps=3 stopped=at:43 met=43@3=cuora");
    CHECK(h.run(R"(return R(CH:advance(40, 3, { colour = 'red', occupied = { ['43'] = 'cuora' },
                     stop = function(sq, step, who, last) if who and not last then return 'at' end end })))")
          == "41,42,43 final=43 p=43 steps=3 met=43@3=cuora");
    // stop "before": the token halts on the square before the stopper
    CHECK(h.run("return R(CH:advance(40, 6, { colour = 'red', stop = { ['42'] = 'before' } }))")
          == "41 final=41 p=41 steps=1 stopped=before:42");
    CHECK(h.run("return R(CH:advance(40, 6, { colour = 'red', stop = { ['41'] = 'before' } }))")
          == " final=40 p=40 steps=0 stopped=before:41");
    CHECK(h.run("return R(CH:advance(40, 6, { colour = 'red', stop = { ['44'] = true } }))")
          == "41,42,43,44 final=44 p=44 steps=4 stopped=at:44");
    // pieces met along the way, from a function
    CHECK(h.run("return R(CH:advance('0', 3, { colour = 'red', occupied = function(sq) if sq == '2' then return 'Y' end end }))")
          == "1,2,3 final=3 p=3 steps=3 met=2@2=Y");
    // going backwards (a stopped token's waiting square; CH-6.3 may move a token back past its entry)
    CHECK(h.run("return R(CH:advance(2, -5, { colour = 'red' }))") == "1,0,51,50,49 final=49 p=-3 steps=5");
    CHECK(h.run("return R(CH:advance(50, -3, { colour = 'red' }))") == "red_L1,48,47 final=47 p=47 steps=3");
    CHECK(h.run("return R(CH:advance(-50, -3, { colour = 'red' }))") == "1,0,51 final=51 p=-1 steps=3");
    // CH-6.8 displacement: along the main track only, wrapping the progress
    CHECK(h.run("return R(CH:advance(46, 5, { colour = 'red', ring_only = true }))") == "47,48,49,50,51 final=51 p=-1 steps=5");
    CHECK(h.run("return R(CH:advance(-49, -4, { colour = 'red', ring_only = true }))") == "2,1,0,51 final=51 p=-1 steps=4");
    // without a colour: the ring only, forwards or backwards
    CHECK(h.run("return R(CH:advance('50', 3))") == "51,0,1 final=1 p=nil steps=3");
    CHECK(h.run("return R(CH:advance('1', -2))") == "0,51 final=51 p=nil steps=2");
    // from a lane square the lane's colour is implied
    CHECK(h.run("return R(CH:advance('green_L2', 2))") == "green_L3,green_L4 final=green_L4 p=52 steps=2");
    // errors
    CHECK(contains(h.error("return CH:advance(3, 1)"), "board:advance: a progress needs opts.colour"));
    CHECK(contains(h.error("return CH:advance('3', 1, { colour = 'purple' })"), "board:advance: no colour 'purple'"));
    CHECK(contains(h.error("return CH:advance('red_L1', 1, { colour = 'blue' })"), "board:advance: 'red_L1' is not on colour blue's way"));
    CHECK(contains(h.error("return CH:advance('3', 1, { colour = 'red', overshoot = 'wrap' })"), "overshoot must be"));
    CHECK(contains(h.error("return CH:advance('3', 2, { stop = function() return 'maybe' end })"),
                   "board:advance: stop must give \"at\", \"before\", true or nil (got 'maybe')"));
    CHECK(contains(h.error("return CH:advance(60, 1, { colour = 'red' })"), "board:advance: progress 60 is beyond colour red's end"));
    CHECK(contains(h.error("return CH:ahead('red_L1', 1)"), "board:ahead: 'red_L1' is not a ring square"));
}

TEST_CASE("track: bad track data is named in the error", "[board]") {
    Host h;
    CHECK(contains(h.error("tabula.track{ ring = 1 }"), "tabula.track: ring must have 2 to 100000 squares"));
    CHECK(contains(h.error("tabula.track{ ring = 10, colours = { { id = 'red', start = 11 } } }"),
                   "tabula.track: colour 'red' start: 11 is not a ring number (1 to 10)"));
    CHECK(contains(h.error("tabula.track{ ring = 10, colours = { { id = 'red', start = 'x' } } }"),
                   "tabula.track: colour 'red' start names unknown ring square 'x'"));
    CHECK(contains(h.error("tabula.track{ ring = 10, colours = { { id = 'red', start = 1, lane = 3 } } }"),
                   "tabula.track: colour 'red': a lane needs an entrance"));
    CHECK(contains(h.error("tabula.track{ ring = 10, colours = { { id = 'red', start = 1, entrance = 9, lane = { '3' } } } }"),
                   "tabula.track: colour 'red': lane square 1: space id '3' appears twice"));
    CHECK(contains(h.error("tabula.track{ ring = 10, colours = { { id = 'a', start = 1 }, { id = 'a', start = 2 } } }"),
                   "tabula.track: colour id 'a' appears twice"));
    CHECK(contains(h.error("tabula.track{ ring = 10, edges = { { 1, 11, label = 'jump' } } }"),
                   "tabula.track: edge 1 names unknown space '11'"));
    // named ring squares, a shared finish
    h.run(R"(T = tabula.track{ ring = { "a", "b", "c", "d" }, colours = {
               { id = "x", start = "a", entrance = "d", lane = { "x1" }, finish = "home" },
               { id = "y", start = "c", entrance = "b", finish = "home" } } }
             return "")");
    CHECK(h.run("return T:ring_number('c') .. ' ' .. T:space_at('x', 5) .. ' ' .. T:space_at('y', 4) .. ' ' .. T:space_at('y', 3)")
          == "3 home home b");
    CHECK(h.run("return T:size() .. ' ' .. tostring(T:space('home').colour)") == "6 nil");
}
