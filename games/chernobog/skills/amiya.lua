-- Amiya (Rhodes Island), CH-9.1. MANUAL, limit 2. No effect on 1-5. On 6: one or two
-- opponents; 7-11: one; 12: one to three. Each chosen opponent's farthest token
-- returns Home (ties broken by Amiya's owner). Amiya does not move.
local rules = require "rules"

local MOST = { [6] = 2, [12] = 3 }

local function effect(match, amiya, value)
  local options = {}
  for _, seat in ipairs(rules.opponents(match, amiya.seat)) do
    if #rules.farthest(match, seat) > 0 then options[#options + 1] = match.state.colour[seat] end
  end
  if #options == 0 then return match:log("Amiya finds no opponent token on the board") end
  local most = math.min(MOST[value] or 1, #options)
  local picked = match:choose{ seat = amiya.seat, kind = "amiya_targets", min = 1, max = most, options = options,
                               prompt = string.format("Amiya rolled %d: choose %s opponent(s)", value,
                                                      most > 1 and "1 to " .. most or "1") }
  if type(picked) ~= "table" then picked = { picked } end
  for _, colour in ipairs(picked) do
    rules.send_farthest_home(match, amiya.seat, match.state.seat_of[colour], "Amiya's skill")
  end
end

return {
  id = "amiya", name = "Amiya", faction = "rhodes_island",
  summary = "MANUAL x2: on 6, 1-2 opponents; on 7-11, 1; on 12, 1-3: each one's farthest token returns Home (1-5: a normal move)",
  manual = { limit = 2, no_effect = 5, effect = effect },
}
