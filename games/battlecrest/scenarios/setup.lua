-- Setup (BC-2, BC-16, BC-17.5, BC-17.6): landmarks in their slots, the hero sets,
-- the first player and the start spots; options and the values they refuse.
local T = require "tabula.test"
local P = require "positions"
local map = require "map"

local NUMBERED = { "hollow_log", "mossy_bridge", "hunters_blind", "standing_stones", "bramble_thicket", "forest_shrine" }

-- The landmark numbers in slots P1..P6, read from where the landmarks stand.
local function layout_of(t)
  local digits = {}
  for n, id in ipairs(NUMBERED) do
    local lm = P.find(t.match, id)
    for slot, cell in ipairs(map.SLOTS) do
      if lm.space == cell then digits[slot] = tostring(n) end
    end
  end
  return table.concat(digits)
end

local function is_permutation(text)
  local digits = {}
  for d in text:gmatch("%d") do digits[#digits + 1] = d end
  table.sort(digits)
  return table.concat(digits) == "123456"
end

T.scenario("the layout option puts landmarks 1..6 in slots P1..P6 in its order, START face up [BC-2.1, BC-16, BC-1.1]", function()
  local t = T.match{ options = { layout = "452136", first_seat = 1 } }
  T.eq(layout_of(t), "452136")
  T.eq(P.find(t.match, "standing_stones").space, "(2,2)", "P1")
  T.eq(P.find(t.match, "forest_shrine").space, "(5,5)", "P6")
  for _, id in ipairs(NUMBERED) do T.eq(P.side(t, id), "start", id) end
  T.eq(t.match.state.layout, "452136")
end)

T.scenario("without the option, the match RNG shuffles the six landmarks, then draws the first seat [BC-2.1, BC-17.5, BC-2.3]", function()
  local layouts, firsts = {}, {}
  for seed = 1, 12 do
    local t = T.match{ seed = seed }
    local text = layout_of(t)
    T.truthy(is_permutation(text), "a permutation of 1..6: " .. text)
    for _, id in ipairs(NUMBERED) do T.eq(P.side(t, id), "start", id) end
    layouts[text] = true
    firsts[t.match.state.first] = true
    -- the shuffle comes first: fixing the first seat leaves the layout the RNG gave
    T.eq(layout_of(T.match{ seed = seed, options = { first_seat = 2 } }), text, "seed " .. seed)
    T.eq(layout_of(T.match{ seed = seed }), text, "the same seed, the same layout")
  end
  local n = 0
  for _ in pairs(layouts) do n = n + 1 end
  T.truthy(n > 1, "different seeds, different layouts")
  T.eq(firsts, { [1] = true, [2] = true }, "either seat may go first")
end)

T.scenario("heroes: seat 1 Akhena and seat 2 Mutiny by default, rows in printed order, START, ready, health START column 1 [BC-2.2, BC-1.5, BC-1.6, BC-17.6]", function()
  P.printed_rows()
  local t = T.match{ options = { layout = "123456", first_seat = 1 } }
  local rows = {}
  for seat = 1, 2 do
    rows[seat] = {}
    for _, card in ipairs(t.match:zone("row:" .. seat):cards()) do
      rows[seat][#rows[seat] + 1] = card.kind
      T.eq(P.side(t, card.kind), "start", card.kind)
      T.falsy(card.turned, card.kind .. " is ready")
    end
  end
  T.eq(rows[1], { "akhena_sunlance", "akhena_dune_stride", "akhena_javelin", "akhena_crescent_guard" })
  T.eq(rows[2], { "mutiny_cutlass", "mutiny_grappling_hook", "mutiny_powder_keg" })
  T.eq(P.health(t, "akhena"), { "start", 1 })
  T.eq(P.health(t, "mutiny"), { "start", 1 })
  T.eq(P.side(t, "rig"), "start")
  T.eq(P.side(t, "akhena"), nil, "a hero card has one face")
  T.eq(P.find(t.match, "akhena").owner, 1)
  local swapped = T.match{ options = { layout = "123456", first_seat = 1, heroes = "mutiny,akhena" } }
  T.eq(P.find(swapped.match, "mutiny").owner, 1)
  T.eq(P.find(swapped.match, "rig").owner, 1)
  T.eq(P.find(swapped.match, "akhena_javelin").owner, 2)
end)

T.scenario("the first player's hero starts beside the higher of P2 and P5, its minion on the same side [BC-2.4, BC-2.3, BC-1.1]", function()
  -- 123456: P5 (5) > P2 (2), so the first player takes the south spots.
  local t = T.match{ options = { layout = "123456", first_seat = 1 } }
  T.eq({ P.cell(t, "akhena"), P.cell(t, "mutiny"), P.cell(t, "rig") }, { "(6,4)", "(1,3)", "(2,1)" })
  local second = T.match{ options = { layout = "123456", first_seat = 2 } }
  T.eq({ P.cell(second, "akhena"), P.cell(second, "mutiny"), P.cell(second, "rig") }, { "(1,3)", "(6,4)", "(5,6)" })
  -- 163425: P2 (6) > P5 (2), so the first player takes the north spots.
  local north = T.match{ options = { layout = "163425", first_seat = 1 } }
  T.eq({ P.cell(north, "akhena"), P.cell(north, "mutiny"), P.cell(north, "rig") }, { "(1,3)", "(6,4)", "(5,6)" })
  T.eq(north:run(), "choice")
  T.eq(north:pending().seat, 1, "the first player takes the first turn [BC-2.5]")
end)

T.scenario("placing Rig at setup on a cell touching a hazard does nothing [BC-2.4, BC-12.3]", function()
  -- 523416: Bramble Thicket in P1, whose W HAZ touches Mn (2,1); P2 (2) > P5 (1).
  local t = T.match{ options = { layout = "523416", first_seat = 2 } }
  T.eq(P.cell(t, "rig"), "(2,1)")
  T.eq(P.side(t, "rig"), "start", "no damage")
  T.eq(P.cell(t, "mutiny"), "(1,3)")
end)

T.scenario("a layout that is not six known, different landmark numbers is refused [BC-2.1, BC-16]", function()
  T.raises(function() T.match{ options = { layout = "12345" } } end,
    "option 'layout': '12345' is not six landmark numbers such as 123456 (or random)")
  T.raises(function() T.match{ options = { layout = "12a456" } } end, "is not six landmark numbers")
  T.raises(function() T.match{ options = { layout = "123457" } } end, "option 'layout': no landmark has the number 7")
  T.raises(function() T.match{ options = { layout = "023456" } } end, "option 'layout': no landmark has the number 0")
  T.raises(function() T.match{ options = { layout = "123452" } } end, "option 'layout': landmark 2 appears twice")
end)

T.scenario("heroes naming one set twice, an unknown set or not two sets is refused [BC-2.2, BC-16]", function()
  T.raises(function() T.match{ options = { heroes = "akhena,akhena" } } end,
    "option 'heroes': the two sets must differ, not akhena twice")
  T.raises(function() T.match{ options = { heroes = "akhena,blackbeard" } } end,
    "option 'heroes': no hero set 'blackbeard' (sets: akhena, mutiny)")
  T.raises(function() T.match{ options = { heroes = "akhena_javelin,mutiny" } } end, "no hero set 'akhena_javelin'")
  T.raises(function() T.match{ options = { heroes = "akhena" } } end,
    "option 'heroes': 'akhena' is not two hero sets such as akhena,mutiny")
end)

T.scenario("first_seat, ai_seat and round_limit refuse values outside their range; ai_seat defaults to 2 [BC-16, BC-17.6, BC-2.3, BC-14.2]", function()
  T.raises(function() T.match{ options = { first_seat = 3 } } end, "option 'first_seat': 3 is not one of 0, 1, 2")
  T.raises(function() T.match{ options = { ai_seat = 0 } } end, "option 'ai_seat': 0 is not one of 1, 2")
  T.raises(function() T.match{ options = { round_limit = 0 } } end, "option 'round_limit': 0 is not a whole number, 1 or more")
  T.raises(function() T.match{ options = { solo = "yes" } } end, "option 'solo'")
  T.eq(T.match{ options = { solo = true } }.match.state.ai_seat, 2)
  T.eq(T.match{}.match.state.ai_seat, nil, "no AI without solo")
  T.eq(T.match{ options = { first_seat = 2 } }.match.state.first, 2)
end)
