-- A player's knight order (CR-1.7) as hooks the actions ask; an action never names an
-- order. Hooks an order may have:
--   power(action, enemy_type) -> n      added to that action's power
--   step_cost(cost, leaving_enemy) -> n  a Move step's cost
--   built(building_type) -> n            influence on top when building
--   upgraded() -> n                      influence when upgrading a wedge
--   defeated(enemy_type) -> n            influence on top when a crusade defeats an enemy
local catalog = require "catalog"

local orders = {}

function orders.of(match, seat)
  local id = match.state.order[seat]
  return id and catalog.orders[id] or nil
end

function orders.power(match, seat, action, enemy)
  local o = orders.of(match, seat)
  return o and o.power and o.power(action, enemy) or 0
end

function orders.step_cost(match, seat, cost, leaving_enemy)
  local o = orders.of(match, seat)
  return o and o.step_cost and o.step_cost(cost, leaving_enemy) or cost
end

function orders.built(match, seat, building)
  local o = orders.of(match, seat)
  return o and o.built and o.built(building) or 0
end

function orders.upgraded(match, seat)
  local o = orders.of(match, seat)
  return o and o.upgraded and o.upgraded() or 0
end

function orders.defeated(match, seat, enemy)
  local o = orders.of(match, seat)
  return o and o.defeated and o.defeated(enemy) or 0
end

return orders
