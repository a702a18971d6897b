-- Influence (CR-10): gain X + Influence bonuses + order.
local buildings = require "rules.buildings"
local influence = require "rules.influence"
local orders = require "rules.orders"

local action = { id = "influence", name = "Influence" }

function action.power(match, seat, x)
  return x + buildings.bonus(match, seat, "influence") + orders.power(match, seat, "influence")
end

function action.performable() return true end

function action.resolve(match, seat, x)
  influence.gain(match, seat, action.power(match, seat, x), "Influence")
end

return action
