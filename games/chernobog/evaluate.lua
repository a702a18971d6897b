-- How well a seat stands, for a search that cuts its playouts short (mcts:cutoff=N):
-- the race of CH-10.1. A seat's progress is that of its two most advanced tokens (two
-- in the Finish win), each from 0 (Home) to 1 (the Finish); the score compares it with
-- the best of the other seats', from 0 (they are home, it has not left) to 1.
local board = require "board"
local rules = require "rules"

local FINISH = board.FINISH

local function progress(t)
  if t.place == "finish" then return 1 end
  if t.place == "board" then return t.p / FINISH end
  return 0
end

-- The seat's two best tokens' progress, 0 to 1.
local function race(match, seat)
  local first, second = 0, 0
  for _, t in ipairs(rules.of_seat(match, seat)) do
    local p = progress(t)
    if p > first then first, second = p, first elseif p > second then second = p end
  end
  return (first + second) / 2
end

return function(match, seat)
  local mine, best = race(match, seat), 0
  for other = 1, match.seats do
    if other ~= seat then
      local theirs = race(match, other)
      if theirs > best then best = theirs end
    end
  end
  return 0.5 + (mine - best) / 2
end
