-- Final scoring (CR-13): influence, the majorities of each enemy type (5 alone or 3 each
-- when tied for most; 2 for a lone second, nothing for a tied second; 0 tokens take no
-- part), the level-IV bonuses, and ties to the earliest seat. Each match ends by the round
-- limit after one quiet turn of the last seat (an upgrade, nothing sown).
local T = require "tabula.test"
local P = require "positions"

local function final(spec)
  spec.active = spec.seats or 2
  spec.options = { round_limit = 1 }
  local t = P.match(spec)
  t:answer("upgrade:1", "nothing")
  T.eq(t:run(), "finished")
  return t.result
end

-- The scores of `counts` tokens of one type, one count a seat, and no influence.
local function majority(kind, counts)
  local conquered = {}
  for seat, n in ipairs(counts) do conquered[seat] = { [kind] = n } end
  return final{ seats = #counts, conquered = conquered }.scores
end

T.scenario("the most tokens alone +5, a lone second +2 [CR-13.2]", function()
  T.eq(majority("prussian", { 3, 1 }), { 5, 2 })
  T.eq(majority("slav", { 1, 4, 2 }), { 0, 5, 2 })
  T.eq(majority("saracen", { 2, 1, 3, 0 }), { 2, 0, 5, 0 }, "third place scores nothing")
end)

T.scenario("tied for most: +3 each, and the count below them is still second [CR-13.2]", function()
  T.eq(majority("prussian", { 2, 2 }), { 3, 3 })
  T.eq(majority("slav", { 2, 2, 2, 1 }), { 3, 3, 3, 2 }, "the spec's 2, 2, 2, 1")
  T.eq(majority("saracen", { 1, 3, 3, 1, 0 }), { 0, 3, 3, 0, 0 }, "a tied second: nobody")
end)

T.scenario("tied for second: nobody scores it [CR-13.2]", function()
  T.eq(majority("slav", { 3, 1, 1, 0 }), { 5, 0, 0, 0 })
end)

T.scenario("players with 0 tokens of a type take no part; nobody with any scores nothing [CR-13.2]", function()
  T.eq(majority("prussian", { 0, 1 }), { 0, 5 }, "0 is no second place")
  T.eq(majority("slav", { 0, 0, 1 }), { 0, 0, 5 })
  T.eq(majority("saracen", { 0, 0, 0 }), { 0, 0, 0 })
end)

T.scenario("the three types are scored apart and added to the influence [CR-13.2, CR-13.1]", function()
  local r = final{ seats = 3, influence = { 10, 20, 30 },
    conquered = { { prussian = 2, slav = 1 }, { prussian = 1, slav = 1, saracen = 1 }, { saracen = 2 } } }
  -- Prussians 2, 1, 0: +5, +2; Slavs 1, 1, 0: +3 each; Saracens 0, 1, 2: seat 3 +5, seat 2 +2
  T.eq(r.scores, { 10 + 5 + 3, 20 + 2 + 3 + 2, 30 + 5 })
end)

T.scenario("castle IV: +1 a token of any type in your play area [CR-13.3, CR-1.5]", function()
  local r = final{ built = { { castle = 4 }, { castle = 3 } },
    conquered = { { prussian = 1, slav = 2, saracen = 3 }, { prussian = 1, slav = 2, saracen = 3 } } }
  T.eq(r.scores[1] - r.scores[2], 6, "seat 1's castle IV: 6 tokens; seat 2's castle III: nothing")
end)

T.scenario("church IV: +1 a building of yours on the map, the church included [CR-13.3, CR-1.5]", function()
  local r = final{ built = { { church = 4, farm = 1 } }, buildings = {
    { seat = 1, kind = "church", level = 4, at = "rome" }, { seat = 1, kind = "farm", level = 1, at = "burgundy" },
    { seat = 2, kind = "farm", level = 1, at = "bavaria" } } }
  T.eq(r.scores, { 2, 0 })
end)

T.scenario("farm IV: +2 a mustered troop [CR-13.3, CR-1.5]", function()
  local r = final{ built = { { farm = 4 }, { farm = 3 } }, troops = { 3, 5 } }
  T.eq(r.scores, { 6, 0 })
end)

T.scenario("bank IV: +2 an upgraded wedge on your wheel [CR-13.3, CR-1.5]", function()
  -- seat 2 plays the last turn, upgrading its p1: 3 upgraded wedges at the end
  local r = final{ built = { { bank = 4 }, { bank = 4 } }, upgraded = { { 1, 2 }, { 5, 6 } } }
  T.eq(r.scores, { 4, 6 })
end)

T.scenario("the most influence wins; a tie goes to the earliest seat [CR-13.4]", function()
  T.eq(final{ seats = 3, influence = { 10, 12, 12 } }.winners, { 2 })
  T.eq(final{ seats = 3, influence = { 12, 10, 12 } }.winners, { 1 })
  T.eq(final{ seats = 3, influence = { 9, 10, 11 } }.winners, { 3 })
  local r = final{ influence = { 10, 8 }, conquered = { {}, { slav = 1 } } }
  T.eq(r.scores, { 10, 13 })
  T.eq(r.winners, { 2 }, "the majority decides")
end)
