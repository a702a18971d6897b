-- Muster (CR-7): power = X + Muster bonuses (+ hooks); the leftmost unmustered troop if
-- its cost is within the power; it brings its influence.
local action_power = require "rules.power"
local troops = require "rules.troops"

local muster = { id = "muster", name = "Muster" }

function muster.power(match, seat, x)
  return x + action_power.bonus(match, seat, "muster")
end

function muster.performable(match, seat, x)
  local troop, row = troops.next(match, seat)
  return troop ~= nil and muster.power(match, seat, x) >= row.cost
end

function muster.resolve(match, seat, x)
  if muster.performable(match, seat, x) then troops.muster(match, seat, "Muster") end
end

return muster
