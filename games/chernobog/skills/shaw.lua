-- Shaw (Lungmen), CH-9.11. PASSIVE. Arrival push (CH-8.8): opponents 3 ahead of her
-- move 1 forward, then those 2 ahead move 2, then those 1 ahead move 3 -- all end
-- 4 ahead of her. Each square's group arrives before the next moves.
local board = require "board"
local rules = require "rules"

local function rested(match, shaw)
  local from = rules.square(shaw)
  for ahead = 3, 1, -1 do
    for _, t in ipairs(rules.at(match, board.ahead(from, ahead))) do
      if t.seat ~= shaw.seat then rules.displace(match, t, 4 - ahead) end
    end
  end
end

return {
  id = "shaw", name = "Shaw", faction = "lungmen",
  summary = "PASSIVE: pushes opponents ahead of her on arrival",
  rested = rested,
}
