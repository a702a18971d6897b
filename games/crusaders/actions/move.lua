-- Move (CR-6): MP = X + Move bonuses (+ hooks); steps of your knights to adjacent regions,
-- 1 MP each, 2 when leaving a region that holds an enemy token; at least one step.
local action_power = require "rules.power"
local enemies = require "rules.enemies"
local knights = require "rules.knights"
local map = require "map"
local memo = require "tabula.memo"
local moments = require "rules.moments"

local move = { id = "move", name = "Move" }

function move.power(match, seat, x)
  return x + action_power.bonus(match, seat, "move")
end

local function step_cost(match, seat, from)
  local leaving_enemy = enemies.at(match, from) ~= nil
  return moments.ask(match, "step_cost", leaving_enemy and 2 or 1, seat, from, leaving_enemy)
end

-- Every step of the seat's knights: {knight, to, cost}, knights in order, regions in
-- direction order.
local function all_steps(match, seat)
  local out = {}
  local board = map.of(match)
  for _, k in ipairs(knights.of(match, seat)) do
    local cost = step_cost(match, seat, k.space)
    for _, to in ipairs(board:adjacent(k.space)) do out[#out + 1] = { knight = k, to = to, cost = cost } end
  end
  return out
end

-- The steps payable with `mp`.
function move.steps(match, seat, mp)
  local out = {}
  for _, s in ipairs(memo.get(match, all_steps, seat)) do
    if s.cost <= mp then out[#out + 1] = s end
  end
  return out
end

function move.performable(match, seat, x)
  local mp = move.power(match, seat, x)
  for _, s in ipairs(memo.get(match, all_steps, seat)) do
    if s.cost <= mp then return true end
  end
  return false
end

function move.resolve(match, seat, x)
  local mp = move.power(match, seat, x)
  local moved = false
  while true do
    local steps = move.steps(match, seat, mp)
    if #steps == 0 then break end
    local options = {}
    for _, s in ipairs(steps) do
      options[#options + 1] = { id = ("k%d:%s"):format(s.knight.props.n, s.to),
        label = ("knight %d %s -> %s (%d MP, %d left)"):format(s.knight.props.n, map.name(s.knight.space),
          map.name(s.to), s.cost, mp - s.cost) }
    end
    if moved then options[#options + 1] = { id = "stop", label = ("stop (%d MP lost)"):format(mp) } end
    local id = match:choose({ seat = seat, kind = "step", options = options,
      prompt = ("Move: %d MP left; which step?"):format(mp) })
    if id == "stop" then break end
    for i, o in ipairs(options) do
      if o.id == id then
        local s = steps[i]
        local from = s.knight.space
        match:move(s.knight, s.to)
        mp = mp - s.cost
        moved = true
        moments.raise(match, "stepped", seat, s.knight.props.n, from, s.to, s.cost)
      end
    end
  end
end

return move
