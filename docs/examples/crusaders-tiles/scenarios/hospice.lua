-- CRT-1: the Hospice (README.md): a knight that steps into its region gains its player 1
-- influence: a tile's hook on the moment "stepped", for every player, with `here`.
local T = require "tabula.test"
local P = require "positions"
local effects = require "tabula.effects"

-- Seat `seat` to play with knight 1 in champagne, the Hospice in lorraine and none in
-- thuringia, and 2 tokens on the move wedge (p1) of the standard wheel.
local function walker(seat)
  local knights = {}
  knights[seat] = { "champagne" }
  return P.match{ active = seat, knights = knights, tiles = { lorraine = "hospice", thuringia = false } }
end

T.scenario("a Hospice registers one trigger on 'stepped', for every player, named after its file [CRT-1, CR-1.3]", function()
  local t = walker(1)
  local hooked = {}
  for _, e in ipairs(effects.list(t.match)) do
    if e.source == "tile:lorraine" then hooked[#hooked + 1] = { e.kind, e.event, e.seat, e.name } end
  end
  T.eq(hooked, { { "trigger", "stepped", nil, "the stepped hook of mods/crusaders-tiles/tiles/hospice.lua" } })
end)

T.scenario("a knight stepping into the Hospice's region gains its player 1, seat 1 or seat 2 [CRT-1, CR-6.2]", function()
  for seat = 1, 2 do
    local t = walker(seat)
    t:answer("resolve:1", "k1:lorraine", "k1:saxony")
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.influence(t, seat), 1, "seat " .. seat)
  end
end)

T.scenario("a step elsewhere, or out of the Hospice's region, gains nothing [CRT-1, CR-6.2]", function()
  local t = walker(1)
  t:answer("resolve:1", "k1:franconia", "k1:bavaria")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 0)
  local out = P.match{ active = 1, knights = { { "lorraine" } }, tiles = { lorraine = "hospice" } }
  out:answer("resolve:1", "k1:champagne", "k1:burgundy")
  T.eq(out:run{ turns = 1 }, "turn")
  T.eq(P.influence(out, 1), 0)
end)

T.scenario("each step in counts: in, out and in again gains 2 [CRT-1, CR-6.2, CR-6.4]", function()
  local t = P.match{ active = 1, knights = { { "champagne" } }, tiles = { lorraine = "hospice" },
                     tokens = { { 4, 2, 2, 2, 2, 2 } } }
  t:answer("resolve:1", "k1:lorraine", "k1:champagne", "k1:lorraine", "k1:saxony")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.influence(t, 1), 2)
end)

T.scenario("setup lays the Hospice's 2 copies among the 32 tiles: placed plus out of the game [CRT-1, CR-1.3, CR-2.3]", function()
  local m = T.match{ seats = 4, seed = 1 }.match
  local n = 0
  for _, obj in ipairs(m:objects{ kind = "tile" }) do if obj.props.id == "hospice" then n = n + 1 end end
  for _, id in ipairs(m.state.tiles_out) do if id == "hospice" then n = n + 1 end end
  T.eq(n, 2)
  T.eq(#m:objects{ kind = "tile" } + #m.state.tiles_out, 32)
end)
