-- Influence (CR-10): gain X + Influence bonuses (+ hooks).
local influence = require "rules.influence"
local power = require "rules.power"

local action = { id = "influence", name = "Influence" }

function action.power(match, seat, x)
  return x + power.bonus(match, seat, "influence")
end

function action.performable() return true end

function action.resolve(match, seat, x)
  influence.gain(match, seat, action.power(match, seat, x), "Influence")
end

return action
