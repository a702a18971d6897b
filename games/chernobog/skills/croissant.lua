-- Croissant (Penguin Logistics), CH-9.7. PASSIVE blocker: holds 1 opponent token,
-- 2 squares behind her. Arrival push (CH-8.8): opponents directly behind her are
-- displaced 1 square back.
local board = require "board"
local rules = require "rules"

local function rested(match, croissant)
  local behind = board.ahead(rules.square(croissant), -1)
  for _, t in ipairs(rules.at(match, behind)) do
    if t.seat ~= croissant.seat then rules.displace(match, t, -1) end
  end
end

return {
  id = "croissant", name = "Croissant", faction = "penguin_logistics",
  summary = "PASSIVE: blocker, 1 token, wait 2; pushes back on arrival",
  blocker = { capacity = 1, wait = 2, precedence = 2 },
  rested = rested,
}
