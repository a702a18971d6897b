-- The scenario helper positions.lua (CR-15: scenarios arrange positions directly): a
-- misspelt name in a position is an error naming the field and the name, never a
-- position without it.
local T = require "tabula.test"
local P = require "positions"

local function refused(spec, message)
  T.raises(function() P.match(spec) end, message)
end

T.scenario("a misspelt field, order, region, enemy type, reward, building type, tile or track is named [CR-15]", function()
  refused({ knight = { { "thuringia" } } }, "P.match: unknown field 'knight' (active, buildings, built,")
  refused({ order = { "templars" } }, "P.match: order[1]: unknown knight order 'templars' (templar, hospitaller,")
  refused({ knights = { nil, { "thuringia", "pomesani" } } }, "P.match: knights[2][2]: unknown region 'pomesani' (regions.lua)")
  refused({ knights = { { "livonia" } } }, "P.match: knights[1][1]: region 'livonia' is not in play with 2 players (CR-1.1)")
  refused({ enemies = { lutizia = "slavs" } }, "P.match: enemies.lutizia: unknown enemy type 'slavs' (prussian, slav, saracen)")
  refused({ enemies = { valencia = { "saracen", "farms" } } }, "P.match: enemies.valencia: unknown reward 'farms' (a building type or troop)")
  refused({ enemies = { lutzia = "slav" } }, "P.match: enemies: unknown region 'lutzia' (regions.lua)")
  refused({ tiles = { thuringia = "farms_cost_1" } }, "P.match: tiles.thuringia: unknown kind of tile 'farms_cost_1' (castle_cost_1, church_cost_1,")
  refused({ built = { { farms = 1 } } }, "P.match: built[1]: unknown building type 'farms' (castle, church, farm, bank)")
  refused({ buildings = { { seat = 1, kind = "castel", level = 1, at = "saxony" } } }, "P.match: buildings[1]: unknown building type 'castel'")
  refused({ conquered = { { prusian = 1 } } }, "P.match: conquered[1]: unknown enemy type 'prusian'")
  refused({ markers = { saracen = 2 } }, "P.match: markers: unknown strength track 'saracen' (prussian, slav)")
end)

T.scenario("the error names the scenario's line, where the position is written [CR-15]", function()
  local ok, err = pcall(function()
    local t = P.match{ order = { "templars" } }
    return t
  end)
  T.falsy(ok)
  T.truthy(err:find("scenarios/positions.lua:28: P.match: order[1]: unknown knight order 'templars'", 1, true), err)
end)
