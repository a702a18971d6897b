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
  summary = "PASSIVE: blocker, 1 token, wait 2; pushes back on arrival",
  passive = function(match, croissant)
    passives.blocker(match, croissant, { capacity = 1, wait = 2, rank = 2 })
    passives.on_rest(match, croissant, rested)
  end,
}
