-- Influence (CR-10): gain X + Influence bonuses (+ hooks).
local action_power = require "rules.power"
local influence = require "rules.influence"

local action = { id = "influence", name = "Influence" }

function action.power(match, seat, x)
  return x + action_power.bonus(match, seat, "influence")
end

function action.performable() return true end

function action.resolve(match, seat, x)
  influence.gain(match, seat, action.power(match, seat, x), "Influence")
end

return action
