-- A player's knight order (CR-1.7): the one kept (D1, or a scenario's position) takes
-- part in the game through its hooks on the rules' moments and questions
-- (rules/hooks.lua); nothing in the rules names an order.
local catalog = require "catalog"
local hooks = require "rules.hooks"

local orders = {}

function orders.of(match, seat)
  local id = match.state.order[seat]
  return id and catalog.orders[id] or nil
end

-- `seat` keeps the order `id`: its hooks count from now on, for the whole game.
function orders.keep(match, seat, id)
  match.state.order[seat] = id
  hooks.register(match, seat, catalog.orders[id])
end

return orders
