-- Rig, Mutiny's minion (BC-1.6). Star ability Cannon: an attack made by Rig from
-- Rig's cell, with Rig's own landmark bonuses (BC-13.4).
local attack = require "rules.attack"
local characters = require "rules.characters"
local R = require "rules.reach"

local function cannon(ctx)
  local rig = characters.minion(ctx.match, ctx.seat)
  return rig, characters.side_of(rig).cannon
end

return {
  id = "rig", kind = "minion", name = "Rig",
  sides = {
    start = { name = "Rig", move = 2, def = 1, cannon = { value = 2, range = R.long(3) } },
    flipped = { name = "Battered Rig", move = 1, def = 0, cannon = { value = 1, range = R.long(3) } },
  },
  star = {
    id = "cannon", name = "Cannon",
    usable = function(ctx)
      local rig, gun = cannon(ctx)
      return rig ~= nil and attack.possible(ctx.match, rig, gun)
    end,
    resolve = function(ctx)
      local rig, gun = cannon(ctx)
      attack.resolve(ctx, rig, gun, "Cannon")
    end,
    attack = function(ctx) local _, gun = cannon(ctx) return gun end,
  },
}
