-- What a seat is shown: the map picture and each region's contents, the strength
-- tracks and supply, each player's wheel (tokens and sides), tracks, troops, play area
-- and influence (render), and the same as data (view). Nothing is hidden.
local T = require "tabula.test"
local P = require "positions"

local function has(text, line, what)
  T.truthy(text:find(line, 1, true), what .. ": " .. line .. "\n" .. text)
end

T.scenario("the text shows regions with enemies, tiles, printed bonuses, buildings and knights, and each player's board [CR-1.1, CR-1.5, CR-1.6]", function()
  local t = P.match{ active = 1, knights = { { "saxony", "thuringia" } }, upgraded = { { 4 } },
    tokens = { { 1, 7, 0, 2, 1, 1 } }, built = { { castle = 1 } }, troops = { 2 }, influence = { 9, 4 },
    buildings = { { seat = 1, kind = "castle", level = 1, at = "saxony" } },
    enemies = { pomesania = "prussian", valencia = { "saracen", "farm" } },
    tiles = { thuringia = "farm_influence_1" }, conquered = { { slav = 1 } }, markers = { prussian = 3 } }
  local text = t:render(0)
  has(text, " 9 Saxony         printed Castle cost -1; castle I (seat 1); knight 1 of seat 1", "a printed bonus, a building, a knight")
  has(text, "18 Thuringia      tile Farm +1 influence; knight 2 of seat 1", "a tile")
  has(text, "43 Valencia       Saracen (reward farm)", "a Saracen and its reward")
  has(text, "Strength: Prussians 6 (space 3), Slavs 4 (space 1), Saracens 6", "the tracks")
  has(text, "Seat 1: 9 influence", "influence")
  has(text, "  wheel: p1 Move 1 | p2 Muster 7 | p3 Build 0 | p4 Move/Build+ 2 | p5 Crusade 1 | p6 Influence 1",
      "the wheel: tokens, upgraded sides (+) with both actions")
  has(text, "  built: castle 1/4, church 0/4, farm 0/4, bank 0/4; troops mustered 2/5", "tracks")
  has(text, "  defeated: Prussian 0, Slav 1, Saracen 0", "the play area")
  T.eq(t:render(1), t:render(2), "every seat sees the same")
end)

T.scenario("the view gives regions, wheels, tracks and influence as data [CR-1.5, CR-1.6]", function()
  local t = P.match{ active = 1, knights = { { "saxony" } }, upgraded = { { 1 } } }
  local v = t:view(1)
  T.eq(v.players[1].wheel[1], { id = "move_crusade", side = "upgraded", tokens = 2 })
  T.eq(v.players[2].built, { castle = 0, church = 0, farm = 0, bank = 0 })
  T.eq(v.markers, { prussian = 1, slav = 1 })
  T.eq(#v.regions, 33, "the 2-player map")
  T.eq(t:view(2), v, "every seat gets the same view")
end)
