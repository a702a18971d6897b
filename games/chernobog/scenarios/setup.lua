-- Components and setup (CH-1, CH-3): die, roster, markers, colours, roll-off, draft, factions, initial state.
local T = require "tabula.test"
local P = require "positions"
local operators = require "operators"

local function sorted(list)
  local out = {}
  for i, v in ipairs(list) do out[i] = v end
  table.sort(out)
  return out
end

local function owned(t, seat)
  local out = {}
  for id, tok in pairs(t.match.state.tokens) do
    if tok.seat == seat then out[#out + 1] = id end
  end
  table.sort(out)
  return out
end

local ALL = { "amiya", "angelina", "chen", "croissant", "crownslayer", "cuora", "exusiai", "frostnova",
              "hoshiguma", "projekt_red", "shaw", "shirayuki", "skullshatterer", "sora", "texas", "w" }

T.scenario("the die is a d12: 1 and 12 are rolled, 13 is not a face [CH-1.1]", function()
  local t = T.match{ seats = 2, options = { first_player = "red", selection = "faction" } }
  t:answer("lungmen", "rhodes_island")
  t:dice(12, 1)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "grace", "12 is a face: a grace")
  t:answer("enter:chen")
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "grace", "1 is a face: a grace")
  local bad = T.match{ seats = 2, options = { first_player = "red", selection = "faction" } }
  bad:answer("rhodes_island", "lungmen")
  bad:dice(13)
  local status, err = bad:run{ allow_error = true }
  T.eq(status, "error", "13 is no face of the die")
  T.truthy(err:find("13", 1, true), "the error names the forced 13")
end)

T.scenario("sixteen operators, four per faction, with their skill types and limits [CH-1.2]", function()
  local ids = {}
  for i, op in ipairs(operators.list) do ids[i] = op.id end
  T.eq(sorted(ids), ALL, "the sixteen operator ids")
  T.eq(sorted(operators.of_faction("rhodes_island")), { "amiya", "angelina", "cuora", "projekt_red" }, "Rhodes Island")
  T.eq(sorted(operators.of_faction("penguin_logistics")), { "croissant", "exusiai", "sora", "texas" }, "Penguin Logistics")
  T.eq(sorted(operators.of_faction("lungmen")), { "chen", "hoshiguma", "shaw", "shirayuki" }, "Lungmen")
  T.eq(sorted(operators.of_faction("reunion")), { "crownslayer", "frostnova", "skullshatterer", "w" }, "Reunion")
  local manual = {}
  for _, op in ipairs(operators.list) do
    if op.manual then manual[op.id] = op.manual.limit end
  end
  T.eq(manual, { amiya = 2, angelina = 2, texas = 2, sora = 3, skullshatterer = 2, frostnova = 2, w = 2 },
       "MANUAL operators and their effect limits; the others are PASSIVE")
end)

T.scenario("the draft offers all sixteen operators to the first pick [CH-1.2, CH-3.3]", function()
  local t = T.match{ seats = 2, options = { first_player = "red" } }
  t:dice(9, 4)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "draft_pick")
  T.options(t, ALL)
end)

T.scenario("the board: a 52-square loop, then five lane squares and the Finish for every colour [CH-1.3]", function()
  for _, c in ipairs{ { "red", 48 }, { "blue", 9 }, { "yellow", 22 }, { "green", 35 } } do
    local t = P.match{ players = 4, to_play = c[1], [c[1]] = { cuora = "@" .. c[2] } }
    T.eq(P.p(t, "cuora"), 48, c[1] .. " lane entrance: 48 squares from the entry")
    t:dice(5)
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.where(t, "cuora"), "L5", c[1] .. ": five lane squares")
    t = P.match{ players = 4, to_play = c[1], [c[1]] = { cuora = "@" .. c[2] } }
    t:dice(6, 3)
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.where(t, "cuora"), "finish", c[1] .. ": then the Finish")
  end
end)

T.scenario("the box holds three obstacle and three destroyed-terrain markers [CH-1.4]", function()
  local t = T.match{ seats = 3 }
  T.eq(t.match.state.supply, { obstacle = 3, destroyed = 3 }, "supply at the start")
end)

T.scenario("2, 3 or 4 players: 1 or 5 seats are refused [CH-1.5]", function()
  for n = 2, 4 do
    T.eq(#T.match{ seats = n }.match.state.colour, n, n .. " players")
  end
  T.raises(function() T.match{ seats = 1 } end, nil, "one seat")
  T.raises(function() T.match{ seats = 5 } end, nil, "five seats")
end)

T.scenario("colours by player count, seat 1 first: 2 Red Yellow, 3 Red Blue Yellow, 4 all [CH-3.1]", function()
  T.eq(T.match{ seats = 2 }.match.state.colour, { "red", "yellow" }, "2 players")
  T.eq(T.match{ seats = 3 }.match.state.colour, { "red", "blue", "yellow" }, "3 players")
  T.eq(T.match{ seats = 4 }.match.state.colour, { "red", "blue", "yellow", "green" }, "4 players")
end)

T.scenario("the highest roll-off goes first, and rolls first [CH-3.2]", function()
  local t = T.match{ seats = 3, options = { selection = "faction" } }
  t:dice(4, 2, 11)
  T.eq(t:run(), "choice")
  T.eq(t.match.state.first, 3, "Yellow rolled 11")
  T.eq(t:pending().seat, 3, "Yellow chooses a faction first")
  t:answer("lungmen", "reunion", "rhodes_island")
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match:seat(), 1, "Yellow played first, then Red")
end)

T.scenario("a tie for highest re-rolls only the tied players, as often as needed [CH-3.2]", function()
  local t = T.match{ seats = 4, options = { selection = "faction" } }
  -- Red 5, Blue 9, Yellow 9, Green 3; Blue and Yellow tie 6-6, then Blue 8, Yellow 2.
  -- If Red or Green rolled again, the final 1 would be theirs and Blue would not roll it.
  t:dice(5, 9, 9, 3, 6, 6, 8, 2)
  t:answer("lungmen", "reunion", "rhodes_island")
  t:dice(1)
  T.eq(t:run(), "choice")
  T.eq(t.match.state.first, 2, "Blue wins the roll-off")
  T.eq(t:pending().seat, 2, "Blue rolls first")
  T.eq(t:pending().kind, "grace", "the next die (1) is Blue's first roll")
end)

T.scenario("a low roll tied with another does not roll again [CH-3.2]", function()
  local t = T.match{ seats = 3, options = { selection = "faction" } }
  -- Red 3, Blue 3, Yellow 7: Yellow is first at once; the next die is Yellow's turn roll.
  t:dice(3, 3, 7, 12)
  t:answer("lungmen", "reunion", "rhodes_island")
  T.eq(t:run(), "choice")
  T.eq(t.match.state.first, 3, "Yellow")
  T.eq(t:pending().seat, 3)
  T.eq(t:pending().kind, "grace", "Yellow rolled the 12")
end)

T.scenario("option first_player names the first player without a roll-off [CH-3.2, CH-11]", function()
  local t = T.match{ seats = 4, options = { selection = "faction", first_player = "yellow" } }
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 3, "Yellow chooses first")
  t:answer("lungmen", "reunion", "rhodes_island")
  t:dice(1)
  T.eq(t:run(), "choice")
  T.eq(t.match.state.first, 3)
  T.eq(t:pending().seat, 3, "Yellow rolls first; the first die went to her turn")
end)

T.scenario("turns go clockwise from the first player, skipping colours not in play [CH-3.2]", function()
  local t = T.match{ seats = 3, options = { selection = "faction", first_player = "blue" } }
  t:answer("lungmen", "reunion", "rhodes_island")
  t:dice(2, 3, 4)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match:seat(), 3, "Blue then Yellow")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match:seat(), 1, "Yellow then Red")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match:seat(), 2, "Red then Blue")
end)

T.scenario("draft: the higher roll picks first from the unpicked operators, four rounds [CH-3.3, CH-D2]", function()
  local t = T.match{ seats = 2, options = { first_player = "red" } }
  t:dice(4, 9)
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2, "Yellow rolled 9: picks first")
  t:answer("exusiai")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 1, "then Red")
  T.eq(#t:pending().options, 15, "Exusiai is gone")
  for _, id in ipairs(t:pending().options) do T.ne(id, "exusiai", "no picked operator offered") end
  t:answer("amiya")
  t:dice(11, 2)               -- round 2: Red first
  t:answer("texas", "w")
  t:dice(1, 12)               -- round 3: Yellow first
  t:answer("chen", "shaw")
  t:dice(8, 7)                -- round 4: Red first
  t:answer("cuora")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2, "Yellow picks last in round 4")
  T.eq(#t:pending().options, 9)
  t:answer("sora")
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(owned(t, 1), { "amiya", "cuora", "shaw", "texas" }, "Red's four")
  T.eq(owned(t, 2), { "chen", "exusiai", "sora", "w" }, "Yellow's four")
end)

T.scenario("draft: tied players roll again among themselves for their order [CH-3.3]", function()
  local t = T.match{ seats = 3, options = { first_player = "red" } }
  -- Red 8, Blue 8, Yellow 2; Red and Blue re-roll 1, 5: order Blue, Red, Yellow.
  t:dice(8, 8, 2, 1, 5)
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2, "Blue first")
  t:answer("amiya")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 1, "Red second")
  t:answer("texas")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 3, "Yellow last")
  T.eq(#t:pending().options, 14)
end)

T.scenario("draft: a three-way tie re-rolls, and a second tie re-rolls again [CH-3.3]", function()
  local t = T.match{ seats = 3, options = { first_player = "red" } }
  -- all 6; re-roll 4, 4, 9 (Yellow); Red and Blue re-roll 3, 10: Yellow, Blue, Red.
  t:dice(6, 6, 6, 4, 4, 9, 3, 10)
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 3, "Yellow first")
  t:answer("amiya")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2, "Blue second")
  t:answer("texas")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 1, "Red last")
end)

T.scenario("faction selection: in turn order from the first player, each takes an unclaimed faction [CH-3.3, CH-D1]", function()
  local t = T.match{ seats = 4, options = { selection = "faction", first_player = "blue" } }
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2, "Blue first")
  T.eq(t:pending().kind, "faction")
  T.options(t, { "rhodes_island", "penguin_logistics", "lungmen", "reunion" })
  t:answer("lungmen")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 3, "then Yellow")
  T.options(t, { "rhodes_island", "penguin_logistics", "reunion" })
  t:answer("reunion")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 4, "then Green")
  T.options(t, { "rhodes_island", "penguin_logistics" })
  t:answer("penguin_logistics")
  t:dice(2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.decisions, 3, "Red's single remaining faction is taken without asking")
  T.eq(owned(t, 1), { "amiya", "angelina", "cuora", "projekt_red" }, "Red: Rhodes Island")
  T.eq(owned(t, 2), { "chen", "hoshiguma", "shaw", "shirayuki" }, "Blue: Lungmen")
  T.eq(owned(t, 3), { "crownslayer", "frostnova", "skullshatterer", "w" }, "Yellow: Reunion")
  T.eq(owned(t, 4), { "croissant", "exusiai", "sora", "texas" }, "Green: Penguin Logistics")
end)

T.scenario("initial state: all Home, counters 0, no markers out, no stuns or marks [CH-3.4]", function()
  local t = T.match{ seats = 2, options = { selection = "faction", first_player = "red" } }
  t:answer("reunion", "lungmen")
  t:dice(6)
  T.eq(t:run(), "choice")
  local s = t.match.state
  T.eq(#owned(t, 1), 4)
  T.eq(#owned(t, 2), 4)
  for id, tok in pairs(s.tokens) do
    T.eq(tok.place, "home", id .. " at Home")
    T.eq(tok.counter, 0, id .. " counter")
  end
  T.eq(s.obstacles, {}, "no obstacles")
  T.eq(s.destroyed, {}, "no destroyed terrain")
  T.eq(s.supply, { obstacle = 3, destroyed = 3 }, "all markers in the supply")
  T.eq(s.stunned, {}, "nobody stunned")
  T.eq(s.marks, { {}, {} }, "no marks")
  T.eq(t:pending().kind, "grace", "Red's first roll 6, no declaration (nothing on the board)")
  T.options(t, { "enter:crownslayer", "enter:frostnova", "enter:skullshatterer", "enter:w" })
end)
