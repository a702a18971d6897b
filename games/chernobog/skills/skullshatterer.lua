-- Skullshatterer (Reunion), CH-9.14. MANUAL, limit 2, only on the main track with a
-- destroyed-terrain marker in the supply and the square 1 ahead neither an entry nor
-- destroyed. No effect on 1-6; on 7-12 that square is destroyed (CH-7.2). She is
-- immune to destroyed terrain.
local board = require "board"
local passives = require "passives"
local rules = require "rules"

local function target(t) return board.ahead(rules.square(t), 1) end

local function eligible(match, t)
  if not rules.on_track(t) or rules.supply(match, "destroyed") < 1 then return false end
  local sq = target(t)
  return not board.entry_square[sq] and not match.state.destroyed[sq]
end

local function effect(match, t)
  if eligible(match, t) then rules.destroy_square(match, target(t)) end
end

return {
  id = "skullshatterer", name = "Skullshatterer", faction = "reunion",
  summary = "MANUAL x2: on 7-12, the square ahead of her is destroyed (1-6: a normal move); immune to destroyed terrain",
  manual = { limit = 2, no_effect = 6, eligible = eligible, effect = effect },
  passive = function(match, skullshatterer) passives.immune(match, skullshatterer, "destroyed") end,
}
