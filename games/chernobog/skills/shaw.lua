-- Shaw (Lungmen), CH-9.11. PASSIVE. Arrival push (CH-8.8): opponents 3 ahead of her
-- move 1 forward, then those 2 ahead move 2, then those 1 ahead move 3 -- all end
-- 4 ahead of her. Each square's group arrives before the next moves.
local passives = require "passives"

local function rested(match, shaw)
  for ahead = 3, 1, -1 do passives.push(match, shaw, ahead, 4 - ahead) end
end

return {
  id = "shaw", name = "Shaw", faction = "lungmen",
  summary = "PASSIVE: when she comes to rest on the main track, opponents 1-3 squares ahead are pushed to 4 ahead",
  passive = function(match, shaw) passives.on_rest(match, shaw, rested) end,
}
