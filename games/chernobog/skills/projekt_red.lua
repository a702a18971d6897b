-- Projekt Red (Rhodes Island), CH-9.3. PASSIVE. Whenever she enters from Home every
-- opponent is stunned: each skips their next turn (a stun does not stack).
local passives = require "passives"
local rules = require "rules"

local function rested(match, red, how)
  if how ~= "enter" then return end
  for _, seat in ipairs(rules.opponents(match, red.seat)) do
    match.state.stunned[seat] = true
    match:log("%s is stunned by Projekt Red", rules.colour_name(match, seat))
  end
end

return {
  id = "projekt_red", name = "Projekt Red", faction = "rhodes_island",
  summary = "PASSIVE: when she enters from Home, every opponent skips their next turn",
  passive = function(match, red) passives.on_rest(match, red, rested) end,
}
