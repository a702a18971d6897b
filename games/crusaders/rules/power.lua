-- An action's power (CR-11): X + its bonuses, which the question "power"
-- (rules/moments.lua) asks with those of the uncovered spaces (and, for Crusade, of
-- the mustered troops).
local buildings = require "rules.buildings"
local moments = require "rules.moments"
local troops = require "rules.troops"

local power = {}

local ask = moments.ask

-- The bonus `seat` adds to the X of `action` (against `enemy`, for Crusade).
function power.bonus(match, seat, action, enemy)
  local bonus = buildings.bonus(match, seat, action)
  if action == "crusade" then bonus = bonus + troops.crusade(match, seat) end
  return ask(match, "power", bonus, seat, action, enemy)
end

return power
