-- Five players (CR-14): the 4-player map and a supply of 300; two buildings a region, any
-- players' and types, the same player's included; the region's bonuses only for the first.
-- Standard wheel: p3 build.
local T = require "tabula.test"
local P = require "positions"
local map = require "map"

-- Seat `seat` of 5 builds with `x` tokens, its knight 1 on `region`.
local function builder(seat, x, region, extra)
  local tokens, knights = {}, {}
  tokens[seat] = { 12 - x, 0, x, 0, 0, 0 }
  knights[seat] = { region }
  local spec = { seats = 5, active = seat, tokens = tokens, knights = knights }
  for k, v in pairs(extra or {}) do spec[k] = v end
  return P.match(spec)
end

local function build_options(t)
  P.at(t, "turn")
  if not T.show(t:pending().options):find('"resolve:3"', 1, true) then return {} end
  t:answer("resolve:3")
  P.at(t, "build")
  local out = { table.unpack(t:pending().options) }
  table.sort(out)
  return out
end

T.scenario("five players play on the 4-player map with 300 influence in the supply [CR-14.1, CR-1.8]", function()
  local five, four = T.match{ seats = 5 }, T.match{ seats = 4 }
  T.eq(map.regions(five.match), map.regions(four.match))
  T.eq(#map.regions(five.match), 50)
  T.eq(five.match.state.supply, 300)
end)

T.scenario("a region with one building takes a second, another player's or your own, of any type [CR-14.2, CR-14.4]", function()
  local other = builder(2, 4, "masovia", { tiles = { masovia = false },
    buildings = { { seat = 1, kind = "castle", level = 1, at = "masovia" } } })
  T.eq(build_options(other), { "bank:masovia", "castle:masovia", "church:masovia", "farm:masovia" })
  other:answer("castle:masovia")
  P.at(other, "turn")
  T.eq(P.buildings(other, "masovia"), { "castle:1:1", "castle:1:2" }, "two castles")
  T.eq(P.knight(other, 2, 2), "masovia", "castle I still unlocks knight 2")
  local own = builder(1, 3, "masovia", { tiles = { masovia = false },
    buildings = { { seat = 1, kind = "farm", level = 1, at = "masovia" } }, built = { { farm = 1 } } })
  T.eq(build_options(own), { "bank:masovia", "church:masovia", "farm:masovia" })
  own:answer("farm:masovia")
  P.at(own, "turn")
  T.eq(P.buildings(own, "masovia"), { "farm:1:1", "farm:2:1" }, "both buildings seat 1's")
end)

T.scenario("a region with two buildings takes no third [CR-14.2]", function()
  local t = builder(3, 7, "masovia", { tiles = { masovia = false }, knights = { {}, {}, { "masovia", "austria" } },
    buildings = { { seat = 1, kind = "castle", level = 1, at = "masovia" }, { seat = 2, kind = "castle", level = 1, at = "masovia" } } })
  T.eq(build_options(t), { "bank:austria", "castle:austria", "church:austria", "farm:austria" })
end)

T.scenario("with 4 players one building fills a region [CR-14.2, CR-9.2]", function()
  local t = P.match{ seats = 4, active = 1, tokens = { { 5, 0, 7, 0, 0, 0 } }, knights = { { "masovia", "austria" } },
                     tiles = { masovia = false }, buildings = { { seat = 2, kind = "farm", level = 1, at = "masovia" } } }
  T.eq(build_options(t), { "bank:austria", "castle:austria", "church:austria", "farm:austria" })
end)

T.scenario("the printed cost reduction is only for the first building of the region [CR-14.3, CR-9.3]", function()
  local first = builder(1, 2, "rome")
  T.eq(build_options(first), { "bank:rome", "church:rome", "farm:rome" }, "church I: 3 - 2 = 1")
  local second = builder(2, 2, "rome", { buildings = { { seat = 1, kind = "church", level = 1, at = "rome" } } })
  T.eq(build_options(second), { "bank:rome", "farm:rome" }, "church I at its full 3 now")
end)

T.scenario("a tile's cost reduction and the '+n influence' bonuses are only for the first building [CR-14.3, CR-9.4]", function()
  local first = builder(1, 4, "hungary")
  first:answer("resolve:3", "castle:hungary")
  P.at(first, "turn")
  T.eq(P.influence(first, 1), 1 + 2, "first castle: +2")
  local second = builder(2, 4, "hungary", { buildings = { { seat = 1, kind = "castle", level = 1, at = "hungary" } } })
  second:answer("resolve:3", "castle:hungary")
  P.at(second, "turn")
  T.eq(P.influence(second, 2), 1, "second castle: its level only")
  local tile = "farm_cost_2"
  local cheap = builder(1, 1, "masovia", { tiles = { masovia = tile }, buildings = { { seat = 2, kind = "bank", level = 1, at = "masovia" } } })
  P.at(cheap, "turn")
  T.falsy(T.show(cheap:pending().options):find('"resolve:3"', 1, true), "farm I at its full 2 after a bank")
end)
