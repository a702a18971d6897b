-- W (Reunion), CH-9.16. MANUAL, limit 2, only on the main track with an obstacle
-- marker in the supply and no obstacle 2 squares behind her. No effect on 1-6; on
-- 7-12 an obstacle is placed 2 squares behind her (CH-7.1). She ignores obstacles.
local board = require "board"
local passives = require "passives"
local rules = require "rules"

local function target(t) return board.ahead(rules.square(t), -2) end

local function eligible(match, t)
  return rules.on_track(t) and rules.supply(match, "obstacle") >= 1 and not match.state.obstacles[target(t)]
end

local function effect(match, t)
  if eligible(match, t) then rules.place_obstacle(match, target(t)) end
end

return {
  id = "w", name = "W", faction = "reunion",
  summary = "MANUAL x2: on 7-12, an obstacle drops 2 squares behind her (1-6: a normal move); obstacles never stop her",
  manual = { limit = 2, no_effect = 6, eligible = eligible, effect = effect },
  passive = function(match, w) passives.ignores_obstacles(match, w) end,
}
