-- Croissant (Penguin Logistics), CH-9.7. PASSIVE blocker: holds 1 opponent token,
-- 2 squares behind her. Arrival push (CH-8.8): opponents directly behind her are
-- displaced 1 square back.
local passives = require "passives"

-- Her arrival push: opponents directly behind her go 1 further back.
local function rested(match, croissant)
  passives.push(match, croissant, -1, -1)
end

return {
  id = "croissant", name = "Croissant", faction = "penguin_logistics",
  summary = "PASSIVE: on the main track, stops 1 opponent token 2 squares behind her; when she comes to rest, opponents just behind her are pushed 1 back",
  passive = function(match, croissant)
    passives.blocker(match, croissant, { capacity = 1, wait = 2, rank = 2 })
    passives.on_rest(match, croissant, rested)
  end,
}
